//! The sub-face of puzzles the search lab takes: a run of a search AI courses teach, its
//! steps to replay, the heuristics' values on a board, and a heuristic's profile over
//! every board.

use std::ops::ControlFlow;

use tsify::Ts;
use wasm_bindgen::prelude::*;

use super::answers::{Estimated, LabRequest, LabRun};
use super::convert::{error, typed, typed_all, value_from};
use super::search::Frame;
use super::{board_of, goal_of, js, Puzzle};
use crate::game::{self, Standing};
use crate::puzzles::lab::{self, Counts, Heuristic, Layer, Outcome, Request, Trace};
use crate::puzzles::sliding::Board;

/// How long the puzzle's solver may take to find the shortest length for a run's answer
/// (an 80-move Fifteen takes longer; the run then answers without it).
const SHORTEST_MILLIS: f64 = 10_000.0;

/// The most steps of a run the page replays (far more than it draws: it shows the rest
/// summed up).
const MOST_STEPS: usize = 20_000;

#[wasm_bindgen]
impl Puzzle {
    /// A search of the lab (see `capabilities().lab`) from `start` to `goal`:
    /// `request.algorithm`, ranked by `request.heuristic` where it is informed, within
    /// `request.limit` boards generated and, for `dfs`, `request.depth` moves. With what
    /// it counted and, when it found a solution, the length of a shortest one by the
    /// puzzle's own solver (`shortest`, absent when that takes over 10 s).
    /// `onProgress(counts)` hears the counts every 4,096 boards expanded. Throws for a
    /// board of the other parity, naming it.
    pub fn lab(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "LabRequest")] request: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnLabProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<Ts<LabRun>, JsError> {
        let call = "lab(start, goal, request, onProgress)";
        let request: Request = value_from::<LabRequest>(&request, "request")?.into();
        let frame = Frame::new(call, &on_progress, &JsValue::UNDEFINED)?;
        let mut report = |counts: &Counts| {
            frame.tell(counts);
            ControlFlow::Continue(())
        };
        face!(self, "lab", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let lab = solo.lab().ok_or_else(no_lab)?;
            let boards = lab.lab_board(&start).zip(lab.lab_board(&goal));
            let shortest = || {
                let began = js::now();
                let mut within = |_: &Standing| {
                    if js::now() - began < SHORTEST_MILLIS {
                        ControlFlow::Continue(())
                    } else {
                        ControlFlow::Break(())
                    }
                };
                let solved = solo.solve(&start, &goal, &mut within).ok();
                solved.filter(game::Solved::is_optimal).map(|best| best.bound)
            };
            typed(&run(boards, &request, &mut report, &shortest)?)
        })
    }

    /// The steps of the lab's run of `request` from `start` to `goal`, for the page to
    /// replay: its boards (with the heuristic's value on each) and its first 20,000 steps.
    #[wasm_bindgen(js_name = labTrace)]
    pub fn lab_trace(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "LabRequest")] request: JsValue,
    ) -> Result<Ts<Trace>, JsError> {
        let request: Request = value_from::<LabRequest>(&request, "request")?.into();
        let (start, goal) = self.lab_boards("labTrace", Some(&start), &goal)?;
        let start = start.ok_or_else(no_lab)?;
        let (_, trace) = lab::trace(&request, &start, &goal, MOST_STEPS)
            .map_err(|e| error(format!("labTrace: {e}")))?;
        typed(&trace)
    }

    /// The value on `board`, toward `goal`, of every heuristic of the lab that has no
    /// tables to build (at once: the page asks on the main thread, at every move).
    #[wasm_bindgen(js_name = labEstimates)]
    pub fn lab_estimates(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Vec<Ts<Estimated>>, JsError> {
        let (board, goal) = self.lab_boards("labEstimates", Some(&board), &goal)?;
        let board = board.ok_or_else(no_lab)?;
        let estimates: Vec<Estimated> = Heuristic::ALL
            .into_iter()
            .filter(|heuristic| !heuristic.has_tables())
            .map(|heuristic| {
                let value = lab::estimate(heuristic, &board, &goal)
                    .map_err(|e| error(format!("labEstimates: {e}")))?;
                Ok(Estimated { heuristic, value })
            })
            .collect::<Result<_, JsError>>()?;
        typed_all(&estimates)
    }

    /// The value of `heuristic` on `board` toward `goal`, its tables built first if it
    /// has them and they are not here (most of a second for a 4x4's pattern databases:
    /// ask in a worker).
    #[wasm_bindgen(js_name = labEstimate)]
    pub fn lab_estimate(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Heuristic")] heuristic: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<u32, JsError> {
        let heuristic = value_from(&heuristic, "heuristic")?;
        let (board, goal) = self.lab_boards("labEstimate", Some(&board), &goal)?;
        let board = board.ok_or_else(no_lab)?;
        lab::estimate(heuristic, &board, &goal).map_err(|e| error(format!("labEstimate: {e}")))
    }

    /// How `heuristic` measures up to the exact distance over every board that reaches
    /// `goal` (boards of at most 10 cells): per distance, the boards and the heuristic's
    /// least, largest and summed values. `onProgress(counts)` hears the boards counted
    /// (`generated`) after each distance.
    #[wasm_bindgen(js_name = labProfile)]
    pub fn lab_profile(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Heuristic")] heuristic: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnLabProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<Vec<Ts<Layer>>, JsError> {
        let call = "labProfile(heuristic, goal, onProgress)";
        let heuristic = value_from(&heuristic, "heuristic")?;
        let frame = Frame::new(call, &on_progress, &JsValue::UNDEFINED)?;
        let mut report = |counts: &Counts| {
            frame.tell(counts);
            ControlFlow::Continue(())
        };
        let (_, goal) = self.lab_boards("labProfile", None, &goal)?;
        let layers = lab::profile(heuristic, &goal, &mut report)
            .map_err(|e| error(format!("labProfile: {e}")))?;
        typed_all(&layers)
    }
}

