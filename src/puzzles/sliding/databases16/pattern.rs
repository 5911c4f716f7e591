//! Additive pattern databases for a [`Grid`] that track the blank's region, and how
//! their entries are laid out.
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
//! A table therefore keeps one bit per entry: the distance's second bit, which with the
//! parity gives the distance modulo 4. That tells a child at d + 1 from one at d - 1, and
//! the start's exact distance comes from a descent to the goal.
//!
//! A placement ranks as (the combination of cells the tiles hold, the order of the tiles
//! in them). The regions of the free cells depend on the combination alone, so a table
//! keeps, for each combination, one block of bits per region, one bit per order: 1.6 MB
//! for six tiles, 17.5 MB for seven and 178 MB for eight. A step onto a neighbouring cell
//! that passes no other pattern tile keeps the order, which lets a build treat all orders
//! of a block at once.

use std::sync::OnceLock;

use crate::puzzles::sliding::grid::{Grid, MAX_CELLS as CELLS};
use crate::puzzles::square::cells_of;
use crate::rank::{combination_count, combination_rank, combination_unrank};

/// `i` wrapped into `0..N`: the very `i` for every index the code makes, written only so
/// that the compiler sees the index is in bounds and drops the check (a compare and a
/// branch to a panic) from hot lookups; for `N` a power of two it costs a single `and`.
#[inline(always)]
pub(super) const fn bounded<const N: usize>(i: usize) -> usize {
    i % N
}

/// The most tiles a pattern may have.
pub(super) const MAX_TILES: usize = 8;

/// The rank of every cell mask among the masks with as many cells ([`combination_rank`]),
/// for the hot look-ups. Computed on first use (in well under a millisecond) rather than
/// shipped: 128 kB of the wasm module.
pub(super) fn combinations() -> &'static [u16; 1 << CELLS] {
    static RANKS: OnceLock<Box<[u16; 1 << CELLS]>> = OnceLock::new();
    RANKS.get_or_init(|| {
        let mut ranks = Box::new([0u16; 1 << CELLS]);
        for (mask, rank) in ranks.iter_mut().enumerate() {
            *rank = combination_rank(mask as u32) as u16;
        }
        ranks
    })
}

/// The position of cell `c` among the cells of `mask`.
#[inline(always)]
pub(super) fn position(mask: u16, c: usize) -> u32 {
    (u32::from(mask) & ((1 << c) - 1)).count_ones()
}

/// A set of tiles (labels, which are goal cells) of a grid, whose placements rank
/// densely.
#[derive(Debug, Clone)]
pub(super) struct Pattern {
    grid: &'static Grid,
    /// The tiles, ascending.
    tiles: [u8; MAX_TILES],
    len: usize,
    /// `weights[i]`: the weight of the i-th tile's digit in the rank of an order.
    weights: [u32; MAX_TILES],
    /// The number of orders of the tiles.
    orders: usize,
}

