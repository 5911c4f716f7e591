//! The anytime search's bound: IDA* iterations that raise it, on one thread or shared by
//! several (while another runs the beams), and the exact search of boards of 11 to 16
//! cells.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Mutex, PoisonError};
use std::thread;

use super::anytime::{Search, Standing};
use crate::puzzles::sliding::answers::SolveError;
use crate::puzzles::sliding::fifteen::Board4;
use crate::puzzles::sliding::ida::{Ida, Iteration};
use crate::puzzles::sliding::rules::Move;
use crate::search::{share, SearchProgress, BOARDS_PER_THREAD};

impl Search<'_> {
    /// The search on `threads` threads: the beams on one, ever shorter solutions, while
    /// the others raise the bound by IDA* iterations that no budget stops, until the two
    /// meet (as the page's workers do: www/solver/team.js). Only this thread calls
    /// `report`, with the beams' best and the boards of both.
    pub(super) fn beside(
        &mut self,
        threads: usize,
        report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>,
    ) {
        let kept = Mutex::new(self.best.clone());
        let beam_nodes = AtomicU64::new(0);
        let done = AtomicBool::new(false);
        let (solver, start, goal) = (self.solver, self.start, self.goal_board);
        let first = self.best.clone();
        thread::scope(|scope| {
            // should the system refuse the beams' thread, the iterations run alone
            let _beams = thread::Builder::new().spawn_scoped(scope, || {
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
    pub(super) fn iterate(
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

    /// The pattern databases' exact search (the Fifteen's on a 4x4 board), its progress
    /// told as this search's.
    pub(super) fn exact(&mut self, report: &mut dyn FnMut(&Standing<'_>) -> ControlFlow<()>) {
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
                    (Board4::of(self.start), Board4::of(self.goal_board))
                else {
                    return;
                };
                solver
                    .solve(&start, &goal, None, tell)
                    .map_err(|e| match e {
                        SolveError::Stopped(progress) => progress,
                        // the parity was checked: nothing to add to the beam's solution
                        SolveError::Unsolvable(_) => SearchProgress { bound: 0, nodes: 0 },
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

/// The boards of `lead`'s iteration at `bound` for `parts` threads or workers to share
/// ([`Ida::frontier`]): those at the shallowest depth that gives each
/// [`BOARDS_PER_THREAD`], or two moves short of the bound; and that depth.
pub(super) fn cut(lead: &mut Ida<'_>, bound: u32, parts: usize) -> (usize, Vec<Vec<Move>>) {
    let mut depth = 1;
    loop {
        let boards = lead.frontier(depth);
        if boards.len() >= BOARDS_PER_THREAD.saturating_mul(parts) || depth + 2 >= bound as usize {
            return (depth, boards);
        }
        depth += 1;
    }
}
