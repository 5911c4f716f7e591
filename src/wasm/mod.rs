//! The JavaScript face of the core: a `Puzzle` class whose methods convert their
//! arguments, call the puzzle's [`Game`] (and a two-player game's
//! [`Versus`](crate::game::Versus) face) and turn every failure into a JS `Error` with a
//! readable message. Every argument arrives as a `JsValue` and is checked here, so that
//! a value of the wrong type gets that message too, never a fault of the generated glue
//! (which would read a number as a string's address). No rule lives here. What only the
//! engine can do lives here alone:
//! timing a search with `performance.now()`, and a panic hook that reports to the console.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::game::{
    self, DaoGame, EightGame, FifteenGame, Game, NineGame, Notation, PreparedKey, SdaoGame,
    SearchProgress, Solution, Strength,
};
use crate::puzzles::dao::Value;
use crate::puzzles::Unsolvable;

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
        Ok(Puzzle {
            game,
            kind: kind.to_owned(),
        })
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

/// [`Game`] with JavaScript values in and out: lets `Puzzle` hold any game.
trait Bindings {
    fn default_goal(&self) -> Result<JsValue, JsError>;
    fn parse(&self, text: &str) -> Result<JsValue, JsError>;
    fn format(&self, board: JsValue) -> Result<String, JsError>;
    fn legal_moves(&self, board: JsValue) -> Result<JsValue, JsError>;
    fn step(&self, board: JsValue, name: &str) -> Result<JsValue, JsError>;
    fn solve(&self, start: JsValue, goal: JsValue) -> Result<JsValue, JsError>;
    fn is_goal(&self, board: JsValue, goal: JsValue) -> Result<bool, JsError>;
    fn distance(&self, board: JsValue, goal: JsValue) -> Result<Option<u32>, JsError>;
    fn distance_counts(&self, goal: JsValue) -> Result<Vec<f64>, JsError>;
    fn scramble(&self, seed: u32, goal: JsValue) -> Result<JsValue, JsError>;
    fn scramble_at(&self, seed: u32, goal: JsValue, level: &str) -> Result<JsValue, JsError>;
    fn hardest(&self, seed: u32, goal: JsValue) -> Result<JsValue, JsError>;
    fn judge_output(&self, start: JsValue, goal: JsValue) -> Result<Option<String>, JsError>;
    fn why_unsolvable(&self, start: JsValue, goal: JsValue) -> Result<Option<String>, JsError>;
    fn capabilities(&self) -> Result<JsValue, JsError>;
    fn prepared_key(&self, goal: JsValue) -> Result<JsValue, JsError>;
    fn prepare(&self, goal: JsValue, on_progress: &js_sys::Function) -> Result<Vec<u8>, JsError>;
    fn strong_key(&self, goal: JsValue) -> Result<JsValue, JsError>;
    fn prepare_strong(
        &self,
        goal: JsValue,
        on_progress: &js_sys::Function,
    ) -> Result<Vec<u8>, JsError>;
    fn load_prepared(&self, bytes: &[u8]) -> Result<(), JsError>;
    fn solve_reporting(
        &self,
        start: JsValue,
        goal: JsValue,
        on_progress: &js_sys::Function,
    ) -> Result<JsValue, JsError>;
    // The two-player methods: `None` when the game is not one.
    fn outcome(&self, board: JsValue) -> Option<Result<JsValue, JsError>>;
    fn value(&self, board: JsValue) -> Option<Result<JsValue, JsError>>;
    fn move_values(&self, board: JsValue) -> Option<Result<JsValue, JsError>>;
    fn computer_move(
        &self,
        board: JsValue,
        level: &str,
        seed: u32,
    ) -> Option<Result<Option<String>, JsError>>;
}

/// `{ move, board, from, to, value }`: a legal move; `from` and `to` absent when it
/// carries many pieces, `value` unless asked for.
#[derive(Serialize)]
struct LegalMove<B> {
    r#move: String,
    board: B,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<Valued>,
}

