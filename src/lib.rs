//! Optimal solvers for classic state-space puzzles, with their contest judge formats and
//! WebAssembly bindings for the playground page.
//!
//! - [`puzzles`]: each puzzle's rules (boards, moves, parsing) and solver.
//! - [`search`]: puzzle-agnostic searches over ranked state spaces.
//! - [`judge`]: the judge input and output formats of the `puzzle` command line.
//! - [`game`]: the uniform face each puzzle shows the page, and [`wasm`] its bindings.

pub mod error;
pub mod game;
pub mod judge;
pub mod puzzles;
pub mod random;
pub mod rank;
pub mod search;
pub mod text;
pub mod wasm;
