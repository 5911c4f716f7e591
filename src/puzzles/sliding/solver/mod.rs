//! The solver of one board size: which search serves it ([`SlideSolver`]). Boards of at
//! most 16 cells are solved exactly; larger ones by the anytime search (`anytime`), its
//! beams (`beams`) finding ever shorter solutions and its IDA* iterations (`bound`)
//! raising a proven lower bound, on threads or, in the page, shared by workers
//! (`workers`).

mod anytime;
mod beams;
mod bound;
mod workers;

use std::sync::OnceLock;

use super::databases16::{Keeper, PatternSolver, Set};
use super::databases36::PatternSets;
use super::fifteen::{Board4, FifteenSolver};
use super::table10::{self, Tables};
use super::Board;
use crate::puzzles::Shape;
use crate::search::Threads;

pub use anytime::{Best, Standing};

/// Boards of at most this many cells are solved exactly first and improved no further
/// meanwhile; larger ones alternate better solutions and a higher bound.
pub const EXACT_CELLS: usize = 16;

/// The solver of one board size. Boards of at most 10 cells are solved by a distance
/// table; boards of 11 to 16 cells by IDA* with pattern databases (the Fifteen's on a
/// 4x4); larger ones by an anytime search: a first solution from a beam search (after
/// solving the outer lines first on boards larger than 6x6), then wider beams and IDA*
/// with the Manhattan distance and linear conflicts (and, on boards of 17 to 36 cells
/// whose databases are kept, pattern databases) raising the bound (docs/algorithms.md,
/// "Sliding boards of any size").
pub struct SlideSolver {
    shape: Shape,
    tables: Option<Tables>,
    fifteen: Option<FifteenSolver>,
    /// Pattern databases on the other boards of 11 to 16 cells.
    patterns: Option<PatternSolver>,
    /// Pattern databases for the bound on boards of 17 to 36 cells.
    pattern_sets: Option<PatternSets>,
    /// The tables that finish a board solved by parts: 2x2, 3x2, 2x3 and 3x3.
    finish: [OnceLock<Tables>; 4],
    /// The threads the optimal searches and the larger boards' IDA* iterations share.
    threads: Threads,
}

impl SlideSolver {
    /// A solver for boards of `shape`, no table built yet.
    pub fn new(shape: Shape) -> Self {
        Self {
            shape,
            tables: (shape.cells() <= table10::MAX_CELLS).then(|| Tables::new(shape)),
            fifteen: (shape == Shape::square(4)).then(FifteenSolver::new),
            patterns: (shape.cells() > table10::MAX_CELLS && shape != Shape::square(4))
                .then(|| PatternSolver::new(shape.columns(), shape.rows()))
                .flatten(),
            pattern_sets: PatternSets::new(shape),
            finish: Default::default(),
            threads: Threads::default(),
        }
    }

    /// The same solver, its searches run on `threads` threads: the optimal searches on
    /// boards of 11 to 16 cells (and the builds of their databases), and the larger boards'
    /// anytime search (its beams on one thread, its IDA* iterations on the others).
    pub fn with_threads(self, threads: Threads) -> Self {
        Self {
            fifteen: self.fifteen.map(|f| f.with_threads(threads)),
            patterns: self.patterns.map(|p| p.with_threads(threads)),
            threads,
            ..self
        }
    }

    /// The boards' size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The distance tables, on boards of at most 10 cells.
    pub fn tables(&self) -> Option<&Tables> {
        self.tables.as_ref()
    }

    /// The Fifteen's solver, on 4x4 boards.
    pub fn fifteen(&self) -> Option<&FifteenSolver> {
        self.fifteen.as_ref()
    }

    /// Where the pattern databases are kept, on boards of 11 to 16 cells.
    pub fn keeper(&self) -> Option<&dyn Keeper> {
        match (&self.fifteen, &self.patterns) {
            (Some(fifteen), _) => Some(fifteen),
            (None, Some(patterns)) => Some(patterns),
            (None, None) => None,
        }
    }

    /// Where the pattern databases that raise the bound are kept, on boards of 17 to 36
    /// cells: a search uses them once they are built or loaded.
    pub fn pattern_sets(&self) -> Option<&PatternSets> {
        self.pattern_sets.as_ref()
    }

    /// The sets of pattern databases that serve `goal` (the Fifteen's strong set, which
    /// is optional, second): none on boards without them.
    pub fn sets_for(&self, goal: &Board) -> Vec<Set> {
        if self.fifteen.is_some() {
            let Some(goal) = Board4::of(goal) else {
                return Vec::new();
            };
            let (default, strong) = FifteenSolver::sets_for(&goal);
            return std::iter::once(default).chain(strong).collect();
        }
        self.patterns
            .iter()
            .map(|patterns| patterns.set_for(goal.cells()))
            .collect()
    }
}
