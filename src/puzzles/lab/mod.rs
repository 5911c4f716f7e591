//! The search lab: the searches AI courses teach (breadth-first, depth-first with a depth
//! limit, iterative deepening, greedy best-first, A*, IDA*, bidirectional breadth-first)
//! with the heuristics they teach (misplaced tiles, Manhattan distance, linear conflicts),
//! run on sliding boards of up to 16 cells and counted the way the courses count, so that
//! their answers and their costs can be compared on one board.
//!
//! Unlike the puzzles' own solvers these are written for clarity, one search per
//! function; each generates a board's children in the order `d < l < r < u` and breaks
//! ties the same way on every run, so the counts of an input never change.

mod best_first;
mod breadth_first;
mod depth_first;
mod heuristic;
mod profile;
mod request;
mod run;
mod space;
mod tally;

use std::ops::ControlFlow;

use thiserror::Error;

use super::sliding::Board;
use super::Unsolvable;
use heuristic::Estimator;
pub use heuristic::Heuristic;
pub use profile::{estimate, profile, Layer, PROFILE_CELLS};
pub use request::{check, Algorithm, Request, DEFAULT_DEPTH, DEFAULT_LIMIT, MAX_DEPTH, MAX_LIMIT};
pub use run::{Counts, Fate, Iteration, Outcome, Run, Step, Trace, Traced};
use space::Space;
use tally::{Halt, Record, Tally};

/// The most cells a lab board has: its tiles fit in four bits each.
pub const MAX_CELLS: usize = 16;

/// Why a run could not start, or did not finish.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LabError {
    /// The board has more cells than the lab takes.
    #[error("the lab takes boards of at most {MAX_CELLS} cells, not {0}")]
    TooLarge(usize),
    /// A profile of a heuristic on a board with too many positions to visit.
    #[error("a heuristic's profile visits every board, so it takes boards of at most {PROFILE_CELLS} cells, not {0}")]
    TooManyBoards(usize),
    /// The start and the goal differ in size.
    #[error("the start is {start} and the goal {goal}: they must be the same size")]
    Sizes {
        /// The start's size.
        start: String,
        /// The goal's size.
        goal: String,
    },
    /// A limit outside 1 to [`MAX_LIMIT`], or a depth outside 0 to [`MAX_DEPTH`].
    #[error("{0}")]
    Limits(String),
    /// The goal is out of the start's reach.
    #[error(transparent)]
    Unsolvable(Unsolvable),
    /// The caller stopped it.
    #[error("the search was stopped")]
    Stopped,
}

/// How often a run reports its counts: every this many expansions.
pub const REPORT_EVERY: u64 = 1 << 12;

/// Runs `request` from `start` to `goal`. Every [`REPORT_EVERY`] expansions `progress`
/// hears the counts so far, and stops the run when it breaks ([`LabError::Stopped`]).
pub fn run(
    request: &Request,
    start: &Board,
    goal: &Board,
    progress: &mut dyn FnMut(&Counts) -> ControlFlow<()>,
) -> Result<Run, LabError> {
    search(request, (start, goal), progress, None).map(|(run, _)| run)
}

/// Runs `request` from `start` to `goal` as [`run`] does, and keeps its first
/// `most_steps` steps for the page to replay.
pub fn trace(
    request: &Request,
    start: &Board,
    goal: &Board,
    most_steps: usize,
) -> Result<(Run, Trace), LabError> {
    let record = Record::new(most_steps);
    let (run, record) = search(
        request,
        (start, goal),
        &mut |_| ControlFlow::Continue(()),
        Some(record),
    )?;
    let record = record.expect("a record was asked for");
    let space = Space::new(start.shape(), goal.cells());
    let estimate = Estimator::new(&space, request.heuristic);
    let nodes = record
        .nodes
        .iter()
        .map(|&(key, side)| Traced {
            cells: (0..space.cells())
                .map(|cell| Space::tile(key, cell))
                .collect(),
            estimate: estimate.of(key),
            side,
        })
        .collect();
    let whole = record.whole();
    Ok((
        run,
        Trace {
            nodes,
            steps: record.steps,
            whole,
        },
    ))
}

/// The search of `request` between `boards` (the start, the goal), with its record
/// when `record` is given.
fn search(
    request: &Request,
    (start, goal): (&Board, &Board),
    progress: &mut dyn FnMut(&Counts) -> ControlFlow<()>,
    record: Option<Record>,
) -> Result<(Run, Option<Record>), LabError> {
    if start.shape() != goal.shape() {
        return Err(LabError::Sizes {
            start: start.shape().to_string(),
            goal: goal.shape().to_string(),
        });
    }
    check(request, start.shape())?;
    start.check_reachable(goal).map_err(LabError::Unsolvable)?;
    let space = Space::new(start.shape(), goal.cells());
    let estimate = Estimator::new(&space, request.heuristic);
    let informed = request.algorithm.informed();
    let mut tally = Tally::new(request.limit, progress, record);
    let from = space.pack(start.cells());
    let mut iterations = Vec::new();
    let found = match request.algorithm {
        Algorithm::Bfs => breadth_first::search(&space, from, &mut tally),
        Algorithm::Bidirectional => breadth_first::bidirectional(&space, from, &mut tally),
        Algorithm::Greedy => best_first::search(&space, from, &estimate, false, &mut tally),
        Algorithm::Astar => best_first::search(&space, from, &estimate, true, &mut tally),
        Algorithm::Dfs => depth_first::limited(&space, from, request.depth, &mut tally),
        Algorithm::Iddfs => depth_first::deepening(&space, from, &mut tally, &mut iterations),
        Algorithm::Idastar => {
            depth_first::ida(&space, from, &estimate, &mut tally, &mut iterations)
        }
    };
    let outcome = match found {
        Ok(Some(moves)) => Outcome::Solved(moves),
        Ok(None) => Outcome::Exhausted,
        Err(Halt::Limit) => Outcome::Limit,
        Err(Halt::Stopped) => return Err(LabError::Stopped),
    };
    let run = Run {
        outcome,
        counts: tally.counts(),
        iterations,
        start_estimate: if informed { estimate.of(from) } else { 0 },
    };
    Ok((run, tally.into_record()))
}

#[cfg(test)]
mod tests;
