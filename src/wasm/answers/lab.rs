//! What the search lab is asked and answers, checked and declared in TypeScript by tsify.

use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::puzzles::lab::{
    Algorithm, Counts, Heuristic, Iteration, Outcome, Request, Run, DEFAULT_DEPTH, DEFAULT_LIMIT,
};
use crate::puzzles::sliding::move_names;

#[wasm_bindgen(typescript_custom_section)]
const ON_LAB_PROGRESS: &str = r#"
/** A progress callback of a lab run: its counts so far. */
export type OnLabProgress = (counts: Counts) => void;
"#;

/// What `lab` is asked: the search, the heuristic an informed one ranks by, the boards
/// it may generate and how deep depth-first search goes (the command line's defaults
/// when absent).
#[derive(Deserialize, Tsify)]
pub struct LabRequest {
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
pub struct Estimated {
    pub(crate) heuristic: Heuristic,
    pub(crate) value: u32,
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
pub struct LabRun {
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
    pub(crate) fn new(run: Run, shortest: Option<u32>, micros: f64) -> Self {
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
