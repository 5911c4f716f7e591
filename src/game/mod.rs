//! The uniform face every puzzle shows the page (through the wasm bindings): parse and
//! format boards, list and make moves, solve, measure and scramble. The [`Game`] trait
//! lives here, with one file per puzzle beside it holding that puzzle's implementation.

mod dao;
mod eight;
mod fifteen;
mod nine;
mod sdao;
mod sliding;
mod versus;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use self::dao::DaoGame;
pub use self::eight::{EightGame, Notation};
pub use self::fifteen::FifteenGame;
pub use self::nine::NineGame;
pub use self::sdao::SdaoGame;
pub use self::versus::{Strength, UnknownStrength, ValuedMove, Versus};
pub use crate::search::SearchProgress;

use crate::error::ParseError;
use crate::judge::{Format, JudgeError};
use crate::puzzles::dao::TablebaseError;
use crate::puzzles::fifteen::DatabaseError;
use crate::puzzles::Unsolvable;

/// A puzzle as the playground plays it. Moves are named by their display notation
/// (`d`, `l`, `r`, `u` for sliding boards).
pub trait Game {
    /// A board, as it crosses to JavaScript and back (checked on the way in).
    type Board: Clone + PartialEq + Serialize + DeserializeOwned;

    /// The goal used when none is given.
    fn default_goal(&self) -> Self::Board;
    /// Parses one board written in the puzzle's judge notation.
    fn parse(&self, text: &str) -> Result<Self::Board, ParseError>;
    /// Writes a board in the puzzle's judge notation.
    fn format(&self, board: &Self::Board) -> String;
    /// The legal moves from `board` in canonical order, with the boards they lead to.
    fn moves(&self, board: &Self::Board) -> Vec<LegalMove<Self::Board>>;
    /// An optimal move sequence from `start` to `goal` (the puzzle's tie-break applies).
    fn solve(&self, start: &Self::Board, goal: &Self::Board) -> Result<Vec<String>, Unsolvable>;
    /// The length of an optimal solution.
    fn distance(&self, start: &Self::Board, goal: &Self::Board) -> Result<u32, Unsolvable>;
    /// How many positions lie at each distance from `goal`.
    fn distance_counts(&self, goal: &Self::Board) -> Vec<u64>;
    /// A random position from which `goal` can be reached, fixed by `seed`.
    fn scramble(&self, goal: &Self::Board, seed: u64) -> Self::Board;

    /// A position drawn uniformly, by `seed`, among those `distance` moves from `goal`;
    /// `None` when there is none, or when the puzzle keeps no table to draw from.
    fn random_at(&self, _goal: &Self::Board, _distance: u8, _seed: u64) -> Option<Self::Board> {
        None
    }

    /// A random position of about `level`'s difficulty: at a fixed share of the farthest
    /// distance from `goal` where the puzzle keeps a table of distances, a plain scramble
    /// otherwise.
    fn scramble_at(&self, goal: &Self::Board, seed: u64, level: Level) -> Self::Board {
        let depth = self.distance_counts(goal).len().saturating_sub(1);
        self.random_at(goal, level.distance(depth), seed)
            .unwrap_or_else(|| self.scramble(goal, seed))
    }

    /// One of the positions farthest from `goal`, drawn by `seed`, with the goal it is
    /// farthest from (`goal` itself, unless the puzzle knows its hardest positions for
    /// another goal only).
    fn hardest(&self, goal: &Self::Board, seed: u64) -> (Self::Board, Self::Board) {
        let depth = self.distance_counts(goal).len().saturating_sub(1);
        let board = self.random_at(goal, depth as u8, seed);
        (
            board.unwrap_or_else(|| self.scramble(goal, seed)),
            goal.clone(),
        )
    }

    /// A reason `goal` cannot be reached from `start` that needs no search (a parity),
    /// or `None` when there is none or finding one would take a search.
    fn why_unsolvable(&self, _start: &Self::Board, _goal: &Self::Board) -> Option<Unsolvable> {
        None
    }

    /// What the page may count on: whether [`Game::distance`] is instant, and what
    /// [`Game::prepare`] builds, if anything.
    fn capabilities(&self) -> Capabilities {
        Capabilities::default()
    }

    /// Where the page may cache what [`Game::prepare`] builds for `goal`, or `None` when
    /// solving toward `goal` needs nothing built ahead.
    fn prepared_key(&self, _goal: &Self::Board) -> Option<PreparedKey> {
        None
    }

    /// Builds what solving toward `goal` needs (Fifteen's pattern databases, Dao's
    /// tablebase), reporting the fraction done, and returns it as bytes for
    /// [`Game::load_prepared`].
    fn prepare(&self, _goal: &Self::Board, _progress: &mut dyn FnMut(f64)) -> Vec<u8> {
        Vec::new()
    }

    /// Where the page may cache what [`Game::prepare_strong`] builds for `goal`, or `None`
    /// when there is nothing stronger than [`Game::prepare`]'s for `goal`.
    fn strong_key(&self, _goal: &Self::Board) -> Option<PreparedKey> {
        None
    }

    /// Builds tables stronger than [`Game::prepare`]'s for `goal` (Fifteen's 7-8 pattern
    /// databases: far too long to build at a visit, so an option), reporting the fraction
    /// done; once built they serve, and their bytes go to [`Game::load_prepared`] anywhere
    /// else. Nothing when [`Game::strong_key`] is `None`.
    fn prepare_strong(&self, _goal: &Self::Board, _progress: &mut dyn FnMut(f64)) -> Vec<u8> {
        Vec::new()
    }

