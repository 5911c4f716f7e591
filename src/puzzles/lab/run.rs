//! What a run counts and answers: its counts, its iterations, how it ended, and the
//! steps the page replays.

use serde::Serialize;

use crate::puzzles::sliding::Move;

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
