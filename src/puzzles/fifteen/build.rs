//! The breadth-first build of a pattern table (see [`super::pattern`]), a block of orders
//! at a time.
//!
//! A pattern tile stepping from cell a onto a neighbour b in the blank's region takes
//! every placement of a (combination, region) block to one block: the new combination,
//! with the blank in the region of a. The order of the tiles either stays (a horizontal
//! step, or a vertical one that passes no pattern tile) or moves the stepping tile past
//! the one to three pattern tiles between, which maps orders the same way for every
//! placement of the block. So a layer is expanded with word operations on bit sets of
//! orders; a passing step first scatters the frontier's orders through a table into a
//! block of its own, then marks them with the same word operations (slightly faster than
//! marking each order where it lands: docs/performance.md).
//!
//! Each entry has a two-bit mark, kept in two bit sets per block (`reached`, `bit`): not
//! reached (0, 0), reached in the layer searched now (1, 0), or done, with the second bit
//! of its distance (0, 1) or (1, 1). Every move takes one pattern tile one cell, so the
//! parity of a distance is that of the sum of the pattern cells' rows and columns: all
//! entries of a block lie in layers of one parity. So a block's entries of the layer
//! searched now are the frontier's (if the block is in the frontier) or the next layer's,
//! never both; once a layer is expanded, its entries are marked done with their bit, and
//! the table is the bits of the done entries: two bits an entry at most while it is built
//! (the tables are one bit an entry).

use super::pattern::{combinations, position, Layout, Pattern, PatternTable, MAX_TILES};
use crate::puzzles::grid::{cells_of, Grid};

/// The table of `pattern`, built by breadth-first search from the goal (the tiles on their
/// labels, the blank at `blank_goal`). `progress` gets the fraction done.
pub(super) fn table(
    pattern: Pattern,
    blank_goal: usize,
    progress: impl FnMut(f64),
) -> PatternTable {
    let layout = Layout::new(&pattern);
    let packed = entries(&pattern, blank_goal, &layout, progress);
    PatternTable::from_packed(pattern, blank_goal, layout, packed)
}

/// The entries of the table of `pattern` for goals with the blank at `blank_goal`: bit
/// `block * 64 * words + order` holds the second bit of that entry's distance (see
/// [`Layout`]). `progress` gets the fraction done.
fn entries(
    pattern: &Pattern,
    blank_goal: usize,
    layout: &Layout,
    mut progress: impl FnMut(f64),
) -> Vec<u8> {
    let words = layout.words;
    let mut search = Search {
        grid: pattern.grid(),
        layout,
        masks: (0..pattern.combinations())
            .map(|c| pattern.combination(c))
            .collect(),
        shifts: Shifts::new(pattern),
        ranks: combinations(),
        marks: Marks {
            words,
            bits: vec![0u64; 2 * layout.blocks * words],
            bit: 0,
            found: 0,
        },
        next: vec![false; layout.blocks],
        frontier: vec![0u64; words],
        moved: vec![0u64; words],
    };
    let mut active = vec![false; layout.blocks];
    let goal = pattern.rank(|i| pattern.tiles()[i]);
    let (c, o) = (goal / pattern.orders(), goal % pattern.orders());
    let block = layout.block(c, blank_goal);
    search.marks.bits[2 * block * words + o / 64] |= 1 << (o % 64);
    active[block] = true;
    let reachable = (layout.blocks * pattern.orders()) as f64;
    let mut found = 1u64;
    for d in 0u8.. {
        let marks = &mut search.marks;
        marks.bit = d >> 1 & 1;
        marks.found = 0;
        for (block, _) in active.iter().enumerate().filter(|(_, &a)| a) {
            if block % 1024 == 0 {
                // the entries found so far, this layer's too
                progress((found + search.marks.found) as f64 / reachable);
            }
            search.expand(block);
        }
        for (block, flag) in active.iter_mut().enumerate() {
            if std::mem::take(flag) {
                search.marks.finish(block);
            }
        }
        found += search.marks.found;
        if search.marks.found == 0 {
            break;
        }
        std::mem::swap(&mut active, &mut search.next);
    }
    progress(1.0);
    // the done entries' bits, each block's written over the start of the marks (never
    // past what is still to be read), then as bytes: at most two bits an entry at once
    let mut bits = search.marks.bits;
    for block in 0..layout.blocks {
        for w in 0..words {
            let (reached, bit) = (
                bits[2 * block * words + w],
                bits[(2 * block + 1) * words + w],
            );
            bits[block * words + w] = reached & bit;
        }
    }
    bits.truncate(layout.blocks * words);
    bits.shrink_to_fit();
    let mut packed = Vec::with_capacity(bits.len() * 8);
    for w in bits {
        packed.extend_from_slice(&w.to_le_bytes());
    }
    packed
}

