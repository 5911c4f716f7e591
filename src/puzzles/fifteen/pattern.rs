//! Additive pattern databases for the 4x4 board that track the blank's region.
//!
//! Tiles are labelled by their goal cell. A pattern is a set of such labels; its abstract
//! state is where those tiles stand plus the connected region of the other cells that
//! holds the blank (Felner, Korf and Hanan, 2004). Moving a tile of the pattern costs 1,
//! moving any other tile costs 0 and keeps the blank in its region, so the distances of
//! disjoint patterns add up to a lower bound on the moves left.
//!
//! Every abstract move moves one pattern tile one cell, and a placement comes back only
//! after each tile has moved an even number of times, so the abstract state graph is
//! bipartite: a distance's parity is the placement's (the tiles' colours on the
//! chessboard against their goal cells'), and one move changes a distance by exactly one.
//! A table therefore keeps one bit per (placement, cell of the blank): the distance's
//! second bit, which with the parity gives the distance modulo 4. That tells a child
//! at d + 1 from one at d - 1, and the start's exact distance comes from a descent to the
//! goal. A placement's 16 bits fill two bytes (those of the tiles' own cells are unused),
//! so a lookup needs no more than the rank and the blank's cell.

/// The number of cells.
pub(super) const CELLS: usize = 16;

/// `i` wrapped into `0..N`: the very `i` for every index the code makes, written only so
/// that the compiler sees the index is in bounds and drops the check (a compare and a
/// branch to a panic) from hot lookups; for `N` a power of two it costs a single `and`.
#[inline(always)]
pub(super) const fn bounded<const N: usize>(i: usize) -> usize {
    i % N
}

/// Marks an entry the build has not reached yet.
const UNSET: u8 = u8::MAX;

/// How often (in placements scanned) the build reports progress.
const REPORT_EVERY: usize = 1 << 16;

/// The cells next to each cell, as bit masks.
pub(super) const NEIGHBOURS: [u16; CELLS] = {
    let mut masks = [0u16; CELLS];
    let mut c = 0;
    while c < CELLS {
        let (row, col) = (c / 4, c % 4);
        let mut m = 0u16;
        if row > 0 {
            m |= 1 << (c - 4);
        }
        if row < 3 {
            m |= 1 << (c + 4);
        }
        if col > 0 {
            m |= 1 << (c - 1);
        }
        if col < 3 {
            m |= 1 << (c + 1);
        }
        masks[c] = m;
        c += 1;
    }
    masks
};

/// The connected region of the `open` cells that holds `start`.
pub(super) fn region(start: usize, open: u16) -> u16 {
    const NOT_FIRST_COLUMN: u16 = !0x1111;
    const NOT_LAST_COLUMN: u16 = !0x8888;
    let mut reached = 1u16 << start;
    loop {
        let grown = (reached
            | (reached << 4)
            | (reached >> 4)
            | ((reached << 1) & NOT_FIRST_COLUMN)
            | ((reached >> 1) & NOT_LAST_COLUMN))
            & open;
        let grown = grown | reached;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// The cells of a mask, lowest first.
fn cells_of(mut mask: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let c = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            c
        })
    })
}

/// The most tiles a pattern may have.
pub(super) const MAX_TILES: usize = 6;

/// A set of tiles (labels, which are goal cells) whose placements rank densely.
#[derive(Debug, Clone)]
pub(super) struct Pattern {
    /// The tiles, ascending.
    tiles: [u8; MAX_TILES],
    len: usize,
    /// `weights[i]`: the number of placements of the tiles after the i-th.
    weights: [u32; MAX_TILES],
}

impl Pattern {
    /// The pattern of the tiles in `mask` (at most [`MAX_TILES`] of them).
    pub(super) fn new(mask: u16) -> Self {
        let mut tiles = [0u8; MAX_TILES];
        let mut len = 0;
        for (slot, c) in tiles.iter_mut().zip(cells_of(mask)) {
            *slot = c as u8;
            len += 1;
        }
        let mut weights = [0u32; MAX_TILES];
        let mut w = 1u32;
        for i in (0..len).rev() {
            weights[i] = w;
            w *= (CELLS - i) as u32;
        }
        Self {
            tiles,
            len,
            weights,
        }
    }

    /// The tiles, ascending.
    pub(super) fn tiles(&self) -> &[u8] {
        &self.tiles[..self.len]
    }

    /// The rank's weight of the i-th tile's digit.
    pub(super) fn weight(&self, i: usize) -> u32 {
        self.weights[bounded::<MAX_TILES>(i)]
    }

    /// The number of placements of the tiles on the board.
    pub(super) fn placements(&self) -> usize {
        (CELLS - self.len + 1..=CELLS).product()
    }

