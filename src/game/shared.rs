//! A search that several workers share, each with its own copy of the game and its
//! tables: one plans it and cuts a large iteration into boards, the others search parts
//! of them, and the solution below the earliest board that holds one is the answer, the
//! very one [`Solo::solve`](super::Solo::solve) gives.

use std::ops::{ControlFlow, Range};

use super::{Solved, Standing};
use crate::puzzles::sliding::answers::{Opening, OutOfRange, Part, ShareError, SolveError};
use crate::puzzles::sliding::move_names;
use crate::puzzles::Unsolvable;
use crate::search::SearchProgress;

/// A one-player puzzle whose search workers can share.
pub trait SharedSearch {
    /// The game's board.
    type Board;

    /// Runs the search between `boards` (the start, the goal) while its iterations are small, then cuts
    /// the next into boards for `parts` workers; `from` is the bound after an iteration
    /// the workers shared without a solution, which is cut at once. `progress` hears
    /// where the search stands and stops it when it breaks ([`Unsolvable::Stopped`]).
    fn plan(
        &self,
        boards: (&Self::Board, &Self::Board),
        from: Option<u32>,
        parts: usize,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Planned, Unshared>;

    /// Searches the boards `range` of the iteration cut at `at` (its bound and depth)
    /// in turn, until one holds a solution.
    fn search_part(
        &self,
        boards: (&Self::Board, &Self::Board),
        at: (u32, u32),
        range: Range<usize>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Searched, Unshared>;
}

/// Why [`SharedSearch::plan`] or [`SharedSearch::search_part`] has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unshared {
    /// The search's answer: there is no solution, or it stopped.
    Unsolvable(Unsolvable),
    /// A question no plan asks (a bound, depth or count out of range): refused before
    /// any search.
    OutOfRange(OutOfRange),
}

impl From<Unsolvable> for Unshared {
    fn from(error: Unsolvable) -> Self {
        Unshared::Unsolvable(error)
    }
}

impl From<ShareError> for Unshared {
    fn from(error: ShareError) -> Self {
        match error {
            ShareError::Solve(error) => Unshared::Unsolvable(unsolved(error)),
            ShareError::OutOfRange(error) => Unshared::OutOfRange(error),
        }
    }
}

/// What [`SharedSearch::plan`] came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Planned {
    /// The search ended on the planning worker.
    Solved(Solved),
    /// The iteration of `bound` is cut at `depth` into `count` boards; `nodes` positions
    /// were generated so far.
    Cut {
        /// The iteration's bound.
        bound: u32,
        /// The boards' depth.
        depth: u32,
        /// How many boards, indexed from 0 in the order one worker would search them.
        count: usize,
        /// The positions generated so far.
        nodes: u64,
    },
}

/// What a worker's part of a cut iteration found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Searched {
    /// The earliest board of the part with a solution below it, and that solution.
    pub found: Option<(usize, Solved)>,
    /// The positions the part generated.
    pub nodes: u64,
}

/// A search's progress as the game's callers hear it.
pub(super) fn standing(
    progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    p: SearchProgress,
) -> ControlFlow<()> {
    progress(&Standing {
        bound: p.bound,
        nodes: p.nodes,
        length: None,
        improved: None,
    })
}

/// What a stopped or impossible search answers.
pub(super) fn unsolved(error: SolveError) -> Unsolvable {
    match error {
        SolveError::Unsolvable(unsolvable) => unsolvable,
        SolveError::Stopped(_) => Unsolvable::Stopped,
    }
}

/// A solver's plan as [`SharedSearch::plan`] answers it.
pub(super) fn planned(opening: Result<Opening, ShareError>) -> Result<Planned, Unshared> {
    match opening? {
        Opening::Solved(solved) => Ok(Planned::Solved(Solved::optimal(
            move_names(&solved.moves),
            solved.nodes,
        ))),
        Opening::Cut(cut) => Ok(Planned::Cut {
            bound: cut.bound,
            depth: cut.depth,
            count: cut.count,
            nodes: cut.nodes,
        }),
    }
}

/// A solver's part as [`SharedSearch::search_part`] answers it.
pub(super) fn searched(part: Result<Part, ShareError>) -> Result<Searched, Unshared> {
    let part = part?;
    Ok(Searched {
        found: part
            .found
            .map(|(index, moves)| (index, Solved::optimal(move_names(&moves), part.nodes))),
        nodes: part.nodes,
    })
}
