//! A start and a goal brought into the frame of a set's databases, and the searches over
//! them: the solve, a search shared by workers (its plan and parts), and the count of
//! every shortest solution. Moves come back named on the board as given.

use std::ops::{ControlFlow, Range};

use super::databases::{Databases, Patterns};
use super::search::{Ida, Step};
use super::threads::{self, Plan};
use crate::puzzles::sliding::answers::{Counted, Cut, Opening, Part, ShareError, Solved};
use crate::puzzles::sliding::grid::MAX_CELLS as CELLS;
use crate::puzzles::sliding::rules::Move;
use crate::search::{SearchProgress, Threads};

/// A start and a goal brought into the frame of a set's databases: the board the search
/// takes (each tile labelled by its goal cell, in the frame), and the way back from the
/// blank's cells there to moves on the board as given.
pub(crate) struct Framed<'a> {
    patterns: &'a Patterns,
    frame: usize,
    cells: [u8; CELLS],
    blank: usize,
    /// The start's blank on the board as given.
    start_blank: usize,
}

impl<'a> Framed<'a> {
    /// `start` and `goal` (cells row by row, on the grid of `databases`) in the frame of
    /// symmetry `frame`.
    pub(crate) fn new(
        databases: &'a Databases,
        frame: usize,
        (start, goal): (&[u8], &[u8]),
    ) -> Self {
        let patterns = databases.patterns();
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

    /// An optimal solution, within `max_nodes` boards, on `threads`, and as long as
    /// `progress` goes on.
    pub(crate) fn solve(
        &self,
        (max_nodes, threads): (u64, Threads),
        mut progress: impl FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Solved, SearchProgress> {
        let (path, nodes) = threads::run(
            self.patterns,
            self.board(),
            max_nodes,
            threads.count(),
            &mut progress,
        )?;
        Ok(Solved {
            moves: self.moves(&path),
            nodes,
        })
    }

    /// The start of a search that `parts` workers share (see [`threads::plan`]): solved
    /// here while its iterations are small, or the next iteration cut into boards; `from`
    /// a bound, cut at once. The search stops after `max_nodes` boards, or when
    /// `progress` breaks.
    pub(crate) fn plan(
        &self,
        from: Option<u32>,
        (parts, max_nodes): (usize, u64),
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Opening, SearchProgress> {
        Ok(
            match threads::plan(
                self.patterns,
                self.board(),
                from,
                (parts, max_nodes),
                progress,
            )? {
                Plan::Solved(path, nodes) => Opening::Solved(Solved {
                    moves: self.moves(&path),
                    nodes,
                }),
                Plan::Cut {
                    bound,
                    depth,
                    count,
                    nodes,
                } => Opening::Cut(Cut {
                    bound,
                    depth,
                    count,
                    nodes,
                }),
            },
        )
    }

    /// One worker's part of an iteration [`Framed::plan`] cut (its bound and depth): the
    /// boards `boards` searched in turn until one holds a solution.
    pub(crate) fn part(
        &self,
        at: (u32, u32),
        boards: Range<usize>,
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Part, ShareError> {
        let (found, nodes) = threads::part(self.patterns, self.board(), at, boards, progress)?;
        Ok(Part {
            found: found.map(|(index, path)| (index, self.moves(&path))),
            nodes,
        })
    }

    /// Every shortest solution counted, and the first `keep` of them in the order of
    /// their moves' names (`d < l < r < u`), given `solved`, one of them: its last
    /// iteration run whole. The count stops when `progress` breaks.
    pub(crate) fn count(
        &self,
        solved: &Solved,
        keep: usize,
        progress: &mut dyn FnMut(SearchProgress) -> ControlFlow<()>,
    ) -> Result<Counted, SearchProgress> {
        let (cells, blank) = self.board();
        let mut ida = Ida::new(self.patterns, cells, blank, u64::MAX, progress);
        ida.set_bound(solved.moves.len() as u32);
        ida.add_nodes(solved.nodes);
        let counted = ida.count(self.name_order(), keep);
        let nodes = ida.report().nodes;
        let (count, paths) = counted.ok_or(ida.report())?;
        Ok(Counted {
            count,
            solutions: paths.iter().map(|path| self.moves(path)).collect(),
            nodes,
        })
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
