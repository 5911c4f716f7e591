//! The blank's walks a depth-first search of a sliding board need take: an automaton
//! that refuses a walk as soon as one of its stretches does what an earlier stretch
//! within the same cells does (Taylor and Korf, 1993).
//!
//! A stretch of moves has an effect that does not depend on where it starts: where the
//! blank ends and which tiles it moved where. Two stretches with the same effect lead from
//! any board to the same board; when the second is no shorter than the first and comes
//! after it in the order of moves (d < l < r < u), and the first keeps within the
//! rows and columns the second crosses, every path that holds the second can take the
//! first instead and reach the same board in as many moves or fewer. So a search may skip
//! every path holding such a stretch: the first path in that order to each board, the
//! shortest among them, holds none, and is kept. A move and its way back is the shortest
//! such stretch; the others begin at six moves (half a turn of the blank around a 2x2
//! block, which three full turns undo).
//!
//! The stretches are found by listing every walk of up to [`DEPTH`] moves that fits in
//! the grid (or in a 4x4 square, on a larger one), shortest first and in that order,
//! keeping the first of each effect; those with a shorter or earlier twin become the words
//! of an Aho-Corasick automaton, whose states follow the search down. Past 12 moves the
//! automaton grows fast and prunes little more (measured in docs/performance.md, "Walks
//! not searched twice").

use std::sync::OnceLock;

/// The longest stretch the automaton refuses.
const DEPTH: usize = 12;

/// The most rows and columns a refused stretch crosses.
const SIDE: usize = 4;

/// A state that refuses the move leading into it.
pub(crate) const REFUSED: u32 = u32::MAX;

/// The state before any move.
pub(crate) const START: u32 = 0;

/// The automaton of a grid's walks.
#[derive(Debug)]
pub(crate) struct Walks {
    /// `next[4 * state + m]`: the state after the blank takes the move `m` (its place
    /// in [`Move::ALL`](crate::puzzles::sliding::rules::Move::ALL)), or [`REFUSED`].
    next: Vec<u32>,
}

impl Walks {
    /// The automaton of walks on a grid of `columns` x `rows`, made once and kept.
    pub(crate) fn of(columns: usize, rows: usize) -> &'static Walks {
        static WALKS: [OnceLock<Walks>; SIDE * SIDE] = [const { OnceLock::new() }; SIDE * SIDE];
        let (c, r) = (columns.clamp(1, SIDE), rows.clamp(1, SIDE));
        WALKS[(c - 1) * SIDE + r - 1].get_or_init(|| Walks::new(c, r, DEPTH))
    }

    /// The state after the blank takes the move `m` (its place in `Move::ALL`) in
    /// `state`: [`REFUSED`] when the walk so far may be skipped.
    #[inline(always)]
    pub(crate) fn next(&self, state: u32, m: usize) -> u32 {
        self.next
            .get(4 * state as usize + m % 4)
            .copied()
            .unwrap_or(REFUSED)
    }

    /// The automaton's states.
    #[cfg(test)]
    pub(crate) fn states(&self) -> usize {
        self.next.len() / 4
    }

    /// The automaton of the walks of up to `depth` moves that fit in `columns` x `rows`.
    fn new(columns: usize, rows: usize, depth: usize) -> Self {
        Self {
            next: automaton(&redundant(columns, rows, depth)),
        }
    }
}

/// A walk: its length in the top four bits, and below them its steps, two bits each, the
/// first in the lowest bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Walk(u32);

/// The bits of a walk that hold its steps.
const STEP_BITS: u32 = (1 << 28) - 1;

// the steps of the longest walk fit below the length
const _: () = assert!(2 * DEPTH <= 28);

impl Walk {
    const EMPTY: Walk = Walk(0);

    fn len(self) -> usize {
        (self.0 >> 28) as usize
    }

    fn step(self, i: usize) -> usize {
        (self.0 >> (2 * i) & 3) as usize
    }

    fn then(self, step: usize) -> Walk {
        Walk((self.0 + (1 << 28)) | (step as u32) << (2 * self.len()))
    }

    /// The last step.
    fn last(self) -> usize {
        self.step(self.len() - 1)
    }

    /// The walk without its first step.
    fn tail(self) -> Walk {
        Walk(((self.0 & STEP_BITS) >> 2) | (self.0 >> 28).saturating_sub(1) << 28)
    }
}

