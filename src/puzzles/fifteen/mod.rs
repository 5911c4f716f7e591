//! The Fifteen: optimal solutions on 4x4 sliding boards toward any goal, by IDA* with
//! additive pattern databases that track the blank's region.
//!
//! Tiles are relabelled by their goal cell, and a symmetry of the square brings the goal's
//! blank to one of three cells (a corner, an edge or a centre cell), so three default sets
//! of databases serve every goal; each (7-6-2, 19 MB, for corner goals; 6-6-3, 1.6 MB,
//! for the others) is built on first use, or loaded from its bytes. The playground's goal
//! and Korf's (blank last, blank first) share the corner set. Goals with the blank in a
//! corner may also have the strong set (7-8, 196 MB; its
//! build holds [`Databases::build_peak`] bytes at once), which then serves them alone,
//! generating far fewer boards (see [`Set`]; the times and node counts of both sets are
//! in docs/performance.md).
//!
//! The same machinery serves the other rectangles of at most 16 cells
//! (`grid::Grid`) through [`PatternSolver`]: boards of any size up
//! to 2x8 and 3x5, solved optimally.

mod build;
mod databases;
mod pattern;
mod search;
mod sets;
mod threads;

use std::ops::{ControlFlow, Range};
use std::sync::OnceLock;

pub use databases::{DatabaseError, Databases, FORMAT_VERSION};
pub use search::Progress;
pub use sets::Set;

use super::sliding::{Board, Move};
use super::Unsolvable;
use crate::puzzles::grid::{Grid, MAX_CELLS as CELLS};
use databases::Patterns;
use search::{Ida, Step};
use sets::{class_of, PARTITIONS};

/// A 4x4 sliding board.
pub type Board4 = Board<4, 16>;

/// An optimal solution and the work it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// The moves, named by the blank's direction.
    pub moves: Vec<Move>,
    /// The boards the search generated.
    pub nodes: u64,
}

/// Why [`FifteenSolver::solve`] returned no solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The goal cannot be reached from the start.
    Unsolvable(Unsolvable),
    /// The node budget ran out or the progress callback asked to stop.
    Stopped(Progress),
}

/// Optimal solver for 4x4 boards, holding one set of pattern databases per class of the
/// goal's blank cell.
#[derive(Default)]
pub struct FifteenSolver {
    databases: [OnceLock<Databases>; 3],
    strong: OnceLock<Databases>,
    interim: OnceLock<Databases>,
    threads: Threads,
}

/// How many threads a search may use: at least one (see `threads.rs`; a search on any
/// number of them returns the solution it returns on one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Threads(usize);

impl Threads {
    /// `count` threads, at least one.
    pub fn new(count: usize) -> Self {
        Self(count.max(1))
    }

    /// The number of threads.
    pub fn count(self) -> usize {
        self.0
    }
}

impl Default for Threads {
    /// One thread.
    fn default() -> Self {
        Self(1)
    }
}