impl<B> LegalMove<B> {
    fn new(legal: game::LegalMove<B>, value: Option<Value>) -> Self {
        Self {
            r#move: legal.name,
            board: legal.board,
            from: legal.cells.map(|(from, _)| from),
            to: legal.cells.map(|(_, to)| to),
            value: value.map(Valued::from),
        }
    }
}

/// `{ outcome, plies }`: a [`Value`], `plies` absent for a draw.
#[derive(Serialize)]
struct Valued {
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    plies: Option<u8>,
}

impl From<Value> for Valued {
    fn from(value: Value) -> Self {
        Self {
            outcome: value.verdict(),
            plies: value.plies(),
        }
    }
}

#[derive(Serialize)]
struct Solved<B> {
    #[serde(flatten)]
    solution: Solution<B>,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<u64>,
    micros: f64,
}

#[derive(Serialize)]
struct Hardest<B> {
    board: B,
    goal: B,
}

#[derive(Serialize)]
struct NoSolution {
    unsolvable: bool,
    reason: String,
    micros: f64,
}

/// The answer to a solve from `start`, given the moves found (and the positions the
/// search generated, when it says) and the time it took: `{ moves, boards, nodes?,
/// micros }` or `{ unsolvable: true, reason, micros }`.
fn answer<G: Game>(
    game: &G,
    start: &G::Board,
    found: Result<(Vec<String>, Option<u64>), Unsolvable>,
    micros: f64,
) -> Result<JsValue, JsError> {
    match found {
        Ok((moves, nodes)) => to_js(&Solved {
            solution: game.replay(start, moves),
            nodes,
            micros,
        }),
        Err(unsolvable) => to_js(&NoSolution {
            unsolvable: true,
            reason: unsolvable.reason,
            micros,
        }),
    }
}

impl<G: Game> Bindings for G {
    fn default_goal(&self) -> Result<JsValue, JsError> {
        to_js(&Game::default_goal(self))
    }

    fn parse(&self, text: &str) -> Result<JsValue, JsError> {
        to_js(&Game::parse(self, text).map_err(error)?)
    }

    fn format(&self, board: JsValue) -> Result<String, JsError> {
        Ok(Game::format(self, &board_from(board, "board")?))
    }

    fn legal_moves(&self, board: JsValue) -> Result<JsValue, JsError> {
        let moves: Vec<_> = self
            .moves(&board_from(board, "board")?)
            .into_iter()
            .map(|legal| LegalMove::new(legal, None))
            .collect();
        to_js(&moves)
    }

    fn step(&self, board: JsValue, name: &str) -> Result<JsValue, JsError> {
        let board = board_from::<G::Board>(board, "board")?;
        to_js(&Game::step(self, &board, name).map_err(error)?)
    }

    fn solve(&self, start: JsValue, goal: JsValue) -> Result<JsValue, JsError> {
        let start = board_from(start, "start")?;
        let goal = goal_from(self, goal)?;
        let (moves, micros) = timed(|| Game::solve(self, &start, &goal));
        answer(self, &start, moves.map(|moves| (moves, None)), micros)
    }

    fn is_goal(&self, board: JsValue, goal: JsValue) -> Result<bool, JsError> {
        let board = board_from(board, "board")?;
        Ok(Game::is_goal(self, &board, &goal_from(self, goal)?))
    }

    fn distance(&self, board: JsValue, goal: JsValue) -> Result<Option<u32>, JsError> {
        let board = board_from(board, "board")?;
        Ok(Game::distance(self, &board, &goal_from(self, goal)?).ok())
    }

    fn distance_counts(&self, goal: JsValue) -> Result<Vec<f64>, JsError> {
        let counts = Game::distance_counts(self, &goal_from(self, goal)?);
        Ok(counts.into_iter().map(|c| c as f64).collect())
    }

