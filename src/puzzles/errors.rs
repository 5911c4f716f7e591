//! The errors of the puzzles' rules: a goal out of reach, and a board that breaks them.

use thiserror::Error;

/// Why a goal cannot be reached from a start, in words a player can follow.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{reason}")]
pub struct Unsolvable {
    pub reason: String,
}

/// Why cells (as they come from JavaScript) do not make a board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// Too many or too few cells.
    #[error("a board has {expected} cells, found {found}")]
    CellCount { expected: usize, found: usize },
    /// A value that names no piece of the board (`piece`, e.g. "tile", says what would).
    #[error("{value} is not a {piece} of this board (0 to {max})")]
    NotAPiece {
        value: u8,
        piece: &'static str,
        max: usize,
    },
    /// A piece on two cells.
    #[error("{value} appears more than once")]
    Repeated { value: u8 },
    /// A cell written with a symbol that is no stone (S-Dao).
    #[error("cell {cell} holds `{symbol}`; a cell is w (white), b (black) or * (empty)")]
    UnknownSymbol { cell: String, symbol: char },
    /// A colour with the wrong number of stones (S-Dao).
    #[error("a board has {expected} {colour} stones, found {found}")]
    StoneCount {
        colour: &'static str,
        expected: u32,
        found: u32,
    },
}