impl Pattern {
    /// The pattern of the tiles in `mask` (at most [`MAX_TILES`] of them) on `grid`.
    pub(super) fn new(grid: &'static Grid, mask: u16) -> Self {
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
            w *= (len - i) as u32;
        }
        Self {
            grid,
            tiles,
            len,
            weights,
            orders: w as usize,
        }
    }

    /// The grid.
    pub(super) fn grid(&self) -> &'static Grid {
        self.grid
    }

    /// The tiles, ascending.
    pub(super) fn tiles(&self) -> &[u8] {
        &self.tiles[..self.len]
    }

    /// The weight of the i-th tile's digit in the rank of an order.
    pub(super) fn weight(&self, i: usize) -> u32 {
        self.weights[bounded::<MAX_TILES>(i)]
    }

    /// The number of orders of the tiles in a combination of cells.
    pub(super) fn orders(&self) -> usize {
        self.orders
    }

    /// The number of combinations of cells the tiles can hold.
    pub(super) fn combinations(&self) -> usize {
        combination_count(self.grid.cells, self.len)
    }

    /// The number of placements of the tiles on the board.
    #[cfg(test)]
    pub(super) fn placements(&self) -> usize {
        self.combinations() * self.orders
    }

    /// The rank of the order of the tiles in the cells of `mask` (the cell of each tile
    /// given in the order of `tiles()`).
    #[inline(always)]
    pub(super) fn order(&self, mask: u16, cell_of: impl Fn(usize) -> u8) -> usize {
        let mut used = 0u32;
        let mut order = 0u32;
        for i in 0..self.len {
            let p = position(mask, usize::from(cell_of(i)));
            let below = (used & ((1 << p) - 1)).count_ones();
            order += (p - below) * self.weights[i];
            used |= 1 << p;
        }
        order as usize
    }

    /// The rank of a placement given as the cell of each tile, in the order of `tiles()`.
    #[inline(always)]
    pub(super) fn rank(&self, cell_of: impl Fn(usize) -> u8) -> usize {
        let mask = (0..self.len).fold(0u16, |m, i| m | 1 << cell_of(i));
        usize::from(combinations()[usize::from(mask)]) * self.orders + self.order(mask, cell_of)
    }

    /// The position each tile takes among the pattern's cells (in order of cell), for an
    /// order's rank.
    pub(super) fn positions(&self, mut order: usize) -> [u8; MAX_TILES] {
        let mut positions = [0u8; MAX_TILES];
        let mut used = 0u16;
        for (i, slot) in positions.iter_mut().enumerate().take(self.len) {
            let weight = self.weights[i] as usize;
            let digit = order / weight;
            order %= weight;
            let p = cells_of(!used).nth(digit).unwrap_or_default();
            *slot = p as u8;
            used |= 1 << p;
        }
        positions
    }

    /// The mask of a combination's rank.
    pub(super) fn combination(&self, rank: usize) -> u16 {
        combination_unrank(rank, self.len) as u16
    }

    /// The cells of the tiles for a rank, and their mask.
    #[cfg(test)]
    pub(super) fn unrank(&self, rank: usize) -> ([u8; MAX_TILES], u16) {
        let mask = self.combination(rank / self.orders);
        let cells: Vec<usize> = cells_of(mask).collect();
        let positions = self.positions(rank % self.orders);
        let mut placed = [0u8; MAX_TILES];
        for (slot, &p) in placed.iter_mut().zip(&positions).take(self.len) {
            *slot = cells[usize::from(p)] as u8;
        }
        (placed, mask)
    }
}

/// The regions of the cells of `grid` outside `mask`: each free cell's region (4 bits a
/// cell; regions numbered by their lowest cell), and their number.
pub(super) fn regions(grid: &Grid, mask: u16) -> (u64, usize) {
    let mut map = 0u64;
    let mut count = 0;
    let mut left = grid.all & !mask;
    while left != 0 {
        let cells = grid.region(left.trailing_zeros() as usize, !mask);
        for c in cells_of(cells) {
            map |= (count as u64) << (4 * c);
        }
        left &= !cells;
        count += 1;
    }
    (map, count)
}

/// Where a table keeps its entries: a block of bits, one per order of the tiles, for each
/// (combination of cells, region of the blank), the blocks of a combination together.
#[derive(Debug, Clone)]
pub(super) struct Layout {
    /// Per combination: its first block, and each free cell's region (4 bits a cell).
    pub(super) combinations: Vec<(u32, u64)>,
    /// The number of blocks.
    pub(super) blocks: usize,
    /// The 64-bit words of a block (its orders rounded up to whole words).
    pub(super) words: usize,
}

impl Layout {
    pub(super) fn new(pattern: &Pattern) -> Self {
        let mut blocks = 0;
        let combinations = (0..pattern.combinations())
            .map(|c| {
                let (map, count) = regions(pattern.grid, pattern.combination(c));
                let first = blocks as u32;
                blocks += count;
                (first, map)
            })
            .collect();
        Self {
            combinations,
            blocks,
            words: pattern.orders().div_ceil(64),
        }
    }

    /// The block of combination `c` with the blank at `blank`.
    #[inline(always)]
    pub(super) fn block(&self, c: usize, blank: usize) -> usize {
        let (first, map) = self.combinations[c];
        first as usize + (map >> (4 * (blank % CELLS)) & 15) as usize
    }