    /// Takes back the bytes of an earlier [`Game::prepare`] or [`Game::prepare_strong`];
    /// says why if they do not fit.
    fn load_prepared(&self, _bytes: &[u8]) -> Result<(), PreparedError> {
        Ok(())
    }

    /// [`Game::solve`], reporting the progress of a long search along the way, and the
    /// number of positions it generated (0 for a table lookup).
    fn solve_reporting(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
        _progress: &mut dyn FnMut(SearchProgress),
    ) -> Result<(Vec<String>, u64), Unsolvable> {
        Ok((self.solve(start, goal)?, 0))
    }

    /// Whether `board` counts as having reached `goal` (equality unless the rules say more).
    fn is_goal(&self, board: &Self::Board, goal: &Self::Board) -> bool {
        board == goal
    }

    /// The judge format and judge input of the one case from `start` to `goal`, or `None`
    /// when the puzzle's judge format cannot state it (its goal is fixed, say).
    fn judge_case(&self, _start: &Self::Board, _goal: &Self::Board) -> Option<(Format, String)> {
        None
    }

    /// What `puzzle FORMAT` prints for the case from `start` to `goal` (see
    /// [`Game::judge_case`]): the judge code itself runs, so the page shows the exact text.
    fn judge_output(&self, start: &Self::Board, goal: &Self::Board) -> Option<String> {
        let (format, input) = self.judge_case(start, goal)?;
        judge_text(|out| format.run(&input, out))
    }

    /// The two-player face of the game, `None` for a one-player puzzle.
    fn versus(&self) -> Option<&dyn Versus<Board = Self::Board>> {
        None
    }

    /// The board after the move named `name`.
    fn step(&self, board: &Self::Board, name: &str) -> Result<Self::Board, IllegalMove> {
        let moves = self.moves(board);
        match moves.iter().find(|m| m.name == name) {
            Some(legal) => Ok(legal.board.clone()),
            None => Err(IllegalMove {
                name: name.to_owned(),
                legal: moves.into_iter().map(|m| m.name).collect(),
            }),
        }
    }

    /// An optimal solution with every board along it, start and goal included.
    fn solution(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
    ) -> Result<Solution<Self::Board>, Unsolvable> {
        Ok(self.replay(start, self.solve(start, goal)?))
    }

    /// `moves` (legal from `start`, as a solver returns them) with every board they pass.
    fn replay(&self, start: &Self::Board, moves: Vec<String>) -> Solution<Self::Board> {
        let mut boards = vec![start.clone()];
        for name in &moves {
            let next = self
                .step(boards.last().expect("starts with the start"), name)
                .expect("a solver returns legal moves");
            boards.push(next);
        }
        Solution { moves, boards }
    }
}

/// What a judge run writes, `None` if it fails.
fn judge_text(run: impl FnOnce(&mut Vec<u8>) -> Result<(), JudgeError>) -> Option<String> {
    let mut out = Vec::new();
    run(&mut out).ok()?;
    String::from_utf8(out).ok()
}

/// A legal move: its name, the board it leads to, and the cells of the one piece it
/// carries.
#[derive(Debug, Clone, PartialEq)]
pub struct LegalMove<B> {
    /// The move's name, as [`Game::step`] takes it.
    pub name: String,
    /// The board after the move.
    pub board: B,
    /// The cell (numbered row by row from 0) the piece leaves and the cell it reaches; for
    /// a sliding board the tile that slides into the blank. `None` when the move carries
    /// many pieces (Nine's operations).
    pub cells: Option<(u8, u8)>,
}

/// What a game's page may count on before asking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Capabilities {
    /// Whether [`Game::distance`] is a table lookup (else it runs a full search).
    pub instant_distance: bool,
    /// What [`Game::prepare`] builds, e.g. `pattern databases`; `None` when nothing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prepares: Option<&'static str>,
    /// The names of the board's columns, rows and cells, where moves name cells.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coordinates: Option<Coordinates>,
}

/// How a board names its cells: each column and row (left to right, top to bottom), and
/// each cell row by row, as the move notation writes them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Coordinates {
    pub columns: Vec<String>,
    pub rows: Vec<String>,
    pub cells: Vec<String>,
}

/// Instant distances, nothing to prepare, no cell names.
impl Default for Capabilities {
    fn default() -> Self {
        Self {
            instant_distance: true,
            prepares: None,
            coordinates: None,
        }
    }
}

/// How hard a scramble should be (see [`Game::scramble_at`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    /// The distance from the goal of a position of this level, on a board whose farthest
    /// position is `depth` moves away: 30 %, 55 % or 80 % of it.
    pub fn distance(self, depth: usize) -> u8 {
        let share = match self {
            Level::Easy => 0.3,
            Level::Medium => 0.55,
            Level::Hard => 0.8,
        };
        (depth as f64 * share).round() as u8
    }
}

/// Where to cache what [`Game::prepare`] builds: one family per class of goals it serves,
/// the same across versions, and the version of its byte form (a cached copy of another
/// version is stale).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PreparedKey {
    pub family: String,
    pub version: u32,
}

/// An optimal solution: the move names and the `moves.len() + 1` boards they pass through.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Solution<B> {
    pub moves: Vec<String>,
    pub boards: Vec<B>,
}

/// Why bytes from an earlier [`Game::prepare`] were refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PreparedError {
    #[error(transparent)]
    Databases(#[from] DatabaseError),
    #[error(transparent)]
    Tablebase(#[from] TablebaseError),
}

/// A move that is not legal on the board it was asked of.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("move `{name}` is not legal here; the legal moves are {}", .legal.join(", "))]
pub struct IllegalMove {
    /// The move asked for.
    pub name: String,
    /// The legal moves, in canonical order.
    pub legal: Vec<String>,
}
