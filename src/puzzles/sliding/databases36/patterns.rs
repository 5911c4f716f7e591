//! A set of pattern databases: which tiles each pattern holds, how many bytes and how
//! much memory the set takes, its build, and the bound it gives.

use super::build::{build_table, SLOTS};
use super::bytes::HEADER;
use super::lookup::Lookup;
use crate::puzzles::{Shape, DIGEST_LEN};

/// Boards of more cells than this have their patterns; smaller ones are solved by the
/// pattern databases of `databases16` or by distance tables.
const MIN_CELLS: usize = 17;

/// Boards of at most this many cells have them.
const MAX_CELLS: usize = 36;

/// The fewest cells of a board a set may be built for (the search lab builds sets of
/// boards below [`MIN_CELLS`] too, from the 2x2 up).
const MIN_BUILT_CELLS: usize = 4;

/// The most tiles a pattern has.
pub(super) const MAX_TILES: usize = 5;

/// The most patterns a set has: 35 tiles in patterns of four.
pub(super) const MAX_PARTS: usize = 9;

/// The most bytes a set's tables may take.
const MAX_BYTES: usize = 24 << 20;

/// The patterns and tables that serve every goal of one shape with the blank in one cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Patterns {
    pub(super) shape: Shape,
    pub(super) blank: u8,
    pub(super) parts: Vec<Part>,
}

/// One pattern: its tiles' goal cells, and its table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Part {
    pub(super) homes: Vec<u8>,
    /// Two entries a byte, the even index in the low four bits.
    pub(super) nibbles: Vec<u8>,
}

impl Patterns {
    /// Whether boards of `shape` have pattern databases here.
    pub fn fits(shape: Shape) -> bool {
        (MIN_CELLS..=MAX_CELLS).contains(&shape.cells())
    }

    /// The tiles a pattern of `shape` holds: five, or four when five would take more
    /// than [`MAX_BYTES`].
    pub(super) fn tiles_per_part(shape: Shape) -> usize {
        let n = shape.cells();
        (2..=MAX_TILES)
            .rev()
            .find(|&k| table_bytes(n, k) * ((n - 1) / k) + table_bytes(n, (n - 1) % k) <= MAX_BYTES)
            .unwrap_or(2)
    }

    /// The patterns of `shape` with the blank's goal at `blank`: blocks of goal cells.
    pub(super) fn blocks(shape: Shape, blank: usize) -> Vec<Vec<u8>> {
        let (columns, rows) = (shape.columns(), shape.rows());
        let order: Vec<u8> = (0..rows)
            .step_by(2)
            .flat_map(|top| {
                (0..columns)
                    .flat_map(move |c| (top..rows.min(top + 2)).map(move |r| r * columns + c))
            })
            .filter(|&cell| cell != blank)
            .map(|cell| cell as u8)
            .collect();
        order
            .chunks(Self::tiles_per_part(shape))
            .map(<[u8]>::to_vec)
            .collect()
    }

    /// The bytes the set of `shape` takes (the same wherever the blank is).
    pub fn byte_len(shape: Shape) -> usize {
        Self::blocks(shape, 0)
            .iter()
            .map(|block| table_bytes(shape.cells(), block.len()))
            .sum::<usize>()
            + HEADER
            + DIGEST_LEN
    }

    /// The most memory a build of the set of `shape` holds: the tables and, for the
    /// largest, the distances by region and the queue of states (which may grow to twice
    /// the placements on narrow boards, where the tiles split the free cells more often).
    pub fn build_peak(shape: Shape) -> usize {
        let n = shape.cells();
        let k = Self::tiles_per_part(shape);
        Self::byte_len(shape) + SLOTS * n.pow(k as u32) + 4 * 2 * placements(n, k)
    }

