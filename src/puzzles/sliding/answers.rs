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