    /// The rank of a placement given as the cell of each tile, in the order of `tiles()`.
    #[inline(always)]
    pub(super) fn rank(&self, cell_of: impl Fn(usize) -> u8) -> usize {
        let mut used = 0u32;
        let mut rank = 0u32;
        for i in 0..self.len {
            let c = u32::from(cell_of(i));
            let below = (used & ((1 << c) - 1)).count_ones();
            rank += (c - below) * self.weights[i];
            used |= 1 << c;
        }
        rank as usize
    }

    /// The cells of the tiles for a rank, and their mask.
    fn unrank(&self, mut rank: usize) -> ([u8; MAX_TILES], u16) {
        let mut cells = [0u8; MAX_TILES];
        let mut used = 0u16;
        for (i, cell) in cells.iter_mut().enumerate().take(self.len) {
            let weight = self.weights[i] as usize;
            let digit = rank / weight;
            rank %= weight;
            // the digit-th free cell
            let c = cells_of(!used).nth(digit).unwrap_or_default();
            *cell = c as u8;
            used |= 1 << c;
        }
        (cells, used)
    }
}

/// A pattern's distances, one bit (the second) per (placement, cell of the blank).
#[derive(Debug, Clone)]
pub(super) struct PatternTable {
    pattern: Pattern,
    blank_goal: usize,
    packed: Vec<u8>,
}

impl PatternTable {
    /// The number of bytes of the table of `pattern`.
    pub(super) fn byte_len(pattern: &Pattern) -> usize {
        pattern.placements() * CELLS / 8
    }

    /// The table from its bytes, as [`PatternTable::bytes`] gives them (length checked by
    /// the caller).
    pub(super) fn from_packed(pattern: Pattern, blank_goal: usize, packed: Vec<u8>) -> Self {
        Self {
            pattern,
            blank_goal,
            packed,
        }
    }

    /// The packed entries.
    pub(super) fn bytes(&self) -> &[u8] {
        &self.packed
    }

    /// The pattern.
    pub(super) fn pattern(&self) -> &Pattern {
        &self.pattern
    }

    /// Builds the table by breadth-first search from the goal (tiles on their labels, the
    /// blank at `blank_goal`). `progress` gets the number of entries found so far.
    pub(super) fn build(
        pattern: Pattern,
        blank_goal: usize,
        mut progress: impl FnMut(u64),
    ) -> Self {
        let mut dist = vec![UNSET; pattern.placements() * CELLS];
        let goal_mask = pattern.tiles().iter().fold(0u16, |m, &t| m | 1 << t);
        let goal_rank = pattern.rank(|i| pattern.tiles[i]);
        let mut found = fill(&mut dist, goal_rank, region(blank_goal, !goal_mask), 0);
        for d in 0u8.. {
            let before = found;
            for start in (0..pattern.placements()).step_by(REPORT_EVERY) {
                progress(found);
                let end = (start + REPORT_EVERY).min(pattern.placements());
                found += expand(&pattern, &mut dist, d, start..end);
            }
            if found == before {
                break;
            }
        }
        progress(found);
        let mut packed = vec![0u8; Self::byte_len(&pattern)];
        for (i, &d) in dist.iter().enumerate() {
            if d != UNSET {
                packed[i / 8] |= (d >> 1 & 1) << (i % 8);
            }
        }
        Self {
            pattern,
            blank_goal,
            packed,
        }
    }

    /// The distance modulo 4 of a placement (the cell of each tile, in the order of
    /// `tiles()`, and their rank) with the blank at `blank`.
    fn modulo_4(&self, cells: &[u8; MAX_TILES], rank: usize, blank: usize) -> u8 {
        let parity = self
            .pattern
            .tiles()
            .iter()
            .zip(cells)
            .map(|(&home, &c)| (home ^ c ^ (home ^ c) >> 2) & 1)
            .sum::<u8>();
        (parity % 2 + 2 * second_bit(&self.packed, rank, blank)) % 4
    }

    /// The exact distance of a placement (the cell of each tile, in the order of
    /// `tiles()`) with the blank at `blank`, by walking down to the goal: from distance
    /// d, some move reaches d - 1, the one neighbour at d - 1 modulo 4.
    pub(super) fn exact(&self, mut cells: [u8; MAX_TILES], mut blank: usize) -> u8 {
        let k = self.pattern.len;
        let mut steps = 0u8;
        // A table that passed its checksum reaches the goal in fewer steps than this.
        while steps < u8::MAX {
            let mask = cells[..k].iter().fold(0u16, |m, &c| m | 1 << c);
            let blank_region = region(blank, !mask);
            if cells[..k] == self.pattern.tiles[..k] && blank_region & (1 << self.blank_goal) != 0 {
                return steps;
            }
            let rank = self.pattern.rank(|i| cells[i]);
            let want = (self.modulo_4(&cells, rank, blank) + 3) % 4;
            let down = (0..k).find_map(|i| {
                let from = usize::from(cells[i]);
                cells_of(NEIGHBOURS[from] & blank_region).find_map(|to| {
                    let mut next = cells;
                    next[i] = to as u8;
                    let rank = self.pattern.rank(|j| next[j]);
                    (self.modulo_4(&next, rank, from) == want).then_some((next, from))
                })
            });
            let Some((next, from)) = down else {
                return steps;
            };
            cells = next;
            blank = from;
            steps += 1;
        }
        steps
    }
}

