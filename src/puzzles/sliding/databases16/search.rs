//! IDA* over canonical boards of a grid, with the largest of a set's views' additive
//! bounds.
//!
//! The board is a cell array of labels (goal cells); each pattern reads it through its
//! frame's map of cells (see [`Slot`]), and the search keeps every pattern's combination
//! of cells, the rank of its tiles' order and its exact distance, once for all the views
//! that share it. A move changes the order's rank of each pattern that holds the moving
//! tile by an amount read from small tables (no ranking in the search), and the
//! combination by two bits, so a board generated costs one table lookup per such pattern,
//! and fewer when
//! an early one already cuts it off. A node looks up all its children before descending,
//! so that their cache misses overlap, then searches the most promising first (which
//! shortens the last iteration), and never makes a move that [`Walks`] refuses: a walk
//! of the blank that a shorter or earlier one repeats. The search allocates nothing.

use std::ops::ControlFlow;

use super::databases::Patterns;
use super::pattern::{bit, bounded, combinations, Layout, MAX_TILES};
use super::sets::{Slot, MAX_VIEWS};
use crate::puzzles::sliding::grid::MAX_CELLS as CELLS;
use crate::puzzles::sliding::rules::Move;
use crate::puzzles::sliding::walks::{Walks, REFUSED, START};

/// Where a search stands, as reported to its progress callback.
use crate::search::SearchProgress as Progress;

/// The moves' places in [`Move::ALL`], as [`Walks`] takes them.
const DOWN: usize = Move::Down as usize;
const LEFT: usize = Move::Left as usize;
const RIGHT: usize = Move::Right as usize;
const UP: usize = Move::Up as usize;

/// How often (in boards generated) the search reports progress.
const REPORT_EVERY: u64 = 1 << 20;

/// No board of these grids needs more moves than this (the 4x4's diameter is 80; a 2x8's
/// is below 128, the number of moves a bound is kept in).
const MAX_BOUND: u32 = 126;

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
    DECODE[bounded::<128>(usize::from(parent))][bounded::<2>(usize::from(bit))]
}

/// The most children a board has: one per cell next to the blank.
const MAX_CHILDREN: usize = 4;

/// Room for the patterns the views read (some shared; a power of two keeps indexing
/// cheap).
const MAX_PATTERNS: usize = 16;

/// One pattern as the search reads it: a table, on the board brought into its frame.
struct Lens<'a> {
    packed: &'a [u8],
    /// The frame cell of each board cell, and the board cell of each frame cell.
    map: [u8; CELLS],
    unmap: [u8; CELLS],
    /// The grid's columns: a vertical step passes one fewer cells.
    columns: usize,
    /// `between[m][l]`: how the order's rank changes when the tile labelled `m` steps to
    /// a higher frame cell past the pattern tile labelled `l` (0 when either is not in
    /// the pattern); the opposite step changes it by the opposite amount.
    between: [[i32; CELLS]; CELLS],
    /// The table's layout: the blocks of each combination, and the bits of a block.
    layout: &'a Layout,
    stride: usize,
    /// The rank of each combination of cells.
    ranks: &'static [u16; 1 << CELLS],
}

impl<'a> Lens<'a> {
    fn new(dbs: &'a Patterns, slot: Slot) -> Self {
        let grid = dbs.grid();
        let table = dbs.table(slot.table);
        let pattern = table.pattern();
        let unmap = *grid.symmetry(grid.inverse(slot.frame));
        let mut index = [usize::MAX; CELLS];
        let mut weight = [0i32; CELLS];
        for (i, &t) in pattern.tiles().iter().enumerate() {
            let label = usize::from(unmap[usize::from(t)]);
            index[label] = i;
            weight[label] = pattern.weight(i) as i32;
        }
        let mut between = [[0i32; CELLS]; CELLS];
        for m in 0..CELLS {
            for l in 0..CELLS {
                if index[m] != usize::MAX && index[l] != usize::MAX && m != l {
                    // m passing a later tile raises m's digit; passing an earlier one
                    // lowers that tile's digit
                    between[m][l] = if index[l] > index[m] {
                        weight[m]
                    } else {
                        -weight[l]
                    };
                }
            }
        }
        Self {
            packed: table.bytes(),
            map: *grid.symmetry(slot.frame),
            unmap,
            columns: grid.columns,
            between,
            layout: table.layout(),
            stride: 64 * table.layout().words,
            ranks: combinations(),
        }
    }

