//! The sub-face of puzzles that count and list every optimal solution of a position.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use super::answers::Solutions;
use super::convert::{error, typed, whole_from};
use super::search::Frame;
use super::{board_of, goal_of, Puzzle};
use crate::game::Standing;

#[wasm_bindgen]
impl Puzzle {
    /// How many optimal solutions lead from `start` to `goal`, and `take` of them (0 to
    /// 1000) from the one at `first` (from 0) in the order of the moves' names; on the
    /// puzzles whose `capabilities()` say `countsSolutions`. Where distances are not
    /// instant (the Fifteen) a search counts them, calling `onProgress({ bound, nodes })`
    /// now and then, and lists the first `listed`; the last position counted keeps them.
    #[wasm_bindgen(js_name = optimalSolutions)]
    pub fn optimal_solutions(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] first: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] take: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<Ts<Solutions>, JsError> {
        let call = "optimalSolutions(start, goal, first, take, onProgress)";
        let first = whole_from(&first, call, "a place, a whole number from 0", u64::MAX)?;
        let take = whole_from(&take, call, "a number of solutions, 0 to 1000", 1000)? as usize;
        let frame = Frame::new(call, &on_progress, &JsValue::UNDEFINED)?;
        let mut report = |standing: &Standing| frame.standing(standing);
        face!(self, "optimalSolutions", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let counting = solo.counting().ok_or_else(|| {
                error("optimalSolutions: this puzzle does not count its optimal solutions")
            })?;
            match counting.optimal_solutions(&start, &goal, (first, take), &mut report) {
                Ok(optimal) => typed(&Solutions::from(optimal)),
                Err(unsolvable) => Err(error(format!("optimalSolutions: {unsolvable}"))),
            }
        })
    }
}
