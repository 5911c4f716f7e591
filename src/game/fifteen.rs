//! The Fifteen as the playground plays it.

use std::ops::{ControlFlow, Range};

use crate::error::ParseError;
use crate::puzzles::sliding::fifteen::{Board4, FifteenSolver, HARDEST};
use crate::puzzles::sliding::{self, move_names};
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::counted::Counts;
use super::shared::{planned, searched, standing, unsolved};
use super::{
    patterns, tiles, Bounded, Counting, Face, Game, Interim, Lab, LegalMove, Level, Line, Optimal,
    Planned, SearchProgress, Searched, Shape, SharedSearch, Solo, Solved, Standing, Table,
    TableError, TableKey, Unshared,
};

/// The Fifteen as the playground plays it: boards as 16 tokens (`x` or `0` for the
/// blank), any goal.
#[derive(Default)]
pub struct FifteenGame {
    solver: FifteenSolver,
    counts: Counts,
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
}

impl Game for FifteenGame {
    type Board = Board4;

    fn parse(&self, input: &str) -> Result<Board4, ParseError> {
        Board4::parse_text(input)
    }

    fn format(&self, board: &Board4) -> String {
        board.to_spaced()
    }

    fn moves(&self, board: &Board4) -> Vec<LegalMove<Board4>> {
        tiles::legal_moves(board)
    }

    fn lines(&self, board: &Board4) -> Vec<Line> {
        tiles::lines(board)
    }

    fn shape(&self) -> Shape {
        Shape::square(4)
    }

    fn face(&self) -> Face<'_, Board4> {
        Face::Solo(self)
    }

    /// The default databases of the goal's class, and the strong ones (optional) for
    /// goals with the blank in a corner.
    fn tables(&self, goal: &Board4) -> Vec<Table> {
        tables(goal)
    }

    fn has_table(&self, key: &TableKey) -> bool {
        patterns::has_table(&self.solver, key)
    }

    fn build_table(
        &self,
        key: &TableKey,
        progress: &mut dyn FnMut(f64),
    ) -> Result<Vec<u8>, TableError> {
        patterns::build_table(&self.solver, key, progress)
    }

    fn load_table(&self, key: &TableKey, bytes: Vec<u8>) -> Result<(), TableError> {
        patterns::load_table(&self.solver, key, bytes)
    }
}

/// The tables that serve `goal` on a 4x4 board: the default databases of the goal's
/// class, and the strong ones (optional) for goals with the blank in a corner.
pub(super) fn tables(goal: &Board4) -> Vec<Table> {
    let (default, strong) = FifteenSolver::sets_for(goal);
    std::iter::once(default)
        .chain(strong)
        .map(patterns::table)
        .collect()
}

impl Solo for FifteenGame {
    fn default_goal(&self) -> Board4 {
        Board4::goal()
    }

    /// IDA*, with the databases that serve `goal` (built first if need be); a hard board
    /// takes long without the strong ones (see docs/performance.md).
    fn solve(
        &self,
        start: &Board4,
        goal: &Board4,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        let mut report = |p: SearchProgress| standing(progress, p);
        // through `dyn`, as the boards of any size call it: one copy of the search
        let report: &mut dyn FnMut(SearchProgress) -> ControlFlow<()> = &mut report;
        self.solver
            .solve(start, goal, None, report)
            .map(|solved| Solved::optimal(move_names(&solved.moves), solved.nodes))
            .map_err(unsolved)
    }

    /// Runs the full search, so it costs what [`Solo::solve`] costs.
    fn distance(&self, start: &Board4, goal: &Board4) -> Result<u32, Unsolvable> {
        let solved = self.solve(start, goal, &mut |_| ControlFlow::Continue(()))?;
        Ok(solved.moves.len() as u32)
    }

    fn why_unsolvable(&self, start: &Board4, goal: &Board4) -> Option<Unsolvable> {
        start.check_reachable(goal).err()
    }

    /// Easy and medium: a hard one is any.
    fn levels(&self) -> Vec<Level> {
        vec![Level::Easy, Level::Medium]
    }