    /// Where `tile` stepping from board cell `from` to the neighbouring board cell `to`
    /// takes the pattern: its new order and combination (`cells`, the board label at each
    /// board cell, and `order` and `mask`, as before the step), and the entry to read.
    #[inline(always)]
    fn step(
        &self,
        cells: &[u8; CELLS],
        (order, mask): (u32, u16),
        tile: usize,
        from: usize,
        to: usize,
    ) -> (u32, u16, usize) {
        let (from, to) = (
            usize::from(self.map[bounded::<CELLS>(from)]),
            usize::from(self.map[bounded::<CELLS>(to)]),
        );
        let mask = mask ^ (1 << from) ^ (1 << to);
        let mut order = order;
        if from.abs_diff(to) == self.columns {
            // the frame cells between, as board cells
            let low = from.min(to);
            let label = |k: usize| {
                let cell = usize::from(self.unmap[bounded::<CELLS>(low + k)]);
                usize::from(cells[bounded::<CELLS>(cell)])
            };
            let between = &self.between[tile];
            let mut passed = between[bounded::<CELLS>(label(1))];
            for k in 2..self.columns {
                passed += between[bounded::<CELLS>(label(k))];
            }
            order = order.wrapping_add_signed(if to > from { passed } else { -passed });
        }
        let block = self
            .layout
            .block(usize::from(self.ranks[usize::from(mask)]), from);
        (order, mask, block * self.stride + order as usize)
    }
}

/// The placement of a pattern's tiles in its frame, given the board cell of each label.
fn placement(dbs: &Patterns, slot: Slot, pos: &[u8; CELLS]) -> [u8; MAX_TILES] {
    let grid = dbs.grid();
    let unmap = grid.symmetry(grid.inverse(slot.frame));
    let mut placement = [0u8; MAX_TILES];
    for (cell, &t) in placement
        .iter_mut()
        .zip(dbs.table(slot.table).pattern().tiles())
    {
        let label = usize::from(unmap[usize::from(t)]);
        *cell = grid.symmetry(slot.frame)[usize::from(pos[label])];
    }
    placement
}

/// A move's effect on one pattern: its new order, combination and exact distance.
#[derive(Debug, Clone, Copy, Default)]
struct Change {
    order: u32,
    mask: u16,
    pattern: u8,
    h: u8,
}

/// What a move changed, to take it back: each pattern's state before it, the views'
/// bounds and the blank's cell.
#[derive(Clone, Copy)]
struct Undo {
    changes: [Change; MAX_VIEWS],
    count: usize,
    sums: u32,
    blank: u8,
}

/// A way the blank steps on the grid the search holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    Up,
    Left,
    Right,
    Down,
}

/// The patterns that hold one tile (each once, those that more views read first), and
/// for each the lanes of the views that read it.
#[derive(Debug, Clone, Copy, Default)]
struct Holders {
    count: usize,
    patterns: [u8; MAX_VIEWS],
    lanes: [u32; MAX_VIEWS],
}

/// The bit of view `v`'s lane: the views' bounds are kept side by side in 8-bit lanes of
/// one word, so that a move updates them all at once.
const fn lane(v: usize) -> u32 {
    1 << (8 * v)
}

/// The largest lane of a word of view bounds.
#[inline(always)]
fn max_lane(x: u32) -> u32 {
    let [a, b, c, d] = x.to_le_bytes();
    u32::from(a.max(b).max(c.max(d)))
}

