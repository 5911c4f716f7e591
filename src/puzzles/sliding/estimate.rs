//! The lower bound every search here starts from: the Manhattan distance of the tiles
//! plus their linear conflicts, kept up to date move by move.
//!
//! A tile in its goal row, behind another tile of that row whose goal lies behind it,
//! must leave the row and come back: two moves the Manhattan distance does not count.
//! In each row (and column) the fewest tiles that must leave are those outside a longest
//! run in goal order, so the bound adds twice their number per row and per column. Each
//! move changes the Manhattan distance by one and the conflicts by an even number, so
//! the bound keeps the parity of the true distance, which it never exceeds.

use super::board::Board;
use crate::puzzles::{Shape, MAX_CELLS};

/// A proven lower bound on the moves from `start` to `goal` (boards of one size): the
/// tiles' Manhattan distance plus their linear conflicts, as every search here starts
/// from (the searches' `Estimate`).
pub fn lower_bound(start: &Board, goal: &Board) -> u32 {
    let mut cells = [0u8; MAX_CELLS];
    cells[..start.cells().len()].copy_from_slice(start.cells());
    Goal::new(start.shape(), goal.cells())
        .estimate(&cells)
        .bound()
}

/// The most lines (rows and columns) a board has.
const MAX_LINES: usize = 20;

/// A board's cells as the searches keep them: tiles by cell, 0 for the blank.
pub(super) type Cells = [u8; MAX_CELLS];

/// The goal a search heads for, and the bound's tables for it.
#[derive(Clone)]
pub(super) struct Goal {
    pub(super) columns: usize,
    pub(super) rows: usize,
    pub(super) n: usize,
    /// The goal's cells, and each tile's cell in it.
    pub(super) cells: Cells,
    pub(super) home: [u8; MAX_CELLS],
    /// `distance[tile * n + cell]`: the tile's Manhattan distance from `cell` to home.
    distance: Vec<u8>,
}

/// A board's bound, by parts, so that a move updates it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Estimate {
    /// The tiles' Manhattan distance.
    pub(super) manhattan: u16,
    /// The conflicts' moves: rows first, then columns.
    lines: [u8; MAX_LINES],
    conflicts: u16,
}

impl Estimate {
    /// The lower bound on the moves left.
    #[inline]
    pub(super) fn bound(&self) -> u32 {
        self.bound_with(0)
    }

    /// The lower bound when other moves the Manhattan distance leaves out are known to
    /// be needed, `added` of them: the conflicts' or those, whichever are more.
    #[inline]
    pub(super) fn bound_with(&self, added: u32) -> u32 {
        u32::from(self.manhattan) + u32::from(self.conflicts).max(added)
    }
}

impl Goal {
    /// The goal `cells` of a board of `shape`.
    pub(super) fn new(shape: Shape, goal: &[u8]) -> Self {
        let (columns, rows, n) = (shape.columns(), shape.rows(), shape.cells());
        let mut cells = [0u8; MAX_CELLS];
        let mut home = [0u8; MAX_CELLS];
        for (c, &tile) in goal.iter().enumerate() {
            cells[c] = tile;
            home[usize::from(tile)] = c as u8;
        }
        let mut distance = vec![0u8; n * n];
        for tile in 1..n {
            let h = usize::from(home[tile]);
            for cell in 0..n {
                let d =
                    (cell / columns).abs_diff(h / columns) + (cell % columns).abs_diff(h % columns);
                distance[tile * n + cell] = d as u8;
            }
        }
        Self {
            columns,
            rows,
            n,
            cells,
            home,
            distance,
        }
    }

    /// `tile`'s Manhattan distance from `cell` to its home.
    #[inline]
    pub(super) fn distance(&self, tile: u8, cell: usize) -> u16 {
        u16::from(self.distance[usize::from(tile) * self.n + cell])
    }

    /// The bound of `cells`, computed whole.
    pub(super) fn estimate(&self, cells: &Cells) -> Estimate {
        let manhattan = (0..self.n)
            .filter(|&c| cells[c] != 0)
            .map(|c| self.distance(cells[c], c))
            .sum();
        let mut estimate = Estimate {
            manhattan,
            lines: [0; MAX_LINES],
            conflicts: 0,
        };
        for row in 0..self.rows {
            let moves = self.row_conflicts(cells, row);
            estimate.set(row, moves);
        }
        for column in 0..self.columns {
            let moves = self.column_conflicts(cells, column);
            estimate.set(self.rows + column, moves);
        }
        estimate
    }

