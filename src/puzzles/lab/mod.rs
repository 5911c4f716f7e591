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
mod space;
mod tally;

use std::fmt;
use std::ops::ControlFlow;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::sliding::{Board, Move};
use super::{Shape, Unsolvable};
use heuristic::Estimator;
pub use heuristic::Heuristic;
pub use profile::{estimate, profile, Layer, PROFILE_CELLS};
use space::Space;
use tally::{Halt, Record, Tally};

/// The most cells a lab board has: its tiles fit in four bits each.
pub const MAX_CELLS: usize = 16;

/// The boards a run generates unless told otherwise.
pub const DEFAULT_LIMIT: u64 = 1_000_000;

/// The most boards a run may be allowed to generate (a graph search keeps about as many).
pub const MAX_LIMIT: u64 = 50_000_000;

/// The depth limit of a depth-first search unless told otherwise.
pub const DEFAULT_DEPTH: u32 = 30;

/// The deepest a depth-first search may be allowed to go.
pub const MAX_DEPTH: u32 = 200;

/// A search the lab runs.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Breadth-first search: layer by layer, every board once.
    Bfs,
    /// Depth-first search down to a depth limit, the first solution it meets.
    Dfs,
    /// Iterative deepening: depth-first searches to depths 0, 1, 2, ...
    Iddfs,
    /// Greedy best-first search: the board that looks nearest the goal first.
    Greedy,
    /// A*: the board with the least moves made plus estimate first.
    Astar,
    /// IDA*: depth-first searches bounded by moves made plus estimate, the bound raised
    /// to the least value that went over it.
    Idastar,
    /// Bidirectional breadth-first search: from the start and the goal until they meet.
    Bidirectional,
}

impl Algorithm {
    /// Every search, in the order the lab lists them.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Bfs,
        Algorithm::Dfs,
        Algorithm::Iddfs,
        Algorithm::Greedy,
        Algorithm::Astar,
        Algorithm::Idastar,
        Algorithm::Bidirectional,
    ];

    /// The search's name on the command line and in the page's requests.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Bfs => "bfs",
            Algorithm::Dfs => "dfs",
            Algorithm::Iddfs => "iddfs",
            Algorithm::Greedy => "greedy",
            Algorithm::Astar => "astar",
            Algorithm::Idastar => "idastar",
            Algorithm::Bidirectional => "bidirectional",
        }
    }

    /// Whether the search ranks boards by a heuristic.
    pub fn informed(self) -> bool {
        matches!(
            self,
            Algorithm::Greedy | Algorithm::Astar | Algorithm::Idastar
        )
    }

    /// Whether its solutions are shortest (with an admissible heuristic, for the
    /// informed ones): every search but depth-first and greedy.
    pub fn optimal(self) -> bool {
        !matches!(self, Algorithm::Dfs | Algorithm::Greedy)
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        named(&Self::ALL, Self::name, name)
    }
}

/// The one of `all` that `name_of` calls `name`, or an error listing their names.
fn named<T: Copy>(all: &[T], name_of: fn(T) -> &'static str, name: &str) -> Result<T, String> {
    all.iter()
        .copied()
        .find(|&item| name_of(item) == name)
        .ok_or_else(|| {
            let names: Vec<_> = all.iter().map(|&item| name_of(item)).collect();
            format!("expected one of {}", names.join(", "))
        })
}

/// What to run: a search, the heuristic an informed one ranks by, and its limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// The search.
    pub algorithm: Algorithm,
    /// The heuristic (unused by the uninformed searches).
    pub heuristic: Heuristic,
    /// The search stops, without a solution, before it expands a board once it has
    /// generated this many.
    pub limit: u64,
    /// How deep the depth-first search goes (unused by the others).
    pub depth: u32,
}

impl Request {
    /// `algorithm` with `heuristic`, the default limit and depth.
    pub fn new(algorithm: Algorithm, heuristic: Heuristic) -> Self {
        Self {
            algorithm,
            heuristic,
            limit: DEFAULT_LIMIT,
            depth: DEFAULT_DEPTH,
        }
    }
}

