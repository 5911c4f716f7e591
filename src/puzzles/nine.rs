//! The nine-number game: the digits 0..8 on a 3x3 board, changed by two operations that
//! cannot be undone directly (a directed state graph), solved optimally with the
//! lexicographically smallest shortest operation sequence.
//!
//! Operations act on cells, not on digits, so relabelling the digits turns any goal into
//! the standard one: a single distance table over all 9! boards serves every goal.

use std::cell::OnceCell;

use serde::{Deserialize, Serialize};

use super::{check_permutation, parse_permutation, BoardError, Unsolvable};
use crate::error::ParseError;
use crate::random::Rng;
use crate::rank::{next_permutation, permutation_count, permutation_rank, permutation_unrank};
use crate::search::{first_optimal_path, DistanceTable, StateSpace};
use crate::text::{self, Token};

/// An operation of the nine-number game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// Operation 1: the eight outer cells rotate one step clockwise.
    Rotate,
    /// Operation 2: the middle row shifts one step right, cyclically (`a b c -> c a b`).
    Shift,
}

impl Op {
    /// Both operations in the tie-break order `1 < 2`.
    pub const ALL: [Op; 2] = [Op::Rotate, Op::Shift];

    /// The operation's number as the judge writes it: `1` or `2`.
    pub fn name(self) -> &'static str {
        match self {
            Op::Rotate => "1",
            Op::Shift => "2",
        }
    }

    /// `source()[i]` is the cell whose digit lands on cell `i`.
    fn source(self) -> &'static [usize; 9] {
        match self {
            // The ring 0 1 2 5 8 7 6 3, each cell taking its counter-clockwise neighbour.
            Op::Rotate => &[3, 0, 1, 6, 4, 2, 7, 8, 5],
            Op::Shift => &[0, 1, 2, 5, 3, 4, 6, 7, 8],
        }
    }
}

/// A board of the nine-number game: the digits 0..8 row by row, each once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<u8>", into = "Vec<u8>")]
pub struct NineBoard([u8; 9]);

impl NineBoard {
    /// The goal `0 1 2 / 3 4 5 / 6 7 8`.
    pub const GOAL: NineBoard = NineBoard([0, 1, 2, 3, 4, 5, 6, 7, 8]);

    /// A board from its cells, checked to hold each of 0..8 exactly once.
    pub fn from_cells(cells: [u8; 9]) -> Result<Self, BoardError> {
        check_permutation(&cells, "digit")?;
        Ok(Self(cells))
    }

    /// Parses a board from exactly 9 tokens, each a digit 0-8 used once, taking at most
    /// 10 of `tokens`. `end` is the line and column to report if there are too few tokens.
    pub fn from_tokens<'a>(
        tokens: impl IntoIterator<Item = Token<'a>>,
        end: (usize, usize),
    ) -> Result<Self, ParseError> {
        let digit = |text: &str| text::decimal(text).and_then(|n| u8::try_from(n).ok());
        parse_permutation(tokens, end, digit, "a digit 0-8").map(Self)
    }

    /// Parses a whole text as one board (see [`NineBoard::from_tokens`]).
    pub fn parse_text(input: &str) -> Result<Self, ParseError> {
        Self::from_tokens(text::tokens(input), text::end_of(input))
    }

    /// The board with its digits shuffled uniformly.
    pub fn shuffled(&self, rng: &mut Rng) -> Self {
        let mut cells = self.0;
        rng.shuffle(&mut cells);
        Self(cells)
    }

    /// The digits row by row.
    pub fn cells(&self) -> &[u8; 9] {
        &self.0
    }

    /// The board after `op`.
    pub fn apply(&self, op: Op) -> Self {
        Self(op.source().map(|from| self.0[from]))
    }

    /// The board after `ops`, one after the other.
    pub fn apply_all(&self, ops: &[Op]) -> Self {
        ops.iter().fold(*self, |board, &op| board.apply(op))
    }

    /// The board as the judge writes it: 3 lines of 3 space-separated digits, without a
    /// final line break.
    pub fn to_rows(&self) -> String {
        let rows: Vec<String> = self
            .0
            .chunks(3)
            .map(|row| format!("{} {} {}", row[0], row[1], row[2]))
            .collect();
        rows.join("\n")
    }
}

impl TryFrom<Vec<u8>> for NineBoard {
    type Error = BoardError;

