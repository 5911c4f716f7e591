//! Sliding tiles, one home: their rules, boards of every size from 2x2 to 10x10, and the
//! solvers that serve each size.
//!
//! | boards | solver | optimal |
//! |---|---|---|
//! | at most 10 cells | `table10`: every distance in one table ([`Tables`], [`MultiTables`]) | always, at once |
//! | 11 to 16 cells | [`databases16`]: IDA* with additive pattern databases (the 4x4's in [`fifteen`]) | always |
//! | 17 to 36 cells | the anytime search (`solver`): a `beam` first, then IDA* (`ida`, bounded by `estimate`) raising a proven bound, with the pattern databases of `databases36` ([`Patterns`]) where kept | when proven in time |
//! | more than 36 cells | the same, once `reduce` has solved the outer lines | when proven in time |
//!
//! [`SlideSolver`] picks the one a size needs. The Eight ([`eight`]) and the Fifteen
//! ([`fifteen`]) are presets of it: square boards of a size fixed at compile time
//! ([`SquareBoard`]), each with its own solver.
//!
//! The rules (`rules`, `board`, `square_board`, `grid`, `walks`, [`answers`]) name no
//! solver; the solvers name the rules (`tests/layers.rs` checks both).

pub mod answers;
mod beam;
mod board;
pub mod databases16;
mod databases36;
pub mod eight;
mod estimate;
pub mod fifteen;
pub(crate) mod grid;
mod ida;
mod reduce;
mod rules;
mod solver;
mod square_board;
mod table10;
pub(crate) mod walks;

pub use board::Board;
pub use databases36::{PatternError, PatternSets, Patterns, FORMAT_VERSION as PATTERNS_VERSION};
pub use estimate::lower_bound;
pub(crate) use rules::tile_text;
pub use rules::{check_reachable, flip_parity, inversions, move_names, move_string, target, Move};
pub use solver::{Best, SlideSolver, Standing, EXACT_CELLS};
pub use square_board::SquareBoard;
pub use table10::{slide_string, Metric, MultiTables, Slide, Tables, MAX_CELLS as TABLE_CELLS};