    /// A random walk from `goal` for the easy and medium levels (10 and 25 moves, so at
    /// most that far), a uniformly random position otherwise (about 53 moves away on
    /// average: the hardest level there is).
    fn scramble(&self, goal: &Board4, seed: u64, level: Option<Level>) -> Board4 {
        let rng = &mut Rng::new(seed);
        match level {
            Some(Level::Easy) => goal.random_walk(10, rng),
            Some(Level::Medium) => goal.random_walk(25, rng),
            Some(Level::Hard) | None => Board4::random_reaching(goal, rng),
        }
    }

    fn random(&self, goal: &Board4, seed: u64) -> Board4 {
        Board4::random_reaching(goal, &mut Rng::new(seed))
    }

    fn hardest(&self, goal: &Board4, _seed: u64) -> (Board4, Board4) {
        hardest(goal)
    }

    fn interim(&self) -> Option<&dyn Interim<Board = Board4>> {
        Some(self)
    }

    fn bounded(&self) -> Option<&dyn Bounded<Board = Board4>> {
        Some(self)
    }

    fn lab(&self) -> Option<&dyn Lab<Board = Board4>> {
        Some(self)
    }

    fn counting(&self) -> Option<&dyn Counting<Board = Board4>> {
        Some(self)
    }

    fn shared(&self) -> Option<&dyn SharedSearch<Board = Board4>> {
        Some(self)
    }
}

impl Interim for FifteenGame {
    type Board = Board4;

    /// See [`FifteenSolver::solve_interim`].
    fn solve_interim(
        &self,
        start: &Board4,
        goal: &Board4,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        solve_interim(&self.solver, (start, goal), progress)
    }
}

impl Bounded for FifteenGame {
    type Board = Board4;

    fn lower_bound(&self, start: &Board4, goal: &Board4) -> Option<u32> {
        Some(sliding::lower_bound(&start.to_board(), &goal.to_board()))
    }
}

impl Lab for FifteenGame {
    type Board = Board4;

    fn lab_board(&self, board: &Board4) -> Option<sliding::Board> {
        Some(board.to_board())
    }
}

impl Counting for FifteenGame {
    type Board = Board4;

    /// By the search, its last iteration run whole (see [`FifteenSolver::count`]): as
    /// long as a solve and up to several times longer; the first [`super::LISTED`] listed.
    fn optimal_solutions(
        &self,
        start: &Board4,
        goal: &Board4,
        page: (u64, usize),
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Optimal, Unsolvable> {
        self.counts
            .page(&self.solver, (start, goal), page, progress)
    }
}

/// `solver`'s answer from the interim tables while its default ones are absent (see
/// [`FifteenSolver::solve_interim`]), as the games give it: the Fifteen and the 4x4 board.
pub(super) fn solve_interim(
    solver: &FifteenSolver,
    (start, goal): (&Board4, &Board4),
    progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
) -> Result<Solved, Unsolvable> {
    let mut report = |p: SearchProgress| standing(progress, p);
    // through `dyn`, as the solve is called: one copy of the search
    let report: &mut dyn FnMut(SearchProgress) -> ControlFlow<()> = &mut report;
    solver
        .solve_interim(start, goal, None, report)
        .map(|solved| Solved::optimal(move_names(&solved.moves), solved.nodes))
        .map_err(unsolved)
}

/// A known 80-move position on a 4x4 board: the one for `goal` if `goal` is one of
/// theirs, else the one for the playground's goal.
pub(super) fn hardest(goal: &Board4) -> (Board4, Board4) {
    let boards = HARDEST.map(|(start, goal)| {
        let board = |cells| Board4::from_cells(cells).expect("a known position is a board");
        (board(start), board(goal))
    });
    let known = boards.iter().find(|(_, known)| known == goal);
    *known.unwrap_or(&boards[1])
}

impl SharedSearch for FifteenGame {
    type Board = Board4;

    /// See [`FifteenSolver::plan`]: with the strong databases, the search is not shared.
    fn plan(
        &self,
        boards: (&Board4, &Board4),
        from: Option<u32>,
        parts: usize,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Planned, Unshared> {
        let mut report = |p: SearchProgress| standing(progress, p);
        planned(self.solver.plan(boards, from, (parts, None), &mut report))
    }

    fn search_part(
        &self,
        boards: (&Board4, &Board4),
        at: (u32, u32),
        range: Range<usize>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Searched, Unshared> {
        let mut report = |p: SearchProgress| standing(progress, p);
        searched(self.solver.search_part(boards, at, range, &mut report))
    }
}
