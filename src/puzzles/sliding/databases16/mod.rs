//! Optimal solutions on sliding boards of 11 to 16 cells, by IDA* with additive pattern
//! databases that track the blank's region.
//!
//! Tiles are relabelled by their goal cell, and a symmetry of the grid brings the goal's
//! blank to the first cell of its class, so that one [`Set`] of databases serves every
//! goal of that class. A set's tables (`pattern`: a pattern of tiles and its table;
//! `build`: their breadth-first build; `sets`: which patterns each set holds and how its
//! views read them) are built on first use or taken from their byte form
//! ([`Databases`]), and kept where a solver keeps them ([`Keeper`]). `search` is the IDA*
//! over them, `threads` shares its iterations among threads or workers, and `framed`
//! brings a start and goal into a set's frame and runs those searches. The 4x4 square's
//! sets are the Fifteen's ([`super::fifteen`]); the other rectangles of at most 16 cells
//! have theirs ([`PatternSolver`]).

mod build;
mod databases;
mod framed;
mod keeper;
mod pattern;
mod rectangles;
mod search;
mod sets;
mod threads;

pub use databases::{DatabaseError, Databases, FORMAT_VERSION};
pub(crate) use framed::Framed;
pub use keeper::Keeper;
pub use rectangles::PatternSolver;
pub use sets::Set;
pub(crate) use sets::PARTITIONS;
