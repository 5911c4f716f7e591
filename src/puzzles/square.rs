//! The 4x4 square of the boards of that size (the Fifteen, S-Dao and Dao): its cells, as
//! the bits of a `u16`, and its eight symmetries as maps of cells (the rest of the
//! geometry the pattern databases need is their grid's).

/// The cells of the square, numbered row by row from 0 at the top left.
pub(crate) const CELLS: usize = 16;

/// A map of cells: the cell every cell goes to.
pub(crate) type CellMap = [u8; CELLS];

/// The cells of a mask, lowest first.
pub(crate) fn cells_of(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let c = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            c
        })
    })
}

/// The image of a cell mask under a map of cells.
pub(crate) fn map_mask(mask: u16, map: &CellMap) -> u16 {
    cells_of(mask).fold(0, |m, c| m | 1 << map[c])
}

/// The eight symmetries of the square, each as the cell every cell goes to: bit 0 of the
/// index transposes, then bit 1 turns the rows upside down and bit 2 mirrors the columns.
pub(crate) const SYMMETRIES: [CellMap; 8] = {
    let mut maps = [[0u8; CELLS]; 8];
    let mut s = 0;
    while s < 8 {
        let mut c = 0;
        while c < CELLS {
            let (mut r, mut k) = (c / 4, c % 4);
            if s & 1 != 0 {
                (r, k) = (k, r);
            }
            if s & 2 != 0 {
                r = 3 - r;
            }
            if s & 4 != 0 {
                k = 3 - k;
            }
            maps[s][c] = (r * 4 + k) as u8;
            c += 1;
        }
        s += 1;
    }
    maps
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_symmetries_are_eight_distinct_maps_of_the_square() {
        let symmetry = |s: usize, mask: u16| map_mask(mask, &SYMMETRIES[s]);
        let corner_and_edge = 1 << 0 | 1 << 1;
        let images: std::collections::HashSet<u16> =
            (0..8).map(|s| symmetry(s, corner_and_edge)).collect();
        assert_eq!(images.len(), 8);
        assert_eq!(symmetry(1, 1 << 1), 1 << 4, "transposed: b1 to a2");
        assert_eq!(symmetry(2, 1 << 1), 1 << 13, "upside down: b1 to b4");
        assert_eq!(symmetry(4, 1 << 1), 1 << 2, "mirrored: b1 to c1");
    }
}
