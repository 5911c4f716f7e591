//! The solver of one board size: which search serves it, and the order in which an
//! anytime solve tries them.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Mutex, OnceLock, PoisonError};
use std::thread;

use crate::puzzles::fifteen::{
    FifteenSolver, Keeper, PatternSolver, Set, SolveError as FifteenError, Threads,
};
use crate::puzzles::sliding::Move;
use crate::puzzles::{Shape, Unsolvable, MAX_CELLS};
use crate::search::{share, SearchProgress, BOARDS_PER_THREAD};

use super::beam::{all_cells, Beam, CellSet};
use super::estimate::{Cells, Goal};
use super::ida::{Ida, Iteration};
use super::patterns::{Lookup, PatternSets, Placement};
use super::reduce::Parts;
use super::table::{self, Tables};
use super::Board;

/// Boards of at most this many cells are solved exactly first and improved no further
/// meanwhile; larger ones alternate better solutions and a higher bound.
pub const EXACT_CELLS: usize = 16;

/// Boards of at most this many cells are searched whole by the beam; larger ones are
/// brought down to a part of at most [`CORE`] x [`CORE`] first.
const BEAM_CELLS: usize = 36;
const CORE: usize = 6;

/// The first beam's width, doubled each round up to what memory allows.
const FIRST_WIDTH: usize = 64;

/// The boards a beam may remember (about 16 bytes each).
const BEAM_MEMORY: usize = 4 << 20;

/// Where an anytime solve stands, as its caller hears it: the shortest solution found so
/// far, the proven lower bound on the optimum, and the boards generated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing<'a> {
    /// The shortest solution found so far, if any.
    pub best: Option<&'a [Move]>,
    /// No solution is shorter than this.
    pub bound: u32,
    /// The boards generated so far.
    pub nodes: u64,
}

/// The outcome of an anytime solve: a solution, and how close to the optimum it is
/// proven to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Best {
    /// The shortest solution found.
    pub moves: Vec<Move>,
    /// No solution is shorter than this.
    pub bound: u32,
    /// The boards generated.
    pub nodes: u64,
}

impl Best {
    /// Whether the solution is proven shortest.
    pub fn optimal(&self) -> bool {
        self.moves.len() as u32 == self.bound
    }
}

/// The solver of one board size. Boards of at most 10 cells are solved by a distance
/// table; boards of 11 to 16 cells by IDA* with pattern databases (the Fifteen's on a
/// 4x4); larger ones by an anytime search: a first solution from a beam search (after
/// solving the outer lines first on boards larger than 6x6), then wider beams and IDA*
/// with the Manhattan distance and linear conflicts (and, on boards of 17 to 36 cells
/// whose databases are kept, pattern databases) raising the bound (docs/algorithms.md,
/// "Sliding boards of any size").
pub struct SlideSolver {
    shape: Shape,
    tables: Option<Tables>,
    fifteen: Option<FifteenSolver>,
    /// Pattern databases on the other boards of 11 to 16 cells.
    patterns: Option<PatternSolver>,
    /// Pattern databases for the bound on boards of 17 to 36 cells.
    pattern_sets: Option<PatternSets>,
    /// The tables that finish a board solved by parts: 2x2, 3x2, 2x3 and 3x3.
    finish: [OnceLock<Tables>; 4],
    /// The threads the optimal searches and the larger boards' IDA* iterations share.
    threads: Threads,
}

impl SlideSolver {
    /// A solver for boards of `shape`, no table built yet.
    pub fn new(shape: Shape) -> Self {
        Self {
            shape,
            tables: (shape.cells() <= table::MAX_CELLS).then(|| Tables::new(shape)),
            fifteen: (shape == Shape::square(4)).then(FifteenSolver::new),
            patterns: (shape.cells() > table::MAX_CELLS && shape != Shape::square(4))
                .then(|| PatternSolver::new(shape.columns(), shape.rows()))
                .flatten(),
            pattern_sets: PatternSets::new(shape),
            finish: Default::default(),
            threads: Threads::default(),
        }
    }

