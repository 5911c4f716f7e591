//! Any [`Game`] with JavaScript values in and out, so that one `Puzzle` class holds any
//! game: boards and answers cross through serde, solves are timed by the engine's clock,
//! and progress goes to a JS callback.

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::convert::{board_from, error, to_js};
use crate::game::{self, Game, PreparedKey, SearchProgress, Solution, Strength};
use crate::puzzles::dao::Value;
use crate::puzzles::Unsolvable;

/// [`Game`] with JavaScript values in and out: lets `Puzzle` hold any game.
pub(super) trait Bindings {
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
