//! Sliding boards of any size, 2x2 to 10x10: their rules, and solutions that are optimal
//! where that can be proven in time, and otherwise the best found with a proven lower
//! bound on the optimum.

mod board;

pub use board::Board;
mod beam;
mod estimate;
mod ida;
mod multi;
mod patterns;
mod reduce;
mod solver;
mod table;
mod workers;

pub use estimate::lower_bound;
pub use multi::{slide_string, Metric, MultiTables, Slide};
pub use patterns::{PatternError, PatternSets, Patterns, FORMAT_VERSION as PATTERNS_VERSION};
pub use solver::{Best, SlideSolver, Standing, EXACT_CELLS};
pub use table::{Tables, MAX_CELLS as TABLE_CELLS};