    fn scramble(&self, seed: u32, goal: JsValue) -> Result<JsValue, JsError> {
        to_js(&Game::scramble(
            self,
            &goal_from(self, goal)?,
            u64::from(seed),
        ))
    }

    fn scramble_at(&self, seed: u32, goal: JsValue, level: &str) -> Result<JsValue, JsError> {
        let level = serde_wasm_bindgen::from_value(JsValue::from_str(level)).map_err(|_| {
            error(format!(
                "unknown level `{level}`; known: easy, medium, hard"
            ))
        })?;
        let goal = goal_from(self, goal)?;
        to_js(&Game::scramble_at(self, &goal, u64::from(seed), level))
    }

    fn hardest(&self, seed: u32, goal: JsValue) -> Result<JsValue, JsError> {
        let (board, goal) = Game::hardest(self, &goal_from(self, goal)?, u64::from(seed));
        to_js(&Hardest { board, goal })
    }

    fn judge_output(&self, start: JsValue, goal: JsValue) -> Result<Option<String>, JsError> {
        let start = board_from(start, "start")?;
        Ok(Game::judge_output(self, &start, &goal_from(self, goal)?))
    }

    fn why_unsolvable(&self, start: JsValue, goal: JsValue) -> Result<Option<String>, JsError> {
        let start = board_from(start, "start")?;
        let verdict = Game::why_unsolvable(self, &start, &goal_from(self, goal)?);
        Ok(verdict.map(|unsolvable| unsolvable.reason))
    }

    fn capabilities(&self) -> Result<JsValue, JsError> {
        to_js(&Game::capabilities(self))
    }

    fn prepared_key(&self, goal: JsValue) -> Result<JsValue, JsError> {
        key(Game::prepared_key(self, &goal_from(self, goal)?))
    }

    fn prepare(&self, goal: JsValue, on_progress: &js_sys::Function) -> Result<Vec<u8>, JsError> {
        let goal = goal_from(self, goal)?;
        Ok(Game::prepare(self, &goal, &mut reporter(on_progress)))
    }

    fn strong_key(&self, goal: JsValue) -> Result<JsValue, JsError> {
        key(Game::strong_key(self, &goal_from(self, goal)?))
    }

    fn prepare_strong(
        &self,
        goal: JsValue,
        on_progress: &js_sys::Function,
    ) -> Result<Vec<u8>, JsError> {
        let goal = goal_from(self, goal)?;
        Ok(Game::prepare_strong(
            self,
            &goal,
            &mut reporter(on_progress),
        ))
    }

    fn load_prepared(&self, bytes: &[u8]) -> Result<(), JsError> {
        Game::load_prepared(self, bytes).map_err(error)
    }

    fn solve_reporting(
        &self,
        start: JsValue,
        goal: JsValue,
        on_progress: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let start = board_from(start, "start")?;
        let goal = goal_from(self, goal)?;
        let mut report = |progress: SearchProgress| {
            if let Ok(value) = to_js(&progress) {
                let _ = on_progress.call1(&JsValue::NULL, &value);
            }
        };
        let (found, micros) = timed(|| Game::solve_reporting(self, &start, &goal, &mut report));
        let found = found.map(|(moves, nodes)| (moves, Some(nodes)));
        answer(self, &start, found, micros)
    }

    fn outcome(&self, board: JsValue) -> Option<Result<JsValue, JsError>> {
        let versus = self.versus()?;
        Some(
            board_from(board, "board").and_then(|board| match versus.outcome(&board) {
                Some(outcome) => to_js(&outcome),
                None => Ok(JsValue::UNDEFINED),
            }),
        )
    }

    fn value(&self, board: JsValue) -> Option<Result<JsValue, JsError>> {
        let versus = self.versus()?;
        Some(board_from(board, "board").and_then(|board| {
            let value = versus.value(&board).map_err(error)?;
            to_js(&Valued::from(value))
        }))
    }

