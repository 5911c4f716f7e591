//! A board's search shared by the page's Web Workers, which have no threads to share it
//! (www/solver/team.js): one worker plans (it runs the iterations while they are small,
//! then cuts the next into boards) and the others search runs of those boards. The 4x4
//! is the Fifteen's search; a board of more than 16 cells shares the IDA* iterations that
//! raise its bound, while another worker runs its beams ([`SlideSolver::improve`]).

use std::ops::{ControlFlow, Range};

use super::anytime::{Search, Standing};
use super::bound::cut;
use super::{SlideSolver, EXACT_CELLS};
use crate::puzzles::sliding::answers::{
    Cut, Opening, OutOfRange, Part, ShareError, SolveError, Solved,
};
use crate::puzzles::sliding::board::Board;
use crate::puzzles::sliding::fifteen::{Board4, FifteenSolver};
use crate::puzzles::sliding::ida::{Ida, Iteration};
use crate::search::{SearchProgress, BOARDS_PER_THREAD, MOST_PARTS, SHARED_AFTER};

/// The largest bound a shared search of a board of more than 16 cells runs at: its
/// recursion goes as deep as the bound, and the page's wasm has a stack of 1 MiB. No
/// proven diameter of these sizes is known to us; every bound a search reaches lies far
/// below: the first is the board's estimate (under 1,400 on a 10x10: at most 982 moves of
/// Manhattan distance and 360 of linear conflicts), and no iteration far above the
/// estimate of such a board ends in any time.
pub const MOST_SHARED_BOUND: u32 = 2_000;

/// Why a plan is for [`MOST_PARTS`] at most.
const WHY_PARTS: &str = "the most workers a search is cut for";

/// Why a part's depth is at most two moves short of its bound.
const WHY_DEPTH: &str = "a plan cuts an iteration at least two moves short of its bound";

/// Why a part's depth is at most the first with boards enough for the most parts.
const WHY_CUT: &str = "no plan cuts deeper than the first depth with 256 boards for each of \
     64 workers";

/// Why [`MOST_SHARED_BOUND`] is the most.
const WHY_BOUND: &str = "the most a shared search of a board of more than 16 cells runs at";

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
    ) -> Result<Opening, ShareError> {
        OutOfRange::check("parts", parts as u64, MOST_PARTS as u64, WHY_PARTS)?;
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
        // the most bound of that parity; a `from` that raises it higher is refused
        let most = MOST_SHARED_BOUND - (MOST_SHARED_BOUND.abs_diff(first) & 1);
        let raised = |from: u32| {
            let bound =
                first.checked_add(from.saturating_sub(first).checked_next_multiple_of(2)?)?;
            (bound <= most).then_some(bound)
        };
        let mut bound = match from {
            None => first,
            Some(from) => raised(from).ok_or(OutOfRange {
                field: "from",
                value: from.into(),
                most: most.into(),
                why: WHY_BOUND,
            })?,
        };
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
                return Err(SolveError::Stopped(SearchProgress { bound, nodes }).into());
            }
            OutOfRange::check("bound", bound.into(), MOST_SHARED_BOUND.into(), WHY_BOUND)?;
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
    ) -> Result<Part, ShareError> {
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
            return Err(stopped.into());
        }
        OutOfRange::check("bound", bound.into(), MOST_SHARED_BOUND.into(), WHY_BOUND)?;
        let most_depth = bound.saturating_sub(2).max(1);
        OutOfRange::check("depth", depth.into(), most_depth.into(), WHY_DEPTH)?;
        let search = Search::new(self, start, goal);
        let mut halted = false;
        let mut ask = |nodes: u64| {
            let flow = progress(SearchProgress { bound, nodes });
            halted |= flow.is_break();
            flow
        };
        let (goal, lookup, blank) = (&search.goal, search.lookup.as_ref(), start.blank());
        let mut ida = Ida::new(goal, lookup, search.cells, blank, u64::MAX, &mut ask);
        // no cut goes deeper than the first depth with boards enough for the most parts
        for shallower in 1..depth {
            let count = ida.frontier(shallower as usize).len();
            if count >= BOARDS_PER_THREAD * MOST_PARTS {
                return Err(OutOfRange {
                    field: "depth",
                    value: depth.into(),
                    most: shallower.into(),
                    why: WHY_CUT,
                }
                .into());
            }
        }
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
            return Err(SolveError::Stopped(SearchProgress { bound, nodes }).into());
        }
        Ok(Part { found: None, nodes })
    }

    /// The Fifteen's solver and both boards in its form, on a 4x4 board.
    fn as_fifteen(&self, start: &Board, goal: &Board) -> Option<(&FifteenSolver, Board4, Board4)> {
        Some((self.fifteen()?, Board4::of(start)?, Board4::of(goal)?))
    }
}