    /// The bound after the blank, at `from` in `cells` (which hold the board after the
    /// move), moved to `to`: the tile now at `from` came from `to`.
    #[inline]
    pub(super) fn after_move(
        &self,
        estimate: &Estimate,
        cells: &Cells,
        from: usize,
        to: usize,
    ) -> Estimate {
        let tile = cells[from];
        let mut next = *estimate;
        next.manhattan = next.manhattan + self.distance(tile, from) - self.distance(tile, to);
        let (w, rows) = (self.columns, self.rows);
        if from / w == to / w {
            // a tile moving along a row keeps the row's order; it changes columns
            for column in [from % w, to % w] {
                next.set(rows + column, self.column_conflicts(cells, column));
            }
        } else {
            for row in [from / w, to / w] {
                next.set(row, self.row_conflicts(cells, row));
            }
        }
        next
    }

    /// The conflicts' moves in `row`.
    fn row_conflicts(&self, cells: &Cells, row: usize) -> u8 {
        let w = self.columns;
        let mut order = [0u8; 10];
        let mut len = 0;
        for &tile in &cells[row * w..row * w + w] {
            let home = usize::from(self.home[usize::from(tile)]);
            if tile != 0 && home / w == row {
                order[len] = (home % w) as u8;
                len += 1;
            }
        }
        2 * outside_longest_run(&order[..len])
    }

    /// The conflicts' moves in `column`.
    fn column_conflicts(&self, cells: &Cells, column: usize) -> u8 {
        let w = self.columns;
        let mut order = [0u8; 10];
        let mut len = 0;
        for row in 0..self.rows {
            let tile = cells[row * w + column];
            let home = usize::from(self.home[usize::from(tile)]);
            if tile != 0 && home % w == column {
                order[len] = (home / w) as u8;
                len += 1;
            }
        }
        2 * outside_longest_run(&order[..len])
    }
}

impl Estimate {
    fn set(&mut self, line: usize, moves: u8) {
        self.conflicts = self.conflicts + u16::from(moves) - u16::from(self.lines[line]);
        self.lines[line] = moves;
    }
}

/// How many of `order` (distinct values) lie outside a longest increasing run.
fn outside_longest_run(order: &[u8]) -> u8 {
    // patience sorting: tails[k] is the least last value of an increasing run of k + 1
    let mut tails = [0u8; 10];
    let mut len = 0;
    for &x in order {
        let at = tails[..len].partition_point(|&t| t < x);
        tails[at] = x;
        len = len.max(at + 1);
    }
    (order.len() - len) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sliding::board::Board;
    use crate::puzzles::sliding::rules::Move;
    use crate::random::Rng;

    fn cells(board: &Board) -> Cells {
        let mut cells = [0u8; MAX_CELLS];
        cells[..board.cells().len()].copy_from_slice(board.cells());
        cells
    }

    #[test]
    fn conflicts_count_the_tiles_outside_a_longest_run() {
        assert_eq!(outside_longest_run(&[]), 0);
        assert_eq!(outside_longest_run(&[0, 1, 2]), 0);
        assert_eq!(outside_longest_run(&[2, 1, 0]), 2);
        assert_eq!(outside_longest_run(&[1, 0, 3, 2]), 2);
        assert_eq!(outside_longest_run(&[3, 0, 1, 2]), 1);
    }

    #[test]
    fn the_bound_of_known_boards() {
        // 2 1 x / 3 4 5 toward 1 2 x / 3 4 5: one row conflict, Manhattan 2
        let shape = "3x2".parse().unwrap();
        let goal = Board::parse_text(shape, "1 2 x 3 4 5").unwrap();
        let start = Board::parse_text(shape, "2 1 x 3 4 5").unwrap();
        let g = Goal::new(shape, goal.cells());
        assert_eq!(g.estimate(&cells(&start)).bound(), 4);
        assert_eq!(g.estimate(&cells(&goal)).bound(), 0);
    }

    #[test]
    fn a_move_updates_the_bound_as_a_whole_count_would() {
        let rng = &mut Rng::new(3);
        for size in ["5x5", "7x3", "2x9", "10x10"] {
            let shape = size.parse().unwrap();
            let goal = Board::random_reaching(&Board::goal(shape), rng);
            let g = Goal::new(shape, goal.cells());
            let mut board = Board::random_reaching(&goal, rng);
            let mut estimate = g.estimate(&cells(&board));
            for _ in 0..500 {
                let moves: Vec<Move> = board.successors().map(|(mv, _)| mv).collect();
                let mv = moves[rng.below(moves.len())];
                let from = board.blank();
                board.play(mv);
                let next = g.after_move(&estimate, &cells(&board), from, board.blank());
                assert_eq!(next, g.estimate(&cells(&board)), "{size}");
                assert_ne!(next.bound() % 2, estimate.bound() % 2);
                estimate = next;
            }
        }
    }
}