/// The lowest bit of each lane of `x` that equals `value`.
#[inline(always)]
fn lanes_equal(x: u32, value: u32) -> u32 {
    const LOWS: u32 = 0x0101_0101;
    const SEVENS: u32 = 0x7F7F_7F7F;
    let y = x ^ (LOWS * value);
    // a lane's high bit is set where the lane of y is zero
    let zero = !((y & SEVENS).wrapping_add(SEVENS) | y | SEVENS);
    zero >> 7
}

/// One IDA* run from a canonical board (cell -> label; the blank's label is its goal cell).
///
/// Every move changes each pattern that holds the moving tile by exactly one (see
/// [`super::pattern`]), so every view's bound changes by exactly one, and all views'
/// bounds have the same parity. So a child's estimate is its parent's plus one if a view
/// at the largest bound rises, and minus one otherwise; a child can only be cut off when
/// its parent's f is the bound, and only by a view at the largest bound; and each
/// iteration's bound is the last one plus two.
pub(super) struct Ida<'a> {
    /// The patterns the views read, each once.
    lenses: Vec<Lens<'a>>,
    /// The cells next to each cell, and the grid's columns.
    neighbours: [u16; CELLS],
    columns: usize,
    /// The walks of the blank worth searching.
    walks: &'static Walks,
    /// For each board label: the patterns that hold it.
    holders: [Holders; CELLS],
    /// The lanes of the views in use.
    ones: u32,
    /// The board searched now.
    at: Position,
    bound: u32,
    nodes: u64,
    next_report: u64,
    max_nodes: u64,
    /// How often (in boards generated) the callback is told.
    every: u64,
    stopped: bool,
    path: [u8; MAX_BOUND as usize],
    /// The depth at which a collecting pass ([`Ida::frontier`]) records boards, and the
    /// blank's cells on the way to each, one run of that many bytes per board.
    split: u32,
    frontier: Vec<u8>,
    /// Told where the search stands now and then (through `dyn`: one copy of the search
    /// serves every caller).
    progress: &'a mut dyn FnMut(Progress) -> ControlFlow<()>,
}

/// A board as the search holds it: everything a move changes.
#[derive(Clone, Copy)]
struct Position {
    /// The board label at each cell (the blank's label is its goal cell).
    cells: [u8; CELLS],
    /// The blank's board cell.
    blank: u8,
    /// Per pattern: the rank of the tiles' order, their combination, and the exact
    /// distance.
    orders: [u32; MAX_PATTERNS],
    masks: [u16; MAX_PATTERNS],
    h: [u8; MAX_PATTERNS],
    /// Per view, in its lane: the sum of its patterns' distances.
    sums: u32,
}

