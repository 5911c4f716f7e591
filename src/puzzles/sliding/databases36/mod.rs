//! Additive pattern databases for boards of 17 to 36 cells: a stronger lower bound than
//! the Manhattan distance with linear conflicts on many boards, built once (seconds, about
//! 20 s for a 5x5: docs/performance.md) and kept.
//!
//! The tiles other than the blank are split into patterns of at most five (four on
//! boards above 25 cells, so that a set stays within 24 MB), each a compact block
//! of goal cells: the board is read in strips of two rows, column by column, and cut
//! every `k` cells. A pattern's table holds, for every placement of its tiles, the fewest
//! moves of its tiles that bring them home when the other tiles' moves are free: a tile
//! steps onto a free neighbour in the region of free cells that holds the blank, and the
//! blank then stands where the tile was (Felner, Korf and Hanan, 2004); each entry keeps
//! the least over the regions (Korf and Felner, 2002). A real move moves one tile one
//! cell, a step of one pattern alone, so the tables' values add up to a lower bound.
//!
//! A placement is indexed by `Σ cell(i) · n^i` over the pattern's tiles `i` (`n` cells):
//! a tile's move changes the index by a multiple of its weight, so a search keeps each
//! pattern's index move by move. Each entry keeps, in four bits, half the value's excess
//! over the pattern's Manhattan distance (the two differ by an even number), at most 15:
//! a lower value is still a lower bound.
//!
//! `patterns` holds a set and its bound, `build` a table's build, `bytes` the byte form,
//! `verify` the check of a set's tables read back, `lookup` a set read for one goal,
//! `sets` the sets of one shape.

mod build;
mod bytes;
mod lookup;
mod patterns;
mod sets;
mod verify;

pub use bytes::{PatternError, FORMAT_VERSION};
pub(crate) use lookup::{Lookup, Placement};
pub use patterns::Patterns;
pub use sets::PatternSets;
