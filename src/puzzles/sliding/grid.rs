//! The boards the pattern databases of up to 16 cells serve: rectangles of at most 16
//! cells and at most four columns (a wider one is searched turned on its diagonal). Cells are the bits of a
//! `u16`, numbered row by row; a grid knows the cells next to each, the connected region
//! of a set of open cells, each cell's colour on a chessboard, and the symmetries that
//! map it onto itself: eight on the 4x4 square (in the order of
//! [`SYMMETRIES`](crate::puzzles::square::SYMMETRIES)), four on other rectangles.

use std::ops::{BitAnd, BitOr, Shl, Shr};
use std::sync::OnceLock;

use crate::puzzles::square::{map_mask, CellMap, CELLS, SYMMETRIES};

/// The most cells a grid has.
pub(crate) const MAX_CELLS: usize = CELLS;

/// A rectangle of cells and its geometry.
#[derive(Debug)]
pub(crate) struct Grid {
    pub(crate) columns: usize,
    pub(crate) cells: usize,
    /// Every cell.
    pub(crate) all: u16,
    /// The cells next to each cell (above, below, left and right).
    pub(crate) neighbours: [u16; MAX_CELLS],
    /// The cells not in the first column, and not in the last.
    not_first: u16,
    not_last: u16,
    /// Each cell's colour on a chessboard: 0 or 1.
    colour: [u8; MAX_CELLS],
    /// The symmetries, each as a map of cells.
    symmetries: Vec<CellMap>,
}

impl Grid {
    /// The grid of `columns` x `rows` (at most 16 cells, at most four columns), made
    /// once and kept.
    pub(crate) fn of(columns: usize, rows: usize) -> &'static Grid {
        const SIDES: usize = 9;
        static GRIDS: [OnceLock<Grid>; SIDES * SIDES] = [const { OnceLock::new() }; SIDES * SIDES];
        assert!((2..=4).contains(&columns) && rows >= 2 && columns * rows <= MAX_CELLS);
        GRIDS[(columns - 2) * SIDES + rows - 2].get_or_init(|| Grid::new(columns, rows))
    }

    /// The 4x4 square.
    pub(crate) fn square() -> &'static Grid {
        Self::of(4, 4)
    }

    fn new(columns: usize, rows: usize) -> Self {
        let cells = columns * rows;
        let all = (((1u32 << cells) - 1) & 0xFFFF) as u16;
        let mut neighbours = [0u16; MAX_CELLS];
        let mut colour = [0u8; MAX_CELLS];
        let (mut first, mut last) = (0u16, 0u16);
        for c in 0..cells {
            let (row, column) = (c / columns, c % columns);
            let mut m = 0u16;
            if row > 0 {
                m |= 1 << (c - columns);
            }
            if row + 1 < rows {
                m |= 1 << (c + columns);
            }
            if column > 0 {
                m |= 1 << (c - 1);
            }
            if column + 1 < columns {
                m |= 1 << (c + 1);
            }
            neighbours[c] = m;
            colour[c] = ((row + column) % 2) as u8;
            if column == 0 {
                first |= 1 << c;
            }
            if column + 1 == columns {
                last |= 1 << c;
            }
        }
        let symmetries = if columns == rows {
            SYMMETRIES.to_vec()
        } else {
            // turning rows upside down, mirroring columns: no transposition
            (0..4)
                .map(|s| {
                    let mut map = [0u8; MAX_CELLS];
                    for (c, slot) in map.iter_mut().enumerate().take(cells) {
                        let (mut r, mut k) = (c / columns, c % columns);
                        if s & 1 != 0 {
                            r = rows - 1 - r;
                        }
                        if s & 2 != 0 {
                            k = columns - 1 - k;
                        }
                        *slot = (r * columns + k) as u8;
                    }
                    map
                })
                .collect()
        };
        Self {
            columns,
            cells,
            all,
            neighbours,
            not_first: all & !first,
            not_last: all & !last,
            colour,
            symmetries,
        }
    }

    /// The connected region of the `open` cells that holds `start`.
    #[inline]
    pub(crate) fn region(&self, start: usize, open: u16) -> u16 {
        flood(
            1 << start,
            open & self.all,
            self.columns,
            self.not_first,
            self.not_last,
        )
    }

    /// Whether a step from `from` to `to` is vertical.
    #[inline(always)]
    pub(crate) fn vertical(&self, from: usize, to: usize) -> bool {
        from.abs_diff(to) == self.columns
    }

    /// The cells strictly between a cell and the cell a vertical step takes it to, as a
    /// mask (none for a horizontal step).
    #[inline(always)]
    pub(crate) fn between(&self, from: usize, to: usize) -> u16 {
        if self.vertical(from, to) {
            ((1u16 << (self.columns - 1)) - 1) << (from.min(to) + 1)
        } else {
            0
        }
    }

    /// Cell `c`'s colour on a chessboard.
    #[inline(always)]
    pub(crate) fn colour(&self, c: usize) -> u8 {
        self.colour[c % MAX_CELLS]
    }

    /// The symmetries, each as the cell every cell goes to.
    pub(crate) fn symmetries(&self) -> &[CellMap] {
        &self.symmetries
    }

    /// Symmetry `s`.
    #[inline(always)]
    pub(crate) fn symmetry(&self, s: usize) -> &CellMap {
        &self.symmetries[s % self.symmetries.len()]
    }

    /// The index of the inverse of symmetry `s`.
    pub(crate) fn inverse(&self, s: usize) -> usize {
        let map = self.symmetry(s);
        (0..self.symmetries.len())
            .find(|&t| {
                (0..self.cells).all(|c| usize::from(self.symmetries[t][usize::from(map[c])]) == c)
            })
            .unwrap_or(s)
    }

    /// The distinct images of `tiles` under the symmetries that leave out `cell`, each
    /// with the first symmetry that makes it.
    pub(crate) fn images(&self, tiles: u16, cell: usize) -> Vec<(u16, usize)> {
        let mut images: Vec<(u16, usize)> = Vec::new();
        for (s, map) in self.symmetries.iter().enumerate() {
            let image = map_mask(tiles, map);
            if image & 1 << cell == 0 && images.iter().all(|&(seen, _)| seen != image) {
                images.push((image, s));
            }
        }
        images
    }
}

