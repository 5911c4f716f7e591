//! The breadth-first build of a pattern table (see [`super::pattern`]), a block of orders
//! at a time, on one thread or several.
//!
//! A pattern tile stepping from cell a onto a neighbour b in the blank's region takes
//! every placement of a (combination, region) block to one block: the new combination,
//! with the blank in the region of a. The order of the tiles either stays (a horizontal
//! step, or a vertical one that passes no pattern tile) or moves the stepping tile past
//! the one to three pattern tiles between, which maps orders the same way for every
//! placement of the block. So a layer is found with word operations on bit sets of
//! orders: each block that may hold entries of the next layer gathers the frontier's
//! orders of the blocks one step away (through a table of orders for a passing step) and
//! marks those it had not reached. A block is written only by the thread that took it,
//! so threads share a layer without locks.
//!
//! Each entry has a two-bit mark, kept in two bit sets per block (`reached`, `bit`): not
//! reached (0, 0), reached in the layer searched now (1, 0), or done, with the second bit
//! of its distance (0, 1) or (1, 1). Every move takes one pattern tile one cell, so the
//! parity of a distance is that of the sum of the pattern cells' rows and columns: all
//! entries of a block lie in layers of one parity. So a block's entries of the layer
//! searched now are the frontier's (if the block is in the frontier) or the next layer's,
//! never both, and the blocks a layer writes are not those it reads; once a layer is
//! found, the frontier's entries are marked done with their bit, and the table is the
//! bits of the done entries: two bits an entry at most while it is built (the tables are
//! one bit an entry).

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::thread;

use super::pattern::{combinations, position, Layout, Pattern, PatternTable, MAX_TILES};
use crate::puzzles::sliding::grid::Grid;
use crate::puzzles::square::cells_of;

/// The blocks a thread takes at a time.
const CHUNK: usize = 16;

/// The blocks taken between two reports of progress.
const REPORT_EVERY: usize = 1024;

/// The table of `pattern`, built by breadth-first search from the goal (the tiles on their
/// labels, the blank at `blank_goal`) on `threads` threads. `progress` gets the fraction
/// done.
pub(super) fn table(
    pattern: Pattern,
    blank_goal: usize,
    threads: usize,
    progress: impl FnMut(f64),
) -> PatternTable {
    let layout = Layout::new(&pattern);
    let packed = entries(&pattern, blank_goal, &layout, threads, progress);
    PatternTable::from_packed(pattern, blank_goal, layout, packed)
}

