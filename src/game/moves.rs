//! What a move is as the page sees it: a legal move with the board it leads to and the
//! piece it carries, the way that piece goes, the moves of a click on a line, a solution's
//! boards, and a move that is not legal.

use serde::Serialize;
use thiserror::Error;

/// A legal move: its name, the board it leads to, and the one piece it carries.
#[derive(Debug, Clone, PartialEq)]
pub struct LegalMove<B> {
    /// The move's name, as [`Game::step`](super::Game::step) takes it.
    pub name: String,
    /// The board after the move.
    pub board: B,
    /// The cell (numbered row by row from 0) the piece leaves and the cell it reaches; for
    /// a sliding board the tile that slides into the blank. `None` when the move carries
    /// many pieces (Nine's operations).
    pub cells: Option<(u8, u8)>,
    /// Where the piece goes on the screen, on boards whose pieces go one cell up, down,
    /// left or right (sliding tiles).
    pub toward: Option<Direction>,
}

/// A way across the board as the player sees it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Toward the top.
    Up,
    /// Toward the bottom.
    Down,
    /// Toward the left.
    Left,
    /// Toward the right.
    Right,
}

/// The moves one click on `cell` makes (see [`Game::lines`](super::Game::lines)).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The cell clicked.
    pub cell: u8,
    /// The moves, in the order they are made.
    pub moves: Vec<String>,
}

/// A solution: the move names and the `moves.len() + 1` boards they pass through.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Solution<B> {
    /// The moves.
    pub moves: Vec<String>,
    /// The boards, the start first.
    pub boards: Vec<B>,
}

/// A move that is not legal on the board it was asked of.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("move `{name}` is not legal here; the legal moves are {}", .legal.join(", "))]
pub struct IllegalMove {
    /// The move asked for (cut short and escaped, see [`shown`](crate::error::shown)).
    pub name: String,
    /// The legal moves, in canonical order.
    pub legal: Vec<String>,
}
