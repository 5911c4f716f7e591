//! IDA* over canonical 4x4 boards with the 6-6-3 pattern databases and their mirror.
//!
//! The board is a cell array of labels (goal cells), kept in four frames (as it is,
//! reflected, transposed, both), since each pattern reads the board in its own frame; per
//! view (the board and its mirror image) and pattern, the search keeps the placement's
//! rank and exact distance. A move changes one tile's pattern only, and that rank by an
//! amount read from small tables (no ranking in the search), so each board generated costs
//! one table lookup per view, and the mirror's only when the board's does not cut the
//! board off. A node looks up all its children before descending, so that their cache
//! misses overlap, then searches the most promising first (which shortens the last
//! iteration). Nothing is allocated.

use std::ops::ControlFlow;

use super::databases::{Databases, REFLECT, SLOTS, TRANSPOSE};
use super::pattern::{second_bit, CELLS, MAX_TILES, NEIGHBOURS};

/// Where a search stands, as reported to its progress callback.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The current cost bound of the iteration.
    pub bound: u32,
    /// The boards generated so far.
    pub nodes: u64,
}

/// How often (in boards generated) the search reports progress.
const REPORT_EVERY: u64 = 1 << 20;

/// No 4x4 board needs more moves than this (the diameter is 80).
const MAX_BOUND: u32 = 100;

/// The frames the search reads the board in, by index `2 * transposed + reflected`: each
/// as the frame cell of every board cell (the board transposed by [`TRANSPOSE`] first,
/// then reflected by [`REFLECT`]). Labels go through the same map.
const FRAMES: [[u8; CELLS]; 4] = {
    let mut frames = [[0u8; CELLS]; 4];
    let mut c = 0;
    while c < CELLS {
        let t = TRANSPOSE[c] as usize;
        frames[0][c] = c as u8;
        frames[1][c] = REFLECT[c];
        frames[2][c] = t as u8;
        frames[3][c] = REFLECT[t];
        c += 1;
    }
    frames
};

/// `UNFRAMES[f]`: the board cell of each cell of frame `f` (the inverse of `FRAMES[f]`).
const UNFRAMES: [[u8; CELLS]; 4] = {
    let mut inverse = [[0u8; CELLS]; 4];
    let mut f = 0;
    while f < 4 {
        let mut c = 0;
        while c < CELLS {
            inverse[f][FRAMES[f][c] as usize] = c as u8;
            c += 1;
        }
        f += 1;
    }
    inverse
};

/// `DECODE[d][b]`: the exact distance of a child of a placement at distance `d` whose
/// distance has second bit `b`; a move changes a distance by exactly one, and d + 1 and
/// d - 1 differ in that bit.
const DECODE: [[u8; 2]; 128] = {
    let mut table = [[0u8; 2]; 128];
    let mut d = 0;
    while d < 128 {
        let up = (d + 1) as u8;
        // at the goal, where d - 1 does not exist, a damaged table could say it
        let down = if d > 0 { (d - 1) as u8 } else { up };
        let up_bit = (up >> 1 & 1) as usize;
        table[d][up_bit] = up;
        table[d][1 - up_bit] = down;
        d += 1;
    }
    table
};

#[inline(always)]
fn decode(parent: u8, bit: u8) -> u8 {
    DECODE[usize::from(parent % 128)][usize::from(bit % 2)]
}

/// One way of looking the board up: as it is (view 0), or transposed (view 1, when the
/// goal lies on the diagonal). Each pattern reads the board in its own frame, as its
/// table's tiles see it.
struct View {
    /// For each board label: the pattern (slot of [`SLOTS`]) of its label in this view.
    pattern: [u8; CELLS],
    /// For each board label: the frame its pattern reads the board in.
    frame: [u8; CELLS],
    /// For each pattern: its frame.
    frames: [u8; 3],
    /// For each board label: the weight of its digit in its pattern's rank.
    weight: [i32; CELLS],
    /// `between[m][l]`: how the rank of m's pattern changes, per unit of the move's
    /// direction, when tile m jumps over tile l (a vertical move passes three cells).
    between: [[i32; CELLS]; CELLS],
}

