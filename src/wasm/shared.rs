//! The sub-face of puzzles whose search several workers share: one plans it and cuts an
//! iteration into boards, the others search parts of them.

use wasm_bindgen::prelude::*;

use super::answers::{Cut, NoSolution, Part, PartOf, Sharing};
use super::convert::{error, to_js, value_from};
use super::search::Frame;
use super::{board_of, goal_of, Puzzle};
use crate::game::{BoardValue, Planned, SharedSearch, Solo, Standing, Unshared};

#[wasm_bindgen]
impl Puzzle {
    /// The start of a search from `start` to `goal` that `sharing.parts` workers share
    /// (see `capabilities().sharedSearch`): solved here while it is short (the answer of
    /// `solve`), or a large iteration cut into boards for `searchPart` (`cut: true`);
    /// `sharing.from` is the bound after an iteration shared without a solution.
    /// `onProgress` as for `solve`.
    #[wasm_bindgen(unchecked_return_type = "Answer | Cut")]
    pub fn plan(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Sharing")] sharing: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "plan(start, goal, sharing, onProgress)";
        let sharing = value_from::<Sharing>(&sharing, "sharing")?.checked()?;
        let frame = Frame::new(call, &on_progress, &JsValue::UNDEFINED)?;
        let mut report = |standing: &Standing| frame.standing(standing);
        face!(self, "plan", Solo(solo) => {
            let shared = shared_of(solo, "plan")?;
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let parts = sharing.parts as usize;
            match shared.plan((&start, &goal), sharing.from, parts, &mut report) {
                Ok(Planned::Solved(solved)) => frame.answer(solo, (&start, &goal), Ok(solved)),
                Ok(Planned::Cut { bound, depth, count, nodes }) => {
                    to_js(&Cut::new(bound, depth, count, nodes))
                }
                Err(Unshared::Unsolvable(unsolvable)) => {
                    to_js(&NoSolution::new(&unsolvable, frame.micros()))
                }
                Err(Unshared::OutOfRange(refused)) => Err(error(format!("plan: sharing.{refused}"))),
            }
        })
    }

    /// One worker's part of an iteration `plan` cut: its boards `part.first` to
    /// `part.end` (excluded) searched in turn, until one holds a solution: that board's
    /// index and the solution, with the positions generated. `onProgress` hears of the
    /// bound, then of every million positions.
    #[wasm_bindgen(js_name = searchPart, unchecked_return_type = "Part | NoSolution")]
    pub fn search_part(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] start: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
        #[wasm_bindgen(unchecked_param_type = "PartOf")] part: JsValue,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "OnSearchProgress | undefined")]
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "searchPart(start, goal, part, onProgress)";
        let part = value_from::<PartOf>(&part, "part")?.checked()?;
        let frame = Frame::new(call, &on_progress, &JsValue::UNDEFINED)?;
        let mut report = |standing: &Standing| frame.standing(standing);
        face!(self, "searchPart", Solo(solo) => {
            let shared = shared_of(solo, "searchPart")?;
            let start = board_of(solo, &start, "start")?;
            let goal = goal_of(solo, &goal)?;
            let at = (part.bound, part.depth);
            let boards = part.first as usize..part.end as usize;
            match shared.search_part((&start, &goal), at, boards, &mut report) {
                Ok(searched) => {
                    let found = searched
                        .found
                        .map(|(index, solved)| (index, frame.solved(solo, (&start, &goal), solved)));
                    to_js(&Part::new(searched.nodes, found))
                }
                Err(Unshared::Unsolvable(unsolvable)) => {
                    to_js(&NoSolution::new(&unsolvable, frame.micros()))
                }
                Err(Unshared::OutOfRange(refused)) => Err(error(format!("searchPart: part.{refused}"))),
            }
        })
    }
}

/// The search of `solo` that workers share; an error naming `call` for a puzzle without
/// one.
fn shared_of<'a, B: BoardValue>(
    solo: &'a dyn Solo<Board = B>,
    call: &str,
) -> Result<&'a dyn SharedSearch<Board = B>, JsError> {
    solo.shared()
        .ok_or_else(|| error(format!("{call}: this puzzle's search is not shared")))
}
