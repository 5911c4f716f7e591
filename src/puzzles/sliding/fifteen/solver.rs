//! The Fifteen's solver: the 4x4 square's sets of pattern databases, one default set per
//! class of the goal's blank cell, the strong set and the interim one, and the choice
//! among them.

use std::ops::ControlFlow;
use std::sync::OnceLock;

use super::Board4;
use crate::puzzles::sliding::answers::{SolveError, Solved};
use crate::puzzles::sliding::databases16::{
    DatabaseError, Databases, Framed, Keeper, Set, PARTITIONS,
};
use crate::puzzles::sliding::grid::Grid;
use crate::search::{SearchProgress, Threads};

/// Optimal solver for 4x4 boards, holding one set of pattern databases per class of the
/// goal's blank cell.
#[derive(Default)]
pub struct FifteenSolver {
    databases: [OnceLock<Databases>; 3],
    strong: OnceLock<Databases>,
    interim: OnceLock<Databases>,
    threads: Threads,
}

/// A goal brought to canonical form: the symmetry used (an index of the square's symmetries) and
/// the class of databases.
#[derive(Clone, Copy)]
struct Frame {
    symmetry: usize,
    class: usize,
}

impl Frame {
    fn of(goal: &Board4) -> Self {
        Grid::square()
            .symmetries()
            .iter()
            .enumerate()
            .find_map(|(symmetry, map)| {
                let cell = usize::from(map[goal.blank()]);
                let class = PARTITIONS.iter().position(|&(c, _)| c == cell)?;
                Some(Self { symmetry, class })
            })
            .unwrap_or(Self {
                symmetry: 0,
                class: 0,
            })
    }
}

impl FifteenSolver {
    /// A solver with no database built yet, searching on one thread.
    pub fn new() -> Self {
        Self::default()
    }

    /// The same solver, building its databases and searching on `threads` threads.
    pub fn with_threads(self, threads: Threads) -> Self {
        Self { threads, ..self }
    }

    /// A name for `set`, the same for every version of its byte form ([`FORMAT_VERSION`](crate::puzzles::sliding::databases16::FORMAT_VERSION)).
    pub fn family(set: Set) -> String {
        set.family()
    }

    /// The default set that serves `goal`, and the strong set when it can serve it too.
    pub fn sets_for(goal: &Board4) -> (Set, Option<Set>) {
        let default = Set::Default(Frame::of(goal).class);
        (default, Self::strong_fits(goal).then_some(Set::Strong))
    }

    /// A name for the databases that serve `goal`, the same for every goal they serve and
    /// for every version of their byte form ([`FORMAT_VERSION`](crate::puzzles::sliding::databases16::FORMAT_VERSION)).
    pub fn databases_family(&self, goal: &Board4) -> String {
        Self::family(Self::sets_for(goal).0)
    }

    /// A name for the strong databases, when they can serve `goal` (the same for every
    /// version of their byte form).
    pub fn strong_family(&self, goal: &Board4) -> Option<String> {
        Self::sets_for(goal).1.map(Self::family)
    }

    /// Whether the strong databases can serve `goal`: its blank is in a corner.
    pub fn strong_fits(goal: &Board4) -> bool {
        Frame::of(goal).class == 0
    }

    /// Whether the databases that serve `goal` are ready.
    pub fn has_databases(&self, goal: &Board4) -> bool {
        self.databases[Frame::of(goal).class].get().is_some()
    }

    /// The databases that serve `goal`, built first if need be; `progress(fraction)`
    /// follows the build.
    pub fn build_databases(&self, goal: &Board4, progress: impl FnMut(f64)) -> &Databases {
        let class = Frame::of(goal).class;
        self.databases[class]
            .get_or_init(|| Databases::build(Set::Default(class), self.threads, progress))
    }

    /// The strong databases, built first if need be; once there, they alone serve the
    /// goals with the blank in a corner.
    pub fn build_strong(&self, progress: impl FnMut(f64)) -> &Databases {
        self.strong
            .get_or_init(|| Databases::build(Set::Strong, self.threads, progress))
    }

    /// Whether the strong databases are ready.
    pub fn has_strong(&self) -> bool {
        self.strong.get().is_some()
    }

    /// Whether the strong databases serve `goal`: they are ready, and the goal's blank is
    /// in a corner.
    pub fn strong_serves(&self, goal: &Board4) -> bool {
        self.has_strong() && Self::strong_fits(goal)
    }