impl View {
    fn new(dbs: &Databases, transposed: bool) -> Self {
        let mut pattern = [0u8; CELLS];
        let mut frame = [0u8; CELLS];
        let mut frames = [0u8; 3];
        let mut index = [usize::MAX; CELLS];
        let mut weight = [0i32; CELLS];
        for (q, &(_, reflected)) in SLOTS.iter().enumerate() {
            let f = 2 * usize::from(transposed) + usize::from(reflected);
            frames[q] = f as u8;
            let table = dbs.table(q);
            for (i, &t) in table.pattern().tiles().iter().enumerate() {
                let label = usize::from(UNFRAMES[f][usize::from(t)]);
                pattern[label] = q as u8;
                frame[label] = f as u8;
                index[label] = i;
                weight[label] = table.pattern().weight(i) as i32;
            }
        }
        let mut between = [[0i32; CELLS]; CELLS];
        for m in 0..CELLS {
            for l in 0..CELLS {
                if pattern[m] == pattern[l] && index[m] != usize::MAX && index[l] != usize::MAX {
                    // an earlier tile passed lowers m's digit; m passing a later tile
                    // raises that tile's digit
                    between[m][l] = if index[l] < index[m] {
                        -weight[m]
                    } else {
                        weight[l]
                    };
                }
            }
        }
        Self {
            pattern,
            frame,
            frames,
            weight,
            between,
        }
    }

    /// The placement of pattern `q`'s tiles in its frame, given the board cell of each
    /// label.
    fn placement(&self, dbs: &Databases, q: usize, pos: &[u8; CELLS]) -> [u8; MAX_TILES] {
        let f = usize::from(self.frames[q]);
        let mut placement = [0u8; MAX_TILES];
        for (slot, &t) in placement.iter_mut().zip(dbs.table(q).pattern().tiles()) {
            let label = usize::from(UNFRAMES[f][usize::from(t)]);
            *slot = FRAMES[f][usize::from(pos[label])];
        }
        placement
    }

    /// The pattern whose rank changes, and by how much, when `tile` moves from frame
    /// cell `from` to the neighbouring frame cell `to` (`cells`, the board label at each
    /// cell of the tile's frame, as before the move).
    #[inline(always)]
    fn rank_change(
        &self,
        cells: &[u8; CELLS],
        tile: usize,
        from: usize,
        to: usize,
    ) -> (usize, i32) {
        let diff = to as i32 - from as i32;
        let mut change = self.weight[tile] * diff;
        if diff.abs() == 4 {
            let low = from.min(to);
            let between = &self.between[tile];
            let passed = between[usize::from(cells[(low + 1) % CELLS]) % CELLS]
                + between[usize::from(cells[(low + 2) % CELLS]) % CELLS]
                + between[usize::from(cells[(low + 3) % CELLS]) % CELLS];
            change += diff.signum() * passed;
        }
        (usize::from(self.pattern[tile]), change)
    }
}

/// A move's effect on one view: the pattern whose placement changes, its rank, and its
/// exact distance there.
#[derive(Debug, Clone, Copy, Default)]
struct Change {
    rank: u32,
    pattern: u8,
    h: u8,
}

/// One IDA* run from a canonical board (cell -> label; the blank's label is its goal cell).
pub(super) struct Ida<'a, F> {
    dbs: &'a Databases,
    /// The packed table of each pattern.
    packed: [&'a [u8]; 3],
    /// The board, and its mirror image when the databases allow it.
    views: [View; 2],
    /// Per frame (see [`FRAMES`]): the board label at each cell (the blank's label is its
    /// goal cell).
    cells: [[u8; CELLS]; 4],
    /// The blank's label (its goal cell), and its board cell, now and at the start.
    blank_label: u8,
    blank: u8,
    start_blank: u8,
    /// Per view and pattern: the placement's rank and its exact distance.
    ranks: [[u32; 3]; 2],
    h: [[u8; 3]; 2],
    /// Per view: the sum of its patterns' distances (kept apart from `h`, whose bytes
    /// are written one at a time, so that reading it never waits on those stores).
    sums: [u32; 2],
    bound: u32,
    next_bound: u32,
    nodes: u64,
    next_report: u64,
    max_nodes: u64,
    stopped: bool,
    path: [u8; MAX_BOUND as usize],
    progress: F,
}

