//! The face of a one-player puzzle: a goal, optimal solutions, distances, random
//! positions by level and the hardest ones.

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::{Game, SharedSearch, Solution};
use crate::puzzles::sliding::{move_names, Move};
use crate::puzzles::{sliding, Unsolvable};
use crate::search::Page;

/// A one-player puzzle: from a start to a goal by the fewest moves.
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

    /// On puzzles whose default tables take seconds to build ([`super::Capabilities::interim`]):
    /// [`Solo::solve`] without waiting for them, from small tables of its own while they are
    /// absent (optimal too, possibly another of the shortest solutions). `None` elsewhere.
    fn solve_interim(
        &self,
        _start: &Self::Board,
        _goal: &Self::Board,
        _progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Option<Result<Solved, Unsolvable>> {
        None
    }

    /// The board as the search lab takes it ([`crate::puzzles::lab`]), on sliding
    /// puzzles of at most 16 cells.
    fn lab_board(&self, _board: &Self::Board) -> Option<sliding::Board> {
        None
    }

    /// The search that several workers can share, on puzzles that have one.
    fn shared(&self) -> Option<&dyn SharedSearch<Board = Self::Board>> {
        None
    }

    /// On puzzles whose solve is anytime ([`super::Capabilities::anytime`]): that solve
    /// without raising its bound past the start's estimate, ever shorter solutions until
    /// `progress` stops it (or one meets that bound). One worker runs it while others
    /// share the iterations that raise the bound ([`Solo::shared`]). `None` elsewhere.
    fn improve(
        &self,
        _start: &Self::Board,
        _goal: &Self::Board,
        _progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Option<Result<Solved, Unsolvable>> {
        None
    }

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

    /// A proven lower bound on the moves from `start` to `goal`, at once, where exact
    /// distances take a search (sliding boards of more than 10 cells, the Fifteen): the
    /// Manhattan distance with linear conflicts ([`sliding::lower_bound`]); `None` elsewhere.
    fn lower_bound(&self, _start: &Self::Board, _goal: &Self::Board) -> Option<u32> {
        None
    }

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

    /// How many optimal solutions lead from `start` to `goal`, and `take` of them from
    /// the one at `first` in the puzzle's order of moves; `None` where the puzzle cannot
    /// count them. Where a table of every distance counts them, at once; where a search
    /// does (the Fifteen), it tells `progress` where it stands and stops when that breaks
    /// ([`Unsolvable::Stopped`]), and the last position counted keeps its list, so that
    /// its other pages come at once.
    fn optimal_solutions(
        &self,
        _start: &Self::Board,
        _goal: &Self::Board,
        (_first, _take): (u64, usize),
        _progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Option<Result<Optimal, Unsolvable>> {
        None
    }

    /// The smallest shortest solution from `start` to `goal` in the multi-tile metric, its
    /// slides named as the command line writes them (`d2`, `r`); `None` where the puzzle
    /// has no table of that metric.
    fn solve_multi(
        &self,
        _start: &Self::Board,
        _goal: &Self::Board,
    ) -> Option<Result<Vec<String>, Unsolvable>> {
        None
    }

    /// What the `puzzle` command prints for the one case from `start` to `goal`, from
    /// this game's own tables; `None` when the puzzle's judge format cannot state the case
    /// (its goal is fixed, say).
    fn judge_output(&self, _start: &Self::Board, _goal: &Self::Board) -> Option<String> {
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

/// Some of the optimal solutions of a position, in the puzzle's order of moves, and how
/// many there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Optimal {
    /// How many optimal solutions there are.
    pub count: u64,
    /// How many of them can be asked for: all of them where a table counts them, the
    /// first ones where a search lists them.
    pub listed: u64,
    /// The place (from 0) of the first one given.
    pub first: u64,
    /// Their moves, by name.
    pub solutions: Vec<Vec<String>>,
}

impl Optimal {
    /// `page`, its moves named.
    pub fn named(page: Page<Move>) -> Self {
        Self {
            count: page.count,
            listed: page.count,
            first: page.first,
            solutions: page.paths.iter().map(|path| move_names(path)).collect(),
        }
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
