//! The sub-face of puzzles whose distances take a search: a proven lower bound at once.

use wasm_bindgen::prelude::*;

use super::{board_of, goal_of, Puzzle};

#[wasm_bindgen]
impl Puzzle {
    /// A proven lower bound on the moves from `board` to `goal` where exact distances take
    /// a search (the Manhattan distance with linear conflicts), at once; `undefined` on
    /// the puzzles whose distances are instant.
    #[wasm_bindgen(js_name = lowerBound)]
    pub fn lower_bound(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Option<u32>, JsError> {
        face!(self, "lowerBound", Solo(solo) => {
            let board = board_of(solo, &board, "board")?;
            let goal = goal_of(solo, &goal)?;
            Ok(solo.bounded().and_then(|bounded| bounded.lower_bound(&board, &goal)))
        })
    }
}
