//! Sliding boards of any size as the playground plays them.

use std::ops::{ControlFlow, Range};

use crate::error::ParseError;
use crate::judge;
use crate::puzzles::lab;
use crate::puzzles::sliding::fifteen::Board4;
use crate::puzzles::sliding::{
    self, move_names, tile_text, Board, MultiTables, SlideSolver, EXACT_CELLS,
};
use crate::puzzles::{BoardError, Shape, Unsolvable};
use crate::random::Rng;

use super::counted::Counts;
use super::shared::{planned, searched, standing};
use super::{
    fifteen, patterns, tiles, Capabilities, Face, Game, LegalMove, Level, Line, Optimal, Planned,
    SearchProgress, Searched, SharedSearch, Solo, Solved, Standing, Table, TableError, TableKey,
};

/// Sliding boards of one size, 2x2 to 10x10: boards cross to JavaScript as their cells
/// row by row (0 the blank), checked to be of the game's size ([`Game::check`]).
pub struct SlideGame {
    /// Boxed: its tables' places make it the largest of the games.
    solver: Box<SlideSolver>,
    /// The multi-tile metric's tables, on boards of at most 10 cells.
    multi: Option<MultiTables>,
    /// The shortest solutions last counted, on 4x4 boards.
    counts: Counts,
}

impl SlideGame {
    /// The game of boards of `shape`, no table built yet.
    pub fn new(shape: Shape) -> Self {
        Self {
            solver: Box::new(SlideSolver::new(shape)),
            multi: MultiTables::new(shape),
            counts: Counts::default(),
        }
    }

    /// The boards' size.
    pub fn shape(&self) -> Shape {
        self.solver.shape()
    }

    /// The board of `cells`, if they are one of this size.
    fn board(&self, cells: &[u8]) -> Result<Board, BoardError> {
        Board::from_cells(self.shape(), cells.to_vec())
    }

    /// The moves of the walk that makes a scramble of `level` on a board without a
    /// distance table: 10 and 25 moves on a 4x4 board, as many per cell elsewhere.
    fn walk(&self, level: Level) -> usize {
        let per_16_cells = match level {
            Level::Easy => 10,
            Level::Medium => 25,
            Level::Hard => 40,
        };
        (per_16_cells * self.shape().cells()).div_ceil(16)
    }

    /// The 4x4 form of a board, for the Fifteen's tables.
    fn board4(&self, cells: &[u8]) -> Option<Board4> {
        Board4::of(&self.board(cells).ok()?)
    }

    /// Whether workers share the search: on the 4x4 (the Fifteen's) and on boards of more
    /// than 16 cells (the iterations that raise the bound); the others are solved in well
    /// under a second.
    fn shares(&self) -> bool {
        let cells = self.shape().cells();
        cells == 16 && self.solver.fifteen().is_some() || cells > EXACT_CELLS
    }

    /// The solve, or when not `prove` its beams alone, as [`Solo::solve`] answers.
    fn anytime(
        &self,
        start: &[u8],
        goal: &[u8],
        prove: bool,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        let (Ok(start), Ok(goal)) = (self.board(start), self.board(goal)) else {
            return Err(Unsolvable::Unreachable);
        };
        let mut told = None;
        let mut report = |standing: &sliding::Standing<'_>| {
            let length = standing.best.map(<[_]>::len);
            let improved = (length != told)
                .then(|| standing.best.map(move_names))
                .flatten();
            told = length;
            progress(&Standing {
                bound: standing.bound,
                nodes: standing.nodes,
                length,
                improved,
            })
        };
        let best = if prove {
            self.solver.solve(&start, &goal, &mut report)
        } else {
            self.solver.improve(&start, &goal, &mut report)
        }?;
        Ok(Solved {
            moves: move_names(&best.moves),
            bound: best.bound,
            nodes: best.nodes,
        })
    }

    /// Both boards, of this size.
    fn boards(&self, start: &[u8], goal: &[u8]) -> Result<(Board, Board), Unsolvable> {
        match (self.board(start), self.board(goal)) {
            (Ok(start), Ok(goal)) => Ok((start, goal)),
            _ => Err(Unsolvable::Unreachable),
        }
    }
}

