//! Puzzle-agnostic search over densely ranked state spaces.

mod path;
mod space;
mod table;

pub use path::first_optimal_path;
pub use space::StateSpace;
pub use table::DistanceTable;
