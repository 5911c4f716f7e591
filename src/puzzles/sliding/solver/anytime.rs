//! The anytime search of a board: a first solution from the beams at once, then shorter
//! ones and a rising proven bound until the two meet or the caller stops it.

use std::ops::ControlFlow;

use super::beams::Core;
use super::SlideSolver;
use crate::puzzles::sliding::board::Board;
use crate::puzzles::sliding::databases36::{Lookup, Placement};
use crate::puzzles::sliding::estimate::{Cells, Goal};
use crate::puzzles::sliding::ida::Iteration;
use crate::puzzles::sliding::rules::Move;
use crate::puzzles::{Unsolvable, MAX_CELLS};

use super::EXACT_CELLS;

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

impl SlideSolver {
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
    pub(super) solver: &'a SlideSolver,
    pub(super) goal_board: &'a Board,
    pub(super) start: &'a Board,
    pub(super) goal: Goal,
    /// The pattern databases that raise the bound, if kept for this goal.
    pub(super) lookup: Option<Lookup<'a>>,
    pub(super) cells: Cells,
    /// The board the beam searches, once the outer lines are done on a large board.
    pub(super) core: Option<Core>,
    pub(super) best: Option<Vec<Move>>,
    /// No solution is shorter: the start's estimate, then raised.
    pub(super) bound: u32,
    pub(super) nodes: u64,
    pub(super) stopped: bool,
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
    pub(super) fn tell(
        &mut self,
        report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) -> bool {
        let standing = Standing {
            best: self.best.as_deref(),
            bound: self.bound,
            nodes: self.nodes,
        };
        self.stopped |= report(&standing).is_break();
        !self.stopped
    }

    /// Keeps `moves` if they are shorter than the best so far; whether they were.
    pub(super) fn offer(&mut self, moves: Vec<Move>) -> bool {
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

    pub(super) fn optimal(&self) -> bool {
        self.best
            .as_ref()
            .is_some_and(|best| best.len() as u32 == self.bound)
    }

    /// The search, its bound raised by IDA* iterations when `prove`.
    pub(super) fn run(
        &mut self,
        report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>,
        prove: bool,
    ) {
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
}

/// Cells as the searches keep them.
fn cells_of(cells: &[u8]) -> Cells {
    let mut out = [0u8; MAX_CELLS];
    out[..cells.len()].copy_from_slice(cells);
    out
}