    /// The set for goals of `shape` with the blank at `blank`, built (`progress(fraction)`
    /// follows the build); `None` when the cell is off the board or the board has fewer
    /// than 4 or more than 36 cells. Boards of 16 cells or fewer, which the solver serves
    /// otherwise, have sets built for the search lab alone.
    pub fn build(shape: Shape, blank: usize, progress: &mut dyn FnMut(f64)) -> Option<Self> {
        if !(MIN_BUILT_CELLS..=MAX_CELLS).contains(&shape.cells()) || blank >= shape.cells() {
            return None;
        }
        let blocks = Self::blocks(shape, blank);
        let total: usize = blocks
            .iter()
            .map(|b| placements(shape.cells(), b.len()))
            .sum();
        let mut done = 0;
        let parts = blocks
            .into_iter()
            .map(|homes| {
                // a table reaches about as many states as placements (more on narrow
                // boards, where the blank's regions split more often)
                let part = placements(shape.cells(), homes.len());
                let nibbles = build_table(shape, &homes, blank, &mut |reached| {
                    progress((done + reached.min(part)) as f64 / total as f64);
                });
                done += part;
                Part { homes, nibbles }
            })
            .collect();
        progress(1.0);
        Some(Self {
            shape,
            blank: blank as u8,
            parts,
        })
    }

    /// The boards' size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The blank's goal cell in every goal the set serves.
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }

    /// The set's cache family, e.g. `slide-patterns-5x5-24`.
    pub fn family(shape: Shape, blank: usize) -> String {
        format!(
            "slide-patterns-{}x{}-{blank}",
            shape.columns(),
            shape.rows()
        )
    }

    /// The set's tables in bytes.
    pub fn size(&self) -> usize {
        self.parts.iter().map(|part| part.nibbles.len()).sum()
    }

    /// The lower bound the set gives on the moves from the board of `cells` to the goal
    /// of `goal` (the Manhattan distance plus what the patterns add); `None` when the set
    /// serves another size or another cell of the blank's goal.
    pub fn estimate(&self, goal: &[u8], cells: &[u8]) -> Option<u32> {
        let lookup = Lookup::new(self, goal)?;
        if cells.len() != goal.len() {
            return None;
        }
        let columns = self.shape.columns();
        let mut home = [0usize; crate::puzzles::MAX_CELLS];
        for (cell, &tile) in goal.iter().enumerate() {
            home[usize::from(tile)] = cell;
        }
        let manhattan: usize = cells
            .iter()
            .enumerate()
            .filter(|&(_, &tile)| tile != 0)
            .map(|(cell, &tile)| {
                let to = home[usize::from(tile)];
                (cell / columns).abs_diff(to / columns) + (cell % columns).abs_diff(to % columns)
            })
            .sum();
        Some(manhattan as u32 + lookup.place(cells).added())
    }

    /// Half the excess of pattern `part`'s value at `index` over its Manhattan distance.
    #[inline(always)]
    pub(super) fn excess(&self, part: usize, index: u32) -> u8 {
        let index = index as usize;
        let byte = self.parts[part].nibbles[index / 2];
        (byte >> (4 * (index & 1))) & 15
    }
}

/// The bytes of a table of `k` tiles on `n` cells.
pub(super) fn table_bytes(n: usize, k: usize) -> usize {
    n.pow(k as u32).div_ceil(2)
}

/// The placements of `k` tiles on `n` cells.
pub(super) fn placements(n: usize, k: usize) -> usize {
    (n + 1 - k..=n).product::<usize>().max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Shape {
        text.parse().unwrap()
    }

    #[test]
    fn sets_are_compact_blocks_within_the_memory_cap() {
        let five = shape("5x5");
        assert_eq!(Patterns::tiles_per_part(five), 5);
        let blocks = Patterns::blocks(five, 24);
        assert_eq!(
            blocks,
            [
                vec![0, 5, 1, 6, 2],
                vec![7, 3, 8, 4, 9],
                vec![10, 15, 11, 16, 12],
                vec![17, 13, 18, 14, 19],
                vec![20, 21, 22, 23],
            ]
        );
        assert_eq!(Patterns::tiles_per_part(shape("6x6")), 4);
        for size in ["9x2", "2x9", "4x5", "6x4", "3x9", "5x7", "6x6"] {
            let s = shape(size);
            assert!(Patterns::byte_len(s) <= MAX_BYTES + 64, "{size}");
            let mut covered: Vec<u8> = Patterns::blocks(s, 3).concat();
            covered.sort_unstable();
            let expected: Vec<u8> = (0..s.cells() as u8).filter(|&c| c != 3).collect();
            assert_eq!(covered, expected, "{size}");
        }
        assert!(!Patterns::fits(shape("4x4")) && !Patterns::fits(shape("7x6")));
    }
}