    /// The same solver, its searches run on `threads` threads: the optimal searches on
    /// boards of 11 to 16 cells (and the builds of their databases), and the larger boards'
    /// anytime search (its beams on one thread, its IDA* iterations on the others).
    pub fn with_threads(self, threads: Threads) -> Self {
        Self {
            fifteen: self.fifteen.map(|f| f.with_threads(threads)),
            patterns: self.patterns.map(|p| p.with_threads(threads)),
            threads,
            ..self
        }
    }

    /// The boards' size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The distance tables, on boards of at most 10 cells.
    pub fn tables(&self) -> Option<&Tables> {
        self.tables.as_ref()
    }

    /// The Fifteen's solver, on 4x4 boards.
    pub fn fifteen(&self) -> Option<&FifteenSolver> {
        self.fifteen.as_ref()
    }

    /// Where the pattern databases are kept, on boards of 11 to 16 cells.
    pub fn keeper(&self) -> Option<&dyn Keeper> {
        match (&self.fifteen, &self.patterns) {
            (Some(fifteen), _) => Some(fifteen),
            (None, Some(patterns)) => Some(patterns),
            (None, None) => None,
        }
    }

    /// Where the pattern databases that raise the bound are kept, on boards of 17 to 36
    /// cells: a search uses them once they are built or loaded.
    pub fn pattern_sets(&self) -> Option<&PatternSets> {
        self.pattern_sets.as_ref()
    }

    /// The sets of pattern databases that serve `goal` (the Fifteen's strong set, which
    /// is optional, second): none on boards without them.
    pub fn sets_for(&self, goal: &Board) -> Vec<Set> {
        if self.fifteen.is_some() {
            let Some(goal) = goal.as_board4() else {
                return Vec::new();
            };
            let (default, strong) = FifteenSolver::sets_for(&goal);
            return std::iter::once(default).chain(strong).collect();
        }
        self.patterns
            .iter()
            .map(|patterns| patterns.set_for(goal.cells()))
            .collect()
    }

    /// A solution from `start` to `goal` (boards of this solver's shape), made shorter
    /// and proven closer to the optimum until it is proven optimal or `report` stops it.
    /// `report` hears of every better solution, every higher bound, and now and then of
    /// the boards generated. A first solution always comes (in well under a second on
    /// any board; docs/performance.md): a stop asked before it is heeded after it.
    pub fn solve(
        &self,
        start: &Board,
        goal: &Board,
        mut report: impl FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) -> Result<Best, Unsolvable> {
        self.anytime(start, goal, true, &mut report)
    }

    /// [`SlideSolver::solve`] without its IDA* iterations on boards of more than 16 cells:
    /// ever better solutions from the beams, the bound the start's estimate, until
    /// `report` stops it or a solution meets that bound. The page runs this in one worker
    /// while others raise the bound ([`SlideSolver::plan`]).
    pub fn improve(
        &self,
        start: &Board,
        goal: &Board,
        mut report: impl FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) -> Result<Best, Unsolvable> {
        self.anytime(start, goal, false, &mut report)
    }

    /// The anytime search, its bound raised by IDA* iterations when `prove`.
    fn anytime(
        &self,
        start: &Board,
        goal: &Board,
        prove: bool,
        report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) -> Result<Best, Unsolvable> {
        start.check_reachable(goal)?;
        if let Some(tables) = &self.tables {
            let moves = tables.solve(start, goal)?;
            let bound = moves.len() as u32;
            return Ok(Best {
                moves,
                bound,
                nodes: 0,
            });
        }
        let mut search = Search::new(self, start, goal);
        search.run(report, prove);
        let moves = search.best.expect("a first solution always comes");
        Ok(Best {
            moves,
            bound: search.bound,
            nodes: search.nodes,
        })
    }
}

