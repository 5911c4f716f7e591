//! The Fifteen as the playground plays it.

use std::ops::ControlFlow;

use crate::error::ParseError;
use crate::puzzles::fifteen::{
    Board4, Databases, FifteenSolver, Set, SolveError, FORMAT_VERSION, HARDEST,
};
use crate::puzzles::sliding::move_names;
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::{
    sliding, Capabilities, Face, Game, LegalMove, Level, Line, SearchProgress, Shape, Solo, Solved,
    Standing, Table, TableError, TableKey,
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
}

/// The cache key of `set`.
fn key(set: Set) -> TableKey {
    TableKey {
        family: FifteenSolver::family(set),
        version: u32::from(FORMAT_VERSION),
    }
}

/// The set `key` names, if it names one of this version.
fn set_of(key: &TableKey) -> Option<Set> {
    let sets = [
        Set::Default(0),
        Set::Default(1),
        Set::Default(2),
        Set::Strong,
    ];
    sets.into_iter().find(|&set| self::key(set) == *key)
}

/// `set` as the page offers it.
fn table(set: Set) -> Table {
    let (label, purpose, optional) = match set {
        Set::Default(_) => (
            "pattern databases (6-6-3)",
            "every position of this goal",
            false,
        ),
        Set::Strong => (
            "stronger pattern databases (7-8)",
            "the hardest positions",
            true,
        ),
    };
    Table {
        key: key(set),
        label,
        purpose,
        bytes: Databases::byte_len(set) as u64,
        build_bytes: Databases::build_peak(set) as u64,
        optional,
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
        sliding::legal_moves(board)
    }

    fn lines(&self, board: &Board4) -> Vec<Line> {
        sliding::lines(board)
    }

    /// Distances take a search, and the tables are built ahead.
    fn capabilities(&self) -> Capabilities {
        Capabilities {
            instant_distance: false,
            levels: vec![Level::Easy, Level::Medium],
            ..Capabilities::solo(Shape::square(4))
        }
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
        has_table(&self.solver, key)
    }

    fn build_table(
        &self,
        key: &TableKey,
        progress: &mut dyn FnMut(f64),
    ) -> Result<Vec<u8>, TableError> {
        build_table(&self.solver, key, progress)
    }

    fn load_table(&self, key: &TableKey, bytes: &[u8]) -> Result<(), TableError> {
        load_table(&self.solver, key, bytes)
    }
}

/// The tables that serve `goal` on a 4x4 board: the default databases of the goal's
/// class, and the strong ones (optional) for goals with the blank in a corner.
pub(super) fn tables(goal: &Board4) -> Vec<Table> {
    let (default, strong) = FifteenSolver::sets_for(goal);
    std::iter::once(default).chain(strong).map(table).collect()
}

/// Whether `solver` has the table `key`.
pub(super) fn has_table(solver: &FifteenSolver, key: &TableKey) -> bool {
    set_of(key).is_some_and(|set| solver.has(set))
}

/// Builds the table `key` in `solver`; its bytes.
pub(super) fn build_table(
    solver: &FifteenSolver,
    key: &TableKey,
    progress: &mut dyn FnMut(f64),
) -> Result<Vec<u8>, TableError> {
    let set = set_of(key).ok_or_else(|| TableError::Unknown { key: key.clone() })?;
    Ok(solver.build(set, progress).to_bytes())
}

/// Gives `solver` the table `key` from `bytes`, checked.
pub(super) fn load_table(
    solver: &FifteenSolver,
    key: &TableKey,
    bytes: &[u8],
) -> Result<(), TableError> {
    let databases = Databases::from_bytes(bytes)?;
    if self::key(databases.set()) != *key {
        return Err(TableError::Mismatch {
            expected: key.clone(),
            found: self::key(databases.set()),
        });
    }
    solver.install(databases);
    Ok(())
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
        let mut report = |p: SearchProgress| {
            progress(&Standing {
                bound: p.bound,
                nodes: p.nodes,
                length: None,
                improved: None,
            })
        };
        // through `dyn`, as the boards of any size call it: one copy of the search
        let report: &mut dyn FnMut(SearchProgress) -> ControlFlow<()> = &mut report;
        match self.solver.solve(start, goal, None, report) {
            Ok(solved) => Ok(Solved::optimal(move_names(&solved.moves), solved.nodes)),
            Err(SolveError::Unsolvable(unsolvable)) => Err(unsolvable),
            Err(SolveError::Stopped(_)) => Err(Unsolvable::Stopped),
        }
    }

    /// Runs the full search, so it costs what [`Solo::solve`] costs.
    fn distance(&self, start: &Board4, goal: &Board4) -> Result<u32, Unsolvable> {
        let solved = self.solve(start, goal, &mut |_| ControlFlow::Continue(()))?;
        Ok(solved.moves.len() as u32)
    }

    fn why_unsolvable(&self, start: &Board4, goal: &Board4) -> Option<Unsolvable> {
        start.check_reachable(goal).err()
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
