//! Puzzle-agnostic search over densely ranked state spaces.

mod layers;
mod meet;
mod path;
mod space;
mod table;

pub use meet::{Cut, Meeting};
pub use path::first_optimal_path;
pub use space::StateSpace;
pub use table::DistanceTable;
