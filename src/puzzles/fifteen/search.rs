//! IDA* over canonical 4x4 boards with the 6-6-3 pattern databases and their mirror.
//!
//! The board is a cell array of labels (goal cells); per view (the board and its mirror
//! image) and pattern, the search keeps the placement's rank, cells and exact distance.
//! A move changes one tile's pattern only, and that rank by an amount read from small
//! tables (no ranking in the search), so each board generated costs one table lookup per
//! view; a node looks up all its children before descending, so that their cache misses
//! overlap, then searches the most promising first (which shortens the last iteration).
//! Nothing is allocated.

use std::ops::ControlFlow;

use super::databases::Databases;
use super::pattern::{CELLS, MAX_TILES, NEIGHBOURS};

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

/// The cell a cell goes to when the board is reflected in its main diagonal.
pub(super) const TRANSPOSE: [u8; CELLS] = [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15];

/// `DECODE[d][r]`: the exact distance of a child of a placement at distance `d` whose
/// residue (distance modulo 3) is `r`; a move changes a distance by at most one.
const DECODE: [[u8; 4]; 128] = {
    let mut table = [[0u8; 4]; 128];
    let mut d = 0;
    while d < 128 {
        // residue 3 never occurs; a residue that fits no neighbour (d - 1 at the goal)
        // keeps d
        table[d] = [d as u8; 4];
        table[d][(d + 1) % 3] = (d + 1) as u8;
        if d > 0 {
            table[d][(d - 1) % 3] = (d - 1) as u8;
        }
        d += 1;
    }
    table
};

#[inline(always)]
fn decode(parent: u8, residue: u8) -> u8 {
    DECODE[usize::from(parent % 128)][usize::from(residue % 4)]
}

/// One way of looking the board up: as it is, or reflected (cells and labels both go
/// through `cell`, an involution).
struct View {
    cell: [u8; CELLS],
    /// For each board label: the pattern of its label in this view.
    pattern: [u8; CELLS],
    /// For each board label: the weight of its digit in its pattern's rank.
    weight: [i32; CELLS],
    /// `between[m][l]`: how the rank of m's pattern changes, per unit of the move's
    /// direction, when tile m jumps over tile l (a vertical move passes three cells).
    between: [[i32; CELLS]; CELLS],
}

impl View {
    fn new(dbs: &Databases, cell: [u8; CELLS]) -> Self {
        let mut pattern = [0u8; CELLS];
        let mut index = [usize::MAX; CELLS];
        let mut weight = [0i32; CELLS];
        for (q, table) in dbs.tables().iter().enumerate() {
            for (i, &t) in table.pattern().tiles().iter().enumerate() {
                let label = usize::from(cell[usize::from(t)]);
                pattern[label] = q as u8;
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
            cell,
            pattern,
            weight,
            between,
        }
    }

    /// The placement of pattern `q`'s tiles in this view, and the blank's view cell.
    fn placement(&self, dbs: &Databases, q: usize, pos: &[u8; CELLS]) -> [u8; MAX_TILES] {
        let mut placement = [0u8; MAX_TILES];
        let tiles = dbs.tables()[q].pattern().tiles();
        for (slot, &t) in placement.iter_mut().zip(tiles) {
            let label = usize::from(self.cell[usize::from(t)]);
            *slot = self.cell[usize::from(pos[label])];
        }
        placement
    }

    /// The pattern whose rank changes, and by how much, when `tile` moves from view
    /// cell `from` to the neighbouring view cell `to` (`cells`, the board label at each
    /// view cell, as before the move).
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
            let passed = between[usize::from(cells[(low + 1) % CELLS])]
                + between[usize::from(cells[(low + 2) % CELLS])]
                + between[usize::from(cells[(low + 3) % CELLS])];
            change += diff.signum() * passed;
        }
        (usize::from(self.pattern[tile]), change)
    }
}

/// The view cell of a board cell: itself in view 0, its mirror image in view 1. The same
/// as `views[v].cell[cell]`, but with no table read for view 0 on the search's hot path.
#[inline(always)]
fn view_cell(v: usize, cell: usize) -> usize {
    if v == 0 {
        cell % CELLS
    } else {
        usize::from(TRANSPOSE[cell % CELLS])
    }
}

/// A move's effect on one view: the pattern whose placement changes, its rank and cells,
/// and its exact distance there.
#[derive(Debug, Clone, Copy, Default)]
struct Change {
    pattern: usize,
    rank: u32,
    taken: u16,
    h: u8,
}

