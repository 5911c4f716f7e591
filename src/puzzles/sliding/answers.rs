//! What an optimal search of a sliding board answers: a solution and the work it took,
//! or why there is none; the shortest solutions counted; and a search several workers
//! share, its opening, the iteration it cuts and one worker's part of it.

use super::rules::Move;
use crate::puzzles::Unsolvable;
use crate::search::SearchProgress;

/// An optimal solution and the work it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// The moves, named by the blank's direction.
    pub moves: Vec<Move>,
    /// The boards the search generated.
    pub nodes: u64,
}

/// Why an optimal search returned no solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The goal cannot be reached from the start.
    Unsolvable(Unsolvable),
    /// The node budget ran out or the progress callback asked to stop.
    Stopped(SearchProgress),
}

/// The shortest solutions of a position, counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted {
    /// How many there are.
    pub count: u64,
    /// The first of them in the order of their moves' names.
    pub solutions: Vec<Vec<Move>>,
    /// The boards generated, by the search for the length and the count.
    pub nodes: u64,
}

/// Where a search that workers share stands once planned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opening {
    /// Solved by the planning worker.
    Solved(Solved),
    /// An iteration cut into boards, for the workers to share.
    Cut(Cut),
}

/// An iteration of a shared search, cut into boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cut {
    /// The iteration's bound: the length of the solutions it can find.
    pub bound: u32,
    /// The depth of the boards it is cut at.
    pub depth: u32,
    /// The number of boards, indexed from 0 in the order one thread searches them.
    pub count: usize,
    /// The boards generated so far, by the iterations before and the cut.
    pub nodes: u64,
}

/// What one worker's part of a cut iteration found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The earliest board of the part with a solution below it, and that solution's moves
    /// from the start.
    pub found: Option<(usize, Vec<Move>)>,
    /// The boards the part generated.
    pub nodes: u64,
}

/// A question to a shared search that no plan asks: a field above the most it can be.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field} is {value}, above {most}: {why}")]
pub struct OutOfRange {
    /// The field, as the caller named it (`from`, `bound`, `depth`, `parts`).
    pub field: &'static str,
    /// The value asked for.
    pub value: u64,
    /// The most it can be.
    pub most: u64,
    /// Why that is the most.
    pub why: &'static str,
}

impl OutOfRange {
    /// `Err` naming `field` when `value` is above `most`.
    pub(crate) fn check(
        field: &'static str,
        value: u64,
        most: u64,
        why: &'static str,
    ) -> Result<(), OutOfRange> {
        if value > most {
            Err(OutOfRange {
                field,
                value,
                most,
                why,
            })
        } else {
            Ok(())
        }
    }
}

/// Why a shared search's plan or part has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShareError {
    /// The search's own reasons.
    Solve(SolveError),
    /// The question was out of range: nothing was searched.
    OutOfRange(OutOfRange),
}

impl From<SolveError> for ShareError {
    fn from(error: SolveError) -> Self {
        ShareError::Solve(error)
    }
}

impl From<OutOfRange> for ShareError {
    fn from(error: OutOfRange) -> Self {
        ShareError::OutOfRange(error)
    }
}