impl Puzzle {
    /// `board` (when given) and `goal` (the default goal when `undefined`) of this game,
    /// as the search lab takes them: one copy per game serves every lab question but the
    /// run, which also asks the game's solver.
    fn lab_boards(
        &self,
        call: &str,
        board: Option<&JsValue>,
        goal: &JsValue,
    ) -> Result<(Option<Board>, Board), JsError> {
        face!(self, call, Solo(solo) => {
            let goal = goal_of(solo, goal)?;
            let board = board.map(|value| board_of(solo, value, "board")).transpose()?;
            let lab = solo.lab().ok_or_else(no_lab)?;
            let lab_board = |b| lab.lab_board(b).ok_or_else(no_lab);
            Ok((board.as_ref().map(lab_board).transpose()?, lab_board(&goal)?))
        })
    }
}

/// The error of a lab question to a puzzle the lab does not take.
fn no_lab() -> JsError {
    error("lab: this puzzle has no search lab (sliding boards of at most 16 cells have)")
}

/// Runs `request` on `boards` (the start and the goal, as the lab takes them; `None`
/// for a board the lab does not take), `progress` hearing the counts; when it finds a
/// solution, `shortest` gives the length of a shortest one by the puzzle's own solver.
/// Out of line and not generic: one copy serves every game.
#[inline(never)]
fn run(
    boards: Option<(Board, Board)>,
    request: &Request,
    progress: &mut dyn FnMut(&Counts) -> ControlFlow<()>,
    shortest: &dyn Fn() -> Option<u32>,
) -> Result<LabRun, JsError> {
    let (start, goal) = boards.ok_or_else(no_lab)?;
    let started = js::now();
    let run = lab::run(request, &start, &goal, progress).map_err(|e| error(format!("lab: {e}")))?;
    let micros = js::micros_since(started);
    let shortest = match run.outcome {
        Outcome::Solved(_) => shortest(),
        Outcome::Exhausted | Outcome::Limit => None,
    };
    Ok(LabRun::new(run, shortest, micros))
}