/// One IDA* run from a canonical board (cell -> label; the blank's label is its goal cell).
pub(super) struct Ida<'a, F> {
    dbs: &'a Databases,
    /// The board, and its mirror image when the databases allow it.
    views: [View; 2],
    /// Per view: the board label at each view cell (the blank's label is its goal cell).
    cells: [[u8; CELLS]; 2],
    /// The blank's board cell.
    blank: u8,
    /// Per view and pattern: the placement's rank, its cells and its exact distance.
    ranks: [[u32; 3]; 2],
    taken: [[u16; 3]; 2],
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
        let identity: [u8; CELLS] = std::array::from_fn(|c| c as u8);
        let views = [View::new(dbs, identity), View::new(dbs, TRANSPOSE)];
        let mut ranks = [[0u32; 3]; 2];
        let mut taken = [[0u16; 3]; 2];
        let mut h = [[0u8; 3]; 2];
        let used = if dbs.mirror() { 2 } else { 1 };
        for (v, view) in views.iter().enumerate().take(used) {
            for (q, table) in dbs.tables().iter().enumerate() {
                let placement = view.placement(dbs, q, &pos);
                ranks[v][q] = table.pattern().rank(|i| placement[i]) as u32;
                taken[v][q] = placement[..table.pattern().tiles().len()]
                    .iter()
                    .fold(0, |m, &c| m | 1 << c);
                h[v][q] = table.exact(placement, usize::from(view.cell[blank]));
            }
        }
        Self {
            dbs,
            views,
            cells: [cells, TRANSPOSE.map(|c| cells[usize::from(c)])],
            blank: blank as u8,
            ranks,
            taken,
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
        self.bound = self.estimate();
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
            self.bound = self.next_bound;
        }
        // only damaged databases lead here
        Err(self.report())
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
    /// placement changes, its new rank and cells, and its distance there.
    #[inline(always)]
    fn look_up(&self, v: usize, tile: usize, from: usize, to: usize) -> Change {
        let (a, b) = (view_cell(v, from), view_cell(v, to));
        let (pattern, change) = self.views[v].rank_change(&self.cells[v], tile, a, b);
        let rank = self.ranks[v][pattern].wrapping_add_signed(change);
        let taken = self.taken[v][pattern] ^ (1 << a) ^ (1 << b);
        let residue = self.dbs.tables()[pattern].residue(rank as usize, taken, a);
        Change {
            pattern,
            rank,
            taken,
            h: decode(self.h[v][pattern], residue),
        }
    }

    /// The estimate of view `v` after a change.
    #[inline(always)]
    fn estimate_after(&self, v: usize, change: Change) -> u32 {
        (self.sums[v] + u32::from(change.h)).wrapping_sub(u32::from(self.h[v][change.pattern]))
    }

    /// Applies a change to view `v`; returns the one that undoes it.
    #[inline(always)]
    fn apply(&mut self, v: usize, change: Change) -> Change {
        let q = change.pattern;
        let undo = Change {
            pattern: q,
            rank: self.ranks[v][q],
            taken: self.taken[v][q],
            h: self.h[v][q],
        };
        self.sums[v] = self.estimate_after(v, change);
        (self.ranks[v][q], self.taken[v][q], self.h[v][q]) = (change.rank, change.taken, change.h);
        undo
    }

    /// Depth-first search below the current board, reached in `g` moves with the blank
    /// coming from the cells of `back` (which it must not return to); the solution's
    /// length if one lies within the bound.
    fn visit<const MIRROR: bool>(&mut self, g: u32, back: u16) -> Option<usize> {
        if self.sums[0] == 0 {
            return Some(g as usize);
        }
        let blank = usize::from(self.blank);
        let mut targets = NEIGHBOURS[blank % CELLS] & !back;
        // Every child's lookups first: they miss the cache, and independent misses overlap.
        let mut children = [(0, 0, [Change::default(); 2]); 4];
        let mut count = 0;
        while targets != 0 {
            let target = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            // the tile at `target` slides into the blank
            let tile = usize::from(self.cells[0][target % CELLS]);
            let normal = self.look_up(0, tile, target, blank);
            let mut h = self.estimate_after(0, normal);
            let mirrored = if MIRROR {
                let mirrored = self.look_up(1, tile, target, blank);
                h = h.max(self.estimate_after(1, mirrored));
                mirrored
            } else {
                Change::default()
            };
            children[count % 4] = (h, target, [normal, mirrored]);
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
        // the most promising children first: it matters in the last iteration
        let mut order = [u32::MAX; 4];
        for (i, (key, &(h, ..))) in order.iter_mut().zip(&children[..count]).enumerate() {
            *key = h << 2 | i as u32;
        }
        for (a, b) in [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)] {
            let (low, high) = (order[a].min(order[b]), order[a].max(order[b]));
            (order[a], order[b]) = (low, high);
        }
        for &key in &order[..count] {
            let (h, target, [normal, mirrored]) = children[(key % 4) as usize];
            let f = g + 1 + h;
            if f > self.bound {
                self.next_bound = self.next_bound.min(f);
                continue;
            }
            let undo = self.apply(0, normal);
            let undo_mirrored = MIRROR.then(|| self.apply(1, mirrored));
            self.swap_cells::<MIRROR>(blank, target);
            self.blank = target as u8;
            self.path[g as usize] = target as u8;
            if let Some(length) = self.visit::<MIRROR>(g + 1, 1 << blank) {
                return Some(length);
            }
            self.swap_cells::<MIRROR>(blank, target);
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

    /// Swaps the labels of two board cells, in each view in use.
    #[inline(always)]
    fn swap_cells<const MIRROR: bool>(&mut self, a: usize, b: usize) {
        self.cells[0].swap(a % CELLS, b % CELLS);
        if MIRROR {
            self.cells[1].swap(view_cell(1, a), view_cell(1, b));
        }
    }
}
