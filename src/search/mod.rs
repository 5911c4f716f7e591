//! Puzzle-agnostic search over densely ranked state spaces, and the progress a long
//! search reports.

mod layers;
mod meet;
mod path;
mod progress;
mod shared;
mod space;
mod table;

pub use meet::{Cut, Meeting};
pub use path::{first_optimal_path, OptimalPaths, Page};
pub use progress::SearchProgress;
pub(crate) use shared::{share, Turns, BOARDS_PER_THREAD, SHARED_AFTER};
pub use space::StateSpace;
pub use table::DistanceTable;