/// What a run counted.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    /// Boards whose children were generated.
    pub expanded: u64,
    /// Children generated (duplicates included; the start is not counted).
    pub generated: u64,
    /// The most boards waiting at once: the frontier of a breadth-first or best-first
    /// search (stale heap entries included), the path of a depth-first one.
    pub peak_open: u64,
    /// The most boards kept at once beside them (seen and no longer waiting); depth-first
    /// searches keep none.
    pub peak_closed: u64,
}

/// One iteration of iterative deepening (its depth) or of IDA* (its bound on moves made
/// plus estimate), and the boards it generated.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Iteration {
    /// The depth or bound.
    pub bound: u32,
    /// The boards it generated.
    pub generated: u64,
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// It found these moves from the start to the goal.
    Solved(Vec<Move>),
    /// It searched all it was allowed to (a depth-first search, its depth) without one.
    Exhausted,
    /// It generated as many boards as its limit allows first.
    Limit,
}

/// A finished run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// How it ended.
    pub outcome: Outcome,
    /// What it counted.
    pub counts: Counts,
    /// The iterations of iterative deepening and IDA* (empty for the others).
    pub iterations: Vec<Iteration>,
    /// The heuristic's value at the start (0 for the uninformed searches).
    pub start_estimate: u32,
}

/// What became of a board a search generated.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Fate {
    /// It waits to be expanded (or, depth-first, is searched next).
    Opened,
    /// It was seen before (a graph search keeps the first way to it, or the shorter).
    Seen,
    /// Its moves made plus estimate pass the bound (a depth-first search cuts it).
    Cut,
}

/// One step of a run, as the page replays it; boards are nodes of the [`Trace`].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "lowercase")]
pub enum Step {
    /// An iteration of iterative deepening or IDA* begins, with its bound.
    Iteration {
        /// The depth or bound on moves made plus estimate.
        bound: u32,
    },
    /// A board is expanded, `moves` from its side's root.
    Expand {
        /// The board.
        node: u32,
        /// The moves made to it.
        moves: u32,
    },
    /// A child is generated, `moves` from its side's root.
    Generate {
        /// The child.
        node: u32,
        /// The board it came from.
        parent: u32,
        /// The moves made to it.
        moves: u32,
        /// What became of it.
        fate: Fate,
    },
    /// The solution is found here (the goal, or where the two sides meet).
    Found {
        /// The board.
        node: u32,
    },
}

/// A board of a [`Trace`]: its cells, the heuristic's value on it, and the side that
/// first saw it (0 from the start, 1 from the goal, for a bidirectional search).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Traced {
    /// The cells row by row, 0 for the blank.
    pub cells: Vec<u8>,
    /// The value of the heuristic asked for.
    pub estimate: u32,
    /// The side that first saw it.
    pub side: u8,
}

/// The steps of a run, for the page to replay: its boards (node 0 the start; node 1 the
/// goal for a bidirectional search), its first steps, and whether they are all of them.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Trace {
    /// The boards, in the order they were first seen.
    pub nodes: Vec<Traced>,
    /// The steps kept.
    pub steps: Vec<Step>,
    /// Whether every step was kept.
    pub whole: bool,
}

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

/// Whether `request` can run on boards of `shape`: at most [`MAX_CELLS`] cells, a limit
/// of 1 to [`MAX_LIMIT`] boards, a depth of at most [`MAX_DEPTH`].
pub fn check(request: &Request, shape: Shape) -> Result<(), LabError> {
    if shape.cells() > MAX_CELLS {
        return Err(LabError::TooLarge(shape.cells()));
    }
    if !(1..=MAX_LIMIT).contains(&request.limit) {
        return Err(LabError::Limits(format!(
            "the limit must be 1 to {MAX_LIMIT} boards, not {}",
            request.limit
        )));
    }
    if request.depth > MAX_DEPTH {
        return Err(LabError::Limits(format!(
            "the depth limit must be 0 to {MAX_DEPTH}, not {}",
            request.depth
        )));
    }
    Ok(())
}

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
