//! The Fifteen's search shared by the page's Web Workers, each with a solver of the same
//! databases: one plans, the others search parts of the iteration it cuts.

use std::ops::{ControlFlow, Range};

use super::{Board4, FifteenSolver};
use crate::puzzles::sliding::answers::{Opening, OutOfRange, Part, ShareError, SolveError};
use crate::search::{SearchProgress, MOST_PARTS};

/// The most moves a 4x4 board needs to reach any goal, the largest bound a shared search
/// runs at: 80 to a goal with the blank in a corner (Brüngger, Marzetta, Fukuda and
/// Nievergelt, 1999), and every cell of the 4x4 is at most two moves from a corner.
pub const MOST_BOUND: u32 = 82;

/// Why [`MOST_BOUND`] is the most.
const WHY_BOUND: &str = "no 4x4 board needs more moves to reach any goal";

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
    ) -> Result<Opening, ShareError> {
        OutOfRange::check(
            "parts",
            parts as u64,
            MOST_PARTS as u64,
            "the most workers a search is cut for",
        )?;
        if let Some(from) = from {
            OutOfRange::check("from", from.into(), MOST_BOUND.into(), WHY_BOUND)?;
        }
        if start == goal || self.strong_serves(goal) {
            return Ok(self
                .solve(start, goal, max_nodes, progress)
                .map(Opening::Solved)?);
        }
        let budget = (parts, max_nodes.unwrap_or(u64::MAX));
        Ok(self
            .framed(start, goal)?
            .plan(from, budget, progress)
            .map_err(SolveError::Stopped)?)
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
    ) -> Result<Part, ShareError> {
        OutOfRange::check("bound", bound.into(), MOST_BOUND.into(), WHY_BOUND)?;
        let most_depth = bound.saturating_sub(2).max(1);
        OutOfRange::check(
            "depth",
            depth.into(),
            most_depth.into(),
            "a plan cuts an iteration at least two moves short of its bound",
        )?;
        self.framed(start, goal)?
            .part((bound, depth), boards, progress)
    }
}
