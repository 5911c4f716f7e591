//! The boards of one shape packed in a word, and their tables, one per cell of the goal's
//! blank.

use std::sync::OnceLock;

use super::MAX_CELLS;
use crate::puzzles::sliding::rules::{target, Move};
use crate::puzzles::{Shape, Unsolvable};
use crate::random::Rng;
use crate::rank::{permutation_count, permutation_rank, permutation_unrank};
use crate::search::{first_optimal_path, DistanceTable, OptimalPaths, Page, StateSpace};

use crate::puzzles::sliding::board::Board;

/// The moves of a board of a shape, over boards packed four bits a cell, the blank's
/// cell in the top four bits.
pub(super) struct Space {
    pub(super) columns: usize,
    pub(super) rows: usize,
    pub(super) n: usize,
}

/// Where the blank's cell is kept in a packed board.
const BLANK_SHIFT: u32 = 60;

impl Space {
    /// The space of boards of `shape`.
    pub(super) fn new(shape: Shape) -> Self {
        Self {
            columns: shape.columns(),
            rows: shape.rows(),
            n: shape.cells(),
        }
    }

    pub(super) fn pack(&self, cells: &[u8], blank: usize) -> u64 {
        let tiles = cells.iter().enumerate().fold(0u64, |packed, (c, &tile)| {
            packed | u64::from(tile) << (4 * c)
        });
        tiles | (blank as u64) << BLANK_SHIFT
    }

    fn unpack(&self, packed: u64) -> Vec<u8> {
        (0..self.n)
            .map(|c| (packed >> (4 * c) & 15) as u8)
            .collect()
    }

    fn of_rank(&self, rank: usize) -> u64 {
        let mut cells = vec![0u8; self.n];
        permutation_unrank(rank, &mut cells);
        let blank = cells.iter().position(|&c| c == 0).unwrap_or_default();
        self.pack(&cells, blank)
    }
}

impl StateSpace for Space {
    type State = u64;
    type Move = Move;

    fn size(&self) -> usize {
        permutation_count(self.n)
    }

    fn rank(&self, &packed: &u64) -> usize {
        let mut cells = [0u8; MAX_CELLS];
        for (c, cell) in cells.iter_mut().enumerate().take(self.n) {
            *cell = (packed >> (4 * c) & 15) as u8;
        }
        permutation_rank(&cells[..self.n])
    }

    fn moves(&self) -> &[Move] {
        &Move::ALL
    }

    fn apply(&self, &packed: &u64, mv: Move) -> Option<u64> {
        let blank = (packed >> BLANK_SHIFT) as usize;
        let to = target(blank, self.columns, self.rows, mv)?;
        let tile = packed >> (4 * to) & 15;
        let cleared = packed & !(15 << (4 * to)) & !(15 << BLANK_SHIFT);
        Some(cleared | tile << (4 * blank) | (to as u64) << BLANK_SHIFT)
    }

    fn for_each_predecessor(&self, state: &u64, visit: impl FnMut(u64)) {
        // every move is undone by the opposite one
        self.for_each_successor(state, visit);
    }
}

/// A space of the packed boards of one shape ([`Space`]) under some moves: single tiles,
/// or the slides of the multi-tile metric.
pub(super) trait Boards: StateSpace<State = u64> {
    /// The boards' own space: their shape, packing and single moves.
    fn boards(&self) -> &Space;
}

impl Boards for Space {
    fn boards(&self) -> &Space {
        self
    }
}

/// A distance table per cell of the goal's blank over the boards of one shape under the
/// moves of `S`, each built on first use: what both metrics' tables share.
pub(super) struct TableSet<S> {
    pub(super) space: S,
    tables: Vec<OnceLock<DistanceTable>>,
}

impl<S: Boards> TableSet<S> {
    pub(super) fn new(space: S) -> Self {
        let cells = space.boards().n;
        Self {
            space,
            tables: (0..cells).map(|_| OnceLock::new()).collect(),
        }
    }

    /// Whether the table that serves `goal` is built.
    fn has(&self, goal: &Board) -> bool {
        self.tables[goal.blank()].get().is_some()
    }

    /// The smallest shortest solution in the order of `S`'s moves.
    pub(super) fn solve(&self, start: &Board, goal: &Board) -> Result<Vec<S::Move>, Unsolvable> {
        let (packed, table) = self.canonical(start, goal)?;
        Ok(first_optimal_path(&self.space, table, packed)
            .expect("boards of equal parity are connected"))
    }

    /// How many shortest solutions lead from `start` to `goal`, and `take` of them from
    /// the one at `first` in the order of [`Self::solve`] (the first is its answer).
    pub(super) fn optimal_solutions(
        &self,
        start: &Board,
        goal: &Board,
        first: u64,
        take: usize,
    ) -> Result<Page<S::Move>, Unsolvable> {
        let (packed, table) = self.canonical(start, goal)?;
        let paths = OptimalPaths::new(&self.space, table, packed)
            .expect("boards of equal parity are connected");
        Ok(paths.page(first, take))
    }

    /// How many boards lie at each distance from `goal`.
    pub(super) fn counts(&self, goal: &Board) -> &[u64] {
        self.table(goal.blank()).counts()
    }