/// A goal brought to canonical form: the symmetry used (an index of [`SYMMETRIES`]) and
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

    /// A name for `set`, the same for every version of its byte form ([`FORMAT_VERSION`]).
    pub fn family(set: Set) -> String {
        set.family()
    }

    /// The default set that serves `goal`, and the strong set when it can serve it too.
    pub fn sets_for(goal: &Board4) -> (Set, Option<Set>) {
        let default = Set::Default(Frame::of(goal).class);
        (default, Self::strong_fits(goal).then_some(Set::Strong))
    }

    /// A name for the databases that serve `goal`, the same for every goal they serve and
    /// for every version of their byte form ([`FORMAT_VERSION`]).
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
        progress: impl FnMut(Progress) -> ControlFlow<()>,
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
        progress: impl FnMut(Progress) -> ControlFlow<()>,
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
    fn search_with(
        &self,
        databases: &Databases,
        (start, goal): (&Board4, &Board4),
        max_nodes: Option<u64>,
        progress: impl FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Solved, SolveError> {
        let frame = Frame::of(goal);
        let found = search(
            databases.patterns(),
            frame.symmetry,
            (start.cells(), goal.cells()),
            (max_nodes.unwrap_or(u64::MAX), self.threads),
            progress,
        );
        found.map_err(SolveError::Stopped)
    }

    /// The databases that serve `goal`, built first if need be: the strong ones, when
    /// there, serve the corner goals alone.
    fn serving(&self, goal: &Board4) -> &Databases {
        match self.strong.get() {
            Some(strong) if Self::strong_fits(goal) => strong,
            _ => self.build_databases(goal, |_| ()),
        }
    }

    /// `start` and `goal` in the frame of the databases that serve `goal` (built first if
    /// need be), when `goal` can be reached.
    fn framed(&self, start: &Board4, goal: &Board4) -> Result<Framed<'_>, SolveError> {
        start
            .check_reachable(goal)
            .map_err(SolveError::Unsolvable)?;
        let patterns = self.serving(goal).patterns();
        let frame = Frame::of(goal).symmetry;
        Ok(Framed::new(patterns, frame, (start.cells(), goal.cells())))
    }

    /// The start of a search from `start` to `goal` that `parts` workers share, each with
    /// a solver of the same databases (the page's Web Workers): solved here while its
    /// iterations are small, else the next iteration cut into boards for
    /// [`FifteenSolver::search_part`]. `from` is the bound after an iteration the workers
    /// shared without finding a solution: that one is cut at once. When the strong
    /// databases serve, the whole search runs here (it is short, and each worker would
    /// need their 196 MB). The search stops after `max_nodes` boards, or when `progress`
    /// breaks.
    pub fn plan(
        &self,
        (start, goal): (&Board4, &Board4),
        from: Option<u32>,
        (parts, max_nodes): (usize, Option<u64>),
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Opening, SolveError> {
        if start == goal || self.strong_serves(goal) {
            return self
                .solve(start, goal, max_nodes, progress)
                .map(Opening::Solved);
        }
        let framed = self.framed(start, goal)?;
        let budget = (parts, max_nodes.unwrap_or(u64::MAX));
        let plan = threads::plan(framed.patterns, framed.board(), from, budget, progress);
        match plan.map_err(SolveError::Stopped)? {
            threads::Plan::Solved(path, nodes) => Ok(Opening::Solved(Solved {
                moves: framed.moves(&path),
                nodes,
            })),
            threads::Plan::Cut {
                bound,
                depth,
                count,
                nodes,
            } => Ok(Opening::Cut(Cut {
                bound,
                depth,
                count,
                nodes,
            })),
        }
    }

    /// One worker's part of an iteration [`FifteenSolver::plan`] cut (`bound` and `depth`
    /// of its [`Cut`]): the boards in `boards` searched in turn until one holds a
    /// solution. Over all parts, the solution below the earliest such board is the one
    /// [`FifteenSolver::solve`] returns. `progress` hears of the bound first, then every
    /// million boards, and stops the search when it breaks.
    pub fn search_part(
        &self,
        (start, goal): (&Board4, &Board4),
        (bound, depth): (u32, u32),
        boards: Range<usize>,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Part, SolveError> {
        let framed = self.framed(start, goal)?;
        let at = (bound, depth);
        let (found, nodes) = threads::part(framed.patterns, framed.board(), at, boards, progress)
            .map_err(SolveError::Stopped)?;
        Ok(Part {
            found: found.map(|(index, path)| (index, framed.moves(&path))),
            nodes,
        })
    }
}

impl FifteenSolver {
    /// Every shortest solution from `start` to `goal` counted, and the first `keep` of
    /// them in the order of their moves' names (`d < l < r < u`), by the databases that
    /// serve `goal`: a search for the length, then its last iteration run whole. The
    /// search stops when `progress` (called at each new bound and every million boards)
    /// breaks.
    pub fn count(
        &self,
        start: &Board4,
        goal: &Board4,
        keep: usize,
        progress: &mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Counted, SolveError> {
        // through `dyn`, as the games call the solve: one copy of the search
        let solved = self.solve(start, goal, None, &mut *progress)?;
        if solved.moves.is_empty() {
            return Ok(Counted {
                count: 1,
                solutions: vec![Vec::new()],
                nodes: 0,
            });
        }
        let framed = self.framed(start, goal)?;
        let (cells, blank) = framed.board();
        let mut ida = Ida::new(framed.patterns, cells, blank, u64::MAX, progress);
        ida.set_bound(solved.moves.len() as u32);
        ida.add_nodes(solved.nodes);
        let counted = ida.count(framed.name_order(), keep);
        let nodes = ida.report().nodes;
        let (count, paths) = counted.ok_or(SolveError::Stopped(ida.report()))?;
        Ok(Counted {
            count,
            solutions: paths.iter().map(|path| framed.moves(path)).collect(),
            nodes,
        })
    }
}

/// The shortest solutions of a position, counted by [`FifteenSolver::count`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted {
    /// How many there are.
    pub count: u64,
    /// The first of them in the order of their moves' names.
    pub solutions: Vec<Vec<Move>>,
    /// The boards generated, by the search for the length and the count.
    pub nodes: u64,
}

/// Where a search that workers share stands after [`FifteenSolver::plan`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opening {
    /// Solved by the planning worker.
    Solved(Solved),
    /// An iteration cut into boards, for the workers to share.
    Cut(Cut),
}

