//! What the search lab is asked and answers, checked and declared in TypeScript by tsify.

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use super::convert::error;
use super::{js, micros_since};
use crate::puzzles::lab::{
    self, Algorithm, Counts, Heuristic, Iteration, Layer, Outcome, Request, Run, Trace,
    DEFAULT_DEPTH, DEFAULT_LIMIT,
};
use crate::puzzles::sliding::{move_names, Board};

/// How long the puzzle's solver may take to find the shortest length for a run's answer
/// (an 80-move Fifteen takes longer; the run then answers without it).
pub(super) const SHORTEST_MILLIS: f64 = 10_000.0;

#[wasm_bindgen(typescript_custom_section)]
const ON_LAB_PROGRESS: &str = r#"
/** A progress callback of a lab run: its counts so far. */
export type OnLabProgress = (counts: Counts) => void;
"#;

/// What `lab` is asked: the search, the heuristic an informed one ranks by, the boards
/// it may generate and how deep depth-first search goes (the command line's defaults
/// when absent).
#[derive(Deserialize, Tsify)]
pub(super) struct LabRequest {
    algorithm: Algorithm,
    heuristic: Heuristic,
    #[serde(default)]
    limit: Option<u64>,
    #[serde(default)]
    depth: Option<u32>,
}

impl From<LabRequest> for Request {
    fn from(asked: LabRequest) -> Self {
        Request {
            algorithm: asked.algorithm,
            heuristic: asked.heuristic,
            limit: asked.limit.unwrap_or(DEFAULT_LIMIT),
            depth: asked.depth.unwrap_or(DEFAULT_DEPTH),
        }
    }
}

/// A heuristic's value on a board.
#[derive(Serialize, Tsify)]
pub(super) struct Estimated {
    heuristic: Heuristic,
    value: u32,
}

/// The value on `board` toward `goal` (as the lab takes them) of every heuristic of the
/// lab that has no tables to build.
pub(super) fn estimates(board: Option<Board>, goal: &Board) -> Result<Vec<Estimated>, JsError> {
    let board = board.ok_or_else(no_lab)?;
    Heuristic::ALL
        .into_iter()
        .filter(|heuristic| !heuristic.has_tables())
        .map(|heuristic| {
            let value = lab::estimate(heuristic, &board, goal)
                .map_err(|e| error(format!("labEstimates: {e}")))?;
            Ok(Estimated { heuristic, value })
        })
        .collect()
}

/// The value of `heuristic` on `board` toward `goal` (as the lab takes them), its tables
/// built first if it has them.
pub(super) fn estimate(
    heuristic: Heuristic,
    board: Option<Board>,
    goal: &Board,
) -> Result<u32, JsError> {
    let board = board.ok_or_else(no_lab)?;
    lab::estimate(heuristic, &board, goal).map_err(|e| error(format!("labEstimate: {e}")))
}

/// The values of `heuristic` over every board that reaches `goal` (as the lab takes it),
/// gathered by exact distance; `progress` hears the boards counted after each layer.
pub(super) fn profile(
    heuristic: Heuristic,
    goal: &Board,
    progress: &mut dyn FnMut(&Counts) -> ControlFlow<()>,
) -> Result<Vec<Layer>, JsError> {
    lab::profile(heuristic, goal, progress).map_err(|e| error(format!("labProfile: {e}")))
}

/// The most steps of a run the page replays (far more than it draws: it shows the rest
/// summed up).
const MOST_STEPS: usize = 20_000;

/// The steps of `request`'s run from `start` to `goal` (as the lab takes them), the
/// first [`MOST_STEPS`] of them.
pub(super) fn trace(
    request: &Request,
    start: Option<Board>,
    goal: &Board,
) -> Result<Trace, JsError> {
    let start = start.ok_or_else(no_lab)?;
    lab::trace(request, &start, goal, MOST_STEPS)
        .map(|(_, trace)| trace)
        .map_err(|e| error(format!("labTrace: {e}")))
}

/// The error of a lab question to a puzzle the lab does not take.
pub(super) fn no_lab() -> JsError {
    error("lab: this puzzle has no search lab (sliding boards of at most 16 cells have)")
}

/// How a lab run ended.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
enum Ended {
    /// With a solution.
    Solved,
    /// Out of boards within the depth limit.
    Exhausted,
    /// At the limit of boards.
    Limit,
}

/// A lab run: how it ended, the moves it found, what it counted, the iterations of
/// iterative deepening and IDA*, the heuristic's value at the start, the length of a
/// shortest solution (by the puzzle's solver, when the run found one) and its time.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub(super) struct LabRun {
    outcome: Ended,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<String>>,
    counts: Counts,
    iterations: Vec<Iteration>,
    start_estimate: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    shortest: Option<u32>,
    micros: f64,
}

impl LabRun {
    /// `run`, which took `micros`, with the `shortest` length where known.
    pub(super) fn new(run: Run, shortest: Option<u32>, micros: f64) -> Self {
        let (outcome, moves) = match run.outcome {
            Outcome::Solved(moves) => (Ended::Solved, Some(move_names(&moves))),
            Outcome::Exhausted => (Ended::Exhausted, None),
            Outcome::Limit => (Ended::Limit, None),
        };
        Self {
            outcome,
            moves,
            counts: run.counts,
            iterations: run.iterations,
            start_estimate: run.start_estimate,
            shortest,
            micros,
        }
    }
}

/// Runs `request` on `boards` (the start and the goal, as the lab takes them; `None`
/// for a puzzle the lab does not take), `progress` hearing the counts; when it finds a
/// solution, `shortest` gives the length of a shortest one by the puzzle's own solver.
/// Out of line and not generic: one copy serves every game.
#[inline(never)]
pub(super) fn run(
    boards: Option<(Board, Board)>,
    request: &Request,
    progress: &mut dyn FnMut(&Counts) -> ControlFlow<()>,
    shortest: &dyn Fn() -> Option<u32>,
) -> Result<LabRun, JsError> {
    let (start, goal) = boards.ok_or_else(no_lab)?;
    let started = js::now();
    let run = lab::run(request, &start, &goal, progress).map_err(|e| error(format!("lab: {e}")))?;
    let micros = micros_since(started);
    let shortest = match run.outcome {
        Outcome::Solved(_) => shortest(),
        Outcome::Exhausted | Outcome::Limit => None,
    };
    Ok(LabRun::new(run, shortest, micros))
}
