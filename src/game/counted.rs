//! The shortest solutions of 4x4 boards, counted by the Fifteen's search and listed a
//! page at a time: the Fifteen's and the 4x4 boards of any size's.

use std::ops::ControlFlow;
use std::sync::Mutex;

use crate::puzzles::sliding::answers::{Counted, SolveError};
use crate::puzzles::sliding::fifteen::{Board4, FifteenSolver};
use crate::puzzles::sliding::move_names;
use crate::puzzles::Unsolvable;

use super::{Optimal, SearchProgress, Standing};

/// The most solutions of a position listed; more are counted, not listed (10,000 moves of
/// up to 80 letters each: under a megabyte).
pub const LISTED: usize = 10_000;

/// The last position counted, with its count and list, so that its other pages come at
/// once.
#[derive(Default)]
pub(super) struct Counts {
    last: Mutex<Option<(Board4, Board4, Counted)>>,
}

impl Counts {
    /// How many shortest solutions lead from `start` to `goal`, and `take` of the listed
    /// ones from the one at `first`, counted by `solver` unless this position was the last
    /// counted; `progress` hears where the search stands and stops it when it breaks.
    pub(super) fn page(
        &self,
        solver: &FifteenSolver,
        (start, goal): (&Board4, &Board4),
        (first, take): (u64, usize),
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Optimal, Unsolvable> {
        // a poisoned lock only means a count that panicked: its value is still whole
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let counted = match last.take() {
            Some((s, g, counted)) if s == *start && g == *goal => counted,
            _ => {
                let mut report = |p: SearchProgress| {
                    progress(&Standing {
                        bound: p.bound,
                        nodes: p.nodes,
                        length: None,
                        improved: None,
                    })
                };
                let counted = solver.count(start, goal, LISTED, &mut report);
                counted.map_err(|error| match error {
                    SolveError::Unsolvable(unsolvable) => unsolvable,
                    SolveError::Stopped(_) => Unsolvable::Stopped,
                })?
            }
        };
        let from = usize::try_from(first)
            .unwrap_or(usize::MAX)
            .min(counted.solutions.len());
        let to = from.saturating_add(take).min(counted.solutions.len());
        let page = Optimal {
            count: counted.count,
            listed: counted.solutions.len() as u64,
            first,
            solutions: counted.solutions[from..to]
                .iter()
                .map(|moves| move_names(moves))
                .collect(),
        };
        *last = Some((*start, *goal, counted));
        Ok(page)
    }
}
