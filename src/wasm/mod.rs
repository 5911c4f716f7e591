//! The JavaScript face of the core: a `Puzzle` class whose methods convert their
//! arguments, call the puzzle's [`Game`](crate::game::Game) (and a two-player game's
//! [`Versus`](crate::game::Versus) face) and turn every failure into a JS `Error` with a
//! readable message. Every argument arrives as a `JsValue` and is checked here, so that
//! a value of the wrong type gets that message too, never a fault of the generated glue
//! (which would read a number as a string's address). No rule lives here. What only the
//! engine can do lives here alone:
//! timing a search with `performance.now()`, and a panic hook that reports to the console.
//!
//! `bindings` turns each [`Game`](crate::game::Game) into the class's JS-valued methods;
//! `convert` checks and converts the arguments and builds the errors.

mod bindings;
mod convert;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::game::{DaoGame, EightGame, FifteenGame, NineGame, Notation, SdaoGame};
use bindings::Bindings;
use convert::{error, expected, function_from, seed_from, text_from};

/// Runs once, when the module starts: from then on a panic (a bug, as no input may reach
/// one) writes its message and place to `console.error`, instead of leaving only the
/// `unreachable` the engine reports.
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&info.to_string()));
    }));
}

/// The puzzle names `new Puzzle(name)` accepts.
const KINDS: &str = "eight, eight2, nine, sdao, fifteen, dao";

/// One puzzle's rules and solver, for JavaScript.
#[wasm_bindgen]
pub struct Puzzle {
    game: Box<dyn Bindings>,
    /// The name it was made with.
    kind: String,
}

#[wasm_bindgen]
impl Puzzle {
    /// The puzzle called `kind`: `"eight"`, `"eight2"`, `"nine"`, `"sdao"`, `"fifteen"`
    /// or `"dao"` (the two-player game).
    #[wasm_bindgen(constructor)]
    pub fn new(kind: JsValue) -> Result<Puzzle, JsError> {
        let kind = text_from(&kind, "new Puzzle(kind)", "a puzzle's name")?;
        let game: Box<dyn Bindings> = match kind.as_str() {
            "eight" => Box::new(EightGame::new(Notation::Spaced)),
            "eight2" => Box::new(EightGame::new(Notation::Compact)),
            "nine" => Box::new(NineGame::new()),
            "sdao" => Box::new(SdaoGame::new()),
            "fifteen" => Box::new(FifteenGame::new()),
            "dao" => Box::new(DaoGame::new()),
            _ => return Err(error(format!("unknown puzzle `{kind}`; known: {KINDS}"))),
        };
        Ok(Puzzle { game, kind })
    }

    /// The board reached when no goal is given.
    #[wasm_bindgen(js_name = defaultGoal)]
    pub fn default_goal(&self) -> Result<JsValue, JsError> {
        self.game.default_goal()
    }

    /// Parses one board in the puzzle's judge notation; throws naming line, column, token.
    pub fn parse(&self, text: JsValue) -> Result<JsValue, JsError> {
        self.game
            .parse(&text_from(&text, "parse(text)", "the board's text")?)
    }

    /// The board in the puzzle's judge notation.
    pub fn format(&self, board: JsValue) -> Result<String, JsError> {
        self.game.format(board)
    }