/// The rows and columns a walk crosses, as offsets from its start: top, bottom, left,
/// right.
type Span = [i8; 4];

fn within(inner: Span, outer: Span) -> bool {
    inner[0] >= outer[0] && inner[1] <= outer[1] && inner[2] >= outer[2] && inner[3] <= outer[3]
}

/// The cells around a walk's start that a walk fitting in the grid can reach, row by
/// row, each holding the cell its tile started from (the blank's tile is the start).
struct Window {
    width: usize,
    start: usize,
    /// The cell a step leads to, as an offset.
    offsets: [isize; 4],
    /// Random bits for each (cell, tile), whose exclusive or over the cells hashes a
    /// window's tiles.
    keys: Vec<u64>,
    cells: usize,
}

/// The most cells a window holds: (2 rows - 1) x (2 columns - 1).
const WINDOW: usize = (2 * SIDE - 1) * (2 * SIDE - 1);

impl Window {
    fn new(columns: usize, rows: usize) -> Self {
        let width = 2 * columns - 1;
        let cells = width * (2 * rows - 1);
        let mut random = crate::random::Rng::new(0x5EED_CAFE);
        Self {
            width,
            start: (rows - 1) * width + columns - 1,
            // in the order of Move::ALL: down, left, right, up
            offsets: [width as isize, -1, 1, -(width as isize)],
            keys: (0..cells * cells).map(|_| random.next_u64()).collect(),
            cells,
        }
    }

    fn key(&self, cell: usize, tile: u8) -> u64 {
        self.keys[cell * self.cells + usize::from(tile)]
    }

    /// The tiles after `walk`, and where the blank ends.
    fn play(&self, walk: Walk) -> ([u8; WINDOW], usize) {
        let mut tiles = [0u8; WINDOW];
        for (c, tile) in tiles.iter_mut().enumerate() {
            *tile = c as u8;
        }
        let mut blank = self.start;
        for i in 0..walk.len() {
            let to = blank.wrapping_add_signed(self.offsets[walk.step(i)]);
            tiles.swap(blank, to);
            blank = to;
        }
        (tiles, blank)
    }

    /// A cell's row and column, as offsets from the start.
    fn offset(&self, cell: usize) -> (i8, i8) {
        let (row, column) = (cell / self.width, cell % self.width);
        let (start_row, start_column) = (self.start / self.width, self.start % self.width);
        (
            (row as isize - start_row as isize) as i8,
            (column as isize - start_column as isize) as i8,
        )
    }

    /// The hash of a window's tiles.
    fn hash(&self, tiles: &[u8; WINDOW]) -> u64 {
        (0..self.cells).fold(0, |h, c| h ^ self.key(c, tiles[c]))
    }
}

/// A walk listed: its tiles' hash, the walk, and the rows and columns it crosses.
#[derive(Clone, Copy)]
struct Listed {
    hash: u64,
    walk: Walk,
    span: Span,
}

/// The walks of up to `depth` moves that fit in `columns` x `rows` and that an earlier
/// walk within their rows and columns makes redundant, each of whose shorter stretches
/// none does.
fn redundant(columns: usize, rows: usize, depth: usize) -> Vec<Walk> {
    let window = Window::new(columns, rows);
    let (rows, columns) = (rows as i8, columns as i8);
    let root = Listed {
        hash: window.hash(&window.play(Walk::EMPTY).0),
        walk: Walk::EMPTY,
        span: [0; 4],
    };
    let mut kept = Kept::default();
    kept.insert(root);
    // the walks of the last length kept, in the order of walks
    let mut layer = vec![root];
    // a move and its way back: the shortest words, left out of the walks listed below
    let mut words: Vec<Walk> = (0..4).map(|m| Walk::EMPTY.then(m).then(3 - m)).collect();
    for length in 1..=depth {
        let mut next = Vec::new();
        for parent in &layer {
            let (tiles, blank) = window.play(parent.walk);
            let back = (parent.walk.len() > 0).then(|| 3 - parent.walk.last());
            for step in (0..4).filter(|&step| Some(step) != back) {
                let to = blank.wrapping_add_signed(window.offsets[step]);
                let (row, column) = window.offset(to);
                let span = [
                    parent.span[0].min(row),
                    parent.span[1].max(row),
                    parent.span[2].min(column),
                    parent.span[3].max(column),
                ];
                if span[1] - span[0] >= rows || span[3] - span[2] >= columns {
                    continue;
                }
                let (moved, gap) = (tiles[to], tiles[blank]);
                let walk = Listed {
                    hash: parent.hash
                        ^ window.key(blank, gap)
                        ^ window.key(to, moved)
                        ^ window.key(blank, moved)
                        ^ window.key(to, gap),
                    walk: parent.walk.then(step),
                    span,
                };
                let mut after = tiles;
                after.swap(blank, to);
                let twin = kept.of(walk.hash).any(|earlier| {
                    within(earlier.span, span) && window.play(earlier.walk) == (after, to)
                });
                if !twin {
                    kept.insert(walk);
                    if length < depth {
                        next.push(walk);
                    }
                } else if kept.has(&window, walk.walk.tail()) {
                    words.push(walk.walk);
                }
            }
        }
        layer = next;
    }
    words
}