/// The entries of the table of `pattern` for goals with the blank at `blank_goal`: bit
/// `block * 64 * words + order` holds the second bit of that entry's distance (see
/// [`Layout`]). `progress` gets the fraction done.
fn entries(
    pattern: &Pattern,
    blank_goal: usize,
    layout: &Layout,
    threads: usize,
    mut progress: impl FnMut(f64),
) -> Vec<u8> {
    let words = layout.words;
    let grid = pattern.grid();
    let masks: Vec<u16> = (0..pattern.combinations())
        .map(|c| pattern.combination(c))
        .collect();
    let mut combination = vec![0u32; layout.blocks];
    for (c, &(first, _)) in layout.combinations.iter().enumerate() {
        let end = layout
            .combinations
            .get(c + 1)
            .map_or(layout.blocks, |&(next, _)| next as usize);
        combination[first as usize..end].fill(c as u32);
    }
    // the parity of a block's distances: its cells' colours on the chessboard
    let colour = |block: usize| {
        cells_of(masks[combination[block] as usize]).fold(0, |x, c| x ^ grid.colour(c))
    };
    let search = Search {
        grid,
        layout,
        masks: &masks,
        combination: &combination,
        shifts: Shifts::new(pattern),
        ranks: combinations(),
        marks: (0..2 * layout.blocks * words)
            .map(|_| AtomicU64::new(0))
            .collect(),
        left: (0..layout.blocks)
            .map(|_| AtomicU32::new(pattern.orders() as u32))
            .collect(),
    };
    let goal = pattern.rank(|i| pattern.tiles()[i]);
    let (c, o) = (goal / pattern.orders(), goal % pattern.orders());
    let block = layout.block(c, blank_goal);
    search.marks[2 * block * words + o / 64].store(1 << (o % 64), Relaxed);
    search.left[block].fetch_sub(1, Relaxed);
    let mut active = vec![false; layout.blocks];
    active[block] = true;
    let goal_colour = colour(block);
    let reachable = (layout.blocks * pattern.orders()) as f64;
    let mut found = 1u64;
    for d in 0u8.. {
        // the blocks that may hold entries at distance d + 1
        let targets: Vec<usize> = (0..layout.blocks)
            .filter(|&t| colour(t) != goal_colour ^ (d & 1) && search.left[t].load(Relaxed) > 0)
            .collect();
        let layer = Layer {
            targets: &targets,
            active: &active,
            next: (0..layout.blocks).map(|_| AtomicBool::new(false)).collect(),
            cursor: AtomicUsize::new(0),
            found: AtomicU64::new(0),
        };
        let report = |layer_found: u64| progress((found + layer_found) as f64 / reachable);
        // the page's module runs on one thread: the threads' code is left out of it
        if threads <= 1 || cfg!(target_arch = "wasm32") {
            search.gather(&layer, report);
        } else {
            thread::scope(|scope| {
                // a thread the system refuses is one fewer: this one gathers too
                for _ in 1..threads {
                    let started = thread::Builder::new()
                        .spawn_scoped(scope, || search.gather(&layer, |_| ()));
                    if started.is_err() {
                        break;
                    }
                }
                search.gather(&layer, report);
            });
        }
        let bit = d >> 1 & 1;
        for (block, _) in active.iter().enumerate().filter(|(_, &a)| a) {
            search.finish(block, bit);
        }
        let new = layer.found.into_inner();
        found += new;
        if new == 0 {
            break;
        }
        active = layer.next.into_iter().map(AtomicBool::into_inner).collect();
    }
    progress(1.0);
    // the done entries' bits, each block's written over the start of the marks (never
    // past what is still to be read), then as bytes: at most two bits an entry at once
    let mut bits = search.marks;
    for block in 0..layout.blocks {
        for w in 0..words {
            let (reached, bit) = (
                bits[2 * block * words + w].load(Relaxed),
                bits[(2 * block + 1) * words + w].load(Relaxed),
            );
            bits[block * words + w].store(reached & bit, Relaxed);
        }
    }
    bits.truncate(layout.blocks * words);
    bits.shrink_to_fit();
    let mut packed = Vec::with_capacity(bits.len() * 8);
    for w in bits {
        packed.extend_from_slice(&w.into_inner().to_le_bytes());
    }
    packed
}

/// A build's breadth-first search: the marks of the entries, block by block two bit sets
/// (see the module's notes), which threads read and write as relaxed atomics (a block is
/// written by the one thread that took it, and read by others only in another layer).
struct Search<'a> {
    grid: &'static Grid,
    layout: &'a Layout,
    /// The cells of each combination.
    masks: &'a [u16],
    /// The combination of each block.
    combination: &'a [u32],
    shifts: Shifts,
    ranks: &'static [u16; 1 << 16],
    marks: Vec<AtomicU64>,
    /// The entries of each block not reached yet.
    left: Vec<AtomicU32>,
}

/// One layer of the search: the blocks that may gain entries, taken a chunk at a time; the
/// frontier's blocks; the blocks that gained entries, and how many.
struct Layer<'a> {
    targets: &'a [usize],
    active: &'a [bool],
    next: Vec<AtomicBool>,
    cursor: AtomicUsize,
    found: AtomicU64,
}