/// A build's breadth-first search.
struct Search<'a> {
    grid: &'static Grid,
    layout: &'a Layout,
    /// The cells of each combination.
    masks: Vec<u16>,
    shifts: Shifts,
    ranks: &'static [u16; 1 << 16],
    marks: Marks,
    /// The blocks with entries in the next layer.
    next: Vec<bool>,
    /// Room for a block's orders in the frontier.
    frontier: Vec<u64>,
    /// Room for the orders a passing step takes them to.
    moved: Vec<u64>,
}

impl Search<'_> {
    /// Expands the frontier's entries of `block` into the next layer. Not inlined, so that
    /// a wasm engine running the long build switches to optimised code between calls.
    #[inline(never)]
    fn expand(&mut self, block: usize) {
        // the block's combination: the last whose first block is not after it
        let c = self
            .layout
            .combinations
            .partition_point(|&(first, _)| first as usize <= block)
            - 1;
        let (first, map) = self.layout.combinations[c];
        let mask = self.masks[c];
        self.marks.frontier(block, &mut self.frontier);
        let region = (block - first as usize) as u64;
        let grid = self.grid;
        let open = cells_of(grid.all & !mask)
            .filter(|&b| map >> (4 * b) & 15 == region)
            .fold(0u16, |m, b| m | 1 << b);
        for a in cells_of(mask) {
            for b in cells_of(grid.neighbours[a] & open) {
                let after = usize::from(self.ranks[usize::from(mask ^ (1 << a) ^ (1 << b))]);
                let to = self.layout.block(after, a);
                let passed = (mask & grid.between(a, b)).count_ones();
                let new = if passed == 0 {
                    self.marks.step(&self.frontier, to)
                } else {
                    let p = position(mask, a);
                    let onto = if b > a { p + passed } else { p - passed };
                    let map = self.shifts.map(p as usize, onto as usize);
                    self.moved.fill(0);
                    for (w, &f) in self.frontier.iter().enumerate() {
                        let mut f = f;
                        while f != 0 {
                            let o = usize::from(map[w * 64 + f.trailing_zeros() as usize]);
                            f &= f - 1;
                            self.moved[o / 64] |= 1 << (o % 64);
                        }
                    }
                    self.marks.step(&self.moved, to)
                };
                self.next[to] |= new;
            }
        }
    }
}

/// The marks of the entries, block by block two bit sets (see the module's notes).
struct Marks {
    words: usize,
    bits: Vec<u64>,
    /// The second bit of the frontier's distance.
    bit: u8,
    found: u64,
}

impl Marks {
    /// Where the `reached` and the `bit` bit sets of `block` start.
    fn sets(&self, block: usize) -> (usize, usize) {
        let first = 2 * block * self.words;
        (first, first + self.words)
    }

    /// The orders of `block` in the frontier (the block is in it).
    fn frontier(&self, block: usize, out: &mut [u64]) {
        let (reached, bit) = self.sets(block);
        for (w, slot) in out.iter_mut().enumerate() {
            *slot = self.bits[reached + w] & !self.bits[bit + w];
        }
    }

    /// Marks the frontier's entries of `block` done, with the second bit of their
    /// distance.
    fn finish(&mut self, block: usize) {
        let (reached, bit) = self.sets(block);
        for w in 0..self.words {
            let frontier = self.bits[reached + w] & !self.bits[bit + w];
            self.bits[bit + w] |= frontier;
            if self.bit == 0 {
                self.bits[reached + w] &= !frontier;
            }
        }
    }

    /// Marks the entries of block `to` with the orders in `from` that are new; whether
    /// there were any.
    fn step(&mut self, from: &[u64], to: usize) -> bool {
        let (reached, bit) = self.sets(to);
        let mut any = 0;
        for (w, &f) in from.iter().enumerate() {
            if f == 0 {
                continue;
            }
            let new = f & !self.bits[reached + w] & !self.bits[bit + w];
            self.bits[reached + w] |= new;
            self.found += u64::from(new.count_ones());
            any |= new;
        }
        any != 0
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
    use crate::puzzles::grid::MAX_CELLS as CELLS;

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
        // (tiles, the blank's goal cell); in the fourth, a vertical step passes three tiles
        // and the goal's region is the corner cell alone
        let patterns = [
            (0b0000_0000_0110_0010u16, 0),
            (0b1000_0100_0010_0001, 1),
            (0x0330, 2),
            (0x001E, 0),
        ];
        for (mask, blank_goal) in patterns {
            let pattern = Pattern::new(Grid::square(), mask);
            let table = table(pattern.clone(), blank_goal, |_| ());
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
        let table = table(Pattern::new(Grid::square(), 1 << 5), 0, |_| ());
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
        let table = table(Pattern::new(grid, mask), 0, |_| ());
        for s in [3, 4] {
            let map = grid.symmetry(s);
            let image = Pattern::new(grid, crate::puzzles::grid::map_mask(mask, map));
            let direct = super::table(image.clone(), 0, |_| ());
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
            let table = table(pattern.clone(), blank_goal, |_| ());
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
