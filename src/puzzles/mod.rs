//! The puzzles' rules and solvers, one folder or file per puzzle, beside what the boards
//! of every puzzle share: typed errors (`errors`), boards that hold each value once
//! (`permutation`), a board's size (`shape`), the 4x4 square (`square`) and the marks of
//! a table's byte form (`tag`).

pub mod dao;
mod errors;
pub mod lab;
pub mod nine;
mod permutation;
pub mod sdao;
mod shape;
pub mod sliding;
mod square;
mod tag;

pub use errors::{BoardError, Parity, ParityMeasure, Unsolvable};
pub(crate) use permutation::{check_permutation, parse_cells, parse_permutation, MAX_CELLS};
pub use shape::{Shape, ShapeError};
pub(crate) use tag::{digest, versioned_tag, DIGEST_LEN};