    /// `start` relabelled so that `goal` becomes its canonical goal, packed, with that
    /// goal's table.
    fn canonical(&self, start: &Board, goal: &Board) -> Result<(u64, &DistanceTable), Unsolvable> {
        let packed = self.space.boards().relabelled(start, goal)?;
        Ok((packed, self.table(goal.blank())))
    }

    fn table(&self, blank: usize) -> &DistanceTable {
        self.tables[blank].get_or_init(|| {
            let boards = self.space.boards();
            let goal: Vec<u8> = canonical_goal(boards.n, blank).collect();
            DistanceTable::build(&self.space, &[boards.pack(&goal, blank)])
        })
    }
}

/// Optimal solutions on one small shape, by a distance table per blank goal cell, built
/// on first use.
pub struct Tables {
    shape: Shape,
    set: TableSet<Space>,
}

impl Tables {
    /// The tables of `shape` (of at most `MAX_CELLS` cells), none built yet.
    pub fn new(shape: Shape) -> Self {
        debug_assert!(shape.cells() <= MAX_CELLS);
        Self {
            shape,
            set: TableSet::new(Space::new(shape)),
        }
    }

    /// Whether the table that serves `goal` is built.
    pub fn has(&self, goal: &Board) -> bool {
        self.set.has(goal)
    }

    /// The lexicographically smallest (`d < l < r < u`) shortest solution.
    pub fn solve(&self, start: &Board, goal: &Board) -> Result<Vec<Move>, Unsolvable> {
        self.set.solve(start, goal)
    }

    /// How many shortest solutions lead from `start` to `goal`, and `take` of them from
    /// the one at `first` in the order `d < l < r < u` (the first is [`Self::solve`]'s).
    pub fn optimal_solutions(
        &self,
        start: &Board,
        goal: &Board,
        first: u64,
        take: usize,
    ) -> Result<Page<Move>, Unsolvable> {
        self.set.optimal_solutions(start, goal, first, take)
    }

    /// The length of a shortest solution.
    pub fn distance(&self, start: &Board, goal: &Board) -> Result<u32, Unsolvable> {
        let (packed, table) = self.set.canonical(start, goal)?;
        let distance = table.distance(self.set.space.rank(&packed));
        Ok(u32::from(
            distance.expect("boards of equal parity are connected"),
        ))
    }

    /// How many boards lie at each distance from `goal`.
    pub fn counts(&self, goal: &Board) -> &[u64] {
        self.set.counts(goal)
    }

    /// A board drawn uniformly among those `distance` moves from `goal`, or `None` when
    /// there is none.
    pub fn random_at(&self, goal: &Board, distance: u8, rng: &mut Rng) -> Option<Board> {
        let space = &self.set.space;
        let table = self.set.table(goal.blank());
        let rank = table.random_at(distance, 0..space.size(), rng)?;
        let canonical = space.unpack(space.of_rank(rank));
        // back from the canonical goal's labels to the goal's
        let mut tile = vec![0u8; space.n];
        for (&goal_tile, label) in goal
            .cells()
            .iter()
            .zip(canonical_goal(space.n, goal.blank()))
        {
            tile[usize::from(label)] = goal_tile;
        }
        let cells = canonical
            .iter()
            .map(|&label| tile[usize::from(label)])
            .collect();
        Some(Board::from_cells(self.shape, cells).expect("relabelling keeps the tiles"))
    }
}

impl Space {
    /// `start` relabelled so that `goal` becomes the canonical goal of its blank's cell,
    /// packed; an error when `goal` cannot be reached from `start`.
    pub(super) fn relabelled(&self, start: &Board, goal: &Board) -> Result<u64, Unsolvable> {
        start.check_reachable(goal)?;
        let mut label = vec![0u8; self.n];
        for (&tile, canonical) in goal
            .cells()
            .iter()
            .zip(canonical_goal(self.n, goal.blank()))
        {
            label[usize::from(tile)] = canonical;
        }
        let cells: Vec<u8> = start
            .cells()
            .iter()
            .map(|&t| label[usize::from(t)])
            .collect();
        Ok(self.pack(&cells, start.blank()))
    }
}

/// The canonical goal of `n` cells with the blank at `blank`: tiles 1..n-1 in reading
/// order around it.
pub(super) fn canonical_goal(n: usize, blank: usize) -> impl Iterator<Item = u8> {
    (0..n).map(move |c| match c {
        _ if c == blank => 0,
        _ if c < blank => c as u8 + 1,
        _ => c as u8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_farthest_boards_of_small_shapes() {
        // the diameters of the 2x2, 2x3 and 3x3 puzzles (6, 21 and 31 moves), and how
        // many boards each has
        for (size, diameter, boards) in [("2x2", 6, 12), ("3x2", 21, 360), ("3x3", 31, 181_440)] {
            let shape: Shape = size.parse().unwrap();
            let tables = Tables::new(shape);
            let counts = tables.counts(&Board::goal(shape));
            assert_eq!(counts.len() - 1, diameter, "{size}");
            assert_eq!(counts.iter().sum::<u64>(), boards, "{size}");
        }
    }
}
