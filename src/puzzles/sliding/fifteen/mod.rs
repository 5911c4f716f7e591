//! The Fifteen, a preset of sliding tiles: optimal solutions on 4x4 boards toward any
//! goal, by the pattern databases of [`databases16`](super::databases16).
//!
//! A symmetry of the square brings the goal's blank to one of three cells (a corner, an
//! edge or a centre cell), so three default sets of databases serve every goal; each
//! (7-6-2, 19 MB, for corner goals; 6-6-3, 1.6 MB, for the others) is built on first use,
//! or loaded from its bytes. The playground's goal and Korf's (blank last, blank first)
//! share the corner set. Goals with the blank in a corner may also have the strong set
//! (7-8, 196 MB; its build holds [`Databases::build_peak`] bytes at once), which then
//! serves them alone, generating far fewer boards (see [`Set`]; the times and node counts
//! of both sets are in docs/performance.md); and, while their default set builds, the
//! interim one (6-6-3) answers.
//!
//! `solver` holds the sets and solves, `shared` plans and searches the parts of a search
//! the page's workers share, `count` counts every shortest solution.
//!
//! [`Databases::build_peak`]: crate::puzzles::sliding::databases16::Databases::build_peak
//! [`Set`]: crate::puzzles::sliding::databases16::Set

mod count;
mod shared;
mod solver;

pub use solver::FifteenSolver;

use super::square_board::SquareBoard;

/// A 4x4 sliding board.
pub type Board4 = SquareBoard<4, 16>;

/// Two of the positions farthest from their goal, 80 moves away (the most any board
/// needs; Brüngger, Marzetta, Fukuda and Nievergelt, 1999), each with that goal (cells
/// row by row, 0 for the blank): one for the goal with the blank first and one for the
/// goal with the blank last. Their lengths are checked by the tests.
pub const HARDEST: [([u8; 16], [u8; 16]); 2] = [
    (
        [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    ),
    (
        [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1],
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
    ),
];