/// An iteration of a shared search, cut into boards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cut {
    /// The iteration's bound: the length of the solutions it can find.
    pub bound: u32,
    /// The depth of the boards it is cut at.
    pub depth: u32,
    /// The number of boards, indexed from 0 in the order one thread searches them.
    pub count: usize,
    /// The boards generated so far, by the iterations before and the cut.
    pub nodes: u64,
}

/// What one worker's part of a cut iteration found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// The earliest board of the part with a solution below it, and that solution's moves
    /// from the start.
    pub found: Option<(usize, Vec<Move>)>,
    /// The boards the part generated.
    pub nodes: u64,
}

/// An optimal solution on the grid of `patterns` from `start` to `goal` (cells row by
/// row), searched with both boards brought into the frame of symmetry `frame`, within
/// `max_nodes` boards, on `threads`, and as long as `progress` goes on.
fn search(
    patterns: &Patterns,
    frame: usize,
    boards: (&[u8], &[u8]),
    (max_nodes, threads): (u64, Threads),
    mut progress: impl FnMut(Progress) -> ControlFlow<()>,
) -> Result<Solved, Progress> {
    let framed = Framed::new(patterns, frame, boards);
    let (path, nodes) = threads::run(
        patterns,
        framed.board(),
        max_nodes,
        threads.count(),
        &mut progress,
    )?;
    let moves = framed.moves(&path);
    Ok(Solved { moves, nodes })
}

/// A start and a goal brought into the frame of a set's databases: the board the search
/// takes (each tile labelled by its goal cell, in the frame), and the way back from the
/// blank's cells there to moves on the board as given.
struct Framed<'a> {
    patterns: &'a Patterns,
    frame: usize,
    cells: [u8; CELLS],
    blank: usize,
    /// The start's blank on the board as given.
    start_blank: usize,
}

impl<'a> Framed<'a> {
    /// `start` and `goal` (cells row by row) in the frame of symmetry `frame`.
    fn new(patterns: &'a Patterns, frame: usize, (start, goal): (&[u8], &[u8])) -> Self {
        let map = patterns.grid().symmetry(frame);
        let mut goal_cell = [0u8; CELLS];
        for (c, &tile) in goal.iter().enumerate() {
            goal_cell[usize::from(tile)] = map[c];
        }
        let mut cells = [0u8; CELLS];
        let mut blank = 0;
        for (c, &tile) in start.iter().enumerate() {
            cells[usize::from(map[c])] = goal_cell[usize::from(tile)];
            if tile == 0 {
                blank = usize::from(map[c]);
            }
        }
        Self {
            patterns,
            frame,
            cells,
            blank,
            start_blank: start.iter().position(|&t| t == 0).unwrap_or_default(),
        }
    }

    /// The board the search takes, and its blank's cell.
    fn board(&self) -> ([u8; CELLS], usize) {
        (self.cells, self.blank)
    }