/// One anytime solve under way.
pub(super) struct Search<'a> {
    solver: &'a SlideSolver,
    goal_board: &'a Board,
    pub(super) start: &'a Board,
    pub(super) goal: Goal,
    /// The pattern databases that raise the bound, if kept for this goal.
    pub(super) lookup: Option<Lookup<'a>>,
    pub(super) cells: Cells,
    /// The board the beam searches, once the outer lines are done on a large board.
    core: Option<Core>,
    best: Option<Vec<Move>>,
    /// No solution is shorter: the start's estimate, then raised.
    pub(super) bound: u32,
    nodes: u64,
    stopped: bool,
}

/// What a beam searches: a board, the cells the blank may enter, and the moves that led
/// to it from the start.
#[derive(Clone)]
struct Core {
    cells: Cells,
    blank: usize,
    open: CellSet,
    moves: Vec<Move>,
}

impl<'a> Search<'a> {
    pub(super) fn new(solver: &'a SlideSolver, start: &'a Board, goal: &'a Board) -> Self {
        let shape = solver.shape;
        let target = Goal::new(shape, goal.cells());
        let cells = cells_of(start.cells());
        let lookup = solver
            .pattern_sets
            .as_ref()
            .and_then(|sets| sets.get(goal.blank()))
            .and_then(|patterns| Lookup::new(patterns, goal.cells()));
        let added = Placement::of(lookup.as_ref(), &cells).added();
        let bound = target.estimate(&cells).bound_with(added);
        Self {
            solver,
            goal_board: goal,
            start,
            goal: target,
            lookup,
            cells,
            core: None,
            best: None,
            bound,
            nodes: 0,
            stopped: false,
        }
    }

    /// Tells `report` where the search stands; whether it may go on.
    fn tell(&mut self, report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>) -> bool {
        let standing = Standing {
            best: self.best.as_deref(),
            bound: self.bound,
            nodes: self.nodes,
        };
        self.stopped |= report(&standing).is_break();
        !self.stopped
    }

    /// Keeps `moves` if they are shorter than the best so far; whether they were.
    fn offer(&mut self, moves: Vec<Move>) -> bool {
        debug_assert_eq!(self.start.apply_all(&moves).as_ref(), Ok(self.goal_board));
        let better = self
            .best
            .as_ref()
            .is_none_or(|best| moves.len() < best.len());
        if better {
            self.best = Some(moves);
        }
        better
    }

    fn optimal(&self) -> bool {
        self.best
            .as_ref()
            .is_some_and(|best| best.len() as u32 == self.bound)
    }

    /// The search, its bound raised by IDA* iterations when `prove`.
    fn run(&mut self, report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>, prove: bool) {
        // a stop asked before the first solution is heeded once it is found
        self.tell(report);
        let n = self.goal.n;
        let mut width = FIRST_WIDTH;
        let mut seed = 0;
        if let Some(moves) = self.improve(width, seed, report) {
            self.offer(moves);
        }
        if self.stopped || !self.tell(report) || self.optimal() {
            return;
        }
        if self.solver.fifteen.is_some() || self.solver.patterns.is_some() {
            self.exact(report);
            return;
        }
        let threads = self.solver.threads.count();
        // wasm32 has no threads: the page's workers split the search the same way
        if prove && n > EXACT_CELLS && threads > 1 && !cfg!(target_arch = "wasm32") {
            self.beside(threads, report);
            return;
        }
        let mut budget = 1u64 << 20;
        while !self.optimal() && !self.stopped {
            if n > EXACT_CELLS {
                let widest = BEAM_MEMORY / (3 * self.best.as_ref().map_or(1000, Vec::len).max(1));
                if width * 2 <= widest {
                    width *= 2;
                } else {
                    seed += 1;
                }
                let before = self.nodes;
                if let Some(moves) = self.improve(width, seed, report) {
                    if self.offer(moves) && !self.tell(report) {
                        return;
                    }
                }
                // the beam gets as much time as the iteration
                budget = budget.max(self.nodes - before);
            } else if !prove {
                return;
            }
            if self.stopped || !prove {
                continue;
            }
            match self.iterate(1, budget, report) {
                Iteration::Found(moves) => {
                    self.offer(moves);
                    self.tell(report);
                    return;
                }
                Iteration::Exhausted => {
                    self.bound += 2;
                    if !self.tell(report) {
                        return;
                    }
                }
                Iteration::Stopped => budget *= 2,
            }
        }
    }

