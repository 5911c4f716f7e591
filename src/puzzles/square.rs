//! The 4x4 square of the boards of that size (the Fifteen, S-Dao and Dao): its cells and
//! its eight symmetries as maps of cells (the rest of its geometry is a
//! [`Grid`](super::grid::Grid)'s).

/// The cells of the square, numbered row by row from 0 at the top left.
pub(crate) const CELLS: usize = 16;

/// The eight symmetries of the square, each as the cell every cell goes to: bit 0 of the
/// index transposes, then bit 1 turns the rows upside down and bit 2 mirrors the columns.
pub(crate) const SYMMETRIES: [[u8; CELLS]; 8] = {
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
    use crate::puzzles::grid::map_mask;

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
