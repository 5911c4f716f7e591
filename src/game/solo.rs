//! The face of a one-player puzzle: a goal, optimal solutions, distances, random
//! positions by level and the hardest ones.

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::facets::{Anytime, Bounded, Counting, Interim, Lab, MultiTile};
use super::{Game, SharedSearch, Solution};
use crate::puzzles::Unsolvable;

/// A one-player puzzle: from a start to a goal by the fewest moves. What only some
/// puzzles can do is a sub-face of its own, `None` where the puzzle has not that facet
/// ([`Interim`], [`Anytime`], [`Bounded`], [`Lab`], [`Counting`], [`MultiTile`],
/// [`SharedSearch`]); [`Capabilities::of`](super::Capabilities::of) reads them, so that
/// what the page is told and what the game does are one.
pub trait Solo: Game {
    /// The goal used when none is given.
    fn default_goal(&self) -> Self::Board;

    /// A move sequence from `start` to `goal`, optimal unless the search was stopped
    /// first (the puzzle's tie-break applies), with a proven lower bound on the optimum
    /// and the positions generated. A long search tells `progress` where it stands now
    /// and then, and stops when it answers [`ControlFlow::Break`]: with the best
    /// solution found so far, on puzzles that find one before the shortest ([`Standing`]
    /// says), or else [`Unsolvable::Stopped`].
    fn solve(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable>;

    /// An optimal solution with every board along it, start and goal included.
    fn solution(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
    ) -> Result<Solution<Self::Board>, Unsolvable> {
        let solved = self.solve(start, goal, &mut |_| ControlFlow::Continue(()))?;
        Ok(self.replay(start, solved.moves))
    }

    /// The length of an optimal solution.
    fn distance(&self, start: &Self::Board, goal: &Self::Board) -> Result<u32, Unsolvable>;

    /// How many positions lie at each distance from `goal`; empty where they cannot be
    /// counted.
    fn distance_counts(&self, _goal: &Self::Board) -> Vec<u64> {
        Vec::new()
    }

    /// A reason `goal` cannot be reached from `start` that needs no search (a parity),
    /// or `None` when there is none or finding one would take a search.
    fn why_unsolvable(&self, _start: &Self::Board, _goal: &Self::Board) -> Option<Unsolvable> {
        None
    }

    /// Whether `board` counts as having reached `goal` (equality unless the rules say more).
    fn is_goal(&self, board: &Self::Board, goal: &Self::Board) -> bool {
        board == goal
    }

    /// The levels [`Solo::scramble`] tells apart, easiest first.
    fn levels(&self) -> Vec<Level> {
        Level::ALL.to_vec()
    }

    /// A random position, fixed by `seed`, from which `goal` can be reached: uniform over
    /// them, or of `level`'s difficulty when one is given (see [`Level::distance`]) and
    /// the puzzle can measure it.
    fn scramble(&self, goal: &Self::Board, seed: u64, level: Option<Level>) -> Self::Board {
        // the distances are counted (a table built) only for a level
        let at_level = level.and_then(|level| {
            let depth = self.distance_counts(goal).len().saturating_sub(1);
            self.random_at(goal, level.distance(depth), seed)
        });
        at_level.unwrap_or_else(|| self.random(goal, seed))
    }

    /// A position drawn uniformly, by `seed`, among those from which `goal` can be reached.
    fn random(&self, goal: &Self::Board, seed: u64) -> Self::Board;

    /// A position drawn uniformly, by `seed`, among those `distance` moves from `goal`;
    /// `None` when there is none, or when the puzzle keeps no table to draw from.
    fn random_at(&self, _goal: &Self::Board, _distance: u8, _seed: u64) -> Option<Self::Board> {
        None
    }

    /// One of the positions farthest from `goal`, drawn by `seed`, with the goal it is
    /// farthest from (`goal` itself, unless the puzzle knows its hardest positions for
    /// another goal only).
    fn hardest(&self, goal: &Self::Board, seed: u64) -> (Self::Board, Self::Board) {
        let depth = self.distance_counts(goal).len().saturating_sub(1);
        let board = self.random_at(goal, depth as u8, seed);
        (
            board.unwrap_or_else(|| self.random(goal, seed)),
            goal.clone(),
        )
    }

    /// What the `puzzle` command prints for the one case from `start` to `goal` (as the
    /// judge formats of docs/formats.md write it), from `answer`, a shortest solution with
    /// its boards or why there is none, as [`Solo::solve`] found it: no search. `None`
    /// where the puzzle's judge format cannot state the case (its goal is fixed, say).
    fn judge(
        &self,
        _start: &Self::Board,
        _goal: &Self::Board,
        _answer: Result<&Solution<Self::Board>, &Unsolvable>,
    ) -> Option<String> {
        None
    }

    /// [`Solo::judge`] of a solve run here, a search: kept only while the page asks for
    /// the judge's output apart, when its solves' answers carry it already.
    fn judge_output(&self, start: &Self::Board, goal: &Self::Board) -> Option<String> {
        let solved = self.solve(start, goal, &mut |_| ControlFlow::Continue(()));
        let solution = solved.map(|solved| self.replay(start, solved.moves));
        self.judge(start, goal, solution.as_ref())
    }

    /// Answers from small interim tables while the default ones build.
    fn interim(&self) -> Option<&dyn Interim<Board = Self::Board>> {
        None
    }

    /// An anytime solve, whose beams can run alone.
    fn anytime(&self) -> Option<&dyn Anytime<Board = Self::Board>> {
        None
    }

    /// Distances that take a search, and an instant bound on them.
    fn bounded(&self) -> Option<&dyn Bounded<Board = Self::Board>> {
        None
    }

    /// The boards the search lab takes.
    fn lab(&self) -> Option<&dyn Lab<Board = Self::Board>> {
        None
    }

    /// Every optimal solution, counted and paged.
    fn counting(&self) -> Option<&dyn Counting<Board = Self::Board>> {
        None
    }

    /// Solutions in the multi-tile metric.
    fn multi_tile(&self) -> Option<&dyn MultiTile<Board = Self::Board>> {
        None
    }

    /// The search that several workers can share.
    fn shared(&self) -> Option<&dyn SharedSearch<Board = Self::Board>> {
        None
    }
}

/// A solution's moves, a proven lower bound on the optimum (the solution's length when
/// it is optimal), and the positions the search generated (0 for a table lookup).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// The moves, by name.
    pub moves: Vec<String>,
    /// No solution is shorter than this.
    pub bound: u32,
    /// The positions generated.
    pub nodes: u64,
}

impl Solved {
    /// An optimal solution, found after generating `nodes` positions.
    pub fn optimal(moves: Vec<String>, nodes: u64) -> Self {
        let bound = moves.len() as u32;
        Self {
            moves,
            bound,
            nodes,
        }
    }

    /// An optimal solution found by a table lookup.
    pub fn looked_up(moves: Vec<String>) -> Self {
        Self::optimal(moves, 0)
    }

    /// Whether the solution is proven shortest.
    pub fn is_optimal(&self) -> bool {
        self.moves.len() as u32 == self.bound
    }
}

/// Where a solve stands, as it tells its progress callback.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// No solution is shorter than this.
    pub bound: u32,
    /// The positions generated so far.
    pub nodes: u64,
    /// The length of the shortest solution found so far, if any.
    pub length: Option<usize>,
    /// That solution's moves, when it is new since the last report.
    pub improved: Option<Vec<String>>,
}

/// How hard a scramble should be (see [`Solo::scramble`]).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// About 30 % of the farthest distance.
    Easy,
    /// About 55 %.
    Medium,
    /// About 80 %.
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

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
