//! The errors of the puzzles' rules: a goal out of reach, and a board that breaks them.

use std::fmt;

use thiserror::Error;

/// Why a goal cannot be reached from a start (or a game has no end to play out), as a
/// reason the page can tell apart and words a player can follow ([`fmt::Display`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Unsolvable {
    /// A sliding board: every move keeps a parity, and the start's differs from the goal's.
    #[error(
        "the {measure} is {start} here but {goal} in the goal, and every move keeps its parity"
    )]
    Parity {
        /// What the parity is taken of.
        measure: ParityMeasure,
        /// The start's parity.
        start: Parity,
        /// The goal's parity.
        goal: Parity,
    },
    /// S-Dao: the colour to move (`"white"` or `"black"`) has no legal move.
    #[error("the final position cannot be reached from this one: {colour} has no legal move")]
    NoMove {
        /// The colour to move.
        colour: &'static str,
    },
    /// S-Dao: the search from the start ran out of positions first.
    #[error(
        "the final position cannot be reached from this one: only {reachable} positions \
         (board and colour to move) can be reached from it, the final board with neither \
         colour to move among them"
    )]
    FewReachable {
        /// The positions the start reaches.
        reachable: u64,
    },
    /// S-Dao: the search back from the final board ran out of positions first.
    #[error(
        "the final position cannot be reached from this one: only {reaching} of the {of} \
         positions (board and colour to move) can lead to the final board, and this is not \
         one of them"
    )]
    NotAmongReaching {
        /// The positions that reach the final board.
        reaching: u64,
        /// All positions.
        of: u64,
    },
    /// A directed puzzle (Nine) whose goal lies outside the start's reach.
    #[error("no sequence of operations turns this board into the goal")]
    Unreachable,
    /// The search stopped (a budget, or a caller's request) before it found a solution.
    #[error("the search stopped before finding a solution")]
    Stopped,
    /// A two-player game that neither side can win: there is no end to play out.
    #[error("neither side can force a win: with best play the game is a draw")]
    Drawn,
}

impl Unsolvable {
    /// A short name of the reason, as the page tells them apart: `parity`, `no-move`,
    /// `unreachable`, `stopped` or `drawn`.
    pub fn code(&self) -> &'static str {
        match self {
            Unsolvable::Parity { .. } => "parity",
            Unsolvable::NoMove { .. } => "no-move",
            Unsolvable::FewReachable { .. }
            | Unsolvable::NotAmongReaching { .. }
            | Unsolvable::Unreachable => "unreachable",
            Unsolvable::Stopped => "stopped",
            Unsolvable::Drawn => "drawn",
        }
    }
}

/// What a sliding board's parity is taken of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParityMeasure {
    /// Odd widths: the tile pairs out of order.
    Inversions,
    /// Even widths: the tile pairs out of order plus the blank's row.
    InversionsAndBlankRow,
}

impl fmt::Display for ParityMeasure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParityMeasure::Inversions => "number of inversions (tile pairs out of order)",
            ParityMeasure::InversionsAndBlankRow => "inversions plus the blank's row",
        })
    }
}

/// Even or odd.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parity {
    /// Divisible by two.
    Even,
    /// Not divisible by two.
    Odd,
}

impl Parity {
    /// The parity of `n`.
    pub fn of(n: usize) -> Self {
        if n.is_multiple_of(2) {
            Parity::Even
        } else {
            Parity::Odd
        }
    }
}

impl fmt::Display for Parity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Parity::Even => "even",
            Parity::Odd => "odd",
        })
    }
}

/// Why cells (as they come from JavaScript) do not make a board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    /// Too many or too few cells.
    #[error("a board has {expected} cells, found {found}")]
    CellCount {
        /// The board's cells.
        expected: usize,
        /// The cells given.
        found: usize,
    },
    /// A value that names no piece of the board (`piece`, e.g. "tile", says what would).
    #[error("{value} is not a {piece} of this board (0 to {max})")]
    NotAPiece {
        /// The value given.
        value: u8,
        /// What a piece is called.
        piece: &'static str,
        /// The largest piece.
        max: usize,
    },
    /// A piece on two cells.
    #[error("{value} appears more than once")]
    Repeated {
        /// The piece.
        value: u8,
    },
    /// A cell written with a symbol that is no stone (S-Dao).
    #[error("cell {cell} holds `{symbol}`; a cell is w (white), b (black) or * (empty)")]
    UnknownSymbol {
        /// The cell's name.
        cell: String,
        /// The symbol found.
        symbol: char,
    },
    /// A colour with the wrong number of stones (S-Dao).
    #[error("a board has {expected} {colour} stones, found {found}")]
    StoneCount {
        /// `white` or `black`.
        colour: &'static str,
        /// The stones a colour has.
        expected: u32,
        /// The stones found.
        found: u32,
    },
}
