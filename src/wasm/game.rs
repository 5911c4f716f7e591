//! What every game answers: its kinds, what it can do, boards read and written, legal
//! moves, a move's board, a replay, the lines a click slides, and all a move's facts at
//! once.

use tsify::Ts;
use wasm_bindgen::prelude::*;

use super::answers::{Facts, LegalMove, Unsolved};
use super::convert::{error, text_from, to_js, typed, typed_all, value_from};
use super::{board_of, toward, Puzzle, Toward};
use crate::game::{with_game, AnyGame, Capabilities, Game, Kind, Line};

#[wasm_bindgen]
impl Puzzle {
    /// The game called `kind`, one of `Puzzle.kinds()`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] kind: JsValue,
    ) -> Result<Puzzle, JsError> {
        let kind: Kind = text_from(&kind, "new Puzzle(kind)", "a puzzle's name")?
            .parse()
            .map_err(error)?;
        Ok(Puzzle {
            game: AnyGame::new(kind),
            kind,
            busy: Default::default(),
        })
    }

    /// The names of every game, in the order the page lists them.
    pub fn kinds() -> Vec<String> {
        Kind::ALL.iter().map(ToString::to_string).collect()
    }

    /// What the page may count on: one player or two, instant distances, the board's
    /// shape, the levels of scrambles, the names of cells, and the sub-faces it has.
    pub fn capabilities(&self) -> Result<Ts<Capabilities>, JsError> {
        self.run(
            "capabilities",
            |game| with_game!(game, g => typed(&Capabilities::of(g))),
        )
    }

    /// Parses one board in the game's judge notation; throws naming line, column, token.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn parse(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<JsValue, JsError> {
        let text = text_from(&text, "parse(text)", "the board's text")?;
        self.run(
            "parse",
            |game| with_game!(game, g => to_js(&g.parse(&text).map_err(error)?)),
        )
    }

    /// The board in the game's judge notation.
    pub fn format(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<String, JsError> {
        self.run(
            "format",
            |game| with_game!(game, g => Ok(g.format(&board_of(g, &board, "board")?))),
        )
    }

    /// The legal moves in canonical order, with the board each leads to and the cells
    /// (row by row from 0) the one piece it carries leaves and reaches.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "LegalMove<Board>[]")]
    pub fn legal_moves(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<JsValue, JsError> {
        self.run("legalMoves", |game| {
            with_game!(game, g => to_js(&LegalMove::all(g.moves(&board_of(g, &board, "board")?))))
        })
    }

    /// The board after `move`; throws naming the illegal move and the legal ones.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn step(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] r#move: JsValue,
    ) -> Result<JsValue, JsError> {
        let name = text_from(&r#move, "step(board, move)", "a move's name")?;
        self.run("step", |game| {
            with_game!(game, g => to_js(&g.step(&board_of(g, &board, "board")?, &name).map_err(error)?))
        })
    }

    /// The boards `moves` (an array of move names) pass from `board`, the board first:
    /// `moves.length + 1` of them; throws at the first move that is not legal.
    #[wasm_bindgen(unchecked_return_type = "Board[]")]
    pub fn replay(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
    ) -> Result<JsValue, JsError> {
        let names: Vec<String> = value_from(&moves, "moves")?;
        self.run("replay", |game| {
            with_game!(game, g => {
                let mut boards = vec![board_of(g, &board, "board")?];
                for (i, name) in names.iter().enumerate() {
                    let last = boards.last().expect("starts with the board");
                    let next = g
                        .step(last, name)
                        .map_err(|e| error(format!("replay: move {}: {e}", i + 1)))?;
                    boards.push(next);
                }
                to_js(&boards)
            })
        })
    }

    /// Every cell a click slides a line from (sliding boards: the blank's row and column),
    /// with the moves it makes, nearest the blank first; empty for other games.
    pub fn lines(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    ) -> Result<Vec<Ts<Line>>, JsError> {
        self.run(
            "lines",
            |game| with_game!(game, g => typed_all(&g.lines(&board_of(g, &board, "board")?))),
        )
    }

    /// What the page works out after every move, in one call, at once: the board as
    /// `format` writes it, its moves as `legalMoves` and its lines as `lines` give them,
    /// and, toward `goal` (the default goal when `undefined`) for a one-player puzzle,
    /// whether it is the goal (as `isGoal`) and why the goal is out of reach (as
    /// `whyUnsolvable`); for a two-player game (whose `goal` must be `undefined`), how the
    /// game ended (as `outcome`), `atGoal` being `false`.
    pub fn facts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Board | undefined")] goal: JsValue,
    ) -> Result<Ts<Facts>, JsError> {
        self.run("facts", |game| {
            with_game!(game, g => {
                let board = board_of(g, &board, "board")?;
                let (at_goal, unsolvable, outcome) = match toward(g, self.kind, "facts", &goal)? {
                    Toward::Solo(solo, goal) => (
                        solo.is_goal(&board, &goal),
                        solo.why_unsolvable(&board, &goal).as_ref().map(Unsolved::from),
                        None,
                    ),
                    Toward::Versus(versus) => (false, None, versus.outcome(&board)),
                };
                typed(&Facts {
                    text: g.format(&board),
                    moves: to_js(&LegalMove::all(g.moves(&board)))?,
                    lines: g.lines(&board),
                    at_goal,
                    unsolvable,
                    outcome,
                })
            })
        })
    }
}
