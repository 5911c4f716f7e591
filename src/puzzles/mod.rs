//! The puzzles' rules: one module per board kind.

pub mod dao;
pub mod eight;
mod errors;
pub mod fifteen;
mod grid;
pub mod lab;
pub mod nine;
mod permutation;
pub mod sdao;
mod shape;
pub mod slide;
pub mod sliding;
mod square;
mod tag;
mod walks;

pub use errors::{BoardError, Parity, ParityMeasure, Unsolvable};
pub(crate) use permutation::{check_permutation, parse_cells, parse_permutation, MAX_CELLS};
pub use shape::{Shape, ShapeError};
pub(crate) use tag::{digest, versioned_tag, DIGEST_LEN};