/// The cells of `open` connected to those of `seed` on a board `columns` wide whose cells
/// are the bits of a word, row by row (`not_first` and `not_last`: the cells outside the
/// first and the last column).
#[inline(always)]
pub(crate) fn flood<M>(seed: M, open: M, columns: usize, not_first: M, not_last: M) -> M
where
    M: Copy
        + PartialEq
        + BitOr<Output = M>
        + BitAnd<Output = M>
        + Shl<usize, Output = M>
        + Shr<usize, Output = M>,
{
    let mut reached = seed;
    loop {
        let grown = (reached
            | (reached << columns)
            | (reached >> columns)
            | ((reached << 1) & not_first)
            | ((reached >> 1) & not_last))
            & open;
        let grown = grown | reached;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::square::cells_of;

    #[test]
    fn the_square_has_its_neighbours_regions_and_eight_symmetries() {
        let grid = Grid::square();
        for (c, &mask) in grid.neighbours.iter().enumerate() {
            let (row, col) = (c / 4, c % 4);
            let near: Vec<usize> = cells_of(mask).collect();
            assert!(near
                .iter()
                .all(|&n| (n / 4).abs_diff(row) + (n % 4).abs_diff(col) == 1));
            let inner = |x: usize| usize::from(x > 0) + usize::from(x < 3);
            assert_eq!(near.len(), inner(row) + inner(col), "cell {c}");
        }
        // a wall down the second column splits the board
        let wall = 0x2222u16;
        assert_eq!(grid.region(0, !wall), 0x1111);
        assert_eq!(grid.region(3, !wall), 0xCCCC);
        assert_eq!(grid.region(5, 0), 1 << 5);
        assert_eq!(grid.symmetries(), &SYMMETRIES[..]);
        assert_eq!(grid.between(1, 5), 0b1110 << 1);
        assert_eq!(grid.between(5, 1), 0b1110 << 1);
        assert_eq!(grid.between(1, 2), 0);
    }

    #[test]
    fn rectangles_have_their_own_neighbours_regions_and_four_symmetries() {
        let grid = Grid::of(3, 5);
        assert_eq!((grid.columns, grid.cells, grid.all), (3, 15, 0x7FFF));
        // the cell in the middle of the second row: above, below, left, right
        assert_eq!(grid.neighbours[4], 1 << 1 | 1 << 7 | 1 << 3 | 1 << 5);
        // a wall down the middle column splits the board
        let wall = 0b010_010_010_010_010u16;
        assert_eq!(grid.region(0, !wall), 0b001_001_001_001_001);
        assert_eq!(grid.between(1, 4), 0b110 << 1);
        assert_eq!(grid.symmetries().len(), 4);
        for s in 0..4 {
            let back = grid.inverse(s);
            for c in 0..15 {
                let there = usize::from(grid.symmetry(s)[c]);
                assert_eq!(usize::from(grid.symmetry(back)[there]), c);
            }
        }
        // neighbours differ in colour
        for c in 0..15 {
            assert!(cells_of(grid.neighbours[c]).all(|n| grid.colour(n) != grid.colour(c)));
        }
    }
}
