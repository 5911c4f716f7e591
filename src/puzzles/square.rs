//! The geometry of the 4x4 square, for the boards of that size (the Fifteen, S-Dao and
//! Dao): its cells, a set of them as the bits of a `u16`, the cells next to each, the
//! connected region of a set of open cells, and the square's eight symmetries as maps of
//! cells.

/// The cells of the square, numbered row by row from 0 at the top left.
pub(crate) const CELLS: usize = 16;

/// The cells next to each cell (above, below, left and right), as bit masks.
pub(crate) const NEIGHBOURS: [u16; CELLS] = {
    let mut masks = [0u16; CELLS];
    let mut c = 0;
    while c < CELLS {
        let (row, col) = (c / 4, c % 4);
        let mut m = 0u16;
        if row > 0 {
            m |= 1 << (c - 4);
        }
        if row < 3 {
            m |= 1 << (c + 4);
        }
        if col > 0 {
            m |= 1 << (c - 1);
        }
        if col < 3 {
            m |= 1 << (c + 1);
        }
        masks[c] = m;
        c += 1;
    }
    masks
};

/// The connected region of the `open` cells that holds `start`.
pub(crate) fn region(start: usize, open: u16) -> u16 {
    const NOT_FIRST_COLUMN: u16 = !0x1111;
    const NOT_LAST_COLUMN: u16 = !0x8888;
    let mut reached = 1u16 << start;
    loop {
        let grown = (reached
            | (reached << 4)
            | (reached >> 4)
            | ((reached << 1) & NOT_FIRST_COLUMN)
            | ((reached >> 1) & NOT_LAST_COLUMN))
            & open;
        let grown = grown | reached;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

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

/// The image of a cell mask under a map of cells.
pub(crate) fn map_mask(mask: u16, map: &[u8; CELLS]) -> u16 {
    cells_of(mask).fold(0, |m, c| m | 1 << map[c])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_the_cells_one_step_away() {
        for (c, &mask) in NEIGHBOURS.iter().enumerate() {
            let (row, col) = (c / 4, c % 4);
            let near: Vec<usize> = cells_of(mask).collect();
            assert!(near
                .iter()
                .all(|&n| (n / 4).abs_diff(row) + (n % 4).abs_diff(col) == 1));
            let inner = |x: usize| usize::from(x > 0) + usize::from(x < 3);
            assert_eq!(near.len(), inner(row) + inner(col), "cell {c}");
        }
    }

    #[test]
    fn regions_stay_inside_open_cells() {
        // a wall down the second column splits the board
        let wall = 0x2222u16;
        assert_eq!(region(0, !wall), 0x1111);
        assert_eq!(region(3, !wall), 0xCCCC);
        assert_eq!(region(5, 0), 1 << 5);
    }

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