    fn try_from(cells: Vec<u8>) -> Result<Self, BoardError> {
        let found = cells.len();
        let cells: [u8; 9] = cells
            .try_into()
            .map_err(|_| BoardError::CellCount { expected: 9, found })?;
        Self::from_cells(cells)
    }
}

impl From<NineBoard> for Vec<u8> {
    fn from(board: NineBoard) -> Self {
        board.0.to_vec()
    }
}

/// Cells the first four digits can stand on: the head of an index.
const HEADS: usize = 9 * 8 * 7 * 6;
/// Orders of the other five digits on the cells left free: the tail of an index.
const TAILS: usize = permutation_count(5);

/// The game's directed graph over boards indexed by where the digits stand: the rank of
/// the permutation `cell[digit]`, inverse to the board.
///
/// An operation sends every digit through the same map of cells, so an index splits into
/// a head, `index / 120` (the cells of digits 0..3), that moves on its own, and a tail,
/// `index % 120` (the order of digits 4..8 on the five cells left), that is reordered as
/// the map reorders those five cells. Small tables give both, so searching ranks nothing.
struct NineSpace {
    /// The operations, in the order of [`Op::ALL`].
    forward: [Step; 2],
    /// The operations undone.
    backward: [Step; 2],
}

/// One map of cells acting on indices.
struct Step {
    /// `heads[head]`: the head it leads to, times 120, and where the row of `tails` for
    /// its tail starts.
    heads: Vec<(u32, u16)>,
    /// `tails[row + tail]`: the tail it leads to; one row per way of reordering five cells.
    tails: Vec<u8>,
}

impl NineSpace {
    fn new() -> Self {
        // The digit landing on cell c comes from `op.source()[c]`: undoing the operation
        // sends it back there.
        let backward = Op::ALL.map(|op| Step::new(op.source()));
        let forward = backward.each_ref().map(Step::inverse);
        Self { forward, backward }
    }

    /// The index of a board.
    fn index(board: &NineBoard) -> u32 {
        let mut cells = [0u8; 9];
        for (cell, &digit) in board.0.iter().enumerate() {
            cells[usize::from(digit)] = cell as u8;
        }
        permutation_rank(&cells) as u32
    }

    /// The board of an index.
    fn board(index: usize) -> NineBoard {
        let mut cells = [0u8; 9];
        permutation_unrank(index, &mut cells);
        let mut board = [0u8; 9];
        for (digit, &cell) in cells.iter().enumerate() {
            board[usize::from(cell)] = digit as u8;
        }
        NineBoard(board)
    }
}

impl Step {
    /// The step moving the digit on each cell `c` to cell `to[c]`.
    fn new(to: &[usize; 9]) -> Self {
        let mut row_of = [u16::MAX; TAILS];
        let mut tails = Vec::new();
        let mut heads = Vec::with_capacity(HEADS);
        // Head by head, each with tail 0: its five free cells in increasing order.
        let mut cells: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for _ in 0..HEADS {
            let moved = cells.map(|c| to[usize::from(c)] as u8);
            let index = permutation_rank(&moved);
            let reorder = index % TAILS;
            if row_of[reorder] == u16::MAX {
                row_of[reorder] = tails.len() as u16;
                tails.extend(reordered_tails(&moved[4..]));
            }
            heads.push(((index - reorder) as u32, row_of[reorder]));
            // this head's last tail, then the next head's first
            cells[4..].reverse();
            next_permutation(&mut cells);
        }
        Self { heads, tails }
    }

    /// The step that undoes this one.
    fn inverse(&self) -> Self {
        let mut heads = vec![(0, 0); HEADS];
        for (head, &(next, row)) in self.heads.iter().enumerate() {
            heads[next as usize / TAILS] = ((head * TAILS) as u32, row);
        }
        let mut tails = vec![0; self.tails.len()];
        for (row, nexts) in self.tails.chunks(TAILS).enumerate() {
            for (tail, &next) in nexts.iter().enumerate() {
                tails[row * TAILS + usize::from(next)] = tail as u8;
            }
        }
        Self { heads, tails }
    }

    #[inline]
    fn apply(&self, index: u32) -> u32 {
        let (head, tail) = (index as usize / TAILS, index as usize % TAILS);
        let (next, row) = self.heads[head];
        next + u32::from(self.tails[usize::from(row) + tail])
    }
}

