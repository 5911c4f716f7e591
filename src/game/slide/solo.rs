//! Sliding boards of any size as one-player puzzles, and which sub-faces each size has.

use std::ops::ControlFlow;

use crate::puzzles::lab;
use crate::puzzles::sliding::{Board, EXACT_CELLS};
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::super::{
    fifteen, tiles, Anytime, Bounded, Counting, Game, Interim, Lab, Level, MultiTile, SharedSearch,
    Solo, Solution, Solved, Standing,
};
use super::SlideGame;

impl Solo for SlideGame {
    fn default_goal(&self) -> Vec<u8> {
        Board::goal(self.shape()).into_cells()
    }

    /// Optimal at once on boards of at most 10 cells; elsewhere a first solution comes
    /// at once, then shorter ones and a rising bound until `progress` stops the search
    /// or the bound meets the length (see [`SlideSolver::solve`]).
    fn solve(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        self.anytime(start, goal, true, progress)
    }

    /// A table lookup on boards of at most 10 cells; elsewhere the search runs until it
    /// proves a solution shortest, which may take very long on large boards.
    fn distance(&self, start: &Vec<u8>, goal: &Vec<u8>) -> Result<u32, Unsolvable> {
        let (Ok(start), Ok(goal)) = (self.board(start), self.board(goal)) else {
            return Err(Unsolvable::Unreachable);
        };
        match self.solver.tables() {
            Some(tables) => tables.distance(&start, &goal),
            None => {
                let best = self
                    .solver
                    .solve(&start, &goal, |_| ControlFlow::Continue(()))?;
                Ok(best.moves.len() as u32)
            }
        }
    }

    fn distance_counts(&self, goal: &Vec<u8>) -> Vec<u64> {
        match (self.solver.tables(), self.board(goal)) {
            (Some(tables), Ok(goal)) => tables.counts(&goal).to_vec(),
            _ => Vec::new(),
        }
    }

    fn why_unsolvable(&self, start: &Vec<u8>, goal: &Vec<u8>) -> Option<Unsolvable> {
        let (start, goal) = (self.board(start).ok()?, self.board(goal).ok()?);
        start.check_reachable(&goal).err()
    }

    /// Every level where a table measures distances; easy and medium elsewhere (by random
    /// walks; a hard one is any).
    fn levels(&self) -> Vec<Level> {
        if self.solver.tables().is_some() {
            Level::ALL.to_vec()
        } else {
            vec![Level::Easy, Level::Medium]
        }
    }

    /// By distance on boards of at most 10 cells (see [`Level::distance`]); elsewhere a
    /// random walk from the goal for the easy and medium levels, and a uniformly random
    /// board otherwise.
    fn scramble(&self, goal: &Vec<u8>, seed: u64, level: Option<Level>) -> Vec<u8> {
        let Ok(board) = self.board(goal) else {
            return goal.clone();
        };
        let rng = &mut Rng::new(seed);
        if let (Some(tables), Some(level)) = (self.solver.tables(), level) {
            let depth = tables.counts(&board).len().saturating_sub(1);
            if let Some(found) = tables.random_at(&board, level.distance(depth), rng) {
                return found.into_cells();
            }
        }
        match level {
            Some(level @ (Level::Easy | Level::Medium)) if self.solver.tables().is_none() => {
                board.random_walk(self.walk(level), rng).into_cells()
            }
            _ => Board::random_reaching(&board, rng).into_cells(),
        }
    }

    fn random(&self, goal: &Vec<u8>, seed: u64) -> Vec<u8> {
        match self.board(goal) {
            Ok(goal) => Board::random_reaching(&goal, &mut Rng::new(seed)).into_cells(),
            Err(_) => goal.clone(),
        }
    }

    fn random_at(&self, goal: &Vec<u8>, distance: u8, seed: u64) -> Option<Vec<u8>> {
        let tables = self.solver.tables()?;
        let goal = self.board(goal).ok()?;
        let found = tables.random_at(&goal, distance, &mut Rng::new(seed))?;
        Some(found.into_cells())
    }

    /// Known 80-move positions on a 4x4 board, the farthest by table on boards of at
    /// most 10 cells, a uniformly random board elsewhere.
    fn hardest(&self, goal: &Vec<u8>, seed: u64) -> (Vec<u8>, Vec<u8>) {
        if let (Some(_), Some(goal4)) = (self.solver.fifteen(), self.board4(goal)) {
            let (start, goal) = fifteen::hardest(&goal4);
            return (start.cells().to_vec(), goal.cells().to_vec());
        }
        let depth = self.distance_counts(goal).len().saturating_sub(1);
        let board = self.random_at(goal, depth as u8, seed);
        (
            board.unwrap_or_else(|| self.random(goal, seed)),
            goal.clone(),
        )
    }

    /// What `puzzle slide --size WxH --goal GOAL` prints, on boards of at most 10 cells
    /// (elsewhere the answer depends on the time the command gives the search).
    fn judge(
        &self,
        _start: &Vec<u8>,
        _goal: &Vec<u8>,
        answer: Result<&Solution<Vec<u8>>, &Unsolvable>,
    ) -> Option<String> {
        self.solver.tables()?;
        tiles::judge_line(answer)
    }

    fn interim(&self) -> Option<&dyn Interim<Board = Vec<u8>>> {
        self.solver.fifteen().is_some().then_some(self)
    }

    fn anytime(&self) -> Option<&dyn Anytime<Board = Vec<u8>>> {
        (self.cells() > EXACT_CELLS).then_some(self)
    }

    fn bounded(&self) -> Option<&dyn Bounded<Board = Vec<u8>>> {
        self.solver.tables().is_none().then_some(self)
    }

    fn lab(&self) -> Option<&dyn Lab<Board = Vec<u8>>> {
        (self.cells() <= lab::MAX_CELLS).then_some(self)
    }

    fn counting(&self) -> Option<&dyn Counting<Board = Vec<u8>>> {
        (self.solver.tables().is_some() || self.solver.fifteen().is_some()).then_some(self)
    }

    fn multi_tile(&self) -> Option<&dyn MultiTile<Board = Vec<u8>>> {
        self.multi.is_some().then_some(self)
    }

    fn shared(&self) -> Option<&dyn SharedSearch<Board = Vec<u8>>> {
        self.shares().then_some(self)
    }
}