impl SharedSearch for SlideGame {
    type Board = Vec<u8>;

    /// See [`SlideSolver::plan`].
    fn plan(
        &self,
        (start, goal): (&Vec<u8>, &Vec<u8>),
        from: Option<u32>,
        parts: usize,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Planned, Unsolvable> {
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
    ) -> Result<Searched, Unsolvable> {
        let (start, goal) = self.boards(start, goal)?;
        let mut report = |p: SearchProgress| standing(progress, p);
        searched(
            self.solver
                .search_part((&start, &goal), at, range, &mut report),
        )
    }
}

impl Game for SlideGame {
    type Board = Vec<u8>;

    fn check(&self, board: &Vec<u8>) -> Result<(), BoardError> {
        self.board(board).map(drop)
    }

    fn parse(&self, input: &str) -> Result<Vec<u8>, ParseError> {
        Board::parse_text(self.shape(), input).map(Board::into_cells)
    }

    fn format(&self, board: &Vec<u8>) -> String {
        let tokens: Vec<String> = board.iter().map(|&c| tile_text(c)).collect();
        tokens.join(" ")
    }

    /// None for a board of another size.
    fn moves(&self, board: &Vec<u8>) -> Vec<LegalMove<Vec<u8>>> {
        let Ok(board) = self.board(board) else {
            return Vec::new();
        };
        tiles::legal_moves(&board)
            .into_iter()
            .map(|legal| LegalMove {
                name: legal.name,
                board: legal.board.into_cells(),
                cells: legal.cells,
                toward: legal.toward,
            })
            .collect()
    }

    fn lines(&self, board: &Vec<u8>) -> Vec<Line> {
        self.board(board)
            .map(|board| tiles::lines(&board))
            .unwrap_or_default()
    }

    /// Distances are instant on boards of at most 10 cells (a table); every size has
    /// levels, by distance there and by random walks elsewhere.
    fn capabilities(&self) -> Capabilities {
        let shape = self.shape();
        let instant = self.solver.tables().is_some();
        Capabilities {
            instant_distance: instant,
            levels: if instant {
                Level::ALL.to_vec()
            } else {
                vec![Level::Easy, Level::Medium]
            },
            lab: shape.cells() <= lab::MAX_CELLS,
            counts_solutions: instant || self.solver.fifteen().is_some(),
            multi_tile: self.multi.is_some(),
            shared_search: self.shares(),
            anytime: shape.cells() > EXACT_CELLS,
            interim: self.solver.fifteen().is_some(),
            ..Capabilities::solo(shape)
        }
    }

    fn face(&self) -> Face<'_, Vec<u8>> {
        Face::Solo(self)
    }

    /// The pattern databases that serve `goal` on boards of 11 to 16 cells (the
    /// Fifteen's on a 4x4 board), and the optional ones that raise the bound on boards of
    /// 17 to 36 cells; none elsewhere (a table of at most 10 cells is built in well under
    /// a second when first asked).
    fn tables(&self, goal: &Vec<u8>) -> Vec<Table> {
        let Ok(goal) = self.board(goal) else {
            return Vec::new();
        };
        let bound = self
            .solver
            .pattern_sets()
            .map(|sets| patterns::bound_table(sets.shape(), goal.blank()));
        self.solver
            .sets_for(&goal)
            .into_iter()
            .map(patterns::table)
            .chain(bound)
            .collect()
    }

    fn has_table(&self, key: &TableKey) -> bool {
        match (self.solver.keeper(), self.solver.pattern_sets()) {
            (Some(keeper), _) => patterns::has_table(keeper, key),
            (None, Some(sets)) => patterns::has_bound(sets, key),
            (None, None) => false,
        }
    }

    fn build_table(
        &self,
        key: &TableKey,
        progress: &mut dyn FnMut(f64),
    ) -> Result<Vec<u8>, TableError> {
        match (self.solver.keeper(), self.solver.pattern_sets()) {
            (Some(keeper), _) => patterns::build_table(keeper, key, progress),
            (None, Some(sets)) => patterns::build_bound(sets, key, progress),
            (None, None) => Err(TableError::Unknown { key: key.clone() }),
        }
    }

