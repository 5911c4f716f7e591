//! Sliding boards of at most [`MAX_CELLS`] cells: every distance to a goal in one table,
//! built by a breadth-first search from the goal (1.8 million boards on a 2x5), in the
//! single-tile metric ([`Tables`]) and in the multi-tile one ([`MultiTables`]).
//!
//! Relabelling the tiles turns any goal into the one with tiles 1..n-1 in reading order
//! around the same blank cell, so each blank cell's table serves every goal with the
//! blank there.

mod multi;
mod tables;

pub use multi::{slide_string, Metric, MultiTables, Slide};
pub use tables::Tables;

/// The most cells a board solved by a table has.
pub const MAX_CELLS: usize = 10;
