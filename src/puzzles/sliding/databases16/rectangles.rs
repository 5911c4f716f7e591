//! Optimal solutions on the rectangles of 11 to 16 cells other than the 4x4 square.

use std::ops::ControlFlow;
use std::sync::OnceLock;

use super::databases::Databases;
use super::framed::Framed;
use super::keeper::Keeper;
use super::sets::{class_of, Set};
use crate::puzzles::sliding::answers::Solved;
use crate::puzzles::sliding::grid::{Grid, MAX_CELLS as CELLS};
use crate::puzzles::sliding::rules::Move;
use crate::search::{SearchProgress, Threads};

/// Optimal solutions on a rectangle of at most 16 cells other than the 4x4 square (one
/// wider than four columns is searched turned on its diagonal), by the pattern databases
/// of the goal's class of blank cells, each built on first use (runs of 6 tiles, or 7 on
/// a 2x8: from hundredths of a second to a few seconds; see `Spec::rectangle` and
/// docs/performance.md). Boards are cells row by row.
pub struct PatternSolver {
    columns: usize,
    grid: &'static Grid,
    transposed: bool,
    /// The databases of each blank goal cell that is its class's first.
    sets: Vec<OnceLock<Databases>>,
    threads: Threads,
}

impl PatternSolver {
    /// The solver of boards of `columns` x `rows`, if they have at most 16 cells and at
    /// most four cells along one side.
    pub fn new(columns: usize, rows: usize) -> Option<Self> {
        let cells = columns * rows;
        if !(2..=CELLS).contains(&cells) || columns.min(rows) < 2 || columns.min(rows) > 4 {
            return None;
        }
        let transposed = columns > 4;
        let grid = if transposed {
            Grid::of(rows, columns)
        } else {
            Grid::of(columns, rows)
        };
        Some(Self {
            columns,
            grid,
            transposed,
            sets: (0..cells).map(|_| OnceLock::new()).collect(),
            threads: Threads::default(),
        })
    }

    /// The same solver, building its databases and searching on `threads` threads.
    pub fn with_threads(self, threads: Threads) -> Self {
        Self { threads, ..self }
    }

    /// An optimal move sequence from `start` to `goal` (which it can reach: the caller
    /// checks), building the databases of the goal's class first if need be. The search
    /// stops when `progress` (called at each new bound and every million boards) breaks.
    pub fn solve(
        &self,
        start: &[u8],
        goal: &[u8],
        progress: impl FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Solved, SearchProgress> {
        let (start, goal) = (self.oriented(start), self.oriented(goal));
        let (frame, set) = self.frame(&goal);
        let databases = self.sets[usize::from(set.1)]
            .get_or_init(|| Databases::build(set.0, self.threads, |_| ()));
        let framed = Framed::new(databases, frame, (&start, &goal));
        let mut solved = framed.solve((u64::MAX, self.threads), progress)?;
        if self.transposed {
            for mv in &mut solved.moves {
                *mv = match *mv {
                    Move::Down => Move::Right,
                    Move::Right => Move::Down,
                    Move::Up => Move::Left,
                    Move::Left => Move::Up,
                };
            }
        }
        Ok(solved)
    }

    /// The set that serves `goal` (cells of the board, as [`PatternSolver::solve`] takes
    /// them).
    pub fn set_for(&self, goal: &[u8]) -> Set {
        self.frame(&self.oriented(goal)).1 .0
    }

    /// The symmetry that brings the blank of `goal` (as the grid holds it) to the first
    /// cell of its class, the set of that class, and that cell.
    fn frame(&self, goal: &[u8]) -> (usize, (Set, u8)) {
        let grid = self.grid;
        let blank = goal.iter().position(|&t| t == 0).unwrap_or_default();
        let (frame, class) = class_of(grid, blank);
        let set = Set::Rectangle {
            columns: grid.columns as u8,
            rows: (grid.cells / grid.columns) as u8,
            blank: class as u8,
        };
        (frame, (set, class as u8))
    }

    /// `cells` as the grid holds them: turned on the diagonal when the board is wider
    /// than four columns.
    fn oriented(&self, cells: &[u8]) -> Vec<u8> {
        if !self.transposed {
            return cells.to_vec();
        }
        let (columns, rows) = (self.columns, cells.len() / self.columns);
        (0..cells.len())
            .map(|t| {
                // cell t of the turned board holds the cell of row t % rows, column t / rows
                let (row, column) = (t % rows, t / rows);
                cells[row * columns + column]
            })
            .collect()
    }
}

impl Keeper for PatternSolver {
    fn threads(&self) -> Threads {
        self.threads
    }

    fn place(&self, set: Set) -> Option<(&OnceLock<Databases>, Set)> {
        match set {
            Set::Rectangle {
                columns,
                rows,
                blank,
            } if usize::from(columns) == self.grid.columns
                && usize::from(columns) * usize::from(rows) == self.grid.cells =>
            {
                Some((self.sets.get(usize::from(blank))?, set))
            }
            _ => None,
        }
    }
}
