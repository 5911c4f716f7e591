//! Optimal solvers for classic state-space puzzles, with their contest judge formats and
//! WebAssembly bindings for the playground page.
//!
//! The modules form layers, and data flows one way: a module names only modules of its
//! own layer or of the layers before it (`tests/layers.rs` checks this).
//!
//! 1. Leaves: [`rank`] (dense ranking), [`text`] (tokens that know where they stand),
//!    [`error`] (typed parse errors) and [`random`] (a seeded generator).
//! 2. [`search`]: puzzle-agnostic searches over ranked state spaces, and the progress a
//!    long search reports.
//! 3. [`puzzles`]: each puzzle's rules (boards, moves, parsing, ranking) and solver, in
//!    sub-layers: what every board shares, the rules of sliding tiles, their solvers and
//!    the other puzzles, Dao, the search lab.
//! 4. [`judge`]: the judge input and output formats of the `puzzle` command line.
//! 5. [`game`]: the uniform face each puzzle shows the page, one implementation per puzzle,
//!    and what it can do, worked out from its sub-faces.
//! 6. [`wasm`]: the JavaScript bindings of [`game`]; the `puzzle` binary stands beside it,
//!    over [`judge`].

pub mod error;
pub mod game;
pub mod judge;
pub mod puzzles;
pub mod random;
pub mod rank;
pub mod search;
pub mod text;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