impl<'a, F: FnMut(Progress) -> ControlFlow<()>> Ida<'a, F> {
    /// A search of `cells` (blank at `blank`) with at most `max_nodes` boards generated.
    pub(super) fn new(
        dbs: &'a Databases,
        cells: [u8; CELLS],
        blank: usize,
        max_nodes: u64,
        progress: F,
    ) -> Self {
        let mut pos = [0u8; CELLS];
        for (c, &label) in cells.iter().enumerate() {
            pos[usize::from(label) % CELLS] = c as u8;
        }
        let views = [View::new(dbs, false), View::new(dbs, true)];
        let mut ranks = [[0u32; 3]; 2];
        let mut h = [[0u8; 3]; 2];
        let used = if dbs.mirror() { 2 } else { 1 };
        for (v, view) in views.iter().enumerate().take(used) {
            for q in 0..SLOTS.len() {
                let table = dbs.table(q);
                let placement = view.placement(dbs, q, &pos);
                ranks[v][q] = table.pattern().rank(|i| placement[i]) as u32;
                let f = usize::from(view.frames[q]);
                h[v][q] = table.exact(placement, usize::from(FRAMES[f][blank]));
            }
        }
        Self {
            dbs,
            packed: std::array::from_fn(|q| dbs.table(q).bytes()),
            views,
            cells: UNFRAMES.map(|unframe| unframe.map(|c| cells[usize::from(c)])),
            blank_label: cells[blank % CELLS],
            blank: blank as u8,
            start_blank: blank as u8,
            ranks,
            h,
            sums: h.map(|h| h.iter().map(|&d| u32::from(d)).sum()),
            bound: 0,
            next_bound: 0,
            nodes: 0,
            next_report: REPORT_EVERY.min(max_nodes),
            max_nodes,
            stopped: false,
            path: [0; MAX_BOUND as usize],
            progress,
        }
    }

    /// The blank's cells along an optimal solution (the start's excluded), and the boards
    /// generated; or where the search stood when the callback or the budget stopped it.
    pub(super) fn run(mut self) -> Result<(Vec<u8>, u64), Progress> {
        self.bound = self.with_parity(self.estimate());
        while self.bound <= MAX_BOUND {
            self.next_bound = u32::MAX;
            let report = self.report();
            if (self.progress)(report).is_break() {
                return Err(self.report());
            }
            let found = if self.dbs.mirror() {
                self.visit::<true>(0, 0)
            } else {
                self.visit::<false>(0, 0)
            };
            if let Some(length) = found {
                return Ok((self.path[..length].to_vec(), self.nodes));
            }
            if self.stopped {
                return Err(self.report());
            }
            self.bound = self.with_parity(self.next_bound);
        }
        // only damaged databases lead here
        Err(self.report())
    }

    /// The least bound from `bound` up whose parity is that of every solution's length:
    /// each move takes the blank one step, so that parity is the one of its walking
    /// distance to its goal cell. (The search may have seen bounds below the next one, as
    /// it skips the mirror's lookup of children the board's lookup already cuts off.)
    fn with_parity(&self, bound: u32) -> u32 {
        let (blank, goal) = (u32::from(self.start_blank), self.dbs.blank_goal() as u32);
        let parity = (blank / 4 + blank % 4 + goal / 4 + goal % 4) % 2;
        bound + (bound + parity) % 2
    }

    fn report(&self) -> Progress {
        Progress {
            bound: self.bound,
            nodes: self.nodes,
        }
    }

    #[inline(always)]
    fn estimate(&self) -> u32 {
        self.sums[0].max(self.sums[1])
    }

    /// What moving `tile` from `from` to `to` does in view `v`: the pattern whose
    /// placement changes, its new rank, and its distance there.
    #[inline(always)]
    fn look_up(&self, v: usize, tile: usize, from: usize, to: usize) -> Change {
        let f = usize::from(self.views[v].frame[tile] % 4);
        let (a, b) = (usize::from(FRAMES[f][from]), usize::from(FRAMES[f][to]));
        let (pattern, change) = self.views[v].rank_change(&self.cells[f], tile, a, b);
        let rank = self.ranks[v][pattern].wrapping_add_signed(change);
        let bit = second_bit(self.packed[pattern % 3], rank as usize, a);
        Change {
            rank,
            pattern: pattern as u8,
            h: decode(self.h[v][pattern], bit),
        }
    }

    /// The estimate of view `v` after a change.
    #[inline(always)]
    fn estimate_after(&self, v: usize, change: Change) -> u32 {
        let old = self.h[v][usize::from(change.pattern) % 3];
        (self.sums[v] + u32::from(change.h)).wrapping_sub(u32::from(old))
    }

