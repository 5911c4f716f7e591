//! The Eight: 3x3 sliding boards solved optimally toward any goal, with the
//! lexicographically smallest shortest move string.
//!
//! Only the blank's cell in the goal matters: relabelling the tiles turns any goal into
//! one of nine canonical goals (tiles 1..8 in reading order around the blank), and each
//! canonical goal gets one distance table over all 9! arrangements, built on first use.

use std::cell::OnceCell;

use super::rules::Move;
use super::square_board::SquareBoard;
use crate::puzzles::Unsolvable;
use crate::random::Rng;
use crate::rank::{next_permutation, permutation_count, permutation_rank, permutation_unrank};
use crate::search::{first_optimal_path, DistanceTable, StateSpace};

/// A 3x3 sliding board.
pub type Board3 = SquareBoard<3, 9>;

/// The number of orders of the 8 tiles.
const ORDERS: usize = permutation_count(8);

/// The 3x3 sliding moves as a graph over boards indexed by `order * 9 + blank`, where
/// `order` ranks the eight tiles read row by row (the blank skipped).
///
/// A horizontal move keeps that order and only moves the blank, so its index changes by
/// one. A vertical move carries one tile over the two between it and the blank, which
/// rotates three consecutive tiles of the order; `rotations` holds the result for every
/// order and window, so searching needs no ranking at all.
struct EightSpace {
    /// `rotations[order][k]` (k < 6): the tiles at order positions k..k+3 rotated right,
    /// as the blank at cell k moves down; `[order][6 + k]`: rotated left, as the blank at
    /// cell k + 3 moves up.
    rotations: Vec<[u16; 12]>,
}

impl EightSpace {
    fn new() -> Self {
        let weight = |position: usize| permutation_count(7 - position);
        let mut rotations = vec![[0u16; 12]; ORDERS];
        let mut tiles: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
        for order in 0..ORDERS {
            // Lehmer digit i: how many later tiles are smaller than tile i.
            let mut digits = [0usize; 8];
            let mut later = 0u32;
            for i in (0..8).rev() {
                digits[i] = (later & ((1 << tiles[i]) - 1)).count_ones() as usize;
                later |= 1 << tiles[i];
            }
            for k in 0..6 {
                // (a, b, c) -> (c, a, b) changes only these three digits.
                let (a, b, c) = (tiles[k], tiles[k + 1], tiles[k + 2]);
                let (da, db, dc) = (digits[k], digits[k + 1], digits[k + 2]);
                let lt = |x: u8, y: u8| usize::from(x < y);
                let before = da * weight(k) + db * weight(k + 1) + dc * weight(k + 2);
                let after = (dc + lt(a, c) + lt(b, c)) * weight(k)
                    + (da - lt(c, a)) * weight(k + 1)
                    + (db - lt(c, b)) * weight(k + 2);
                let right = order - before + after;
                rotations[order][k] = right as u16;
                // rotating left undoes rotating right
                rotations[right][6 + k] = order as u16;
            }
            next_permutation(&mut tiles);
        }
        Self { rotations }
    }

    /// The index of a board.
    fn index(board: &Board3) -> u32 {
        let mut tiles = [0u8; 8];
        let order = board.cells().iter().filter(|&&c| c != 0);
        for (slot, &tile) in tiles.iter_mut().zip(order) {
            *slot = tile - 1;
        }
        (permutation_rank(&tiles) * 9 + board.blank()) as u32
    }

    /// The board of an index.
    fn board(index: usize) -> Board3 {
        let mut tiles = [0u8; 8];
        permutation_unrank(index / 9, &mut tiles);
        let blank = index % 9;
        let mut order = tiles.iter().map(|&t| t + 1);
        let cells = std::array::from_fn(|cell| {
            if cell == blank {
                0
            } else {
                order.next().unwrap_or_default()
            }
        });
        Board3::from_cells(cells).expect("an index names a permutation")
    }
}

impl StateSpace for EightSpace {
    type State = u32;
    type Move = Move;

    fn size(&self) -> usize {
        ORDERS * 9
    }

    #[inline]
    fn rank(&self, &index: &u32) -> usize {
        index as usize
    }

    fn moves(&self) -> &[Move] {
        &Move::ALL
    }

    #[inline]
    fn apply(&self, &index: &u32, mv: Move) -> Option<u32> {
        let (order, blank) = ((index / 9) as usize, index % 9);
        match mv {
            Move::Down if blank < 6 => {
                Some(u32::from(self.rotations[order][blank as usize]) * 9 + blank + 3)
            }
            Move::Up if blank >= 3 => {
                Some(u32::from(self.rotations[order][blank as usize + 3]) * 9 + blank - 3)
            }
            Move::Left if blank % 3 != 0 => Some(index - 1),
            Move::Right if blank % 3 != 2 => Some(index + 1),
            _ => None,
        }
    }