    fn move_values(&self, board: JsValue) -> Option<Result<JsValue, JsError>> {
        let versus = self.versus()?;
        Some(board_from(board, "board").and_then(|board| {
            let moves: Vec<_> = versus
                .move_values(&board)
                .map_err(error)?
                .into_iter()
                .map(|valued| LegalMove::new(valued.legal, Some(valued.value)))
                .collect();
            to_js(&moves)
        }))
    }

    fn computer_move(
        &self,
        board: JsValue,
        level: &str,
        seed: u32,
    ) -> Option<Result<Option<String>, JsError>> {
        let versus = self.versus()?;
        Some(board_from(board, "board").and_then(|board| {
            let strength: Strength = level.parse().map_err(error)?;
            versus
                .computer_move(&board, strength, u64::from(seed))
                .map_err(error)
        }))
    }
}

/// A cache key as `{ family, version }`, or `undefined`.
fn key(key: Option<PreparedKey>) -> Result<JsValue, JsError> {
    match key {
        Some(key) => to_js(&key),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// A build's progress callback: `on_progress(fraction)`, whose throwing must not stop the
/// build.
fn reporter(on_progress: &js_sys::Function) -> impl FnMut(f64) + '_ {
    |fraction| {
        let _ = on_progress.call1(&JsValue::NULL, &JsValue::from_f64(fraction));
    }
}

/// The goal argument: the game's default goal when `undefined` or `null`.
fn goal_from<G: Game>(game: &G, goal: JsValue) -> Result<G::Board, JsError> {
    if goal.is_undefined() || goal.is_null() {
        Ok(game.default_goal())
    } else {
        board_from(goal, "goal")
    }
}

/// `f()` and the time it took in whole microseconds, by the engine's `performance.now()`
/// (reached through the global object, so that it works in a worker too), or by
/// `Date.now()` where there is no `performance`.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|value| value.dyn_into::<web_sys::Performance>().ok());
    let now = || {
        performance
            .as_ref()
            .map_or_else(js_sys::Date::now, web_sys::Performance::now)
    };
    let started = now();
    let value = f();
    (value, ((now() - started) * 1000.0).round())
}

/// The string `value`, or an error saying that `call` expected `what` (a string).
fn text_from(value: &JsValue, call: &str, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| expected(call, &format!("{what} as a string"), value))
}

/// The seed `value`, a whole number 0 to 2^32 - 1, or an error saying that `call`
/// expected one.
fn seed_from(value: &JsValue, call: &str) -> Result<u32, JsError> {
    value
        .as_f64()
        .filter(|&n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n))
        .map(|n| n as u32)
        .ok_or_else(|| expected(call, "a seed, a whole number 0 to 4294967295", value))
}

/// The function `value`, or an error saying that `call` expected one.
fn function_from(value: JsValue, call: &str) -> Result<js_sys::Function, JsError> {
    value
        .dyn_into::<js_sys::Function>()
        .map_err(|value| expected(call, "a function for onProgress", &value))
}

/// `call: expected WHAT, found a number`.
fn expected(call: &str, what: &str, found: &JsValue) -> JsError {
    error(format!(
        "{call}: expected {what}, found {}",
        described(found)
    ))
}

/// What kind of JS value `value` is, in words: `a number`, `an object`, `null`, ...
fn described(value: &JsValue) -> String {
    if value.is_null() {
        return "null".to_owned();
    }
    if value.is_undefined() {
        return "undefined".to_owned();
    }
    if js_sys::Array::is_array(value) {
        return "an array".to_owned();
    }
    let kind = value.js_typeof().as_string().unwrap_or_default();
    let article = if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {kind}")
}

fn board_from<B: serde::de::DeserializeOwned>(value: JsValue, what: &str) -> Result<B, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        // The message of a JS error converted to text starts with "Error: ".
        let message = e.to_string();
        let message = message.strip_prefix("Error: ").unwrap_or(&message);
        error(format!("invalid {what}: {message}"))
    })
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(error)
}

fn error(message: impl ToString) -> JsError {
    JsError::new(&message.to_string())
}
