//! What a search answers: a solution with its boards, or why there is none; where it
//! stands meanwhile; some of the optimal solutions of a position; one of its hardest.

use serde::Serialize;
use tsify::Tsify;

use crate::game::{self, Optimal, Solution};
use crate::puzzles::Unsolvable;

/// A solution: the moves, the boards they pass (the start first), the proven lower bound
/// on the optimum (the moves' number when they are optimal), the positions the search
/// generated (absent for a table lookup), the time it took in microseconds, and the
/// judge's output of the case where the puzzle's judge format states it, written from
/// this solution (docs/formats.md).
#[derive(Serialize, Tsify)]
pub struct Solved<B> {
    moves: Vec<String>,
    #[tsify(type = "Board[]")]
    boards: Vec<B>,
    bound: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<u64>,
    micros: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    judge: Option<String>,
}

impl<B> Solved<B> {
    /// `solution`, proven within `bound` of the optimum, found in `micros` after
    /// generating `nodes` positions (0 for none), with the judge's output `judge`.
    pub(crate) fn new(
        solution: Solution<B>,
        (bound, nodes): (u32, u64),
        micros: f64,
        judge: Option<String>,
    ) -> Self {
        Self {
            moves: solution.moves,
            boards: solution.boards,
            bound,
            nodes: (nodes > 0).then_some(nodes),
            micros,
            judge,
        }
    }
}

/// Where a long search stands: the proven lower bound on the optimum, the positions
/// generated, the length of the shortest solution found so far, and its moves when it is
/// new since the last report.
#[derive(Serialize, Tsify)]
pub struct Progress {
    bound: u32,
    nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    length: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves: Option<Vec<String>>,
}

impl From<&game::Standing> for Progress {
    fn from(standing: &game::Standing) -> Self {
        Self {
            bound: standing.bound,
            nodes: standing.nodes,
            length: standing.length,
            moves: standing.improved.clone(),
        }
    }
}

/// Why there is no solution: a short code the page tells apart, and the reason in words.
#[derive(Serialize, Tsify)]
pub struct Unsolved {
    #[tsify(type = r#""parity" | "no-move" | "unreachable" | "stopped" | "drawn""#)]
    why: &'static str,
    reason: String,
}

impl From<&Unsolvable> for Unsolved {
    fn from(unsolvable: &Unsolvable) -> Self {
        Self {
            why: unsolvable.code(),
            reason: unsolvable.to_string(),
        }
    }
}

/// No solution, after `micros` microseconds of looking.
#[derive(Serialize, Tsify)]
pub struct NoSolution {
    #[tsify(type = "true")]
    unsolvable: bool,
    #[serde(flatten)]
    unsolved: Unsolved,
    micros: f64,
}

impl NoSolution {
    /// No solution, for the reason `unsolvable`.
    pub(crate) fn new(unsolvable: &Unsolvable, micros: f64) -> Self {
        Self {
            unsolvable: true,
            unsolved: unsolvable.into(),
            micros,
        }
    }
}

/// Some of the optimal solutions of a position: how many there are and how many of them
/// are listed (in decimal: a count may pass 2^53), the place of the first given (from
/// 0), and their moves.
#[derive(Serialize, Tsify)]
pub struct Solutions {
    count: String,
    listed: String,
    first: f64,
    solutions: Vec<Vec<String>>,
}

impl From<Optimal> for Solutions {
    fn from(optimal: Optimal) -> Self {
        Self {
            count: optimal.count.to_string(),
            listed: optimal.listed.to_string(),
            first: optimal.first as f64,
            solutions: optimal.solutions,
        }
    }
}

/// One of the hardest positions, with the goal it is farthest from.
#[derive(Serialize, Tsify)]
pub struct Hardest<B> {
    #[tsify(type = "Board")]
    board: B,
    #[tsify(type = "Board")]
    goal: B,
}

impl<B> Hardest<B> {
    /// `board`, farthest from `goal`.
    pub(crate) fn new((board, goal): (B, B)) -> Self {
        Self { board, goal }
    }
}
