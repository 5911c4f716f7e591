//! The sub-faces of sliding boards of any size, each where [`Solo`](super::super::Solo)
//! hands it out: the 4x4's interim tables, counts and shared search (the Fifteen's), the
//! small boards' tables of every distance and of the multi-tile metric, and the large
//! boards' anytime search, bound and shared iterations.

use std::ops::{ControlFlow, Range};

use crate::puzzles::sliding::{self, Board};
use crate::puzzles::Unsolvable;

use super::super::shared::{planned, searched, standing};
use super::super::{
    fifteen, tiles, Anytime, Bounded, Counting, Interim, Lab, MultiTile, Optimal, Planned,
    SearchProgress, Searched, SharedSearch, Solved, Standing, Unshared,
};
use super::SlideGame;

impl Interim for SlideGame {
    type Board = Vec<u8>;

    /// On the 4x4, the Fifteen's interim tables (see [`Interim::solve_interim`]).
    fn solve_interim(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        let (Some(solver), Some(start), Some(goal)) =
            (self.solver.fifteen(), self.board4(start), self.board4(goal))
        else {
            return Err(Unsolvable::Unreachable);
        };
        fifteen::solve_interim(solver, (&start, &goal), progress)
    }
}

impl Anytime for SlideGame {
    type Board = Vec<u8>;

    /// Beams alone, on boards of more than 16 cells (see
    /// [`SlideSolver::improve`](sliding::SlideSolver::improve)).
    fn improve(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        self.anytime(start, goal, false, progress)
    }
}

impl Bounded for SlideGame {
    type Board = Vec<u8>;

    /// On boards of more than 10 cells.
    fn lower_bound(&self, start: &Vec<u8>, goal: &Vec<u8>) -> Option<u32> {
        let (start, goal) = self.boards(start, goal).ok()?;
        Some(sliding::lower_bound(&start, &goal))
    }
}

impl Lab for SlideGame {
    type Board = Vec<u8>;

    fn lab_board(&self, board: &Vec<u8>) -> Option<Board> {
        self.board(board).ok()
    }
}

impl Counting for SlideGame {
    type Board = Vec<u8>;

    /// On boards of at most 10 cells, from their table; on 4x4 boards, by the Fifteen's
    /// search (as [`FifteenGame`](super::super::FifteenGame) counts them).
    fn optimal_solutions(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
        (first, take): (u64, usize),
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Optimal, Unsolvable> {
        if let Some(fifteen) = self.solver.fifteen() {
            let (Some(start), Some(goal)) = (self.board4(start), self.board4(goal)) else {
                return Err(Unsolvable::Unreachable);
            };
            return self
                .counts
                .page(fifteen, (&start, &goal), (first, take), progress);
        }
        let (start, goal) = self.boards(start, goal)?;
        let tables = self.solver.tables().ok_or(Unsolvable::Unreachable)?;
        let page = tables.optimal_solutions(&start, &goal, first, take)?;
        Ok(tiles::optimal(page))
    }
}

impl MultiTile for SlideGame {
    type Board = Vec<u8>;

    /// On boards of at most 10 cells, from the multi-tile metric's table.
    fn solve_multi(&self, start: &Vec<u8>, goal: &Vec<u8>) -> Result<Vec<String>, Unsolvable> {
        let (start, goal) = self.boards(start, goal)?;
        let multi = self.multi.as_ref().ok_or(Unsolvable::Unreachable)?;
        Ok(tiles::slide_names(&multi.solve(&start, &goal)?))
    }
}

impl SharedSearch for SlideGame {
    type Board = Vec<u8>;

    /// See [`SlideSolver::plan`](sliding::SlideSolver::plan).
    fn plan(
        &self,
        (start, goal): (&Vec<u8>, &Vec<u8>),
        from: Option<u32>,
        parts: usize,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Planned, Unshared> {
        let (start, goal) = self.boards(start, goal)?;
        let mut report = |p: SearchProgress| standing(progress, p);
        planned(self.solver.plan((&start, &goal), from, parts, &mut report))
    }

    fn search_part(
        &self,
        (start, goal): (&Vec<u8>, &Vec<u8>),
        at: (u32, u32),
        range: Range<usize>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Searched, Unshared> {
        let (start, goal) = self.boards(start, goal)?;
        let mut report = |p: SearchProgress| standing(progress, p);
        searched(
            self.solver
                .search_part((&start, &goal), at, range, &mut report),
        )
    }
}