    /// The search on `threads` threads: the beams on one, ever shorter solutions, while
    /// the others raise the bound by IDA* iterations that no budget stops, until the two
    /// meet (as the page's workers do: www/solver/team.js). Only this thread calls
    /// `report`, with the beams' best and the boards of both.
    fn beside(&mut self, threads: usize, report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>) {
        let kept = Mutex::new(self.best.clone());
        let beam_nodes = AtomicU64::new(0);
        let done = AtomicBool::new(false);
        let (solver, start, goal) = (self.solver, self.start, self.goal_board);
        let first = self.best.clone();
        thread::scope(|scope| {
            scope.spawn(|| {
                let mut beams = Search::new(solver, start, goal);
                beams.best = first;
                let mut publish = |standing: &Standing<'_>| {
                    beam_nodes.store(standing.nodes, Relaxed);
                    let mut kept = kept.lock().unwrap_or_else(PoisonError::into_inner);
                    if let Some(best) = standing
                        .best
                        .filter(|best| kept.as_ref().is_none_or(|kept| best.len() < kept.len()))
                    {
                        *kept = Some(best.to_vec());
                    }
                    if done.load(Relaxed) {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                };
                beams.run(&mut publish, false);
                // its last solution, whether the beams ended or were stopped
                let best = beams.best.as_deref();
                let _ = publish(&Standing {
                    best,
                    bound: beams.bound,
                    nodes: beams.nodes,
                });
            });
            let mut tell = |standing: &Standing<'_>| {
                let kept = kept.lock().unwrap_or_else(PoisonError::into_inner).clone();
                let best = match (kept.as_deref(), standing.best) {
                    (Some(kept), Some(own)) if own.len() < kept.len() => Some(own),
                    (kept, own) => kept.or(own),
                };
                let nodes = standing.nodes + beam_nodes.load(Relaxed);
                report(&Standing {
                    best,
                    bound: standing.bound,
                    nodes,
                })
            };
            loop {
                let best = kept.lock().unwrap_or_else(PoisonError::into_inner).clone();
                if let Some(moves) = best {
                    self.offer(moves);
                }
                if self.optimal() || self.stopped {
                    break;
                }
                match self.iterate(threads - 1, u64::MAX, &mut tell) {
                    Iteration::Found(moves) => {
                        self.offer(moves);
                        break;
                    }
                    Iteration::Exhausted => self.bound += 2,
                    Iteration::Stopped => break,
                }
                let standing = Standing {
                    best: None,
                    bound: self.bound,
                    nodes: self.nodes,
                };
                self.stopped |= tell(&standing).is_break();
            }
            done.store(true, Relaxed);
        });
        if let Some(moves) = kept.into_inner().unwrap_or_else(PoisonError::into_inner) {
            self.offer(moves);
        }
        self.nodes += beam_nodes.load(Relaxed);
        self.tell(report);
    }

    /// One IDA* iteration at the current bound on `threads` threads, within `budget`
    /// boards.
    fn iterate(
        &mut self,
        threads: usize,
        budget: u64,
        report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) -> Iteration {
        // wasm32 has no threads
        if threads > 1 && !cfg!(target_arch = "wasm32") {
            return self.share_iteration(threads, budget, report);
        }
        let start_nodes = self.nodes;
        let best = self.best.clone();
        let bound = self.bound;
        let mut stopped = false;
        let mut ask = |nodes: u64| {
            let standing = Standing {
                best: best.as_deref(),
                bound,
                nodes: start_nodes + nodes,
            };
            let flow = report(&standing);
            stopped |= flow.is_break();
            flow
        };
        let mut ida = Ida::new(
            &self.goal,
            self.lookup.as_ref(),
            self.cells,
            self.start.blank(),
            budget,
            &mut ask,
        );
        let outcome = ida.iterate(bound);
        self.nodes += ida.nodes;
        self.stopped |= stopped;
        outcome
    }

    /// [`Search::iterate`] on `threads` threads: the iteration cut into boards that they
    /// take in turn (see [`share`]), its answer the one a single thread finds.
    fn share_iteration(
        &mut self,
        threads: usize,
        budget: u64,
        report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) -> Iteration {
        let (goal, lookup, cells, blank) = (
            &self.goal,
            self.lookup.as_ref(),
            self.cells,
            self.start.blank(),
        );
        let bound = self.bound;
        let mut go_on = |_| ControlFlow::Continue(());
        let mut lead = Ida::new(goal, lookup, cells, blank, u64::MAX, &mut go_on);
        let (_, boards) = cut(&mut lead, bound, threads);
        let (before, above) = (self.nodes, lead.nodes);
        let best = self.best.as_deref();
        let mut stopped = false;
        let tell = |nodes: u64| {
            let standing = Standing {
                best,
                bound,
                nodes: before + above + nodes,
            };
            let flow = report(&standing);
            stopped |= flow.is_break();
            flow
        };
        let shared = share(
            threads,
            boards.len(),
            budget.saturating_sub(above),
            tell,
            |turns| {
                let watch = turns.watch();
                let mut look = |nodes| watch.look(nodes);
                let mut ida = Ida::new(goal, lookup, cells, blank, u64::MAX, &mut look);
                let found = watch.search(|board| match ida.subtree(bound, &boards[board]) {
                    Iteration::Found(moves) => Some(moves),
                    Iteration::Exhausted | Iteration::Stopped => None,
                });
                watch.done(ida.nodes);
                found
            },
        );
        self.nodes += above + shared.nodes;
        self.stopped |= stopped;
        match shared.found {
            _ if shared.stopped => Iteration::Stopped,
            Some((_, moves)) => Iteration::Found(moves),
            None => Iteration::Exhausted,
        }
    }

    /// A solution from a beam of `width` (tie-break `seed`): over the whole board when it
    /// is small enough, else over the part left once the outer lines are done.
    fn improve(
        &mut self,
        width: usize,
        seed: u64,
        report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) -> Option<Vec<Move>> {
        let core = self.core().clone();
        let n = self.goal.n;
        let beam = Beam {
            goal: &self.goal,
            lookup: self.lookup.as_ref(),
            cells: core.cells,
            blank: core.blank,
            open: core.open,
            width,
            seed,
        };
        let best = self.best.as_ref().map_or(usize::MAX, Vec::len);
        let max_depth = (best - core.moves.len().min(best)).min(20 * n);
        let first = self.best.is_none();
        let mut stopped = false;
        let nodes = &mut self.nodes;
        let best_moves = self.best.clone();
        let bound = self.bound;
        let finished = beam.run(max_depth, nodes, &mut |nodes| {
            let standing = Standing {
                best: best_moves.as_deref(),
                bound,
                nodes,
            };
            let flow = report(&standing);
            stopped |= flow.is_break();
            if first {
                ControlFlow::Continue(())
            } else {
                flow
            }
        });
        self.stopped |= stopped;
        match finished {
            Some(rest) => Some([core.moves, rest].concat()),
            None if first => {
                // the first solution must come: finish by parts, exactly
                let mut parts = Parts::new(&self.goal, self.cells, self.start.blank());
                parts.shrink_to(3, 3);
                Some([parts.moves.clone(), self.solver.finish_exactly(&parts)].concat())
            }
            None => None,
        }
    }

    /// The board the beam searches: the whole board, or on a large board the part left
    /// once the outer lines are done.
    fn core(&mut self) -> &Core {
        let (goal, cells, blank) = (&self.goal, self.cells, self.start.blank());
        self.core.get_or_insert_with(|| {
            if goal.n <= BEAM_CELLS {
                return Core {
                    cells,
                    blank,
                    open: all_cells(goal.n),
                    moves: Vec::new(),
                };
            }
            let mut parts = Parts::new(goal, cells, blank);
            parts.shrink_to(CORE, CORE);
            Core {
                cells: parts.cells,
                blank: parts.blank,
                open: parts.open(),
                moves: parts.moves,
            }
        })
    }

    /// The pattern databases' exact search (the Fifteen's on a 4x4 board), its progress
    /// told as this search's.
    fn exact(&mut self, report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>) {
        let best = self.best.clone();
        let nodes_before = self.nodes;
        let mut bound = self.bound;
        let mut tell = |progress: SearchProgress| {
            bound = bound.max(progress.bound);
            report(&Standing {
                best: best.as_deref(),
                bound,
                nodes: nodes_before + progress.nodes,
            })
        };
        // through `dyn`, as the Fifteen's game calls it: one copy of the search
        let tell: &mut dyn FnMut(SearchProgress) -> ControlFlow<()> = &mut tell;
        let (start, goal) = (self.start.cells(), self.goal_board.cells());
        let outcome = match (&self.solver.fifteen, &self.solver.patterns) {
            (Some(solver), _) => {
                let (Some(start), Some(goal)) =
                    (self.start.as_board4(), self.goal_board.as_board4())
                else {
                    return;
                };
                solver
                    .solve(&start, &goal, None, tell)
                    .map_err(|e| match e {
                        FifteenError::Stopped(progress) => progress,
                        // the parity was checked: nothing to add to the beam's solution
                        FifteenError::Unsolvable(_) => SearchProgress { bound: 0, nodes: 0 },
                    })
            }
            (None, Some(solver)) => solver.solve(start, goal, tell),
            (None, None) => return,
        };
        match outcome {
            Ok(solved) => {
                self.nodes += solved.nodes;
                self.bound = solved.moves.len() as u32;
                self.offer(solved.moves);
            }
            Err(progress) => {
                self.nodes += progress.nodes;
                self.bound = bound;
                self.stopped = true;
            }
        }
    }
}

