//! A position's moves, with their values where a two-player game asks, and every fact
//! the page works out after a move, in one answer.

use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::JsValue;

use super::solved::Unsolved;
use crate::game::{self, Direction, Line, Outcome, Value};

/// A legal move: its name, the board it leads to, the cells its one piece leaves and
/// reaches (absent where it carries many), the way that piece goes on the screen (sliding
/// tiles), and, where asked, the value it leads to.
#[derive(Serialize, Tsify)]
pub struct LegalMove<B> {
    r#move: String,
    #[tsify(type = "Board")]
    board: B,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    toward: Option<Direction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<Valued>,
}

impl<B> LegalMove<B> {
    /// `legal`, with `value` if given.
    pub(crate) fn new(legal: game::LegalMove<B>, value: Option<Value>) -> Self {
        Self {
            r#move: legal.name,
            board: legal.board,
            from: legal.cells.map(|(from, _)| from),
            to: legal.cells.map(|(_, to)| to),
            toward: legal.toward,
            value: value.map(Valued::from),
        }
    }

    /// Every move of `moves`, without values.
    pub(crate) fn all(moves: Vec<game::LegalMove<B>>) -> Vec<Self> {
        moves
            .into_iter()
            .map(|legal| Self::new(legal, None))
            .collect()
    }
}

/// The value of a two-player position for the side to move: `win`, `loss` or `draw`, and
/// the plies to the end with perfect play (absent for a draw).
#[derive(Serialize, Tsify)]
pub struct Valued {
    #[tsify(type = r#""win" | "loss" | "draw""#)]
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

/// What the page works out after every move, in one answer: the board in the game's
/// notation, its legal moves and lines, and whether it is the goal (always `false` for
/// two players); for one player, why the goal is out of reach where a parity says so, and
/// for two, how the game ended, if it has. The moves are kept as `legalMoves` writes them,
/// so that one shape serves every board.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Facts {
    pub(crate) text: String,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    #[tsify(type = "LegalMove<Board>[]")]
    pub(crate) moves: JsValue,
    pub(crate) lines: Vec<Line>,
    pub(crate) at_goal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) unsolvable: Option<Unsolved>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) outcome: Option<Outcome>,
}