    /// Takes databases from their bytes (see [`Databases::to_bytes`]; a `Vec` is kept,
    /// not copied); they then serve every goal of their set. Databases already there are
    /// kept.
    pub fn load_databases(&self, bytes: impl Into<Vec<u8>>) -> Result<(), DatabaseError> {
        self.install(Databases::from_bytes(bytes)?);
        Ok(())
    }

    /// An optimal move sequence from `start` to `goal` (any of the shortest), building
    /// the databases first if need be. The search stops after `max_nodes` boards, or when
    /// `progress` (called at each new bound and every million boards) breaks; a time
    /// budget is the callback's to keep.
    pub fn solve(
        &self,
        start: &Board4,
        goal: &Board4,
        max_nodes: Option<u64>,
        progress: impl FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Solved, SolveError> {
        start
            .check_reachable(goal)
            .map_err(SolveError::Unsolvable)?;
        if start == goal {
            // no database needed
            return Ok(Solved {
                moves: Vec::new(),
                nodes: 0,
            });
        }
        self.search_with(self.serving(goal), (start, goal), max_nodes, progress)
    }

    /// [`FifteenSolver::solve`] without waiting for the default databases of a goal with
    /// the blank in a corner (the 7-6-2 set, seconds to build): while they and the strong
    /// ones are absent, from the interim set (6-6-3, a tenth of a second to build; see
    /// docs/performance.md). Optimal too, but where the sets differ it may be another of
    /// the shortest solutions: the search tries the most promising move first.
    pub fn solve_interim(
        &self,
        start: &Board4,
        goal: &Board4,
        max_nodes: Option<u64>,
        progress: impl FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Solved, SolveError> {
        let waits = Self::strong_fits(goal) && !self.has_databases(goal) && !self.has_strong();
        if !waits || start == goal {
            return self.solve(start, goal, max_nodes, progress);
        }
        start
            .check_reachable(goal)
            .map_err(SolveError::Unsolvable)?;
        let interim = self.interim.get_or_init(|| {
            // through `dyn`, as the page's builds call it: one copy of the build in the wasm
            let progress: &mut dyn FnMut(f64) = &mut |_| ();
            Databases::build(Set::Interim, self.threads, progress)
        });
        self.search_with(interim, (start, goal), max_nodes, progress)
    }
}

impl FifteenSolver {
    /// The search from `start` to `goal` (reachable, and not the same board) with
    /// `databases`, which serve `goal`.
    pub(super) fn search_with(
        &self,
        databases: &Databases,
        (start, goal): (&Board4, &Board4),
        max_nodes: Option<u64>,
        progress: impl FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Solved, SolveError> {
        let frame = Frame::of(goal).symmetry;
        let framed = Framed::new(databases, frame, (start.cells(), goal.cells()));
        framed
            .solve((max_nodes.unwrap_or(u64::MAX), self.threads), progress)
            .map_err(SolveError::Stopped)
    }

    /// The databases that serve `goal`, built first if need be: the strong ones, when
    /// there, serve the corner goals alone.
    pub(super) fn serving(&self, goal: &Board4) -> &Databases {
        match self.strong.get() {
            Some(strong) if Self::strong_fits(goal) => strong,
            _ => self.build_databases(goal, |_| ()),
        }
    }

    /// `start` and `goal` in the frame of the databases that serve `goal` (built first if
    /// need be), when `goal` can be reached.
    pub(super) fn framed(&self, start: &Board4, goal: &Board4) -> Result<Framed<'_>, SolveError> {
        start
            .check_reachable(goal)
            .map_err(SolveError::Unsolvable)?;
        let frame = Frame::of(goal).symmetry;
        Ok(Framed::new(
            self.serving(goal),
            frame,
            (start.cells(), goal.cells()),
        ))
    }
}

impl Keeper for FifteenSolver {
    fn threads(&self) -> Threads {
        self.threads
    }

    fn place(&self, set: Set) -> Option<(&OnceLock<Databases>, Set)> {
        match set {
            Set::Default(class) => {
                let class = class.min(2);
                Some((&self.databases[class], Set::Default(class)))
            }
            Set::Strong => Some((&self.strong, set)),
            Set::Interim => Some((&self.interim, set)),
            Set::Rectangle { .. } => None,
        }
    }
}