    /// `[{ move, board, from, to }]`: the legal moves in canonical order, with the cells
    /// (row by row from 0) the one piece a move carries leaves and reaches; `from` and
    /// `to` are absent where a move carries many pieces (Nine).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self, board: JsValue) -> Result<JsValue, JsError> {
        self.game.legal_moves(board)
    }

    /// The board after `move`; throws naming the illegal move.
    pub fn step(&self, board: JsValue, r#move: JsValue) -> Result<JsValue, JsError> {
        let name = text_from(&r#move, "step(board, move)", "a move's name")?;
        self.game.step(board, &name)
    }

    /// `{ moves, boards, micros }`, an optimal solution toward `goal` (default goal when
    /// `undefined`), or `{ unsolvable: true, reason, micros }`; `micros` is the time the
    /// search took, in whole microseconds.
    pub fn solve(&self, start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
        self.game.solve(start, goal)
    }

    /// Whether `board` has reached `goal` (the default goal when `undefined`).
    #[wasm_bindgen(js_name = isGoal)]
    pub fn is_goal(&self, board: JsValue, goal: JsValue) -> Result<bool, JsError> {
        self.game.is_goal(board, goal)
    }

    /// The number of moves of an optimal solution, or `undefined` when there is none.
    pub fn distance(&self, board: JsValue, goal: JsValue) -> Result<Option<u32>, JsError> {
        self.game.distance(board, goal)
    }

    /// `counts[d]`: how many positions lie `d` moves from `goal`.
    #[wasm_bindgen(js_name = distanceCounts)]
    pub fn distance_counts(&self, goal: JsValue) -> Result<Vec<f64>, JsError> {
        self.game.distance_counts(goal)
    }

    /// What the `puzzle` command prints for this one case, or `undefined` when the
    /// puzzle's judge format cannot state it.
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(&self, start: JsValue, goal: JsValue) -> Result<Option<String>, JsError> {
        self.game.judge_output(start, goal)
    }

    /// Why `goal` cannot be reached from `start`, when that needs no search (a parity);
    /// `undefined` otherwise.
    #[wasm_bindgen(js_name = whyUnsolvable)]
    pub fn why_unsolvable(&self, start: JsValue, goal: JsValue) -> Result<Option<String>, JsError> {
        self.game.why_unsolvable(start, goal)
    }

    /// `{ instantDistance, prepares }`: whether `distance` is a table lookup, and what
    /// `prepare` builds (absent when nothing).
    pub fn capabilities(&self) -> Result<JsValue, JsError> {
        self.game.capabilities()
    }

    /// `{ family, version }`: where to cache what `prepare(goal)` builds (a cached copy of
    /// another version is stale), or `undefined` when solving toward `goal` needs nothing
    /// built ahead.
    #[wasm_bindgen(js_name = preparedKey)]
    pub fn prepared_key(&self, goal: JsValue) -> Result<JsValue, JsError> {
        self.game.prepared_key(goal)
    }

    /// Builds what solving toward `goal` needs, calling `onProgress(fraction)` along the
    /// way; returns it as bytes to cache and give back with `loadPrepared`.
    pub fn prepare(&self, goal: JsValue, on_progress: JsValue) -> Result<Vec<u8>, JsError> {
        let on_progress = function_from(on_progress, "prepare(goal, onProgress)")?;
        self.game.prepare(goal, &on_progress)
    }

    /// `{ family, version }`: where to cache what `prepareStrong(goal)` builds, or
    /// `undefined` when there is nothing stronger than `prepare`'s for `goal`.
    #[wasm_bindgen(js_name = strongKey)]
    pub fn strong_key(&self, goal: JsValue) -> Result<JsValue, JsError> {
        self.game.strong_key(goal)
    }

    /// Builds tables stronger than `prepare`'s (Fifteen: 196 MB, tens of seconds, up to
    /// about 550 MB of memory meanwhile), calling `onProgress(fraction)` along the way;
    /// they then serve here, and the bytes returned to cache serve anywhere through
    /// `loadPrepared`.
    #[wasm_bindgen(js_name = prepareStrong)]
    pub fn prepare_strong(&self, goal: JsValue, on_progress: JsValue) -> Result<Vec<u8>, JsError> {
        let on_progress = function_from(on_progress, "prepareStrong(goal, onProgress)")?;
        self.game.prepare_strong(goal, &on_progress)
    }

    /// Takes back the bytes (a `Uint8Array`) from `prepare` or `prepareStrong`; throws if
    /// they are damaged or are not what this version builds.
    #[wasm_bindgen(js_name = loadPrepared)]
    pub fn load_prepared(&self, bytes: JsValue) -> Result<(), JsError> {
        let bytes = bytes.dyn_into::<js_sys::Uint8Array>().map_err(|value| {
            expected(
                "loadPrepared(bytes)",
                "the bytes prepare returned, a Uint8Array",
                &value,
            )
        })?;
        self.game.load_prepared(&bytes.to_vec())
    }

    /// `solve`, calling `onProgress({ bound, nodes })` along a long search; a solution
    /// also has `nodes`, the positions the search generated.
    #[wasm_bindgen(js_name = solveReporting)]
    pub fn solve_reporting(
        &self,
        start: JsValue,
        goal: JsValue,
        on_progress: JsValue,
    ) -> Result<JsValue, JsError> {
        let on_progress = function_from(on_progress, "solveReporting(start, goal, onProgress)")?;
        self.game.solve_reporting(start, goal, &on_progress)
    }

    /// A random position, fixed by `seed` (a whole number 0 to 2^32 - 1), from which
    /// `goal` can be reached.
    pub fn scramble(&self, seed: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
        let seed = seed_from(&seed, "scramble(seed, goal)")?;
        self.game.scramble(seed, goal)
    }

    /// A random position of the difficulty `level` (`"easy"`, `"medium"` or `"hard"`),
    /// fixed by `seed` (as for `scramble`); throws on another level.
    #[wasm_bindgen(js_name = scrambleAt)]
    pub fn scramble_at(
        &self,
        seed: JsValue,
        goal: JsValue,
        level: JsValue,
    ) -> Result<JsValue, JsError> {
        let call = "scrambleAt(seed, goal, level)";
        let seed = seed_from(&seed, call)?;
        self.game
            .scramble_at(seed, goal, &text_from(&level, call, "a level")?)
    }

    /// `{ board, goal }`: one of the positions farthest from `goal`, drawn by `seed` (as
    /// for `scramble`), with the goal it is farthest from (`goal`, unless the puzzle knows
    /// its hardest positions for another goal only).
    pub fn hardest(&self, seed: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
        self.game
            .hardest(seed_from(&seed, "hardest(seed, goal)")?, goal)
    }

    /// Two-player games: `undefined` while the game goes on, else `{ winner, pattern,
    /// cells }`: `"white"` or `"black"`, `"row"`, `"column"`, `"square"`, `"corners"` or
    /// `"trapped"`, and the 4 cells that show it (the winning stones; for `"trapped"` the
    /// cornered stone and its three neighbours). Rules only: builds nothing.
    pub fn outcome(&self, board: JsValue) -> Result<JsValue, JsError> {
        self.two_player(self.game.outcome(board))
    }

    /// Two-player games: `{ outcome, plies }`, the value of `board` for the side to move
    /// with perfect play: `"win"`, `"loss"` or `"draw"`, and the plies to the end (absent
    /// for a draw). Throws until the tablebase is prepared or loaded.
    pub fn value(&self, board: JsValue) -> Result<JsValue, JsError> {
        self.two_player(self.game.value(board))
    }

    /// Two-player games: `[{ move, from, to, board, value }]`, every legal move in
    /// canonical order with the value (as `value` gives it) of the position it leads to
    /// for the side that moves, its plies counted from that position. Throws until the
    /// tablebase is prepared or loaded.
    #[wasm_bindgen(js_name = moveValues)]
    pub fn move_values(&self, board: JsValue) -> Result<JsValue, JsError> {
        self.two_player(self.game.move_values(board))
    }

    /// Two-player games: the move the computer plays at `level` (`"perfect"`, `"strong"`
    /// or `"casual"`), its choice among equals fixed by `seed`; `undefined` when the game
    /// is over. Throws until the tablebase is prepared or loaded.
    #[wasm_bindgen(js_name = computerMove)]
    pub fn computer_move(
        &self,
        board: JsValue,
        level: JsValue,
        seed: JsValue,
    ) -> Result<Option<String>, JsError> {
        let call = "computerMove(board, level, seed)";
        let level = text_from(&level, call, "a level")?;
        let seed = seed_from(&seed, call)?;
        self.two_player(self.game.computer_move(board, &level, seed))
    }
}

impl Puzzle {
    /// The answer of a two-player method, or the error saying this puzzle is none.
    fn two_player<T>(&self, answer: Option<Result<T, JsError>>) -> Result<T, JsError> {
        answer.unwrap_or_else(|| Err(error(format!("`{}` is not a two-player game", self.kind))))
    }
}
