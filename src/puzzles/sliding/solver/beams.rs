//! The anytime search's beams: a beam over the whole board, or over the part left once
//! the outer lines are done on a large board, and the exact finish of a first solution
//! by parts.

use std::ops::ControlFlow;

use super::anytime::{Search, Standing};
use super::SlideSolver;
use crate::puzzles::sliding::beam::{all_cells, Beam, CellSet};
use crate::puzzles::sliding::board::Board;
use crate::puzzles::sliding::estimate::Cells;
use crate::puzzles::sliding::reduce::Parts;
use crate::puzzles::sliding::rules::Move;
use crate::puzzles::sliding::table10::Tables;
use crate::puzzles::MAX_CELLS;

/// Boards of at most this many cells are searched whole by the beam; larger ones are
/// brought down to a part of at most [`CORE`] x [`CORE`] first.
const BEAM_CELLS: usize = 36;
const CORE: usize = 6;

/// What a beam searches: a board, the cells the blank may enter, and the moves that led
/// to it from the start.
#[derive(Clone)]
pub(super) struct Core {
    cells: Cells,
    blank: usize,
    open: CellSet,
    moves: Vec<Move>,
}

impl Search<'_> {
    /// A solution from a beam of `width` (tie-break `seed`): over the whole board when it
    /// is small enough, else over the part left once the outer lines are done.
    pub(super) fn improve(
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
