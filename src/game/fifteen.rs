//! The Fifteen as the playground plays it.

use std::ops::ControlFlow;

use crate::error::ParseError;
use crate::puzzles::fifteen::{Board4, FifteenSolver, SolveError, Solved, FORMAT_VERSION, HARDEST};
use crate::puzzles::sliding::move_names;
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::{
    sliding, Capabilities, Game, LegalMove, Level, PreparedError, PreparedKey, SearchProgress,
};

/// The Fifteen as the playground plays it: boards as 16 tokens (`x` or `0` for the
/// blank), any goal.
#[derive(Default)]
pub struct FifteenGame {
    solver: FifteenSolver,
}

impl FifteenGame {
    /// A game with no database built yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The solver, to build, load or save its databases.
    pub fn solver(&self) -> &FifteenSolver {
        &self.solver
    }

    fn search(
        &self,
        start: &Board4,
        goal: &Board4,
        progress: &mut dyn FnMut(SearchProgress),
    ) -> Result<Solved, Unsolvable> {
        let report = |p: SearchProgress| {
            progress(p);
            ControlFlow::Continue(())
        };
        match self.solver.solve(start, goal, None, report) {
            Ok(solved) => Ok(solved),
            Err(SolveError::Unsolvable(unsolvable)) => Err(unsolvable),
            // without a budget or a callback that stops, the search runs to the end
            Err(SolveError::Stopped(_)) => Err(Unsolvable {
                reason: "the search stopped before finding a solution".to_owned(),
            }),
        }
    }
}

impl Game for FifteenGame {
    type Board = Board4;

    fn default_goal(&self) -> Board4 {
        Board4::goal()
    }

    fn parse(&self, input: &str) -> Result<Board4, ParseError> {
        Board4::parse_text(input)
    }

    fn format(&self, board: &Board4) -> String {
        board.to_spaced()
    }

    fn moves(&self, board: &Board4) -> Vec<LegalMove<Board4>> {
        sliding::legal_moves(board)
    }

    /// Not instant: the first call per class of goal builds the databases (a fraction of
    /// a second), and a hard board takes the search up to a minute more without the
    /// strong databases.
    fn solve(&self, start: &Board4, goal: &Board4) -> Result<Vec<String>, Unsolvable> {
        Ok(self.solve_reporting(start, goal, &mut |_| ())?.0)
    }

    /// Runs the full search, so it costs what [`Game::solve`] costs.
    fn distance(&self, start: &Board4, goal: &Board4) -> Result<u32, Unsolvable> {
        Ok(self.search(start, goal, &mut |_| ())?.moves.len() as u32)
    }

    /// Distances take a search; the databases are prepared.
    fn capabilities(&self) -> Capabilities {
        Capabilities {
            instant_distance: false,
            prepares: Some("pattern databases"),
            ..Capabilities::default()
        }
    }

    /// One family per class of goals the databases serve; the version of their byte form.
    fn prepared_key(&self, goal: &Board4) -> Option<PreparedKey> {
        Some(PreparedKey {
            family: self.solver.databases_family(goal),
            version: u32::from(FORMAT_VERSION),
        })
    }

    fn prepare(&self, goal: &Board4, progress: &mut dyn FnMut(f64)) -> Vec<u8> {
        self.solver.build_databases(goal, progress).to_bytes()
    }

    /// The strong (7-8) databases, for goals with the blank in a corner.
    fn strong_key(&self, goal: &Board4) -> Option<PreparedKey> {
        Some(PreparedKey {
            family: self.solver.strong_family(goal)?,
            version: u32::from(FORMAT_VERSION),
        })
    }

    fn prepare_strong(&self, goal: &Board4, progress: &mut dyn FnMut(f64)) -> Vec<u8> {
        if FifteenSolver::strong_fits(goal) {
            self.solver.build_strong(progress).to_bytes()
        } else {
            Vec::new()
        }
    }

    fn load_prepared(&self, bytes: &[u8]) -> Result<(), PreparedError> {
        Ok(self.solver.load_databases(bytes)?)
    }

    fn solve_reporting(
        &self,
        start: &Board4,
        goal: &Board4,
        progress: &mut dyn FnMut(SearchProgress),
    ) -> Result<(Vec<String>, u64), Unsolvable> {
        let solved = self.search(start, goal, progress)?;
        Ok((move_names(&solved.moves), solved.nodes))
    }

    /// Empty: the 10^13 boards cannot be counted by distance here (and the heuristic's
    /// distribution would be a different thing).
    fn distance_counts(&self, _goal: &Board4) -> Vec<u64> {
        Vec::new()
    }

    fn why_unsolvable(&self, start: &Board4, goal: &Board4) -> Option<Unsolvable> {
        start.check_reachable(goal).err()
    }

    fn scramble(&self, goal: &Board4, seed: u64) -> Board4 {
        Board4::random_reaching(goal, &mut Rng::new(seed))
    }

    /// A random walk from `goal` for the easy and medium levels (10 and 25 moves, so at
    /// most that far), a uniformly random position for the hard one.
    fn scramble_at(&self, goal: &Board4, seed: u64, level: Level) -> Board4 {
        let rng = &mut Rng::new(seed);
        match level {
            Level::Easy => goal.random_walk(10, rng),
            Level::Medium => goal.random_walk(25, rng),
            Level::Hard => Board4::random_reaching(goal, rng),
        }
    }

    /// A known 80-move position: the one for `goal` if `goal` is one of theirs, else the
    /// one for the playground's goal.
    fn hardest(&self, goal: &Board4, _seed: u64) -> (Board4, Board4) {
        let boards = HARDEST.map(|(start, goal)| {
            let board = |cells| Board4::from_cells(cells).expect("a known position is a board");
            (board(start), board(goal))
        });
        let known = boards.iter().find(|(_, known)| known == goal);
        *known.unwrap_or(&boards[1])
    }
}
