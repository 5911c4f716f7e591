//! What a two-player game answers: its start, how a game ended, the value of a position
//! and of each move, the computer's move, perfect play, and positions to play from.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use super::answers::{LegalMove, NoSolution, Solved, Valued};
use super::convert::{error, seed_from, text_from, to_js, typed};
use super::search::Frame;
use super::{board_of, Puzzle};
use crate::game::{Outcome, Strength};

#[wasm_bindgen]
impl Puzzle {
    /// The position games start from.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn start(&self) -> Result<JsValue, JsError> {
        face!(self, "start", Versus(versus) => to_js(&versus.start()))
    }

    /// How the game at `board` has ended, or `undefined` while it goes on: the winner,
    /// the way, and the 4 cells that show it (the winning stones; for `trapped` the
    /// cornered stone and its three neighbours). The rules alone answer.
    pub fn outcome(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<Option<Ts<Outcome>>, JsError> {
        face!(self, "outcome", Versus(versus) => {
            let outcome = versus.outcome(&board_of(versus, &board, "board")?);
            outcome.as_ref().map(typed).transpose()
        })
    }

    /// The value of `board` for the side to move with perfect play; throws until the
    /// tablebase is built or loaded.
    pub fn value(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<Ts<Valued>, JsError> {
        face!(self, "value", Versus(versus) => {
            let value = versus.value(&board_of(versus, &board, "board")?).map_err(error)?;
            typed(&Valued::from(value))
        })
    }

    /// Every legal move in canonical order with the value of the position it leads to
    /// for the side that moves; throws until the tablebase is built or loaded.
    #[wasm_bindgen(js_name = moveValues, unchecked_return_type = "LegalMove<Board>[]")]
    pub fn move_values(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        face!(self, "moveValues", Versus(versus) => {
            let moves = versus.move_values(&board_of(versus, &board, "board")?).map_err(error)?;
            let moves: Vec<_> = moves
                .into_iter()
                .map(|valued| LegalMove::new(valued.legal, Some(valued.value)))
                .collect();
            to_js(&moves)
        })
    }

    /// The move the computer plays at `level` (`perfect`, `strong` or `casual`), its
    /// choice among equals fixed by `seed`; `undefined` when the game is over. Throws
    /// until the tablebase is built or loaded.
    #[wasm_bindgen(js_name = computerMove)]
    pub fn computer_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Strength")] level: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<Option<String>, JsError> {
        let call = "computerMove(board, level, seed)";
        let strength: Strength = text_from(&level, call, "a level")?.parse().map_err(error)?;
        let seed = seed_from(&seed, call)?;
        face!(self, "computerMove", Versus(versus) => {
            let board = board_of(versus, &board, "board")?;
            versus.computer_move(&board, strength, seed).map_err(error)
        })
    }

    /// The rest of the game from `board` with perfect play on both sides (the winner
    /// hurrying, the loser holding out), with the judge's output of the position
    /// (`judge`), or why there is none (a draw); builds the tablebase first if need be.
    #[wasm_bindgen(js_name = perfectPlay, unchecked_return_type = "Answer")]
    pub fn perfect_play(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        let frame = Frame::new(
            "perfectPlay(board)",
            &JsValue::UNDEFINED,
            &JsValue::UNDEFINED,
        )?;
        face!(self, "perfectPlay", Versus(versus) => {
            let board = board_of(versus, &board, "board")?;
            match versus.perfect_play(&board) {
                Ok(moves) => {
                    let plies = moves.len() as u32;
                    let judge = Some(versus.judge_output(&board));
                    let solution = versus.replay(&board, moves);
                    to_js(&Solved::new(solution, (plies, 0), frame.micros(), judge))
                }
                Err(unsolvable) => to_js(&NoSolution::new(&unsolvable, frame.micros())),
            }
        })
    }

    /// A position drawn by `seed` among those where the game goes on.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn random(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<JsValue, JsError> {
        let seed = seed_from(&seed, "random(seed)")?;
        face!(self, "random", Versus(versus) => to_js(&versus.random(seed)))
    }

    /// One of the positions whose win takes longest against the best defence, by `seed`.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn deepest(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<JsValue, JsError> {
        let seed = seed_from(&seed, "deepest(seed)")?;
        face!(self, "deepest", Versus(versus) => to_js(&versus.deepest(seed)))
    }
}
