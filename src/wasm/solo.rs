//! What a one-player puzzle answers: its goal, a solve, distances, why a goal is out of
//! reach, scrambles, the hardest positions, and the judge's output of a case.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use super::answers::{Hardest, Unsolved};
use super::convert::{error, seed_from, text_from, to_js, typed};
use super::search::{Frame, Search};
use super::{board_of, goal_of, Puzzle};
use crate::error::shown;
use crate::game::Level;

#[wasm_bindgen]
impl Puzzle {
    /// The goal reached when none is given.
    #[wasm_bindgen(js_name = defaultGoal, unchecked_return_type = "Board")]
    pub fn default_goal(&self) -> Result<JsValue, JsError> {
        face!(self, "defaultGoal", Solo(solo) => to_js(&solo.default_goal()))
    }

    /// Whether `board` has reached `goal` (the default goal when `undefined`).
    #[wasm_bindgen(js_name = isGoal)]
    pub fn is_goal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<bool, JsError> {
        face!(self, "isGoal", Solo(solo) => {
            Ok(solo.is_goal(&board_of(solo, &board, "board")?, &goal_of(solo, &goal)?))
        })
    }

    /// A solution from `start` to `goal` (the default goal when `undefined`), optimal
    /// unless the search stopped first, with a proven lower bound on the optimum (the
    /// solution's length when optimal) and, where the puzzle's judge format states the
    /// case, the judge's output written from it (`judge`); or why there is none. A long
    /// search calls `onProgress({ bound, nodes, length?, moves? })` now and then (`moves`
    /// when a shorter solution was found since); it stops after `limitMillis`
    /// milliseconds when given, with the best solution found by then where the puzzle
    /// finds one before the shortest (sliding boards of any size), else with no solution
    /// (`stopped`).
    #[wasm_bindgen(unchecked_return_type = "Answer")]
    pub fn solve(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OnSearchProgress | undefined")] on_progress: JsValue,
        #[wasm_bindgen(js_name = limitMillis, unchecked_param_type = "number | undefined")]
        limit_millis: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "solve(start, goal, onProgress, limitMillis)";
        let frame = Frame::new(call, &on_progress, &limit_millis)?;
        self.searched(Search::Solve, (&start, &goal), &frame)
    }

    /// The number of moves of an optimal solution, or `undefined` when there is none.
    pub fn distance(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Option<u32>, JsError> {
        face!(self, "distance", Solo(solo) => {
            let board = board_of(solo, &board, "board")?;
            Ok(solo.distance(&board, &goal_of(solo, &goal)?).ok())
        })
    }

    /// `counts[d]`: how many positions lie `d` moves from `goal`; empty where they cannot
    /// be counted.
    #[wasm_bindgen(js_name = distanceCounts)]
    pub fn distance_counts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Vec<f64>, JsError> {
        face!(self, "distanceCounts", Solo(solo) => {
            let counts = solo.distance_counts(&goal_of(solo, &goal)?);
            Ok(counts.into_iter().map(|c| c as f64).collect())
        })
    }

    /// Why `goal` cannot be reached from `start`, when that needs no search (a parity);
    /// `undefined` otherwise.
    #[wasm_bindgen(js_name = whyUnsolvable)]
    pub fn why_unsolvable(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Option<Ts<Unsolved>>, JsError> {
        face!(self, "whyUnsolvable", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let why = solo.why_unsolvable(&start, &goal_of(solo, &goal)?);
            why.map(|unsolvable| typed(&Unsolved::from(&unsolvable))).transpose()
        })
    }

    /// A random position from which `goal` can be reached, fixed by `seed` (a whole
    /// number 0 to 2^32 - 1): uniform, or of `level`'s difficulty (one of the levels
    /// `capabilities()` lists) when given.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn scramble(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Level | undefined")] level: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "scramble(seed, goal, level)";
        let seed = seed_from(&seed, call)?;
        let level = if level.is_undefined() {
            None
        } else {
            let name = text_from(&level, call, "a level")?;
            let unknown = || {
                error(format!(
                    "unknown level `{}`; known: easy, medium, hard",
                    shown(&name)
                ))
            };
            Some(
                serde_wasm_bindgen::from_value::<Level>(JsValue::from_str(&name))
                    .map_err(|_| unknown())?,
            )
        };
        face!(self, "scramble", Solo(solo) => {
            to_js(&solo.scramble(&goal_of(solo, &goal)?, seed, level))
        })
    }

    /// One of the positions farthest from `goal`, drawn by `seed`, with the goal it is
    /// farthest from (`goal`, unless the puzzle knows its hardest positions for another
    /// goal only).
    #[wasm_bindgen(unchecked_return_type = "Hardest<Board>")]
    pub fn hardest(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<JsValue, JsError> {
        let seed = seed_from(&seed, "hardest(seed, goal)")?;
        face!(self, "hardest", Solo(solo) => {
            to_js(&Hardest::new(solo.hardest(&goal_of(solo, &goal)?, seed)))
        })
    }
}