impl<'a> Ida<'a> {
    /// A search of `cells` (blank at `blank`) with at most `max_nodes` boards generated.
    pub(super) fn new(
        dbs: &'a Patterns,
        cells: [u8; CELLS],
        blank: usize,
        max_nodes: u64,
        progress: &'a mut dyn FnMut(Progress) -> ControlFlow<()>,
    ) -> Self {
        let mut pos = [0u8; CELLS];
        for (c, &label) in cells.iter().enumerate().take(dbs.grid().cells) {
            pos[bounded::<CELLS>(usize::from(label))] = c as u8;
        }
        let views = &dbs.views()[..dbs.views().len().min(MAX_VIEWS)];
        // the patterns, each once, and which of them holds each label in each view
        let mut slots: Vec<Slot> = Vec::new();
        let mut holders = [Holders::default(); CELLS];
        let mut ones = 0;
        let mut sums = 0u32;
        let mut orders = [0u32; MAX_PATTERNS];
        let mut masks = [0u16; MAX_PATTERNS];
        let mut h = [0u8; MAX_PATTERNS];
        for (v, view) in views.iter().enumerate() {
            ones |= lane(v);
            for &slot in view {
                let p = slots.iter().position(|&s| s == slot).unwrap_or_else(|| {
                    let p = slots.len().min(MAX_PATTERNS - 1);
                    let table = dbs.table(slot.table);
                    let placement = placement(dbs, slot, &pos);
                    let mask = placement[..table.pattern().tiles().len()]
                        .iter()
                        .fold(0u16, |m, &c| m | 1 << c);
                    masks[p] = mask;
                    orders[p] = table.pattern().order(mask, |i| placement[i]) as u32;
                    let blank_cell = dbs.grid().symmetry(slot.frame)[bounded::<CELLS>(blank)];
                    h[p] = table.exact(placement, usize::from(blank_cell));
                    slots.push(slot);
                    p
                });
                sums += u32::from(h[p]) * lane(v);
                let grid = dbs.grid();
                let unmap = grid.symmetry(grid.inverse(slot.frame));
                for &t in dbs.table(slot.table).pattern().tiles() {
                    let holder = &mut holders[usize::from(unmap[usize::from(t)])];
                    let j = holder.patterns[..holder.count]
                        .iter()
                        .position(|&q| usize::from(q) == p)
                        .unwrap_or_else(|| {
                            holder.patterns[holder.count] = p as u8;
                            holder.count += 1;
                            holder.count - 1
                        });
                    holder.lanes[j] |= lane(v);
                }
            }
        }
        for holder in &mut holders {
            // shared patterns first: one lookup there settles more views
            let mut order: [usize; MAX_VIEWS] = std::array::from_fn(|j| j);
            order[..holder.count].sort_by_key(|&j| std::cmp::Reverse(holder.lanes[j].count_ones()));
            *holder = Holders {
                count: holder.count,
                patterns: order.map(|j| holder.patterns[j]),
                lanes: order.map(|j| holder.lanes[j]),
            };
        }
        Self {
            lenses: slots.iter().map(|&slot| Lens::new(dbs, slot)).collect(),
            neighbours: dbs.grid().neighbours,
            columns: dbs.grid().columns,
            walks: Walks::of(dbs.grid().columns, dbs.grid().cells / dbs.grid().columns),
            holders,
            ones,
            at: Position {
                cells,
                blank: blank as u8,
                orders,
                masks,
                h,
                sums,
            },
            bound: max_lane(sums),
            nodes: 0,
            next_report: REPORT_EVERY.min(max_nodes),
            max_nodes,
            every: REPORT_EVERY,
            stopped: false,
            path: [0; MAX_BOUND as usize],
            split: 0,
            frontier: Vec::new(),
            progress,
        }
    }

    /// The same search, telling its callback every `every` boards generated.
    pub(super) fn reporting_every(mut self, every: u64) -> Self {
        self.every = every;
        self.next_report = every.min(self.max_nodes);
        self
    }

    /// The blank's cells along an optimal solution (the start's excluded), and the boards
    /// generated; or where the search stood when the callback or the budget stopped it.
    pub(super) fn run(mut self) -> Result<(Vec<u8>, u64), Progress> {
        while self.bound <= MAX_BOUND {
            if self.tell().is_break() {
                return Err(self.report());
            }
            if let Some(length) = self.iterate() {
                return Ok((self.path(length), self.nodes));
            }
            if self.stopped {
                return Err(self.report());
            }
            self.bound += 2;
        }
        // only damaged databases lead here
        Err(self.report())
    }

    /// Where the search stands.
    pub(super) fn report(&self) -> Progress {
        Progress {
            bound: self.bound,
            nodes: self.nodes,
        }
    }

    /// Tells the callback where the search stands; what it answers.
    pub(super) fn tell(&mut self) -> ControlFlow<()> {
        let report = self.report();
        (self.progress)(report)
    }

    /// Whether the bound has passed the most moves any board needs (only damaged
    /// databases let it).
    pub(super) fn exhausted(&self) -> bool {
        self.bound > MAX_BOUND
    }

    /// Raises the bound to the next iteration's.
    pub(super) fn next_bound(&mut self) {
        self.bound += 2;
    }

    /// Sets the bound of the iteration to run.
    pub(super) fn set_bound(&mut self, bound: u32) {
        self.bound = bound;
    }

    /// Counts boards generated elsewhere for this search (by other threads).
    pub(super) fn add_nodes(&mut self, nodes: u64) {
        self.nodes += nodes;
    }

