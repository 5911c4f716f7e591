//! The Eight: 3x3 sliding boards solved optimally toward any goal, with the
//! lexicographically smallest shortest move string.
//!
//! Only the blank's cell in the goal matters: relabelling the tiles turns any goal into
//! one of nine canonical goals (tiles 1..8 in reading order around the blank), and each
//! canonical goal gets one distance table over all 9! arrangements, built on first use.

use std::cell::OnceCell;

use super::sliding::{Board, Move};
use super::Unsolvable;
use crate::rank::{permutation_count, permutation_rank};
use crate::search::{first_optimal_path, DistanceTable, StateSpace};

/// A 3x3 sliding board.
pub type Board3 = Board<3, 9>;

/// The 3x3 sliding moves as a graph over boards ranked by their permutation.
struct EightSpace;

impl StateSpace for EightSpace {
    type State = Board3;
    type Move = Move;

    fn size(&self) -> usize {
        permutation_count(9)
    }

    #[inline]
    fn rank(&self, board: &Board3) -> usize {
        permutation_rank(board.cells())
    }

    fn moves(&self) -> &[Move] {
        &Move::ALL
    }

    #[inline]
    fn apply(&self, board: &Board3, mv: Move) -> Option<Board3> {
        board.apply(mv)
    }

    #[inline]
    fn for_each_predecessor(&self, board: &Board3, mut visit: impl FnMut(Board3)) {
        // Every move is undone by the opposite move, so predecessors are successors.
        for (_, previous) in board.successors() {
            visit(previous);
        }
    }
}

/// Optimal solver for 3x3 boards with a lazily built distance table per goal blank cell.
#[derive(Debug, Default)]
pub struct EightSolver {
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
        Ok(first_optimal_path(&EightSpace, table, relabelled)
            .expect("boards of equal parity are connected"))
    }

    /// The number of moves of a shortest solution.
    pub fn distance(&self, start: &Board3, goal: &Board3) -> Result<u8, Unsolvable> {
        let (relabelled, table) = self.canonical(start, goal)?;
        Ok(table
            .distance(EightSpace.rank(&relabelled))
            .expect("boards of equal parity are connected"))
    }

    /// How many boards lie at each distance from `goal`.
    pub fn distance_counts(&self, goal: &Board3) -> &[u64] {
        self.table(goal.blank()).counts()
    }

    /// Whether the table for goals with this blank cell has been built.
    pub fn has_table(&self, goal: &Board3) -> bool {
        self.tables[goal.blank()].get().is_some()
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
        self.tables[blank]
            .get_or_init(|| DistanceTable::build(&EightSpace, &[canonical_goal(blank)]))
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
