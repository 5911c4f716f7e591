//! The sub-face of puzzles with a table of the multi-tile metric.

use wasm_bindgen::prelude::*;

use super::convert::error;
use super::{board_of, goal_of, Puzzle};

#[wasm_bindgen]
impl Puzzle {
    /// The smallest shortest solution in the multi-tile metric, its slides named `d2`,
    /// `r`; on the puzzles whose `capabilities()` say `multiTile`.
    #[wasm_bindgen(js_name = solveMultiTile)]
    pub fn solve_multi_tile(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Vec<String>, JsError> {
        face!(self, "solveMultiTile", Solo(solo) => {
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let multi = solo.multi_tile().ok_or_else(|| {
                error("solveMultiTile: this puzzle does not solve in the multi-tile metric")
            })?;
            multi
                .solve_multi(&start, &goal)
                .map_err(|unsolvable| error(format!("solveMultiTile: {unsolvable}")))
        })
    }
}