    /// Applies a change to view `v`; returns the one that undoes it.
    #[inline(always)]
    fn apply(&mut self, v: usize, change: Change) -> Change {
        let q = usize::from(change.pattern) % 3;
        let undo = Change {
            rank: self.ranks[v][q],
            pattern: change.pattern,
            h: self.h[v][q],
        };
        self.sums[v] = self.estimate_after(v, change);
        (self.ranks[v][q], self.h[v][q]) = (change.rank, change.h);
        undo
    }

    /// Depth-first search below the current board, reached in `g` moves with the blank
    /// coming from the cells of `back` (which it must not return to); the solution's
    /// length if one lies within the bound.
    fn visit<const MIRROR: bool>(&mut self, g: u32, back: u16) -> Option<usize> {
        let estimate = self.estimate();
        if self.sums[0] == 0 {
            return Some(g as usize);
        }
        let blank = usize::from(self.blank) % CELLS;
        let mut targets = NEIGHBOURS[blank] & !back;
        // Every child's lookups first: they miss the cache, and independent misses
        // overlap. A child within the bound gets bit `4 * (h + 1 - estimate) + i` of
        // `order` (a move changes the estimate by at most one), so that taking the bits
        // lowest first searches the most promising children first, which shortens the
        // last iteration.
        let mut children = [[Change::default(); 2]; 4];
        let mut moves = [0u8; 4];
        let mut order = 0u16;
        let mut count = 0usize;
        while targets != 0 {
            let target = targets.trailing_zeros() as usize % CELLS;
            targets &= targets - 1;
            // the tile at `target` slides into the blank
            let tile = usize::from(self.cells[0][target]) % CELLS;
            let normal = self.look_up(0, tile, target, blank);
            let mut h = self.estimate_after(0, normal);
            // the mirror's lookup only matters when the board's does not cut the child off
            if MIRROR && g + 1 + h <= self.bound {
                let mirrored = self.look_up(1, tile, target, blank);
                h = h.max(self.estimate_after(1, mirrored));
                children[count % 4][1] = mirrored;
            }
            children[count % 4][0] = normal;
            moves[count % 4] = target as u8;
            let f = g + 1 + h;
            if f <= self.bound {
                order |= 1 << (((h + 1).wrapping_sub(estimate) % 4) * 4 + count as u32 % 4);
            } else {
                self.next_bound = self.next_bound.min(f);
            }
            count += 1;
        }
        self.nodes += count as u64;
        if self.nodes >= self.next_report {
            self.next_report = (self.nodes + REPORT_EVERY).min(self.max_nodes);
            let report = self.report();
            self.stopped = self.nodes >= self.max_nodes || (self.progress)(report).is_break();
            if self.stopped {
                return None;
            }
        }
        while order != 0 {
            let i = order.trailing_zeros() as usize % 4;
            order &= order - 1;
            let [normal, mirrored] = children[i];
            let target = usize::from(moves[i]);
            let undo = self.apply(0, normal);
            let undo_mirrored = MIRROR.then(|| self.apply(1, mirrored));
            let tile = self.cells[0][target];
            self.place::<MIRROR>(tile, blank, target);
            self.blank = target as u8;
            self.path[g as usize % MAX_BOUND as usize] = target as u8;
            if let Some(length) = self.visit::<MIRROR>(g + 1, 1 << blank) {
                return Some(length);
            }
            self.place::<MIRROR>(tile, target, blank);
            self.blank = blank as u8;
            self.apply(0, undo);
            if let Some(undo) = undo_mirrored {
                self.apply(1, undo);
            }
            if self.stopped {
                return None;
            }
        }
        None
    }

    /// Puts `tile` on board cell `at` and the blank on board cell `blank`, in each frame
    /// in use.
    #[inline(always)]
    fn place<const MIRROR: bool>(&mut self, tile: u8, at: usize, blank: usize) {
        let frames = if MIRROR { 4 } else { 2 };
        let blank_label = self.blank_label;
        for (cells, frame) in self.cells.iter_mut().zip(&FRAMES).take(frames) {
            cells[usize::from(frame[at % CELLS] % 16)] = tile;
            cells[usize::from(frame[blank % CELLS] % 16)] = blank_label;
        }
    }
}