impl SlideSolver {
    /// The moves that finish the part left of `parts` (at most 3x3) exactly.
    fn finish_exactly(&self, parts: &Parts<'_>) -> Vec<Move> {
        let shape = parts.shape();
        let w = parts.goal.columns;
        let cells: Vec<usize> = (parts.top..parts.bottom)
            .flat_map(|r| (parts.left..parts.right).map(move |c| r * w + c))
            .collect();
        // the part's goal tiles labelled 1.. in reading order, the blank 0
        let mut label = [0u8; MAX_CELLS];
        let mut next = 1;
        for &c in &cells {
            let tile = parts.goal.cells[c];
            if tile != 0 {
                label[usize::from(tile)] = next;
                next += 1;
            }
        }
        let relabel = |tiles: &dyn Fn(usize) -> u8| -> Board {
            let cells = cells
                .iter()
                .map(|&c| label[usize::from(tiles(c))])
                .collect();
            Board::from_cells(shape, cells).expect("the part holds its own tiles")
        };
        let start = relabel(&|c| parts.cells[c]);
        let goal = relabel(&|c| parts.goal.cells[c]);
        let index = (shape.columns() - 2) * 2 + shape.rows() - 2;
        let tables = self.finish[index].get_or_init(|| Tables::new(shape));
        tables
            .solve(&start, &goal)
            .expect("a solvable board's last part is solvable")
    }
}

/// Cells as the searches keep them.
fn cells_of(cells: &[u8]) -> Cells {
    let mut out = [0u8; MAX_CELLS];
    out[..cells.len()].copy_from_slice(cells);
    out
}

/// The boards of `lead`'s iteration at `bound` for `parts` threads or workers to share
/// ([`Ida::frontier`]): those at the shallowest depth that gives each
/// [`BOARDS_PER_THREAD`], or two moves short of the bound; and that depth.
pub(super) fn cut(lead: &mut Ida<'_>, bound: u32, parts: usize) -> (usize, Vec<Vec<Move>>) {
    let mut depth = 1;
    loop {
        let boards = lead.frontier(depth);
        if boards.len() >= BOARDS_PER_THREAD * parts || depth + 2 >= bound as usize {
            return (depth, boards);
        }
        depth += 1;
    }
}
