//! A lab board as one integer: four bits a cell, cell 0 lowest, 0 for the blank.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::puzzles::sliding::{self, Move};
use crate::puzzles::Shape;

/// A board of at most 16 cells, four bits a cell.
pub(super) type Key = u64;

/// A map from boards, hashed by [`Mix`].
pub(super) type Boards<V> = HashMap<Key, V, BuildHasherDefault<Mix>>;

/// A hasher of keys: a multiplication that spreads every cell over the high bits, folded
/// onto the low ones (the map indexes by those, and checks by the high ones). Cheaper
/// than the standard hasher, and the same on every run.
#[derive(Default)]
pub(super) struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        let spread = self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        spread ^ spread >> 29
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

/// The lowest bit of every cell.
const LOW_BITS: Key = 0x1111_1111_1111_1111;

/// The boards of one size and the goal they are searched toward.
pub(super) struct Space {
    shape: Shape,
    columns: usize,
    rows: usize,
    cells: usize,
    goal: Key,
    /// The goal's cell of each tile (the blank's too).
    home: [u8; 16],
}

impl Space {
    /// Boards of `shape` (at most 16 cells) searched toward the board `goal`.
    pub(super) fn new(shape: Shape, goal: &[u8]) -> Self {
        let mut home = [0; 16];
        for (cell, &tile) in goal.iter().enumerate() {
            home[usize::from(tile)] = cell as u8;
        }
        let mut space = Self {
            shape,
            columns: shape.columns(),
            rows: shape.rows(),
            cells: shape.cells(),
            goal: 0,
            home,
        };
        space.goal = space.pack(goal);
        space
    }

    /// The boards' size.
    pub(super) fn shape(&self) -> Shape {
        self.shape
    }

    /// The board's width.
    pub(super) fn columns(&self) -> usize {
        self.columns
    }

    /// How many cells a board has.
    pub(super) fn cells(&self) -> usize {
        self.cells
    }

    /// The goal's cell of `tile`.
    pub(super) fn home(&self, tile: u8) -> usize {
        usize::from(self.home[usize::from(tile)])
    }

    /// The goal.
    pub(super) fn goal(&self) -> Key {
        self.goal
    }

    /// The key of `cells`.
    pub(super) fn pack(&self, cells: &[u8]) -> Key {
        cells
            .iter()
            .rev()
            .fold(0, |key, &tile| key << 4 | Key::from(tile))
    }

    /// The tile at `cell` of `key` (0 for the blank).
    #[inline]
    pub(super) fn tile(key: Key, cell: usize) -> u8 {
        (key >> (4 * cell)) as u8 & 15
    }

    /// The blank's cell of `key`.
    #[inline]
    pub(super) fn blank(&self, key: Key) -> usize {
        // a cell's lowest bit ends set in `zero` when all four of its bits are clear
        let clear = !key;
        let zero = clear & clear >> 1 & clear >> 2 & clear >> 3 & LOW_BITS;
        let used = if self.cells == 16 {
            Key::MAX
        } else {
            (1 << (4 * self.cells)) - 1
        };
        (zero & used).trailing_zeros() as usize / 4
    }

    /// The legal moves of `key` with the boards they lead to, in the order `d < l < r < u`.
    #[inline]
    pub(super) fn children(&self, key: Key) -> impl Iterator<Item = (Move, Key)> + '_ {
        let blank = self.blank(key);
        Move::ALL.into_iter().filter_map(move |mv| {
            let to = sliding::target(blank, self.columns, self.rows, mv)?;
            let tile = Key::from(Self::tile(key, to));
            Some((mv, key ^ tile << (4 * to) ^ tile << (4 * blank)))
        })
    }

    /// The board after `mv`, which must be legal on `key`.
    pub(super) fn after(&self, key: Key, mv: Move) -> Key {
        self.children(key)
            .find_map(|(m, child)| (m == mv).then_some(child))
            .expect("a legal move")
    }

    /// The moves from a search's root to `key`, where `moved(k)` is the move that
    /// reached a board `k` of the search's tree (`None` at the root).
    pub(super) fn path_to(&self, mut key: Key, moved: impl Fn(Key) -> Option<Move>) -> Vec<Move> {
        let mut moves = Vec::new();
        while let Some(mv) = moved(key) {
            moves.push(mv);
            key = self.after(key, mv.opposite());
        }
        moves.reverse();
        moves
    }
}
