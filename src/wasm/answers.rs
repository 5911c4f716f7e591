//! The shapes of the answers JavaScript gets, as serde writes them; tsify declares each in
//! the TypeScript the page is checked against, from the same derive.

use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use crate::game::{self, Direction, Optimal, Solution};
use crate::puzzles::dao::Value;
use crate::puzzles::Unsolvable;

#[wasm_bindgen(typescript_custom_section)]
const BOARD: &str = r#"
/** A board of any game: tiles or digits by cell (0 the blank), or a stone position. */
export type Board = TileBoard | NineBoard | PositionText;
/** What `solve` and `perfectPlay` answer. */
export type Answer = Solved | NoSolution;
/** How well the computer plays. */
export type Strength = "perfect" | "strong" | "casual";
/** A progress callback of a long search. */
export type OnSearchProgress = (progress: Progress) => void;
/** A progress callback of a table's build: the fraction done, 0 to 1. */
export type OnBuildProgress = (fraction: number) => void;
"#;

/// A legal move: its name, the board it leads to, the cells its one piece leaves and
/// reaches (absent where it carries many), the way that piece goes on the screen (sliding
/// tiles), and, where asked, the value it leads to.
#[derive(Serialize, Tsify)]
pub(super) struct LegalMove<B> {
    r#move: String,
    #[tsify(type = "Board")]
    board: B,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    toward: Option<Direction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<Valued>,
}

impl<B> LegalMove<B> {
    /// `legal`, with `value` if given.
    pub(super) fn new(legal: game::LegalMove<B>, value: Option<Value>) -> Self {
        Self {
            r#move: legal.name,
            board: legal.board,
            from: legal.cells.map(|(from, _)| from),
            to: legal.cells.map(|(_, to)| to),
            toward: legal.toward,
            value: value.map(Valued::from),
        }
    }
}

/// The value of a two-player position for the side to move: `win`, `loss` or `draw`, and
/// the plies to the end with perfect play (absent for a draw).
#[derive(Serialize, Tsify)]
pub(super) struct Valued {
    #[tsify(type = r#""win" | "loss" | "draw""#)]
    outcome: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    plies: Option<u8>,
}

impl From<Value> for Valued {
    fn from(value: Value) -> Self {
        Self {
            outcome: value.verdict(),
            plies: value.plies(),
        }
    }
}

/// A solution: the moves, the boards they pass (the start first), the proven lower bound
/// on the optimum (the moves' number when they are optimal), the positions the search
/// generated (absent for a table lookup) and the time it took, in microseconds.
#[derive(Serialize, Tsify)]
pub(super) struct Solved<B> {
    moves: Vec<String>,
    #[tsify(type = "Board[]")]
    boards: Vec<B>,
    bound: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    nodes: Option<u64>,
    micros: f64,
}

impl<B> Solved<B> {
    /// `solution`, proven within `bound` of the optimum, found in `micros` after
    /// generating `nodes` positions (0 for none).
    pub(super) fn new(solution: Solution<B>, bound: u32, nodes: u64, micros: f64) -> Self {
        Self {
            moves: solution.moves,
            boards: solution.boards,
            bound,
            nodes: (nodes > 0).then_some(nodes),
            micros,
        }
    }
}

/// Where a long search stands: the proven lower bound on the optimum, the positions
/// generated, the length of the shortest solution found so far, and its moves when it is
/// new since the last report.
#[derive(Serialize, Tsify)]
pub(super) struct Progress {
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
pub(super) struct Unsolved {
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

/// Some of the optimal solutions of a position: how many there are and how many of them
/// are listed (in decimal: a count may pass 2^53), the place of the first given (from
/// 0), and their moves.
#[derive(Serialize, Tsify)]
pub(super) struct Solutions {
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

/// No solution, after `micros` microseconds of looking.
#[derive(Serialize, Tsify)]
pub(super) struct NoSolution {
    #[tsify(type = "true")]
    unsolvable: bool,
    #[serde(flatten)]
    unsolved: Unsolved,
    micros: f64,
}

impl NoSolution {
    /// No solution, for the reason `unsolvable`.
    pub(super) fn new(unsolvable: &Unsolvable, micros: f64) -> Self {
        Self {
            unsolvable: true,
            unsolved: unsolvable.into(),
            micros,
        }
    }
}

/// One of the hardest positions, with the goal it is farthest from.
#[derive(Serialize, Tsify)]
pub(super) struct Hardest<B> {
    #[tsify(type = "Board")]
    board: B,
    #[tsify(type = "Board")]
    goal: B,
}

impl<B> Hardest<B> {
    /// `board`, farthest from `goal`.
    pub(super) fn new((board, goal): (B, B)) -> Self {
        Self { board, goal }
    }
}
