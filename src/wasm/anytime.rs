//! The sub-face of puzzles whose solve is anytime: its beams alone, for one worker while
//! others share the iterations that raise the bound.

use wasm_bindgen::prelude::*;

use super::search::{Frame, Search};
use super::Puzzle;

#[wasm_bindgen]
impl Puzzle {
    /// On puzzles whose `capabilities()` say `anytime`: `solve` without its bound raised
    /// past the start's estimate, ever shorter solutions (each in `onProgress`, as for
    /// `solve`) until its worker is ended or one meets that bound. A worker runs it while
    /// others share the iterations that raise the bound (`plan`, `searchPart`).
    #[wasm_bindgen(unchecked_return_type = "Answer")]
    pub fn improve(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "improve(start, goal, onProgress)";
        let frame = Frame::new(call, &on_progress, &JsValue::UNDEFINED)?;
        self.searched(Search::Improve, (&start, &goal), &frame)
    }
}