/// The second bit of the distance of the placement ranked `rank` with the blank at
/// `blank`, in a table's packed bytes (see [`PatternTable::bytes`]).
#[inline(always)]
pub(super) fn second_bit(packed: &[u8], rank: usize, blank: usize) -> u8 {
    packed
        .get(rank * 2 + blank / 8)
        .map_or(0, |b| (b >> (blank % 8)) & 1)
}

/// Whether some byte of `x` is zero.
fn has_zero_byte(x: u128) -> bool {
    const ONES: u128 = u128::from_le_bytes([0x01; 16]);
    const HIGHS: u128 = u128::from_le_bytes([0x80; 16]);
    x.wrapping_sub(ONES) & !x & HIGHS != 0
}

/// Sets the entries of the blank's region `cells` of placement `rank` to `d`; returns how
/// many it set.
fn fill(dist: &mut [u8], rank: usize, cells: u16, d: u8) -> u64 {
    for c in cells_of(cells) {
        dist[rank * CELLS + c] = d;
    }
    u64::from(cells.count_ones())
}

/// Expands the entries at distance `d` of the placements `ranks`: every pattern tile next
/// to the blank's region moves into it, and the new entries get `d + 1`. Returns how many
/// entries it set. Not inlined, so that a wasm engine running the long build can switch to
/// optimised code between calls.
#[inline(never)]
fn expand(pattern: &Pattern, dist: &mut [u8], d: u8, ranks: std::ops::Range<usize>) -> u64 {
    let spread = u128::from_le_bytes([d; 16]);
    let mut found = 0;
    for rank in ranks {
        let row: [u8; CELLS] = dist[rank * CELLS..(rank + 1) * CELLS]
            .try_into()
            .unwrap_or([UNSET; CELLS]);
        if !has_zero_byte(u128::from_le_bytes(row) ^ spread) {
            continue;
        }
        let mut pending = (0..CELLS)
            .filter(|&c| row[c] == d)
            .fold(0u16, |m, c| m | 1 << c);
        let (cells, mask) = pattern.unrank(rank);
        while pending != 0 {
            let blank_region = region(pending.trailing_zeros() as usize, !mask);
            pending &= !blank_region;
            for i in 0..pattern.len {
                let from = usize::from(cells[i]);
                for to in cells_of(NEIGHBOURS[from] & blank_region) {
                    let mut next = cells;
                    next[i] = to as u8;
                    let next_rank = pattern.rank(|j| next[j]);
                    if dist[next_rank * CELLS + from] == UNSET {
                        let open = !(mask ^ (1 << from) ^ (1 << to));
                        found += fill(dist, next_rank, region(from, open), d + 1);
                    }
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_unranks_agree() {
        let pattern = Pattern::new(0b1010_0000_0100_0010);
        assert_eq!(pattern.placements(), 16 * 15 * 14 * 13);
        for rank in [0, 1, 17, 9_999, pattern.placements() - 1] {
            let (cells, mask) = pattern.unrank(rank);
            assert_eq!(pattern.rank(|i| cells[i]), rank);
            assert_eq!(mask.count_ones(), 4);
        }
    }

    #[test]
    fn regions_stay_inside_open_cells() {
        // a wall down the second column splits the board
        let wall = 0x2222u16;
        assert_eq!(region(0, !wall), 0x1111);
        assert_eq!(region(3, !wall), 0xCCCC);
        assert_eq!(region(5, 0), 1 << 5);
    }

    #[test]
    fn a_small_table_gives_exact_distances() {
        // One tile: its distance is the Manhattan distance, unless the blank must first
        // come round to the side the tile moves towards (it is free to roam otherwise).
        let table = PatternTable::build(Pattern::new(1 << 5), 0, |_| ());
        assert_eq!(table.exact([5, 0, 0, 0, 0, 0], 0), 0);
        assert_eq!(table.exact([6, 0, 0, 0, 0, 0], 5), 1);
        assert_eq!(table.exact([15, 0, 0, 0, 0, 0], 0), 4);
    }
}