    /// The moves that take the blank along `path` (its cells in the frame).
    fn moves(&self, path: &[u8]) -> Vec<Move> {
        let grid = self.patterns.grid();
        let unmap = grid.symmetry(grid.inverse(self.frame));
        let mut at = self.start_blank;
        path.iter()
            .map(|&cell| {
                let to = usize::from(unmap[usize::from(cell)]);
                let mv = step_between(grid.columns, at, to);
                at = to;
                mv
            })
            .collect()
    }

    /// The blank's steps in the frame, ordered by the names of the moves they are on the
    /// board as given (`d < l < r < u`), so that a search taking children in this order
    /// finds solutions in the order of their moves' names. For grids of at least 3x3.
    fn name_order(&self) -> [Step; 4] {
        let grid = self.patterns.grid();
        let unmap = grid.symmetry(grid.inverse(self.frame));
        let w = grid.columns;
        // a cell with four neighbours, and where each step takes the blank from it
        let centre = w + 1;
        let on_board = |step: Step| {
            let to = match step {
                Step::Up => centre - w,
                Step::Left => centre - 1,
                Step::Right => centre + 1,
                Step::Down => centre + w,
            };
            let (at, to) = (usize::from(unmap[centre]), usize::from(unmap[to]));
            Move::ALL
                .iter()
                .position(|&mv| mv == step_between(w, at, to))
                .unwrap_or_default()
        };
        // a symmetry takes the four steps to the four moves, one each
        let mut steps = [Step::Up; 4];
        for step in [Step::Up, Step::Left, Step::Right, Step::Down] {
            steps[on_board(step)] = step;
        }
        steps
    }
}

/// The move that takes the blank from cell `at` to the neighbouring cell `to` of a grid
/// of `columns` columns.
fn step_between(columns: usize, at: usize, to: usize) -> Move {
    match to {
        _ if to == at + columns => Move::Down,
        _ if to + columns == at => Move::Up,
        _ if to == at + 1 => Move::Right,
        _ => Move::Left,
    }
}

/// Optimal solutions on a rectangle of at most 16 cells other than the 4x4 square (one
/// wider than four columns is searched turned on its diagonal), by the pattern databases
/// of the goal's class of blank cells, each built on first use (runs of 6 tiles, or 7 on
/// a 2x8: from hundredths of a second to a few seconds; see `Spec::rectangle` and
/// docs/performance.md). Boards are cells row by row.
pub struct PatternSolver {
    columns: usize,
    grid: &'static Grid,
    transposed: bool,
    /// The databases of each blank goal cell that is its class's first.
    sets: Vec<OnceLock<Databases>>,
    threads: Threads,
}

impl PatternSolver {
    /// The solver of boards of `columns` x `rows`, if they have at most 16 cells and at
    /// most four cells along one side.
    pub fn new(columns: usize, rows: usize) -> Option<Self> {
        let cells = columns * rows;
        if !(2..=CELLS).contains(&cells) || columns.min(rows) < 2 || columns.min(rows) > 4 {
            return None;
        }
        let transposed = columns > 4;
        let grid = if transposed {
            Grid::of(rows, columns)
        } else {
            Grid::of(columns, rows)
        };
        Some(Self {
            columns,
            grid,
            transposed,
            sets: (0..cells).map(|_| OnceLock::new()).collect(),
            threads: Threads::default(),
        })
    }

    /// The same solver, building its databases and searching on `threads` threads.
    pub fn with_threads(self, threads: Threads) -> Self {
        Self { threads, ..self }
    }