    /// Whether the budget or the callback stopped the search; [`Ida::resume`] clears it.
    pub(super) fn stopped(&self) -> bool {
        self.stopped
    }

    /// Lets a stopped search run again.
    pub(super) fn resume(&mut self) {
        self.stopped = false;
    }

    /// One iteration at the current bound: the solution's length, if one lies within it.
    pub(super) fn iterate(&mut self) -> Option<usize> {
        self.visit::<false>(0, START)
    }

    /// The blank's cells along the first `length` moves of the path searched last.
    pub(super) fn path(&self, length: usize) -> Vec<u8> {
        self.path[..length.min(self.path.len())].to_vec()
    }

    /// Takes `path` (the blank's cells, as [`Ida::path`] gives them) as the path searched
    /// last.
    pub(super) fn set_path(&mut self, path: &[u8]) {
        let length = path.len().min(self.path.len());
        self.path[..length].copy_from_slice(&path[..length]);
    }

    /// The boards `depth` moves deep that an iteration at the current bound would search
    /// below, in the order it would reach them: for each, the blank's cells on the way, in
    /// one run of `depth` bytes each. `depth` must be below the bound, which holds no
    /// solution shorter than itself.
    pub(super) fn frontier(&mut self, depth: u32) -> Vec<u8> {
        self.split = depth;
        self.frontier.clear();
        let _ = self.visit::<true>(0, START);
        std::mem::take(&mut self.frontier)
    }

    /// Searches, at the current bound, below the board that the blank's cells `path` lead
    /// to from the start (one of [`Ida::frontier`]'s); the solution's length, if one lies
    /// within the bound there. The board is the start again afterwards.
    pub(super) fn subtree(&mut self, path: &[u8]) -> Option<usize> {
        let saved = self.at;
        let mut walk = START;
        for (g, &target) in path.iter().enumerate().take(self.path.len()) {
            walk = self.walks.next(
                walk,
                self.move_to(usize::from(self.at.blank), usize::from(target)),
            );
            let _ = self.slide(usize::from(target));
            self.path[g] = target;
        }
        let found = self.visit::<false>(path.len() as u32, walk);
        self.at = saved;
        found
    }

    /// Slides the tile at `target` into the blank; what [`Ida::unslide`] takes to undo it.
    /// (Not inlined: the wasm keeps one copy of the lookups it holds.)
    #[inline(never)]
    fn slide(&mut self, target: usize) -> Undo {
        let blank = bounded::<CELLS>(usize::from(self.at.blank));
        let target = bounded::<CELLS>(target);
        let tile = bounded::<CELLS>(usize::from(self.at.cells[target]));
        let holders = self.holders[tile];
        let mut undo = Undo {
            changes: [Change::default(); MAX_VIEWS],
            count: holders.count.min(MAX_VIEWS),
            sums: self.at.sums,
            blank: blank as u8,
        };
        let mut up = 0;
        for ((&p, &lanes), undone) in holders
            .patterns
            .iter()
            .zip(&holders.lanes)
            .zip(&mut undo.changes)
            .take(holders.count)
        {
            let change = self.look_up(usize::from(p), tile, target, blank);
            if change.h > self.at.h[bounded::<MAX_PATTERNS>(usize::from(p))] {
                up |= lanes;
            }
            *undone = self.apply(change);
        }
        self.at.sums = self.at.sums - self.ones + 2 * up;
        self.at.cells.swap(blank, target);
        self.at.blank = target as u8;
        undo
    }

    /// Takes back the move that [`Ida::slide`] made.
    fn unslide(&mut self, undo: Undo) {
        let (blank, target) = (
            bounded::<CELLS>(usize::from(undo.blank)),
            bounded::<CELLS>(usize::from(self.at.blank)),
        );
        self.at.cells.swap(blank, target);
        self.at.blank = undo.blank;
        for &change in undo.changes[..undo.count].iter().rev() {
            self.apply(change);
        }
        self.at.sums = undo.sums;
    }