impl Search<'_> {
    /// Where the `reached` and the `bit` bit sets of `block` start.
    fn sets(&self, block: usize) -> (usize, usize) {
        let first = 2 * block * self.layout.words;
        (first, first + self.layout.words)
    }

    /// Takes chunks of the layer's targets until none is left, marking each target's
    /// entries that a frontier entry reaches in one step; `report` hears now and then of
    /// the entries the layer found so far.
    fn gather(&self, layer: &Layer, mut report: impl FnMut(u64)) {
        let mut incoming = vec![0u64; self.layout.words];
        loop {
            let first = layer.cursor.fetch_add(CHUNK, Relaxed);
            let Some(chunk) = layer
                .targets
                .get(first..(first + CHUNK).min(layer.targets.len()))
            else {
                return;
            };
            if chunk.is_empty() {
                return;
            }
            for &target in chunk {
                let new = self.reach(target, layer.active, &mut incoming);
                if new > 0 {
                    layer.next[target].store(true, Relaxed);
                    layer.found.fetch_add(new, Relaxed);
                }
            }
            if first.is_multiple_of(REPORT_EVERY) {
                report(layer.found.load(Relaxed));
            }
        }
    }

    /// Marks the entries of block `target` that a step takes a frontier entry to (from
    /// the `active` blocks); how many there were. Not inlined, so that a wasm engine
    /// running the long build switches to optimised code between calls.
    #[inline(never)]
    fn reach(&self, target: usize, active: &[bool], incoming: &mut [u64]) -> u64 {
        let c = self.combination[target] as usize;
        let (first, map) = self.layout.combinations[c];
        let mask = self.masks[c];
        let region = (target - first as usize) as u64;
        let grid = self.grid;
        // the blank's cells: a pattern tile now on b came from one of them
        let open = cells_of(grid.all & !mask)
            .filter(|&a| map >> (4 * a) & 15 == region)
            .fold(0u16, |m, a| m | 1 << a);
        let mut any = false;
        for b in cells_of(mask) {
            for a in cells_of(grid.neighbours[b] & open) {
                let before = mask ^ (1 << b) ^ (1 << a);
                let source = self
                    .layout
                    .block(usize::from(self.ranks[usize::from(before)]), b);
                if !active[source] {
                    continue;
                }
                if !any {
                    incoming.fill(0);
                    any = true;
                }
                let (reached, bit) = self.sets(source);
                let frontier = |w: usize| {
                    self.marks[reached + w].load(Relaxed) & !self.marks[bit + w].load(Relaxed)
                };
                let passed = (before & grid.between(a, b)).count_ones();
                if passed == 0 {
                    for (w, slot) in incoming.iter_mut().enumerate() {
                        *slot |= frontier(w);
                    }
                } else {
                    // the tile passes others: its orders move through a map
                    let p = position(before, a);
                    let onto = if b > a { p + passed } else { p - passed };
                    let map = self.shifts.map(p as usize, onto as usize);
                    for w in 0..incoming.len() {
                        let mut f = frontier(w);
                        while f != 0 {
                            let o = usize::from(map[w * 64 + f.trailing_zeros() as usize]);
                            f &= f - 1;
                            incoming[o / 64] |= 1 << (o % 64);
                        }
                    }
                }
            }
        }
        if !any {
            return 0;
        }
        let (reached, bit) = self.sets(target);
        let mut new = 0;
        for (w, &f) in incoming.iter().enumerate() {
            if f == 0 {
                continue;
            }
            let was = self.marks[reached + w].load(Relaxed);
            let fresh = f & !was & !self.marks[bit + w].load(Relaxed);
            if fresh != 0 {
                self.marks[reached + w].store(was | fresh, Relaxed);
                new += u64::from(fresh.count_ones());
            }
        }
        let left = self.left[target].load(Relaxed);
        self.left[target].store(left - new as u32, Relaxed);
        new
    }

    /// Marks the frontier's entries of `block` done, with `bit`, the second bit of their
    /// distance.
    fn finish(&self, block: usize, bit: u8) {
        let (reached, done) = self.sets(block);
        for w in 0..self.layout.words {
            let r = self.marks[reached + w].load(Relaxed);
            let b = self.marks[done + w].load(Relaxed);
            let frontier = r & !b;
            self.marks[done + w].store(b | frontier, Relaxed);
            if bit == 0 {
                self.marks[reached + w].store(r & !frontier, Relaxed);
            }
        }
    }
}