    /// An optimal move sequence from `start` to `goal` (which it can reach: the caller
    /// checks), building the databases of the goal's class first if need be. The search
    /// stops when `progress` (called at each new bound and every million boards) breaks.
    pub fn solve(
        &self,
        start: &[u8],
        goal: &[u8],
        progress: impl FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Solved, Progress> {
        let (start, goal) = (self.oriented(start), self.oriented(goal));
        let (frame, set) = self.frame(&goal);
        let databases = self.sets[usize::from(set.1)]
            .get_or_init(|| Databases::build(set.0, self.threads, |_| ()));
        let patterns = databases.patterns();
        let mut solved = search(
            patterns,
            frame,
            (&start, &goal),
            (u64::MAX, self.threads),
            progress,
        )?;
        if self.transposed {
            for mv in &mut solved.moves {
                *mv = match *mv {
                    Move::Down => Move::Right,
                    Move::Right => Move::Down,
                    Move::Up => Move::Left,
                    Move::Left => Move::Up,
                };
            }
        }
        Ok(solved)
    }

    /// The set that serves `goal` (cells of the board, as [`PatternSolver::solve`] takes
    /// them).
    pub fn set_for(&self, goal: &[u8]) -> Set {
        self.frame(&self.oriented(goal)).1 .0
    }

    /// The symmetry that brings the blank of `goal` (as the grid holds it) to the first
    /// cell of its class, the set of that class, and that cell.
    fn frame(&self, goal: &[u8]) -> (usize, (Set, u8)) {
        let grid = self.grid;
        let blank = goal.iter().position(|&t| t == 0).unwrap_or_default();
        let (frame, class) = class_of(grid, blank);
        let set = Set::Rectangle {
            columns: grid.columns as u8,
            rows: (grid.cells / grid.columns) as u8,
            blank: class as u8,
        };
        (frame, (set, class as u8))
    }

    /// `cells` as the grid holds them: turned on the diagonal when the board is wider
    /// than four columns.
    fn oriented(&self, cells: &[u8]) -> Vec<u8> {
        if !self.transposed {
            return cells.to_vec();
        }
        let (columns, rows) = (self.columns, cells.len() / self.columns);
        (0..cells.len())
            .map(|t| {
                // cell t of the turned board holds the cell of row t % rows, column t / rows
                let (row, column) = (t % rows, t / rows);
                cells[row * columns + column]
            })
            .collect()
    }
}

/// Where the databases of [`Set`]s are kept: built, or taken from their bytes.
pub trait Keeper {
    /// The place of `set`'s databases and the set built there, if `set` is kept here.
    fn place(&self, set: Set) -> Option<(&OnceLock<Databases>, Set)>;

    /// The threads a build may use.
    fn threads(&self) -> Threads;

    /// Whether the databases of `set` are here.
    fn has(&self, set: Set) -> bool {
        self.place(set)
            .is_some_and(|(slot, _)| slot.get().is_some())
    }

    /// The databases of `set`, built first if need be (`progress(fraction)` follows the
    /// build); `None` for a set kept elsewhere.
    fn build(&self, set: Set, progress: &mut dyn FnMut(f64)) -> Option<&Databases> {
        let (slot, set) = self.place(set)?;
        Some(slot.get_or_init(|| Databases::build(set, self.threads(), progress)))
    }

    /// Keeps `databases`, which then serve every goal of their set (databases of the set
    /// already here are kept instead: the two are equal); whether their set is kept here.
    fn install(&self, databases: Databases) -> bool {
        let Some((slot, _)) = self.place(databases.set()) else {
            return false;
        };
        let _ = slot.set(databases);
        true
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

impl Keeper for PatternSolver {
    fn threads(&self) -> Threads {
        self.threads
    }

    fn place(&self, set: Set) -> Option<(&OnceLock<Databases>, Set)> {
        match set {
            Set::Rectangle {
                columns,
                rows,
                blank,
            } if usize::from(columns) == self.grid.columns
                && usize::from(columns) * usize::from(rows) == self.grid.cells =>
            {
                Some((self.sets.get(usize::from(blank))?, set))
            }
            _ => None,
        }
    }
}

/// Two of the positions farthest from their goal, 80 moves away (the most any board
/// needs; Brüngger, Marzetta, Fukuda and Nievergelt, 1999), each with that goal (cells
/// row by row, 0 for the blank): one for the goal with the blank first and one for the
/// goal with the blank last. Their lengths are checked by the tests.
pub const HARDEST: [([u8; 16], [u8; 16]); 2] = [
    (
        [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    ),
    (
        [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1],
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
    ),
];