    #[inline]
    fn for_each_predecessor(&self, index: &u32, mut visit: impl FnMut(u32)) {
        // Every move is undone by the opposite move, so predecessors are successors.
        for mv in Move::ALL {
            if let Some(previous) = self.apply(index, mv) {
                visit(previous);
            }
        }
    }
}

/// Optimal solver for 3x3 boards with a lazily built distance table per goal blank cell.
#[derive(Default)]
pub struct EightSolver {
    space: OnceCell<EightSpace>,
    tables: [OnceCell<DistanceTable>; 9],
}

impl EightSolver {
    /// A solver with no table built yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The lexicographically smallest (`d < l < r < u`) shortest move sequence from
    /// `start` to `goal`.
    pub fn solve(&self, start: &Board3, goal: &Board3) -> Result<Vec<Move>, Unsolvable> {
        let (relabelled, table) = self.canonical(start, goal)?;
        let start = EightSpace::index(&relabelled);
        Ok(first_optimal_path(self.space(), table, start)
            .expect("boards of equal parity are connected"))
    }

    /// The number of moves of a shortest solution.
    pub fn distance(&self, start: &Board3, goal: &Board3) -> Result<u8, Unsolvable> {
        let (relabelled, table) = self.canonical(start, goal)?;
        Ok(table
            .distance(EightSpace::index(&relabelled) as usize)
            .expect("boards of equal parity are connected"))
    }

    /// How many boards lie at each distance from `goal`.
    pub fn distance_counts(&self, goal: &Board3) -> &[u64] {
        self.table(goal.blank()).counts()
    }

    /// A board drawn uniformly among those `distance` moves from `goal`, or `None` when
    /// there is none (`distance` beyond the farthest).
    pub fn random_at(&self, goal: &Board3, distance: u8, rng: &mut Rng) -> Option<Board3> {
        let table = self.table(goal.blank());
        let index = table.random_at(distance, 0..ORDERS * 9, rng)?;
        // back from the canonical goal's labels to the goal's
        let canonical = EightSpace::board(index);
        let canonical_goal = canonical_goal(goal.blank());
        let mut label = [0u8; 9];
        for (&tile, &canonical) in goal.cells().iter().zip(canonical_goal.cells()) {
            label[usize::from(canonical)] = tile;
        }
        let cells = canonical.cells().map(|tile| label[usize::from(tile)]);
        Some(Board3::from_cells(cells).expect("relabelling keeps a permutation"))
    }

    /// `start` relabelled so that `goal` becomes its canonical goal, with that goal's table.
    fn canonical(
        &self,
        start: &Board3,
        goal: &Board3,
    ) -> Result<(Board3, &DistanceTable), Unsolvable> {
        start.check_reachable(goal)?;
        let canonical_goal = canonical_goal(goal.blank());
        let mut label = [0u8; 9];
        for (&tile, &canonical) in goal.cells().iter().zip(canonical_goal.cells()) {
            label[usize::from(tile)] = canonical;
        }
        let cells = start.cells().map(|tile| label[usize::from(tile)]);
        let relabelled = Board3::from_cells(cells).expect("relabelling keeps a permutation");
        Ok((relabelled, self.table(goal.blank())))
    }

    fn table(&self, blank: usize) -> &DistanceTable {
        self.tables[blank].get_or_init(|| {
            let goal = EightSpace::index(&canonical_goal(blank));
            DistanceTable::build(self.space(), &[goal])
        })
    }

    fn space(&self) -> &EightSpace {
        self.space.get_or_init(EightSpace::new)
    }
}

/// Tiles 1..8 in reading order with the blank at `blank`.
fn canonical_goal(blank: usize) -> Board3 {
    let mut cells = [0u8; 9];
    let mut next = 1;
    for (i, cell) in cells.iter_mut().enumerate() {
        if i != blank {
            *cell = next;
            next += 1;
        }
    }
    Board3::from_cells(cells).expect("a canonical goal is a permutation")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotations_agree_with_ranking_the_rotated_tiles() {
        let space = EightSpace::new();
        let mut tiles = [0u8, 1, 2, 3, 4, 5, 6, 7];
        for order in 0..ORDERS {
            assert_eq!(permutation_rank(&tiles), order);
            for k in 0..6 {
                let mut right = tiles;
                right[k..k + 3].rotate_right(1);
                let mut left = tiles;
                left[k..k + 3].rotate_left(1);
                assert_eq!(
                    usize::from(space.rotations[order][k]),
                    permutation_rank(&right)
                );
                assert_eq!(
                    usize::from(space.rotations[order][6 + k]),
                    permutation_rank(&left)
                );
            }
            next_permutation(&mut tiles);
        }
    }
}
