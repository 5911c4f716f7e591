//! IDA* with the Manhattan distance and linear conflicts, and the pattern databases
//! where a board has them: exact, and each iteration it completes without a solution
//! proves the optimum longer than its bound.

use std::ops::ControlFlow;

use crate::puzzles::sliding::rules::{target, Move};
use crate::puzzles::sliding::walks::{Walks, REFUSED, START};

use super::databases36::{Lookup, Placement};
use super::estimate::{Cells, Estimate, Goal};

/// How often (in boards generated) a search asks whether to go on.
pub(super) const ASK_EVERY: u64 = 1 << 16;

/// How one iteration ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Iteration {
    /// A solution of the bound's length (the shortest there is).
    Found(Vec<Move>),
    /// No solution within the bound: the optimum is at least the bound plus two.
    Exhausted,
    /// The budget ran out or the caller stopped it first: nothing proven.
    Stopped,
}

/// Whether a search may go on, asked with the boards it generated: through `dyn`, so
/// that every caller shares one copy of the search (it is asked rarely).
pub(super) type Ask<'a> = &'a mut dyn FnMut(u64) -> ControlFlow<()>;

/// One depth-first iteration of IDA*, from a board toward `goal`.
pub(super) struct Ida<'a> {
    goal: &'a Goal,
    lookup: Option<&'a Lookup<'a>>,
    /// The walks of the blank worth searching.
    walks: &'static Walks,
    cells: Cells,
    blank: usize,
    bound: u32,
    path: Vec<Move>,
    /// The depth at which [`Ida::frontier`] records boards rather than search below them,
    /// and the moves to each.
    split: Option<usize>,
    frontier: Vec<Vec<Move>>,
    /// Boards generated, and where the search must stop.
    pub(super) nodes: u64,
    budget: u64,
    next_ask: u64,
    stopped: bool,
    ask: Ask<'a>,
}

impl<'a> Ida<'a> {
    /// A search of `cells` (blank at `blank`), with the pattern databases of `lookup`
    /// if any, that generates at most `budget` boards and asks `ask(nodes)` now and then
    /// whether to go on.
    pub(super) fn new(
        goal: &'a Goal,
        lookup: Option<&'a Lookup<'a>>,
        cells: Cells,
        blank: usize,
        budget: u64,
        ask: Ask<'a>,
    ) -> Self {
        Self {
            goal,
            lookup,
            walks: Walks::of(goal.columns, goal.rows),
            cells,
            blank,
            bound: 0,
            path: Vec::new(),
            split: None,
            frontier: Vec::new(),
            nodes: 0,
            budget,
            next_ask: ASK_EVERY,
            stopped: false,
            ask,
        }
    }

    /// Searches every path of at most `bound` moves.
    pub(super) fn iterate(&mut self, bound: u32) -> Iteration {
        self.subtree(bound, &[])
    }

    /// Every board `depth` moves deep along the walks [`Walks`] keeps, in the order an
    /// iteration reaches them: the moves to each. None is pruned by a bound, so the list
    /// is the same whatever databases a search holds: each searcher prunes a board when
    /// it takes it ([`Ida::subtree`]). An iteration at a proven lower bound meets no goal
    /// on the way.
    pub(super) fn frontier(&mut self, depth: usize) -> Vec<Vec<Move>> {
        self.split = Some(depth);
        let _ = self.iterate(u32::MAX);
        self.split = None;
        std::mem::take(&mut self.frontier)
    }

    /// Searches every path of at most `bound` moves that begins with `moves` (a board of
    /// [`Ida::frontier`]); the board searched from is the start again afterwards.
    pub(super) fn subtree(&mut self, bound: u32, moves: &[Move]) -> Iteration {
        let (cells, blank) = (self.cells, self.blank);
        let (columns, rows) = (self.goal.columns, self.goal.rows);
        let mut walk = START;
        for &mv in moves {
            let Some(to) = target(self.blank, columns, rows, mv) else {
                break;
            };
            self.cells.swap(self.blank, to);
            self.blank = to;
            walk = self.walks.next(walk, mv as usize);
        }
        self.bound = bound;
        self.stopped = false;
        self.path.clear();
        self.path.extend_from_slice(moves);
        let estimate = self.goal.estimate(&self.cells);
        let placement = Placement::of(self.lookup, &self.cells);
        let found = self.visit(&estimate, &placement, walk);
        (self.cells, self.blank) = (cells, blank);
        if found {
            Iteration::Found(self.path.clone())
        } else if self.stopped {
            Iteration::Stopped
        } else {
            Iteration::Exhausted
        }
    }

    /// Whether a solution lies within the bound below the current board, whose bound
    /// is `estimate` with `placement`'s, reached along a walk now in state `walk` of
    /// [`Walks`].
    fn visit(&mut self, estimate: &Estimate, placement: &Placement, walk: u32) -> bool {
        if let Some(depth) = self.split {
            if self.path.len() == depth {
                self.frontier.push(self.path.clone());
                return false;
            }
        } else {
            let h = estimate.bound_with(placement.added());
            if self.path.len() as u32 + h > self.bound {
                return false;
            }
            if h == 0 {
                return true;
            }
        }
        let (columns, rows) = (self.goal.columns, self.goal.rows);
        for mv in Move::ALL {
            let next = self.walks.next(walk, mv as usize);
            let from = self.blank;
            let (Some(to), false) = (target(from, columns, rows, mv), next == REFUSED) else {
                continue;
            };
            self.nodes += 1;
            if self.nodes >= self.next_ask {
                self.next_ask += ASK_EVERY;
                if self.nodes >= self.budget || (self.ask)(self.nodes).is_break() {
                    self.stopped = true;
                }
            }
            if self.stopped {
                return false;
            }
            self.cells.swap(from, to);
            self.blank = to;
            let after = self.goal.after_move(estimate, &self.cells, from, to);
            let placed = placement.after(self.lookup, self.cells[from], to, from);
            self.path.push(mv);
            if self.visit(&after, &placed, next) {
                return true;
            }
            self.path.pop();
            self.cells.swap(from, to);
            self.blank = from;
            if self.stopped {
                return false;
            }
        }
        false
    }
}
