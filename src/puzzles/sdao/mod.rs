//! S-Dao: four white and four black stones on a 4x4 board, moved by one player who
//! alternates colours (white first). A stone slides in one of eight directions until the
//! border or another stone stops it. Moves cannot be undone directly: the graph of
//! positions is directed.
//!
//! A position is a board plus the colour to move; all 1,801,800 of them are ranked
//! densely. A query searches from the start and from the final board (either colour to
//! move) at once until the searches meet: the deepest cases found need 13 moves, and a
//! search from one end to that depth covers nearly every position.
//!
//! All positions but 36 form one strongly connected component: 28 that no move leads to,
//! and the 8 where the colour to move cannot move at all. So every final board can be
//! reached from every start, unless the start is one of those 8.
//!
//! `geometry` holds the board's cells and slides, `position` the positions, their
//! moves and text form, `parse` the reading of written boards, `space` the ranked
//! state space and `solver` the solver; the geometry, the slides and the ranking serve
//! any game of sliding stones on this board.

pub(crate) mod geometry;
mod parse;
pub(crate) mod position;
mod solver;
pub(crate) mod space;

pub use geometry::{cell_name, column_name, row_name};
pub use position::{Colour, Move, Position, PositionText};
pub use solver::SdaoSolver;