/// The walks kept, found by their tiles' hash (open addressing over their places).
#[derive(Default)]
struct Kept {
    walks: Vec<Listed>,
    /// Each walk's place in `walks` at or after the slot of its hash, [`Kept::EMPTY`]
    /// elsewhere; never more than half full.
    slots: Vec<u32>,
}

impl Kept {
    const EMPTY: u32 = u32::MAX;

    fn insert(&mut self, walk: Listed) {
        if 2 * (self.walks.len() + 1) > self.slots.len() {
            self.slots = vec![Self::EMPTY; (2 * self.slots.len()).max(1 << 10)];
            for place in 0..self.walks.len() {
                self.slot(place);
            }
        }
        self.walks.push(walk);
        self.slot(self.walks.len() - 1);
    }

    /// Puts the walk at `place` in the first free slot from its hash's.
    fn slot(&mut self, place: usize) {
        let mask = self.slots.len() - 1;
        let mut at = self.walks[place].hash as usize & mask;
        while self.slots[at] != Self::EMPTY {
            at = (at + 1) & mask;
        }
        self.slots[at] = place as u32;
    }

    /// The walks kept of `hash`.
    fn of(&self, hash: u64) -> impl Iterator<Item = &Listed> + '_ {
        let mask = self.slots.len().saturating_sub(1);
        let mut at = hash as usize & mask;
        std::iter::from_fn(move || loop {
            // an empty slot (no walk at its place) ends the run
            let place = *self.slots.get(at)?;
            let walk = self.walks.get(place as usize)?;
            at = (at + 1) & mask;
            if walk.hash == hash {
                return Some(walk);
            }
        })
    }

    /// Whether `walk` was kept.
    fn has(&self, window: &Window, walk: Walk) -> bool {
        let hash = window.hash(&window.play(walk).0);
        self.of(hash).any(|kept| kept.walk == walk)
    }
}

