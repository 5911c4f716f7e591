//! Puzzle-agnostic search over densely ranked state spaces, the progress a long search
//! reports, the threads a search may share, and what a two-player position is worth.

mod layers;
mod meet;
mod path;
mod progress;
mod shared;
mod space;
mod table;
mod threads;
mod value;

pub use meet::{Cut, Meeting};
pub use path::{first_optimal_path, OptimalPaths, Page};
pub use progress::SearchProgress;
pub use shared::MOST_PARTS;
pub(crate) use shared::{share, Turns, BOARDS_PER_THREAD, SHARED_AFTER};
pub use space::StateSpace;
pub use table::DistanceTable;
pub use threads::Threads;
pub use value::Value;
