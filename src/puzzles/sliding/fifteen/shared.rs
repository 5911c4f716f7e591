//! The Fifteen's search shared by the page's Web Workers, each with a solver of the same
//! databases: one plans, the others search parts of the iteration it cuts.

use std::ops::{ControlFlow, Range};

use super::{Board4, FifteenSolver};
use crate::puzzles::sliding::answers::{Opening, Part, SolveError};
use crate::search::SearchProgress;

impl FifteenSolver {
    /// The start of a search from `start` to `goal` that `parts` workers share, each with
    /// a solver of the same databases (the page's Web Workers): solved here while its
    /// iterations are small, else the next iteration cut into boards for
    /// [`FifteenSolver::search_part`]. `from` is the bound after an iteration the workers
    /// shared without finding a solution: that one is cut at once. When the strong
    /// databases serve, the whole search runs here (it is short, and each worker would
    /// need their 196 MB). The search stops after `max_nodes` boards, or when `progress`
    /// breaks.
    pub fn plan(
        &self,
        (start, goal): (&Board4, &Board4),
        from: Option<u32>,
        (parts, max_nodes): (usize, Option<u64>),
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Opening, SolveError> {
        if start == goal || self.strong_serves(goal) {
            return self
                .solve(start, goal, max_nodes, progress)
                .map(Opening::Solved);
        }
        let budget = (parts, max_nodes.unwrap_or(u64::MAX));
        self.framed(start, goal)?
            .plan(from, budget, progress)
            .map_err(SolveError::Stopped)
    }

    /// One worker's part of an iteration [`FifteenSolver::plan`] cut (`bound` and `depth`
    /// of its [`Cut`](crate::puzzles::sliding::answers::Cut)): the boards in `boards` searched in turn until one holds a
    /// solution. Over all parts, the solution below the earliest such board is the one
    /// [`FifteenSolver::solve`] returns. `progress` hears of the bound first, then every
    /// million boards, and stops the search when it breaks.
    pub fn search_part(
        &self,
        (start, goal): (&Board4, &Board4),
        (bound, depth): (u32, u32),
        boards: Range<usize>,
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Part, SolveError> {
        self.framed(start, goal)?
            .part((bound, depth), boards, progress)
            .map_err(SolveError::Stopped)
    }
}