    /// Every solution within the current bound, which must be the length of the
    /// shortest (so every one found is a shortest one): how many there are, and the
    /// blank's cells along the first `keep` of them, the children of each board taken in
    /// `order` (directions as [`Step`]s). `None` when the callback stopped it.
    pub(super) fn count(&mut self, order: [Step; 4], keep: usize) -> Option<(u64, Vec<Vec<u8>>)> {
        let mut found = (0, Vec::new());
        self.every_solution(0, 0, (order, keep), &mut found);
        (!self.stopped).then_some(found)
    }

    /// [`Ida::count`] below the current board, reached in `g` moves with the blank coming
    /// from the cells of `back`.
    fn every_solution(
        &mut self,
        g: u32,
        back: u16,
        (order, keep): ([Step; 4], usize),
        found: &mut (u64, Vec<Vec<u8>>),
    ) {
        if self.at.sums & 0xFF == 0 {
            found.0 += 1;
            if found.1.len() < keep {
                found.1.push(self.path(g as usize));
            }
            return;
        }
        let blank = usize::from(self.at.blank);
        let w = self.columns;
        for step in order {
            let target = match step {
                Step::Up => blank.checked_sub(w),
                Step::Left => blank.checked_sub(1),
                Step::Right => Some(blank + 1),
                Step::Down => Some(blank + w),
            };
            let Some(target) =
                target.filter(|&t| t < CELLS && (self.neighbours[blank] & !back) >> t & 1 == 1)
            else {
                continue;
            };
            let undo = self.slide(target);
            self.nodes += 1;
            if g + 1 + max_lane(self.at.sums) <= self.bound {
                self.path[bounded::<{ MAX_BOUND as usize }>(g as usize)] = target as u8;
                self.every_solution(g + 1, 1 << blank, (order, keep), found);
            }
            self.unslide(undo);
            if self.nodes >= self.next_report {
                self.next_report = self.nodes + self.every;
                let report = self.report();
                self.stopped = (self.progress)(report).is_break();
            }
            if self.stopped {
                return;
            }
        }
    }

    /// What moving `tile` from `from` to `to` does to pattern `p`.
    #[inline(always)]
    fn look_up(&self, p: usize, tile: usize, from: usize, to: usize) -> Change {
        let p = bounded::<MAX_PATTERNS>(p);
        let lens = &self.lenses[p.min(self.lenses.len() - 1)];
        let (order, mask, entry) = lens.step(
            &self.at.cells,
            (self.at.orders[p], self.at.masks[p]),
            tile,
            from,
            to,
        );
        Change {
            order,
            mask,
            pattern: p as u8,
            h: decode(self.at.h[p], bit(lens.packed, entry)),
        }
    }

    /// Applies a change to its pattern; returns the one that undoes it.
    #[inline(always)]
    fn apply(&mut self, change: Change) -> Change {
        let p = bounded::<MAX_PATTERNS>(usize::from(change.pattern));
        let undo = Change {
            order: self.at.orders[p],
            mask: self.at.masks[p],
            pattern: change.pattern,
            h: self.at.h[p],
        };
        (self.at.orders[p], self.at.masks[p], self.at.h[p]) = (change.order, change.mask, change.h);
        undo
    }

    /// The move (its place in [`Move::ALL`]) that takes the blank from `blank` to the
    /// neighbouring `target`.
    fn move_to(&self, blank: usize, target: usize) -> usize {
        if target + self.columns == blank {
            UP
        } else if target + 1 == blank {
            LEFT
        } else if target == blank + 1 {
            RIGHT
        } else {
            DOWN
        }
    }

