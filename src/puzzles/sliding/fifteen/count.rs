//! Every shortest solution of a 4x4 board counted, by the Fifteen's search.

use std::ops::ControlFlow;

use super::{Board4, FifteenSolver};
use crate::puzzles::sliding::answers::{Counted, SolveError};
use crate::search::SearchProgress;

impl FifteenSolver {
    /// Every shortest solution from `start` to `goal` counted, and the first `keep` of
    /// them in the order of their moves' names (`d < l < r < u`), by the databases that
    /// serve `goal`: a search for the length, then its last iteration run whole. The
    /// search stops when `progress` (called at each new bound and every million boards)
    /// breaks.
    pub fn count(
        &self,
        start: &Board4,
        goal: &Board4,
        keep: usize,
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Counted, SolveError> {
        // through `dyn`, as the games call the solve: one copy of the search
        let solved = self.solve(start, goal, None, &mut *progress)?;
        if solved.moves.is_empty() {
            return Ok(Counted {
                count: 1,
                solutions: vec![Vec::new()],
                nodes: 0,
            });
        }
        self.framed(start, goal)?
            .count(&solved, keep, progress)
            .map_err(SolveError::Stopped)
    }
}
