//! Beam search: breadth-first, keeping at each depth only the `width` boards with the
//! lowest bound. Not exact, but on boards up to about 6x6 it finds solutions close to the
//! shortest quickly, and closer as the width grows (docs/performance.md has the figures).

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::ControlFlow;

use crate::puzzles::sliding::rules::{target, Move};
use crate::puzzles::MAX_CELLS;
use crate::random::Rng;

use super::databases36::{Lookup, Placement};
use super::estimate::{Cells, Estimate, Goal};
use super::ida::ASK_EVERY;

/// A set of cells as bits (a board has at most 100).
pub(super) type CellSet = u128;

/// What a beam search is asked: the board, the cells the blank may enter, the width,
/// and a seed that breaks ties among boards of equal bound (the bound with the pattern
/// databases of `lookup`, if any).
pub(super) struct Beam<'a> {
    pub(super) goal: &'a Goal,
    pub(super) lookup: Option<&'a Lookup<'a>>,
    pub(super) cells: Cells,
    pub(super) blank: usize,
    pub(super) open: CellSet,
    pub(super) width: usize,
    pub(super) seed: u64,
}

/// A board in the beam.
#[derive(Clone)]
struct Node {
    cells: Cells,
    blank: u8,
    last: Option<Move>,
    estimate: Estimate,
    placement: Placement,
    hash: u64,
}

/// How a child is kept until the beam is chosen: its bound and tie-break, its parent and
/// its move.
#[derive(Clone, Copy)]
struct Child {
    key: (u32, u64),
    parent: u32,
    mv: Move,
}

/// Keys of Zobrist hashing: a random word for each tile on each cell.
fn keys(n: usize) -> Vec<u64> {
    let mut rng = Rng::new(0x5EED_0FBE_A4A4);
    (0..n * n).map(|_| rng.next_u64()).collect()
}

/// A hasher for keys that are hashes already.
#[derive(Default)]
struct Identity(u64);

impl Hasher for Identity {
    fn finish(&self) -> u64 {
        self.0
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

impl Beam<'_> {
    /// A solution, or `None` when the beam dies out, runs past `max_depth` or `ask`
    /// (called with the boards generated so far, now and then) stops it. `nodes` counts
    /// the boards generated.
    pub(super) fn run(
        &self,
        max_depth: usize,
        nodes: &mut u64,
        ask: &mut dyn FnMut(u64) -> ControlFlow<()>,
    ) -> Option<Vec<Move>> {
        let goal = self.goal;
        let n = goal.n;
        let keys = keys(n);
        let key = |tile: u8, cell: usize| keys[usize::from(tile) * n + cell];
        let root = Node {
            cells: self.cells,
            blank: self.blank as u8,
            last: None,
            estimate: goal.estimate(&self.cells),
            placement: Placement::of(self.lookup, &self.cells),
            hash: (0..n).fold(0, |h, c| h ^ key(self.cells[c], c)),
        };
        if root.estimate.bound() == 0 {
            return Some(Vec::new());
        }
        let mut seen: HashSet<u64, BuildHasherDefault<Identity>> = HashSet::default();
        seen.insert(root.hash);
        let mut layer = vec![root];
        let mut history: Vec<Vec<(u32, Move)>> = Vec::new();
        let mut next_ask = *nodes + ASK_EVERY;
        let (columns, rows) = (goal.columns, goal.rows);
        for _ in 0..max_depth {
            let mut children = Vec::with_capacity(layer.len() * 3);
            for (i, node) in layer.iter().enumerate() {
                let from = usize::from(node.blank);
                for mv in Move::ALL {
                    if Some(mv.opposite()) == node.last {
                        continue;
                    }
                    let Some(to) = target(from, columns, rows, mv) else {
                        continue;
                    };
                    if self.open & 1 << to == 0 {
                        continue;
                    }
                    *nodes += 1;
                    let tile = node.cells[to];
                    let hash =
                        node.hash ^ key(tile, to) ^ key(tile, from) ^ key(0, from) ^ key(0, to);
                    if !seen.insert(hash) {
                        continue;
                    }
                    let mut cells = node.cells;
                    cells.swap(from, to);
                    let placement = node.placement.after(self.lookup, tile, to, from);
                    let bound = goal
                        .after_move(&node.estimate, &cells, from, to)
                        .bound_with(placement.added());
                    if bound == 0 {
                        history.push(vec![(i as u32, mv)]);
                        return Some(path(&history, 0));
                    }
                    let tie = (hash ^ self.seed).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    children.push(Child {
                        key: (bound, tie),
                        parent: i as u32,
                        mv,
                    });
                }
            }
            if *nodes >= next_ask {
                next_ask = *nodes + ASK_EVERY;
                if ask(*nodes).is_break() {
                    return None;
                }
            }
            if children.is_empty() {
                return None;
            }
            if children.len() > self.width {
                children.select_nth_unstable_by_key(self.width - 1, |c| c.key);
                children.truncate(self.width);
            }
            let next: Vec<Node> = children
                .iter()
                .map(|child| {
                    let parent = &layer[child.parent as usize];
                    let from = usize::from(parent.blank);
                    let to =
                        target(from, columns, rows, child.mv).expect("a child's move is legal");
                    let mut cells = parent.cells;
                    cells.swap(from, to);
                    let tile = cells[from];
                    Node {
                        cells,
                        blank: to as u8,
                        last: Some(child.mv),
                        estimate: goal.after_move(&parent.estimate, &cells, from, to),
                        placement: parent.placement.after(self.lookup, tile, to, from),
                        hash: parent.hash
                            ^ key(tile, to)
                            ^ key(tile, from)
                            ^ key(0, from)
                            ^ key(0, to),
                    }
                })
                .collect();
            history.push(children.iter().map(|c| (c.parent, c.mv)).collect());
            layer = next;
        }
        None
    }
}

/// The moves to entry `index` of the last layer of `history`, back through the parents.
fn path(history: &[Vec<(u32, Move)>], mut index: usize) -> Vec<Move> {
    let mut moves = Vec::with_capacity(history.len());
    for layer in history.iter().rev() {
        let (parent, mv) = layer[index];
        moves.push(mv);
        index = parent as usize;
    }
    moves.reverse();
    moves
}

/// Every cell of a board of `n` cells.
pub(super) fn all_cells(n: usize) -> CellSet {
    debug_assert!(n <= MAX_CELLS);
    if n == 128 {
        CellSet::MAX
    } else {
        (1 << n) - 1
    }
}
