//! The JavaScript face of the core: the `Puzzle` class, its methods listed by facet, one
//! `#[wasm_bindgen] impl Puzzle` block per file: the game every puzzle is (`game`), its
//! tables (`tables`), a one-player puzzle (`solo`) and its sub-faces (`interim`,
//! `anytime`, `bounded`, `lab`, `counting`, `multi_tile`, `shared`), and a two-player game
//! (`versus`). Each method checks and converts its arguments ([`convert`]), runs code
//! written once against whichever game the instance holds ([`with_game`]), and answers in
//! the shapes of [`answers`], every failure a JS `Error` with a readable message; a
//! search's progress, time limit and answer are one frame ([`search`]). No rule lives
//! here.
//!
//! A caller's values are read only through calls that catch what they throw ([`js`]), so
//! a hostile value (a throwing getter, a revoked Proxy) is an error and the instance lives
//! on; a call made while another runs (from its progress callback) is refused, as is a
//! one-player question to a two-player game and the reverse.

/// `face!(puzzle, "call", Solo(solo) => body)`: `body`, inside [`Puzzle::run`], with
/// `solo` the face `Solo` (or `Versus`) of the game `puzzle` holds; for a game of the
/// other face, an error saying what it is.
macro_rules! face {
    ($puzzle:expr, $call:expr, $face:ident($name:ident) => $body:expr) => {
        $puzzle.run($call, |game| {
            $crate::game::with_game!(game, g => {
                let $crate::game::Face::$face($name) = $crate::game::Game::face(g) else {
                    let other = $crate::wasm::other_face($crate::game::Game::face(g));
                    return Err($crate::wasm::convert::error(format!(
                        "{}: `{}` {other}", $call, $puzzle.kind
                    )));
                };
                $body
            })
        })
    };
}

mod answers;
mod anytime;
mod bounded;
mod convert;
mod counting;
mod game;
mod interim;
mod js;
mod lab;
mod multi_tile;
mod search;
mod shared;
mod solo;
mod tables;
mod versus;

use std::cell::Cell;

use wasm_bindgen::prelude::*;

use crate::game::{AnyGame, BoardValue, Face, Game, Kind, Solo, Versus};
use convert::{error, value_from};

/// Runs once, when the module starts: from then on a panic (a bug, as no input may reach
/// one) writes its message and place to `console.error`, instead of leaving only the
/// `unreachable` the engine reports.
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&info.to_string()));
    }));
}

/// One game's rules and solver, for JavaScript.
#[wasm_bindgen]
pub struct Puzzle {
    game: AnyGame,
    kind: Kind,
    /// Whether a call is running (so that a call from its callback is refused).
    busy: Cell<bool>,
}

impl Puzzle {
    /// `f(game)`, refused while another call of this instance runs (a call from its
    /// progress callback).
    fn run<T>(
        &self,
        call: &str,
        f: impl FnOnce(&AnyGame) -> Result<T, JsError>,
    ) -> Result<T, JsError> {
        if self.busy.replace(true) {
            return Err(error(format!(
                "{call}: refused while another call of this puzzle runs (one made from its \
                 progress callback?)"
            )));
        }
        let answer = f(&self.game);
        self.busy.set(false);
        answer
    }
}

/// What a game of `face` is not, for the error of a question for the other face.
fn other_face<B>(face: Face<'_, B>) -> &'static str {
    match face {
        Face::Solo(_) => "is not a two-player game",
        Face::Versus(_) => "is a two-player game, with no goal",
    }
}

/// The goal argument: the game's default goal when `undefined`. Kept out of line, as are
/// [`board_of`] and the search frame's answers: one copy per board type serves every
/// binding, rather than one inlined into each (a smaller module).
#[inline(never)]
fn goal_of<B: BoardValue>(solo: &dyn Solo<Board = B>, goal: &JsValue) -> Result<B, JsError> {
    if goal.is_undefined() {
        Ok(solo.default_goal())
    } else {
        board_of(solo, goal, "goal")
    }
}

/// The board `value` of `game`, read as [`value_from`] reads it and checked by the game
/// ([`Game::check`]); `what` names it in the error.
#[inline(never)]
fn board_of<G: Game + ?Sized>(game: &G, value: &JsValue, what: &str) -> Result<G::Board, JsError> {
    let board = value_from(value, what)?;
    game.check(&board)
        .map_err(|e| error(format!("invalid {what}: {e}")))?;
    Ok(board)
}

/// A game's face with the goal of a question both faces answer: a one-player puzzle's
/// goal, or a two-player game (which has none).
enum Toward<'a, B> {
    /// A one-player puzzle and the goal.
    Solo(&'a dyn Solo<Board = B>, B),
    /// A two-player game.
    Versus(&'a dyn Versus<Board = B>),
}

/// The face of `game` (of `kind`) with the goal argument `goal`: a one-player puzzle's
/// goal, its default when `undefined`; for a two-player game `goal` must be `undefined`,
/// else an error naming `call`.
fn toward<'a, G: Game + ?Sized>(
    game: &'a G,
    kind: Kind,
    call: &str,
    goal: &JsValue,
) -> Result<Toward<'a, G::Board>, JsError> {
    match game.face() {
        Face::Solo(solo) => Ok(Toward::Solo(solo, goal_of(solo, goal)?)),
        Face::Versus(_) if !goal.is_undefined() => {
            Err(error(format!("{call}: `{kind}` has no goal")))
        }
        Face::Versus(versus) => Ok(Toward::Versus(versus)),
    }
}