/// The maps of orders for a tile moving from one position among the pattern's cells to
/// another up to three away, the tiles between shifting by one.
struct Shifts {
    len: usize,
    maps: Vec<Vec<u16>>,
}

impl Shifts {
    fn new(pattern: &Pattern) -> Self {
        let len = pattern.tiles().len();
        let all = (1u16 << len) - 1;
        let maps = (0..len * len)
            .map(|pair| {
                let (from, onto) = (pair / len, pair % len);
                if from == onto || from.abs_diff(onto) > 3 {
                    return Vec::new();
                }
                (0..pattern.orders())
                    .map(|order| {
                        let mut positions = pattern.positions(order);
                        for p in &mut positions[..len] {
                            let q = usize::from(*p);
                            *p = if q == from {
                                onto as u8
                            } else if from < q && q <= onto {
                                *p - 1
                            } else if onto <= q && q < from {
                                *p + 1
                            } else {
                                *p
                            };
                        }
                        pattern.order(all, |i| positions[i.min(MAX_TILES - 1)]) as u16
                    })
                    .collect()
            })
            .collect();
        Self { len, maps }
    }

    fn map(&self, from: usize, onto: usize) -> &[u16] {
        &self.maps[from * self.len + onto]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sliding::grid::MAX_CELLS as CELLS;

    /// Every entry's distance by a breadth-first search over (placement, blank cell),
    /// the blank moving freely within its region.
    fn reference(pattern: &Pattern, blank_goal: usize) -> Vec<u8> {
        let grid = pattern.grid();
        let mut dist = vec![u8::MAX; pattern.placements() * CELLS];
        let (home, _) = pattern.unrank(pattern.rank(|i| pattern.tiles()[i]));
        let home_mask = pattern.tiles().iter().fold(0u16, |m, &t| m | 1 << t);
        let open = |blank: usize, mask: u16| grid.region(blank, !mask);
        let goal = pattern.rank(|i| home[i]);
        let start = open(blank_goal, home_mask);
        let mut queue = std::collections::VecDeque::new();
        for b in cells_of(start) {
            dist[goal * CELLS + b] = 0;
            queue.push_back((goal, b));
        }
        while let Some((rank, blank)) = queue.pop_front() {
            let (cells, mask) = pattern.unrank(rank);
            let reach = open(blank, mask);
            for i in 0..pattern.tiles().len() {
                let from = usize::from(cells[i]);
                for to in cells_of(grid.neighbours[from] & reach) {
                    let mut next = cells;
                    next[i] = to as u8;
                    let r = pattern.rank(|j| next[j]);
                    let after = mask ^ (1 << from) ^ (1 << to);
                    for b in cells_of(open(from, after)) {
                        if dist[r * CELLS + b] == u8::MAX {
                            dist[r * CELLS + b] = dist[rank * CELLS + blank] + 1;
                            queue.push_back((r, b));
                        }
                    }
                }
            }
        }
        dist
    }

    fn grid_all(pattern: &Pattern) -> u16 {
        pattern.grid().all
    }

    #[test]
    fn tables_give_the_distances_of_a_plain_breadth_first_search() {
        // (tiles, the blank's goal cell, threads); in the fourth, a vertical step passes
        // three tiles and the goal's region is the corner cell alone
        let patterns = [
            (0b0000_0000_0110_0010u16, 0, 1),
            (0b1000_0100_0010_0001, 1, 3),
            (0x0330, 2, 1),
            (0x001E, 0, 2),
        ];
        for (mask, blank_goal, threads) in patterns {
            let pattern = Pattern::new(Grid::square(), mask);
            let table = table(pattern.clone(), blank_goal, threads, |_| ());
            let dist = reference(&pattern, blank_goal);
            for rank in 0..pattern.placements() {
                let (cells, mask) = pattern.unrank(rank);
                for blank in cells_of(grid_all(&pattern) & !mask) {
                    let d = dist[rank * CELLS + blank];
                    assert_eq!(table.exact(cells, blank), d, "{mask:#x} {cells:?} {blank}");
                }
            }
        }
    }

    #[test]
    fn a_small_table_gives_exact_distances() {
        // One tile: its distance is the Manhattan distance, unless the blank must first
        // come round to the side the tile moves towards (it is free to roam otherwise).
        let table = table(Pattern::new(Grid::square(), 1 << 5), 0, 1, |_| ());
        assert_eq!(table.exact([5, 0, 0, 0, 0, 0, 0, 0], 0), 0);
        assert_eq!(table.exact([6, 0, 0, 0, 0, 0, 0, 0], 5), 1);
        assert_eq!(table.exact([15, 0, 0, 0, 0, 0, 0, 0], 0), 4);
    }

    #[test]
    fn a_table_serves_the_images_of_its_pattern() {
        // three tiles, and their images under a quarter turn and under a reflection, each
        // table built for itself
        let grid = Grid::square();
        let mask = 0b0001_0011_0000;
        let table = table(Pattern::new(grid, mask), 0, 1, |_| ());
        for s in [3, 4] {
            let map = grid.symmetry(s);
            let image = Pattern::new(grid, crate::puzzles::square::map_mask(mask, map));
            let direct = super::table(image.clone(), 0, 1, |_| ());
            let frame = grid.symmetry(grid.inverse(s));
            let mut checked = 0;
            // every placement of the image's tiles, with the blank on some free cells
            for a in 0..CELLS as u8 {
                for b in (0..CELLS as u8).filter(|&b| b != a) {
                    for c in (0..CELLS as u8).filter(|&c| c != a && c != b) {
                        let cells = [a, b, c, 0, 0, 0, 0, 0];
                        let taken = 1u16 << a | 1 << b | 1 << c;
                        // the same placement in the table's frame, in its tiles' order
                        let mut seen = [0u8; 8];
                        for (i, &t) in table.pattern().tiles().iter().enumerate() {
                            let j = image.tiles().iter().position(|&m| m == map[usize::from(t)]);
                            seen[i] = frame[usize::from(cells[j.unwrap_or_default()])];
                        }
                        for blank in (0..CELLS).filter(|&x| taken & 1 << x == 0).step_by(5) {
                            assert_eq!(
                                table.exact(seen, usize::from(frame[blank])),
                                direct.exact(cells, blank),
                                "symmetry {s}, {cells:?}, blank {blank}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
            assert_eq!(checked, 16 * 15 * 14 * 3);
        }
    }

    #[test]
    fn tables_on_rectangles_give_the_distances_of_a_plain_breadth_first_search() {
        for (columns, rows, mask, blank_goal) in [
            (3, 4, 0b0000_0011_0010u16, 0),
            (2, 6, 0b0000_1100_0011, 11),
            (3, 5, 0b000_010_010_010_000, 14),
        ] {
            let pattern = Pattern::new(Grid::of(columns, rows), mask);
            let table = table(pattern.clone(), blank_goal, 1, |_| ());
            let dist = reference(&pattern, blank_goal);
            for rank in 0..pattern.placements() {
                let (cells, taken) = pattern.unrank(rank);
                for blank in cells_of(grid_all(&pattern) & !taken) {
                    let d = dist[rank * CELLS + blank];
                    assert_eq!(
                        table.exact(cells, blank),
                        d,
                        "{columns}x{rows} {cells:?} {blank}"
                    );
                }
            }
        }
    }
}
