//! A board's search shared by the page's Web Workers, which have no threads to share it
//! (www/solver/team.js): one worker plans (it runs the iterations while they are small,
//! then cuts the next into boards) and the others search runs of those boards. The 4x4
//! is the Fifteen's search; a board of more than 16 cells shares the IDA* iterations that
//! raise its bound, while another worker runs its beams ([`SlideSolver::improve`]).

use std::ops::{ControlFlow, Range};

use super::anytime::{Search, Standing};
use super::bound::cut;
use super::{SlideSolver, EXACT_CELLS};
use crate::puzzles::sliding::answers::{Cut, Opening, Part, SolveError, Solved};
use crate::puzzles::sliding::board::Board;
use crate::puzzles::sliding::fifteen::{Board4, FifteenSolver};
use crate::puzzles::sliding::ida::{Ida, Iteration};
use crate::search::{SearchProgress, SHARED_AFTER};

impl SlideSolver {
    /// The start of a search from `start` to `goal` that `parts` workers share, each
    /// with a solver of this size: solved here while its iterations are small, else the
    /// next iteration cut into boards for [`SlideSolver::search_part`]. `from` is the
    /// bound after an iteration the workers shared without a solution: that one is cut
    /// at once. Boards of the other sizes are solved here whole (in well under a second:
    /// docs/performance.md). The search stops when `progress` breaks.
    ///
    /// On boards of more than 16 cells the cut lists every board at its depth, pruned or
    /// not ([`Ida::frontier`]): a worker without the pattern databases this one holds
    /// searches the same boards, only more slowly, and every bound proven stays proven.
    pub fn plan(
        &self,
        (start, goal): (&Board, &Board),
        from: Option<u32>,
        parts: usize,
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Opening, SolveError> {
        start
            .check_reachable(goal)
            .map_err(SolveError::Unsolvable)?;
        if let Some((fifteen, start4, goal4)) = self.as_fifteen(start, goal) {
            return fifteen.plan((&start4, &goal4), from, (parts, None), progress);
        }
        if self.shape().cells() <= EXACT_CELLS {
            let mut go_on = |_: &Standing<'_>| ControlFlow::Continue(());
            let best = self
                .solve(start, goal, &mut go_on)
                .map_err(SolveError::Unsolvable)?;
            return Ok(Opening::Solved(Solved {
                moves: best.moves,
                nodes: best.nodes,
            }));
        }
        let search = Search::new(self, start, goal);
        // an iteration's bound keeps the parity of the start's estimate
        let first = search.bound;
        let mut bound = from.map_or(first, |from| {
            first + from.saturating_sub(first).next_multiple_of(2)
        });
        let mut small = from.is_none();
        let mut nodes = 0;
        loop {
            let before = nodes;
            let mut stopped = false;
            let mut ask = |n: u64| {
                let flow = progress(SearchProgress {
                    bound,
                    nodes: before + n,
                });
                stopped |= flow.is_break();
                flow
            };
            let (goal, lookup, blank) = (&search.goal, search.lookup.as_ref(), start.blank());
            let mut ida = Ida::new(goal, lookup, search.cells, blank, u64::MAX, &mut ask);
            if !small {
                let (depth, boards) = cut(&mut ida, bound, parts.max(1));
                return Ok(Opening::Cut(Cut {
                    bound,
                    depth: depth as u32,
                    count: boards.len(),
                    nodes: before + ida.nodes,
                }));
            }
            let outcome = ida.iterate(bound);
            let generated = ida.nodes;
            drop(ida);
            nodes += generated;
            small = generated < SHARED_AFTER;
            match outcome {
                Iteration::Found(moves) => return Ok(Opening::Solved(Solved { moves, nodes })),
                Iteration::Exhausted => bound += 2,
                Iteration::Stopped => {}
            }
            if stopped || progress(SearchProgress { bound, nodes }).is_break() {
                return Err(SolveError::Stopped(SearchProgress { bound, nodes }));
            }
        }
    }

    /// One worker's part of an iteration [`SlideSolver::plan`] cut (`bound` and `depth`
    /// of its [`Cut`]): the boards in `boards` searched in turn until one holds a
    /// solution. Over all parts, the solution below the earliest such board is the one a
    /// single search finds first. `progress` hears of the bound first, then now and then
    /// of the boards generated, and stops the search when it breaks. Boards of other
    /// sizes than the 4x4 and those of more than 16 cells are never cut: for them this
    /// says so.
    pub fn search_part(
        &self,
        (start, goal): (&Board, &Board),
        (bound, depth): (u32, u32),
        boards: Range<usize>,
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Part, SolveError> {
        start
            .check_reachable(goal)
            .map_err(SolveError::Unsolvable)?;
        if let Some((fifteen, start4, goal4)) = self.as_fifteen(start, goal) {
            return fifteen.search_part((&start4, &goal4), (bound, depth), boards, progress);
        }
        let stopped = SolveError::Stopped(SearchProgress { bound, nodes: 0 });
        if self.shape().cells() <= EXACT_CELLS
            || progress(SearchProgress { bound, nodes: 0 }).is_break()
        {
            return Err(stopped);
        }
        let search = Search::new(self, start, goal);
        let mut halted = false;
        let mut ask = |nodes: u64| {
            let flow = progress(SearchProgress { bound, nodes });
            halted |= flow.is_break();
            flow
        };
        let (goal, lookup, blank) = (&search.goal, search.lookup.as_ref(), start.blank());
        let mut ida = Ida::new(goal, lookup, search.cells, blank, u64::MAX, &mut ask);
        let frontier = ida.frontier(depth as usize);
        for (index, moves) in frontier
            .iter()
            .enumerate()
            .skip(boards.start)
            .take(boards.len())
        {
            match ida.subtree(bound, moves) {
                Iteration::Found(moves) => {
                    return Ok(Part {
                        found: Some((index, moves)),
                        nodes: ida.nodes,
                    })
                }
                Iteration::Exhausted => {}
                Iteration::Stopped => break,
            }
        }
        let nodes = ida.nodes;
        drop(ida);
        if halted {
            return Err(SolveError::Stopped(SearchProgress { bound, nodes }));
        }
        Ok(Part { found: None, nodes })
    }

    /// The Fifteen's solver and both boards in its form, on a 4x4 board.
    fn as_fifteen(&self, start: &Board, goal: &Board) -> Option<(&FifteenSolver, Board4, Board4)> {
        Some((self.fifteen()?, Board4::of(start)?, Board4::of(goal)?))
    }
}