    /// Depth-first search below the current board, reached in `g` moves along a walk now
    /// in state `walk` of [`Walks`]; the solution's length if one lies within the bound.
    ///
    /// When `SPLIT`, the boards at the depth of [`Ida::split`] are recorded rather than
    /// searched.
    fn visit<const SPLIT: bool>(&mut self, g: u32, walk: u32) -> Option<usize> {
        if self.at.sums & 0xFF == 0 {
            return Some(g as usize);
        }
        if SPLIT && g == self.split {
            let depth = (g as usize).min(self.path.len());
            self.frontier.extend_from_slice(&self.path[..depth]);
            return None;
        }
        let estimate = max_lane(self.at.sums);
        // the views at the largest bound, and those a child can be cut off by (none
        // unless f is the bound already)
        let top = lanes_equal(self.at.sums, estimate) & self.ones;
        let critical = if g + estimate >= self.bound { top } else { 0 };
        let blank = bounded::<CELLS>(usize::from(self.at.blank));
        let mut targets = self.neighbours[blank];
        // Every child's lookups first: they miss the cache, and independent misses
        // overlap. A child within the bound gets bit `4 * (h + 1 - estimate) + i` of
        // `order`, so that taking the bits lowest first searches the children that bring
        // the estimate down first, which shortens the last iteration.
        let mut children = [[Change::default(); MAX_VIEWS]; MAX_CHILDREN];
        let mut child_sums = [0u32; MAX_CHILDREN];
        let mut moves = [0u8; MAX_CHILDREN];
        let mut walks = [0u32; MAX_CHILDREN];
        let mut order = 0u16;
        let mut count = 0usize;
        while targets != 0 {
            let target = bounded::<CELLS>(targets.trailing_zeros() as usize);
            targets &= targets - 1;
            let next = self.walks.next(walk, self.move_to(blank, target));
            if next == REFUSED {
                continue;
            }
            // the tile at `target` slides into the blank
            let tile = bounded::<CELLS>(usize::from(self.at.cells[target]));
            let holders = &self.holders[tile];
            let changes = &mut children[bounded::<MAX_CHILDREN>(count)];
            let mut up = 0u32;
            let mut within = true;
            let held = holders.patterns.iter().zip(&holders.lanes);
            for (change, (&p, &lanes)) in changes.iter_mut().zip(held).take(holders.count) {
                *change = self.look_up(usize::from(p), tile, target, blank);
                if change.h > self.at.h[bounded::<MAX_PATTERNS>(usize::from(p))] {
                    up |= lanes;
                    if up & critical != 0 {
                        within = false;
                        break;
                    }
                }
            }
            if within {
                let rise = if up & top != 0 { 2 } else { 0 };
                order |= 1 << (rise * MAX_CHILDREN + bounded::<MAX_CHILDREN>(count));
                child_sums[bounded::<MAX_CHILDREN>(count)] = self.at.sums - self.ones + 2 * up;
                moves[bounded::<MAX_CHILDREN>(count)] = target as u8;
                walks[bounded::<MAX_CHILDREN>(count)] = next;
            }
            count += 1;
        }
        self.nodes += count as u64;
        if self.nodes >= self.next_report {
            self.next_report = (self.nodes + self.every).min(self.max_nodes);
            let report = self.report();
            self.stopped = self.nodes >= self.max_nodes || (self.progress)(report).is_break();
            if self.stopped {
                return None;
            }
        }
        let sums = self.at.sums;
        while order != 0 {
            let i = bounded::<MAX_CHILDREN>(order.trailing_zeros() as usize);
            order &= order - 1;
            let target = usize::from(moves[i]);
            let tile = bounded::<CELLS>(usize::from(self.at.cells[target]));
            let changed = bounded::<{ MAX_VIEWS + 1 }>(self.holders[tile].count);
            let mut changes = children[i];
            for change in &mut changes[..changed] {
                *change = self.apply(*change);
            }
            self.at.sums = child_sums[i];
            self.at.cells.swap(blank, target);
            self.at.blank = target as u8;
            self.path[bounded::<{ MAX_BOUND as usize }>(g as usize)] = target as u8;
            if let Some(length) = self.visit::<SPLIT>(g + 1, walks[i]) {
                return Some(length);
            }
            self.at.cells.swap(blank, target);
            self.at.blank = blank as u8;
            for &change in &changes[..changed] {
                self.apply(change);
            }
            self.at.sums = sums;
            if self.stopped {
                return None;
            }
        }
        None
    }
}