    /// The bytes of a table.
    pub(super) fn byte_len(&self) -> usize {
        self.blocks * self.words * 8
    }
}

/// A pattern's distances, one bit (the second) per entry.
#[derive(Debug, Clone)]
pub(super) struct PatternTable {
    pattern: Pattern,
    /// The blank's cell in the goal.
    blank_goal: usize,
    layout: Layout,
    packed: Vec<u8>,
}

impl PatternTable {
    /// The table from its packed entries, as a build makes them or [`PatternTable::bytes`]
    /// gives them (their length checked by the caller against the layout's).
    pub(super) fn from_packed(
        pattern: Pattern,
        blank_goal: usize,
        layout: Layout,
        packed: Vec<u8>,
    ) -> Self {
        Self {
            pattern,
            blank_goal,
            layout,
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

    /// The layout of the entries.
    pub(super) fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The distance modulo 4 of a placement (the cell of each tile, in the order of
    /// `tiles()`) with the blank at `blank`.
    fn modulo_4(&self, cells: &[u8; MAX_TILES], blank: usize) -> u8 {
        let grid = self.pattern.grid;
        let parity = self
            .pattern
            .tiles()
            .iter()
            .zip(cells)
            .map(|(&home, &c)| grid.colour(usize::from(home)) ^ grid.colour(usize::from(c)))
            .sum::<u8>();
        let mask = (0..self.pattern.len).fold(0u16, |m, i| m | 1 << cells[i]);
        let c = usize::from(combinations()[usize::from(mask)]);
        let order = self.pattern.order(mask, |i| cells[i]);
        let entry = self.layout.block(c, blank) * 64 * self.layout.words + order;
        (parity % 2 + 2 * bit(&self.packed, entry)) % 4
    }

    /// The exact distance of a placement (the cell of each tile, in the order of
    /// `tiles()`) with the blank at `blank`, by walking down to the goal: from distance
    /// d, some move reaches d - 1, the one neighbour at d - 1 modulo 4.
    pub(super) fn exact(&self, mut cells: [u8; MAX_TILES], mut blank: usize) -> u8 {
        let k = self.pattern.len;
        let grid = self.pattern.grid;
        let mut steps = 0u8;
        // Verified tables reach the goal in fewer steps than this.
        while steps < u8::MAX {
            let mask = cells[..k].iter().fold(0u16, |m, &c| m | 1 << c);
            let open = grid.region(blank, !mask);
            if cells[..k] == self.pattern.tiles[..k] && open & (1 << self.blank_goal) != 0 {
                return steps;
            }
            let want = (self.modulo_4(&cells, blank) + 3) % 4;
            let down = (0..k).find_map(|i| {
                let from = usize::from(cells[i]);
                cells_of(grid.neighbours[from] & open).find_map(|to| {
                    let mut next = cells;
                    next[i] = to as u8;
                    (self.modulo_4(&next, from) == want).then_some((next, from))
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

/// Bit `entry` of a table's packed bytes (0 past their end).
#[inline(always)]
pub(super) fn bit(packed: &[u8], entry: usize) -> u8 {
    packed.get(entry / 8).map_or(0, |b| (b >> (entry % 8)) & 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_unranks_agree() {
        let pattern = Pattern::new(Grid::square(), 0b1010_0000_0100_0010);
        assert_eq!(pattern.placements(), 16 * 15 * 14 * 13);
        for rank in 0..pattern.placements() {
            let (cells, mask) = pattern.unrank(rank);
            assert_eq!(pattern.rank(|i| cells[i]), rank);
            assert_eq!(mask.count_ones(), 4);
        }
        // the combinations of every size rank densely
        for count in 0..=CELLS {
            let masks: Vec<u16> = (0..=u16::MAX)
                .filter(|m| m.count_ones() == count as u32)
                .collect();
            let mut ranks: Vec<u16> = masks
                .iter()
                .map(|&m| combinations()[usize::from(m)])
                .collect();
            ranks.sort_unstable();
            assert!(ranks.iter().enumerate().all(|(i, &r)| usize::from(r) == i));
        }
    }
}