/// The transitions of the Aho-Corasick automaton of `words`, with [`REFUSED`] wherever a
/// word ends.
fn automaton(words: &[Walk]) -> Vec<u32> {
    const NONE: u32 = u32::MAX;
    // the trie: children, and whether a word ends there
    let mut children: Vec<[u32; 4]> = vec![[NONE; 4]];
    let mut ends = vec![false];
    for word in words {
        let mut node = 0usize;
        for i in 0..word.len() {
            let step = word.step(i);
            if children[node][step] == NONE {
                children[node][step] = children.len() as u32;
                children.push([NONE; 4]);
                ends.push(false);
            }
            node = children[node][step] as usize;
        }
        ends[node] = true;
    }
    // breadth first: each state's transitions, through the longest suffix in the trie
    let mut next = vec![0u32; 4 * children.len()];
    let mut fail = vec![0u32; children.len()];
    let mut queue = Vec::new();
    for step in 0..4 {
        match children[0][step] {
            NONE => next[step] = 0,
            child => {
                next[step] = child;
                queue.push(child as usize);
            }
        }
    }
    let mut head = 0;
    while let Some(&node) = queue.get(head) {
        head += 1;
        let back = fail[node] as usize;
        ends[node] |= ends[back];
        for step in 0..4 {
            match children[node][step] {
                NONE => next[4 * node + step] = next[4 * back + step],
                child => {
                    fail[child as usize] = next[4 * back + step];
                    next[4 * node + step] = child;
                    queue.push(child as usize);
                }
            }
        }
    }
    for target in &mut next {
        if ends[*target as usize] {
            *target = REFUSED;
        }
    }
    next
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};

    use super::*;
    use crate::puzzles::sliding::rules::{target, Move};

    /// Each board's distance from `start` (blank at `blank`), by breadth-first search, up
    /// to `depth` moves.
    fn distances(columns: usize, rows: usize, blank: usize, depth: u8) -> HashMap<Vec<u8>, u8> {
        let start: Vec<u8> = (0..(columns * rows) as u8).collect();
        let mut seen = HashMap::from([(start.clone(), 0)]);
        let mut layer = vec![(start, blank)];
        for d in 1..=depth {
            let mut next = Vec::new();
            for (board, blank) in layer {
                for mv in Move::ALL {
                    let Some(to) = target(blank, columns, rows, mv) else {
                        continue;
                    };
                    let mut board = board.clone();
                    board.swap(blank, to);
                    if !seen.contains_key(&board) {
                        seen.insert(board.clone(), d);
                        next.push((board, to));
                    }
                }
            }
            layer = next;
        }
        seen
    }

    /// The boards that the walks the automaton keeps reach, by length: each walk's board.
    fn walked(columns: usize, rows: usize, blank: usize, depth: usize) -> Vec<Vec<Vec<u8>>> {
        let walks = Walks::of(columns, rows);
        let mut reached = vec![Vec::new(); depth + 1];
        let board: Vec<u8> = (0..(columns * rows) as u8).collect();
        let mut stack = vec![(board, blank, START, 0)];
        while let Some((board, blank, state, length)) = stack.pop() {
            reached[length].push(board.clone());
            if length == depth {
                continue;
            }
            for mv in Move::ALL {
                let (Some(to), next) = (
                    target(blank, columns, rows, mv),
                    walks.next(state, mv as usize),
                ) else {
                    continue;
                };
                if next != REFUSED {
                    let mut board = board.clone();
                    board.swap(blank, to);
                    stack.push((board, to, next, length + 1));
                }
            }
        }
        reached
    }

    #[test]
    fn the_walks_kept_reach_each_board_once_by_a_shortest_walk() {
        // within the stretches the automaton knows, the walks kept are exactly one
        // shortest walk to each board: none lost, none twice
        for (columns, rows, depth) in [(4, 4, 10), (3, 3, 12), (2, 4, 12), (3, 4, 10), (2, 2, 12)] {
            for blank in 0..columns * rows {
                let distances = distances(columns, rows, blank, depth as u8);
                let reached = walked(columns, rows, blank, depth);
                for (length, boards) in reached.iter().enumerate() {
                    let expected: HashSet<&Vec<u8>> = distances
                        .iter()
                        .filter(|&(_, &d)| usize::from(d) == length)
                        .map(|(board, _)| board)
                        .collect();
                    let found: HashSet<&Vec<u8>> = boards.iter().collect();
                    assert_eq!(
                        found, expected,
                        "{columns}x{rows}, blank {blank}, {length} moves"
                    );
                    assert_eq!(
                        boards.len(),
                        expected.len(),
                        "{columns}x{rows}, blank {blank}"
                    );
                }
            }
        }
    }

    #[test]
    fn on_a_long_grid_no_board_is_lost() {
        // a 2x8 grid's automaton knows the stretches of a 2x4 one: each board is still
        // reached by a shortest walk
        for blank in [0, 5, 15] {
            let distances = distances(2, 8, blank, 12);
            let reached = walked(2, 8, blank, 12);
            for (board, &d) in &distances {
                assert!(
                    reached[usize::from(d)].contains(board),
                    "blank {blank}, {d} moves"
                );
            }
        }
    }

    #[test]
    fn a_move_and_its_way_back_are_refused() {
        let walks = Walks::of(4, 4);
        for mv in Move::ALL {
            let after = walks.next(START, mv as usize);
            assert_ne!(after, REFUSED);
            assert_eq!(walks.next(after, mv.opposite() as usize), REFUSED, "{mv:?}");
        }
        // the automaton stays small: under 10,000 states on the square
        assert!(walks.states() < 10_000, "{}", walks.states());
    }
}
