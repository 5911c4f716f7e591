//! What to run: the searches the lab knows, and a request with its limits, checked.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{Heuristic, LabError, MAX_CELLS};
use crate::puzzles::Shape;

/// The boards a run generates unless told otherwise.
pub const DEFAULT_LIMIT: u64 = 1_000_000;

/// The most boards a run may be allowed to generate (a graph search keeps about as many).
pub const MAX_LIMIT: u64 = 50_000_000;

/// The depth limit of a depth-first search unless told otherwise.
pub const DEFAULT_DEPTH: u32 = 30;

/// The deepest a depth-first search may be allowed to go.
pub const MAX_DEPTH: u32 = 200;

/// A search the lab runs.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Breadth-first search: layer by layer, every board once.
    Bfs,
    /// Depth-first search down to a depth limit, the first solution it meets.
    Dfs,
    /// Iterative deepening: depth-first searches to depths 0, 1, 2, ...
    Iddfs,
    /// Greedy best-first search: the board that looks nearest the goal first.
    Greedy,
    /// A*: the board with the least moves made plus estimate first.
    Astar,
    /// IDA*: depth-first searches bounded by moves made plus estimate, the bound raised
    /// to the least value that went over it.
    Idastar,
    /// Bidirectional breadth-first search: from the start and the goal until they meet.
    Bidirectional,
}

impl Algorithm {
    /// Every search, in the order the lab lists them.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Bfs,
        Algorithm::Dfs,
        Algorithm::Iddfs,
        Algorithm::Greedy,
        Algorithm::Astar,
        Algorithm::Idastar,
        Algorithm::Bidirectional,
    ];

    /// The search's name on the command line and in the page's requests.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Bfs => "bfs",
            Algorithm::Dfs => "dfs",
            Algorithm::Iddfs => "iddfs",
            Algorithm::Greedy => "greedy",
            Algorithm::Astar => "astar",
            Algorithm::Idastar => "idastar",
            Algorithm::Bidirectional => "bidirectional",
        }
    }

    /// Whether the search ranks boards by a heuristic.
    pub fn informed(self) -> bool {
        matches!(
            self,
            Algorithm::Greedy | Algorithm::Astar | Algorithm::Idastar
        )
    }

    /// Whether its solutions are shortest (with an admissible heuristic, for the
    /// informed ones): every search but depth-first and greedy.
    pub fn optimal(self) -> bool {
        !matches!(self, Algorithm::Dfs | Algorithm::Greedy)
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        named(&Self::ALL, Self::name, name)
    }
}

/// The one of `all` that `name_of` calls `name`, or an error listing their names.
pub(super) fn named<T: Copy>(
    all: &[T],
    name_of: fn(T) -> &'static str,
    name: &str,
) -> Result<T, String> {
    all.iter()
        .copied()
        .find(|&item| name_of(item) == name)
        .ok_or_else(|| {
            let names: Vec<_> = all.iter().map(|&item| name_of(item)).collect();
            format!("expected one of {}", names.join(", "))
        })
}

/// What to run: a search, the heuristic an informed one ranks by, and its limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    /// The search.
    pub algorithm: Algorithm,
    /// The heuristic (unused by the uninformed searches).
    pub heuristic: Heuristic,
    /// The search stops, without a solution, before it expands a board once it has
    /// generated this many.
    pub limit: u64,
    /// How deep the depth-first search goes (unused by the others).
    pub depth: u32,
}

impl Request {
    /// `algorithm` with `heuristic`, the default limit and depth.
    pub fn new(algorithm: Algorithm, heuristic: Heuristic) -> Self {
        Self {
            algorithm,
            heuristic,
            limit: DEFAULT_LIMIT,
            depth: DEFAULT_DEPTH,
        }
    }
}

/// Whether `request` can run on boards of `shape`: at most [`MAX_CELLS`] cells, a limit
/// of 1 to [`MAX_LIMIT`] boards, a depth of at most [`MAX_DEPTH`].
pub fn check(request: &Request, shape: Shape) -> Result<(), LabError> {
    if shape.cells() > MAX_CELLS {
        return Err(LabError::TooLarge(shape.cells()));
    }
    if !(1..=MAX_LIMIT).contains(&request.limit) {
        return Err(LabError::Limits(format!(
            "the limit must be 1 to {MAX_LIMIT} boards, not {}",
            request.limit
        )));
    }
    if request.depth > MAX_DEPTH {
        return Err(LabError::Limits(format!(
            "the depth limit must be 0 to {MAX_DEPTH}, not {}",
            request.depth
        )));
    }
    Ok(())
}
