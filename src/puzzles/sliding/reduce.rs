//! Solving a large board by parts: its outer rows and columns are put in place one line
//! at a time, each tile (the last two of a line together) by the fewest moves that bring
//! it home without disturbing the lines done, until what is left is small enough to
//! finish by a beam search or, failing that, exactly.
//!
//! A line is never the one that holds the goal's blank, so the part left always holds it;
//! other tiles are indistinguishable to these small searches, which therefore cover a few
//! thousand (one tile) or at most a million (two tiles) positions.

use std::collections::VecDeque;

use crate::puzzles::sliding::rules::{target, Move};
use crate::puzzles::Shape;

use super::beam::CellSet;
use super::estimate::{Cells, Goal};

/// A board being solved by parts: its cells, the blank, and the part not yet done (rows
/// `top..bottom`, columns `left..right`).
#[derive(Clone)]
pub(super) struct Parts<'a> {
    pub(super) goal: &'a Goal,
    pub(super) cells: Cells,
    pub(super) blank: usize,
    pub(super) top: usize,
    pub(super) bottom: usize,
    pub(super) left: usize,
    pub(super) right: usize,
    /// The moves made so far.
    pub(super) moves: Vec<Move>,
}

impl<'a> Parts<'a> {
    /// The whole board `cells` (blank at `blank`), nothing done yet.
    pub(super) fn new(goal: &'a Goal, cells: Cells, blank: usize) -> Self {
        Self {
            goal,
            cells,
            blank,
            top: 0,
            bottom: goal.rows,
            left: 0,
            right: goal.columns,
            moves: Vec::new(),
        }
    }

    /// The part left, as a shape.
    pub(super) fn shape(&self) -> Shape {
        Shape::new(
            (self.right - self.left) as u8,
            (self.bottom - self.top) as u8,
        )
        .expect("the part left keeps two cells a side")
    }

    /// The cells of the part left.
    pub(super) fn open(&self) -> CellSet {
        let w = self.goal.columns;
        let mut open = 0;
        for row in self.top..self.bottom {
            for column in self.left..self.right {
                open |= 1 << (row * w + column);
            }
        }
        open
    }

    /// Puts outer lines in place until the part left is at most `columns` x `rows`
    /// (each at least 2; 3 x 3 or less can always be reached).
    pub(super) fn shrink_to(&mut self, columns: usize, rows: usize) {
        let w = self.goal.columns;
        let home = usize::from(self.goal.home[0]);
        let (blank_row, blank_column) = (home / w, home % w);
        loop {
            let (width, height) = (self.right - self.left, self.bottom - self.top);
            let peel_row = height > rows && (height >= width || width <= columns);
            let peel_column = width > columns && !peel_row;
            let line: Vec<usize> = if peel_row {
                // a row without the goal's blank, placed from the corner inward
                let row = if blank_row != self.top {
                    self.top
                } else {
                    self.bottom - 1
                };
                if row == self.top {
                    self.top += 1;
                } else {
                    self.bottom -= 1;
                }
                (self.left..self.right).map(|c| row * w + c).collect()
            } else if peel_column {
                let column = if blank_column != self.left {
                    self.left
                } else {
                    self.right - 1
                };
                if column == self.left {
                    self.left += 1;
                } else {
                    self.right -= 1;
                }
                (self.top..self.bottom).map(|r| r * w + column).collect()
            } else {
                return;
            };
            self.place_line(&line);
        }
    }

    /// Puts the goal's tiles of `line` (cells outside the part left now, in order along
    /// it) on their cells.
    fn place_line(&mut self, line: &[usize]) {
        let mut open = self.open() | line.iter().fold(0, |m: CellSet, &c| m | 1 << c);
        let (singles, pair) = line.split_at(line.len() - 2);
        for &cell in singles {
            self.place(&[cell], open);
            open &= !(1 << cell);
        }
        self.place(pair, open);
    }

    /// Moves the goal's tiles of `cells` (one or two) onto them by the fewest moves that
    /// keep the blank in `open`: a breadth-first search over where those tiles and the
    /// blank stand.
    fn place(&mut self, cells: &[usize], open: CellSet) {
        let goal = self.goal;
        let tiles: Vec<u8> = cells.iter().map(|&c| goal.cells[c]).collect();
        let at: Vec<usize> = tiles
            .iter()
            .map(|&t| {
                self.cells
                    .iter()
                    .position(|&x| x == t)
                    .expect("every tile is on the board")
            })
            .collect();
        if at == cells {
            return;
        }
        // index the open cells
        let mut index = [u8::MAX; 128];
        let mut cell_of = Vec::new();
        for (c, slot) in index.iter_mut().enumerate().take(goal.n) {
            if open & 1 << c != 0 {
                *slot = cell_of.len() as u8;
                cell_of.push(c);
            }
        }
        let m = cell_of.len();
        let k = tiles.len();
        let size = m.pow(k as u32 + 1);
        // a state: the tiles' open cells then the blank's, base m
        let encode = |places: &[usize]| {
            places
                .iter()
                .fold(0usize, |s, &c| s * m + usize::from(index[c]))
        };
        let decode = |mut state: usize| {
            let mut places = [0usize; 3];
            for slot in places[..=k].iter_mut().rev() {
                *slot = cell_of[state % m];
                state /= m;
            }
            places
        };
        let mut came: Vec<u32> = vec![u32::MAX; size];
        let mut places = at.clone();
        places.push(self.blank);
        let start = encode(&places);
        came[start] = start as u32;
        let mut queue = VecDeque::from([start]);
        let (columns, rows) = (goal.columns, goal.rows);
        let mut found = None;
        'search: while let Some(state) = queue.pop_front() {
            let places = decode(state);
            let blank = places[k];
            for mv in Move::ALL {
                let Some(to) = target(blank, columns, rows, mv) else {
                    continue;
                };
                if open & 1 << to == 0 {
                    continue;
                }
                let mut next = places;
                for place in &mut next[..k] {
                    if *place == to {
                        *place = blank;
                    }
                }
                next[k] = to;
                let code = encode(&next[..=k]);
                if came[code] != u32::MAX {
                    continue;
                }
                came[code] = state as u32;
                if next[..k] == *cells {
                    found = Some(code);
                    break 'search;
                }
                queue.push_back(code);
            }
        }
        let mut state = found.expect("the tiles of a line can always be placed");
        let mut blanks = Vec::new();
        while state != start {
            blanks.push(decode(state)[k]);
            state = came[state] as usize;
        }
        for &to in blanks.iter().rev() {
            let mv = Move::ALL
                .into_iter()
                .find(|&mv| target(self.blank, columns, rows, mv) == Some(to))
                .expect("the blank moves to a neighbour");
            self.cells.swap(self.blank, to);
            self.blank = to;
            self.moves.push(mv);
        }
    }
}