/// Every tail, in rank order, once its five cells, taken in increasing order, move to
/// the cells `moved`.
fn reordered_tails(moved: &[u8]) -> impl Iterator<Item = u8> {
    let place: [u8; 5] =
        std::array::from_fn(|i| moved.iter().filter(|&&c| c < moved[i]).count() as u8);
    let mut order: [u8; 5] = [0, 1, 2, 3, 4];
    (0..TAILS).map(move |_| {
        let tail = permutation_rank(&order.map(|i| place[usize::from(i)]));
        next_permutation(&mut order);
        tail as u8
    })
}

impl StateSpace for NineSpace {
    type State = u32;
    type Move = Op;

    fn size(&self) -> usize {
        permutation_count(9)
    }

    #[inline]
    fn rank(&self, &index: &u32) -> usize {
        index as usize
    }

    fn moves(&self) -> &[Op] {
        &Op::ALL
    }

    #[inline]
    fn apply(&self, &index: &u32, op: Op) -> Option<u32> {
        Some(self.forward[op as usize].apply(index))
    }

    #[inline]
    fn for_each_predecessor(&self, &index: &u32, mut visit: impl FnMut(u32)) {
        for step in &self.backward {
            visit(step.apply(index));
        }
    }
}

/// Optimal solver for the nine-number game, with its distance table built on first use.
#[derive(Default)]
pub struct NineSolver {
    space: OnceCell<NineSpace>,
    table: OnceCell<DistanceTable>,
}

impl NineSolver {
    /// A solver with no table built yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The lexicographically smallest (`1 < 2`) shortest operation sequence from `start`
    /// to `goal`.
    pub fn solve(&self, start: &NineBoard, goal: &NineBoard) -> Result<Vec<Op>, Unsolvable> {
        let start = NineSpace::index(&relabel(start, goal));
        first_optimal_path(self.space(), self.table(), start).ok_or(Unsolvable::Unreachable)
    }

    /// The number of operations of a shortest solution.
    pub fn distance(&self, start: &NineBoard, goal: &NineBoard) -> Result<u8, Unsolvable> {
        let start = NineSpace::index(&relabel(start, goal));
        self.table()
            .distance(start as usize)
            .ok_or(Unsolvable::Unreachable)
    }

    /// How many boards lie at each distance from any one goal.
    pub fn distance_counts(&self) -> &[u64] {
        self.table().counts()
    }

    /// A board drawn uniformly among those `distance` operations from `goal`, or `None`
    /// when there is none.
    pub fn random_at(&self, goal: &NineBoard, distance: u8, rng: &mut Rng) -> Option<NineBoard> {
        let index = self
            .table()
            .random_at(distance, 0..permutation_count(9), rng)?;
        // the standard goal's digits are the goal's cells: back to the goal's digits
        let relabelled = NineSpace::board(index);
        Some(NineBoard(
            relabelled.0.map(|cell| goal.0[usize::from(cell)]),
        ))
    }

    fn table(&self) -> &DistanceTable {
        self.table.get_or_init(|| {
            DistanceTable::build(self.space(), &[NineSpace::index(&NineBoard::GOAL)])
        })
    }

    fn space(&self) -> &NineSpace {
        self.space.get_or_init(NineSpace::new)
    }
}

/// `start` with its digits renamed so that `goal` becomes [`NineBoard::GOAL`].
fn relabel(start: &NineBoard, goal: &NineBoard) -> NineBoard {
    let mut label = [0u8; 9];
    for (cell, &digit) in goal.0.iter().enumerate() {
        label[usize::from(digit)] = cell as u8;
    }
    NineBoard(start.0.map(|digit| label[usize::from(digit)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_agree_with_moving_the_board() {
        let space = NineSpace::new();
        // Every index in order: the cell of each digit.
        let mut cells: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for index in 0..permutation_count(9) as u32 {
            let mut digits = [0u8; 9];
            for (digit, &cell) in cells.iter().enumerate() {
                digits[usize::from(cell)] = digit as u8;
            }
            let board = NineBoard(digits);
            assert_eq!(NineSpace::index(&board), index);
            for (op, step) in Op::ALL.into_iter().zip(&space.backward) {
                let next = NineSpace::index(&board.apply(op));
                assert_eq!(space.apply(&index, op), Some(next), "{board:?} {op:?}");
                assert_eq!(step.apply(next), index, "{board:?} {op:?}");
            }
            next_permutation(&mut cells);
        }
    }
}
