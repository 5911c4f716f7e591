//! The sub-face of puzzles whose default tables take seconds to build: a solve from
//! small interim tables meanwhile.

use wasm_bindgen::prelude::*;

use super::search::{Frame, Search};
use super::Puzzle;

#[wasm_bindgen]
impl Puzzle {
    /// `solve` without waiting for the default tables of a goal that has them built in
    /// seconds (see `capabilities().interim`): while they are absent, from small tables of
    /// its own, built first (optimal too, possibly another of the shortest solutions).
    #[wasm_bindgen(js_name = solveInterim, unchecked_return_type = "Answer")]
    pub fn solve_interim(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "OnSearchProgress | undefined")] on_progress: JsValue,
        #[wasm_bindgen(js_name = limitMillis, unchecked_param_type = "number | undefined")]
        limit_millis: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "solveInterim(start, goal, onProgress, limitMillis)";
        let frame = Frame::new(call, &on_progress, &limit_millis)?;
        self.searched(Search::Interim, (&start, &goal), &frame)
    }
}
