//! Sliding boards of any size as the playground plays them: the game (`game`), its
//! one-player face (`solo`) and the sub-faces a size has (`facets`).

mod facets;
mod game;
mod solo;

use std::ops::ControlFlow;

use crate::puzzles::sliding::fifteen::Board4;
use crate::puzzles::sliding::{self, move_names, Board, MultiTables, SlideSolver, EXACT_CELLS};
use crate::puzzles::{BoardError, Shape, Unsolvable};

use super::counted::Counts;
use super::{Level, Solved, Standing};

/// Sliding boards of one size, 2x2 to 10x10: boards cross to JavaScript as their cells
/// row by row (0 the blank), checked to be of the game's size
/// ([`Game::check`](super::Game::check)).
pub struct SlideGame {
    /// Boxed: its tables' places make it the largest of the games.
    solver: Box<SlideSolver>,
    /// The multi-tile metric's tables, on boards of at most 10 cells.
    multi: Option<MultiTables>,
    /// The shortest solutions last counted, on 4x4 boards.
    counts: Counts,
}

impl SlideGame {
    /// The game of boards of `shape`, no table built yet.
    pub fn new(shape: Shape) -> Self {
        Self {
            solver: Box::new(SlideSolver::new(shape)),
            multi: MultiTables::new(shape),
            counts: Counts::default(),
        }
    }

    /// The board of `cells`, if they are one of this size.
    fn board(&self, cells: &[u8]) -> Result<Board, BoardError> {
        Board::from_cells(self.solver.shape(), cells.to_vec())
    }

    /// Both boards, of this size.
    fn boards(&self, start: &[u8], goal: &[u8]) -> Result<(Board, Board), Unsolvable> {
        match (self.board(start), self.board(goal)) {
            (Ok(start), Ok(goal)) => Ok((start, goal)),
            _ => Err(Unsolvable::Unreachable),
        }
    }

    /// The 4x4 form of a board, for the Fifteen's tables.
    fn board4(&self, cells: &[u8]) -> Option<Board4> {
        Board4::of(&self.board(cells).ok()?)
    }

    /// The cells of the boards.
    fn cells(&self) -> usize {
        self.solver.shape().cells()
    }

    /// The moves of the walk that makes a scramble of `level` on a board without a
    /// distance table: 10 and 25 moves on a 4x4 board, as many per cell elsewhere.
    fn walk(&self, level: Level) -> usize {
        let per_16_cells = match level {
            Level::Easy => 10,
            Level::Medium => 25,
            Level::Hard => 40,
        };
        (per_16_cells * self.cells()).div_ceil(16)
    }

    /// Whether workers share the search: on the 4x4 (the Fifteen's) and on boards of more
    /// than 16 cells (the iterations that raise the bound); the others are solved in well
    /// under a second.
    fn shares(&self) -> bool {
        self.cells() == 16 && self.solver.fifteen().is_some() || self.cells() > EXACT_CELLS
    }

    /// The solve, or when not `prove` its beams alone, as
    /// [`Solo::solve`](super::Solo::solve) answers.
    fn anytime(
        &self,
        start: &[u8],
        goal: &[u8],
        prove: bool,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        let (start, goal) = self.boards(start, goal)?;
        let mut told = None;
        let mut report = |standing: &sliding::Standing<'_>| {
            let length = standing.best.map(<[_]>::len);
            let improved = (length != told)
                .then(|| standing.best.map(move_names))
                .flatten();
            told = length;
            progress(&Standing {
                bound: standing.bound,
                nodes: standing.nodes,
                length,
                improved,
            })
        };
        let best = if prove {
            self.solver.solve(&start, &goal, &mut report)
        } else {
            self.solver.improve(&start, &goal, &mut report)
        }?;
        Ok(Solved {
            moves: move_names(&best.moves),
            bound: best.bound,
            nodes: best.nodes,
        })
    }
}