    fn load_table(&self, key: &TableKey, bytes: Vec<u8>) -> Result<(), TableError> {
        match (self.solver.keeper(), self.solver.pattern_sets()) {
            (Some(keeper), _) => patterns::load_table(keeper, key, bytes),
            (None, Some(sets)) => patterns::load_bound(sets, key, &bytes),
            (None, None) => Err(TableError::Unknown { key: key.clone() }),
        }
    }
}

impl Solo for SlideGame {
    fn default_goal(&self) -> Vec<u8> {
        Board::goal(self.shape()).into_cells()
    }

    fn lab_board(&self, board: &Vec<u8>) -> Option<Board> {
        self.board(board)
            .ok()
            .filter(|b| b.cells().len() <= lab::MAX_CELLS)
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

    /// On the 4x4, the Fifteen's interim tables (see [`Solo::solve_interim`]).
    fn solve_interim(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Option<Result<Solved, Unsolvable>> {
        let solver = self.solver.fifteen()?;
        let (Some(start), Some(goal)) = (self.board4(start), self.board4(goal)) else {
            return Some(Err(Unsolvable::Unreachable));
        };
        Some(fifteen::solve_interim(solver, (&start, &goal), progress))
    }

    /// Beams alone on boards of more than 16 cells (see [`SlideSolver::improve`]).
    fn improve(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Option<Result<Solved, Unsolvable>> {
        (self.shape().cells() > EXACT_CELLS).then(|| self.anytime(start, goal, false, progress))
    }

    fn shared(&self) -> Option<&dyn SharedSearch<Board = Vec<u8>>> {
        self.shares().then_some(self)
    }

    /// On boards of at most 10 cells, from their table; on 4x4 boards, by the Fifteen's
    /// search (as [`super::FifteenGame`] counts them); not elsewhere.
    fn optimal_solutions(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
        (first, take): (u64, usize),
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Option<Result<Optimal, Unsolvable>> {
        if let Some(fifteen) = self.solver.fifteen() {
            let (Some(start), Some(goal)) = (self.board4(start), self.board4(goal)) else {
                return Some(Err(Unsolvable::Unreachable));
            };
            return Some(
                self.counts
                    .page(fifteen, (&start, &goal), (first, take), progress),
            );
        }
        let tables = self.solver.tables()?;
        let (Ok(start), Ok(goal)) = (self.board(start), self.board(goal)) else {
            return Some(Err(Unsolvable::Unreachable));
        };
        Some(
            tables
                .optimal_solutions(&start, &goal, first, take)
                .map(Optimal::named),
        )
    }

    /// On boards of at most 10 cells, from the multi-tile metric's table; not elsewhere.
    fn solve_multi(
        &self,
        start: &Vec<u8>,
        goal: &Vec<u8>,
    ) -> Option<Result<Vec<String>, Unsolvable>> {
        let multi = self.multi.as_ref()?;
        let (Ok(start), Ok(goal)) = (self.board(start), self.board(goal)) else {
            return Some(Err(Unsolvable::Unreachable));
        };
        Some(
            multi
                .solve(&start, &goal)
                .map(|slides| tiles::slide_names(&slides)),
        )
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

    /// On boards of more than 10 cells.
    fn lower_bound(&self, start: &Vec<u8>, goal: &Vec<u8>) -> Option<u32> {
        if self.solver.tables().is_some() {
            return None;
        }
        Some(sliding::lower_bound(
            &self.board(start).ok()?,
            &self.board(goal).ok()?,
        ))
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
    fn judge_output(&self, start: &Vec<u8>, goal: &Vec<u8>) -> Option<String> {
        self.solver.tables()?;
        let goal = self.board(goal).ok()?;
        let input = format!("{}\n", self.format(start));
        judge::output(|out| {
            let mut limit = |_: usize, _: &sliding::Standing<'_>| ControlFlow::Continue(());
            judge::slide::run_with(&input, &self.solver, &goal, &mut limit, out, |_| ())
        })
    }
}
