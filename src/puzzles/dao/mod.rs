//! Dao, the two-player game S-Dao comes from (Jeff Pickering and Ben van Buskirk, 1999),
//! solved: the value of every position by retrograde analysis.
//!
//! The rules:
//! - A 4x4 board, 4 white and 4 black stones, and a side to move. The usual start
//!   ([`START`]): white on the long diagonal a1-d4, black on d1-a4, white to move.
//! - A move slides one of the mover's stones as in S-Dao: in one of 8 directions, as far
//!   as it goes, at least one cell; no jumps, no captures.
//! - After a move the game ends: (a) if the mover's four stones fill a row or a column,
//!   form a 2x2 square or stand on the four corners (18 formations), the mover wins;
//!   (b) otherwise, if the other side's stones form one (impossible in play, possible on a
//!   given board), that side wins; (c) otherwise, if a stone stands in a corner with its
//!   three neighbours held by enemy stones, its owner wins (the mover's stones looked at
//!   first).
//! - A position given with a side to move is judged as if the other side had just moved.
//! - Values, from the side to move ([`Value`](crate::search::Value)): a win or a loss in N plies (the winner
//!   hurrying, the loser holding out; 0 when the board shows the end), or a draw when
//!   neither side can force a win.
//!
//! No position leaves the side to move without a move while the game goes on (a test
//! checks all of them): a side that cannot move has its stones in a row or column along
//! an edge, so the game is over.
//!
//! Positions are S-Dao's (its board, slides and ranking of all 1,801,800 positions);
//! `rules` holds the end of the game, `value` the values' byte form, `tablebase` the retrograde
//! analysis and the answers read from it, `bytes` its byte form, `solver` the one
//! tablebase a solver keeps, and `parse` the written form of a position.

mod bytes;
mod parse;
mod rules;
mod solver;
mod tablebase;
mod value;

pub use bytes::{TablebaseError, FORMAT_VERSION};
pub use parse::{parse_text, side_from_line, to_text};
pub use rules::{moves, outcome, random_position, Outcome, Pattern, DEEPEST_WINS, START};
pub use solver::{DaoSolver, NotPrepared};
pub use tablebase::{Stats, Tablebase};
