//! Additive pattern databases for boards of 17 to 36 cells: a stronger lower bound than
//! the Manhattan distance with linear conflicts on many boards, built once (seconds, about
//! 20 s for a 5x5: docs/performance.md) and kept.
//!
//! The tiles other than the blank are split into patterns of at most five (four on
//! boards above 25 cells, so that a set stays within [`MAX_BYTES`]), each a compact block
//! of goal cells: the board is read in strips of two rows, column by column, and cut
//! every `k` cells. A pattern's table holds, for every placement of its tiles, the fewest
//! moves of its tiles that bring them home when the other tiles' moves are free: a tile
//! steps onto a free neighbour in the region of free cells that holds the blank, and the
//! blank then stands where the tile was (Felner, Korf and Hanan, 2004); each entry keeps
//! the least over the regions (Korf and Felner, 2002). A real move moves one tile one
//! cell, a step of one pattern alone, so the tables' values add up to a lower bound.
//!
//! A placement is indexed by `Σ cell(i) · n^i` over the pattern's tiles `i` (`n` cells):
//! a tile's move changes the index by a multiple of its weight, so a search keeps each
//! pattern's index move by move. Each entry keeps, in four bits, half the value's excess
//! over the pattern's Manhattan distance (the two differ by an even number), at most 15:
//! a lower value is still a lower bound.

use std::sync::OnceLock;

use thiserror::Error;

use crate::puzzles::grid::flood;
use crate::puzzles::{digest, versioned_tag, Shape, DIGEST_LEN};

/// Boards of more cells than this have their patterns; smaller ones are solved by the
/// pattern databases of `fifteen` or by distance tables.
const MIN_CELLS: usize = 17;

/// Boards of at most this many cells have them.
const MAX_CELLS: usize = 36;

/// The fewest cells of a board a set may be built for (the search lab builds sets of
/// boards below [`MIN_CELLS`] too, from the 2x2 up).
const MIN_BUILT_CELLS: usize = 4;

/// The most tiles a pattern has.
const MAX_TILES: usize = 5;

/// The most patterns a set has: 35 tiles in patterns of four.
const MAX_PARTS: usize = 9;

/// The most bytes a set's tables may take.
const MAX_BYTES: usize = 24 << 20;

/// The version of the byte form, for cache keys.
pub const FORMAT_VERSION: u8 = 2;

/// The byte form's tag: its name and version.
const TAG: [u8; 8] = versioned_tag(*b"SLDPDB", FORMAT_VERSION);

/// Why bytes are not a set of these databases.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PatternError {
    /// The bytes do not start with this version's tag, or are cut short.
    #[error("not sliding-board pattern databases of this version")]
    WrongTag,
    /// The size or the blank's cell names no set.
    #[error("not sliding-board pattern databases: no set of that size and blank")]
    UnknownSet,
    /// The tables are too long or too short for their set.
    #[error("not sliding-board pattern databases: wrong length")]
    WrongLength,
    /// The tables' digest differs from the one they carry: damaged.
    #[error("sliding-board pattern databases damaged: their digest differs")]
    Damaged,
}

/// The patterns and tables that serve every goal of one shape with the blank in one cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Patterns {
    shape: Shape,
    blank: u8,
    parts: Vec<Part>,
}

/// One pattern: its tiles' goal cells, and its table.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Part {
    homes: Vec<u8>,
    /// Two entries a byte, the even index in the low four bits.
    nibbles: Vec<u8>,
}

impl Patterns {
    /// Whether boards of `shape` have pattern databases here.
    pub fn fits(shape: Shape) -> bool {
        (MIN_CELLS..=MAX_CELLS).contains(&shape.cells())
    }

    /// The tiles a pattern of `shape` holds: five, or four when five would take more
    /// than [`MAX_BYTES`].
    fn tiles_per_part(shape: Shape) -> usize {
        let n = shape.cells();
        (2..=MAX_TILES)
            .rev()
            .find(|&k| table_bytes(n, k) * ((n - 1) / k) + table_bytes(n, (n - 1) % k) <= MAX_BYTES)
            .unwrap_or(2)
    }

    /// The patterns of `shape` with the blank's goal at `blank`: blocks of goal cells.
    fn blocks(shape: Shape, blank: usize) -> Vec<Vec<u8>> {
        let (columns, rows) = (shape.columns(), shape.rows());
        let order: Vec<u8> = (0..rows)
            .step_by(2)
            .flat_map(|top| {
                (0..columns)
                    .flat_map(move |c| (top..rows.min(top + 2)).map(move |r| r * columns + c))
            })
            .filter(|&cell| cell != blank)
            .map(|cell| cell as u8)
            .collect();
        order
            .chunks(Self::tiles_per_part(shape))
            .map(<[u8]>::to_vec)
            .collect()
    }

    /// The bytes the set of `shape` takes (the same wherever the blank is).
    pub fn byte_len(shape: Shape) -> usize {
        Self::blocks(shape, 0)
            .iter()
            .map(|block| table_bytes(shape.cells(), block.len()))
            .sum::<usize>()
            + Self::HEADER
            + DIGEST_LEN
    }

    /// The most memory a build of the set of `shape` holds: the tables and, for the
    /// largest, the distances by region and the queue of states (which may grow to twice
    /// the placements on narrow boards, where the tiles split the free cells more often).
    pub fn build_peak(shape: Shape) -> usize {
        let n = shape.cells();
        let k = Self::tiles_per_part(shape);
        Self::byte_len(shape) + SLOTS * n.pow(k as u32) + 4 * 2 * placements(n, k)
    }

    /// The tag, the size and the blank's cell.
    const HEADER: usize = TAG.len() + 3;

    /// The set for goals of `shape` with the blank at `blank`, built (`progress(fraction)`
    /// follows the build); `None` when the cell is off the board or the board has fewer
    /// than 4 or more than 36 cells. Boards of 16 cells or fewer, which the solver serves
    /// otherwise, have sets built for the search lab alone.
    pub fn build(shape: Shape, blank: usize, progress: &mut dyn FnMut(f64)) -> Option<Self> {
        if !(MIN_BUILT_CELLS..=MAX_CELLS).contains(&shape.cells()) || blank >= shape.cells() {
            return None;
        }
        let blocks = Self::blocks(shape, blank);
        let total: usize = blocks
            .iter()
            .map(|b| placements(shape.cells(), b.len()))
            .sum();
        let mut done = 0;
        let parts = blocks
            .into_iter()
            .map(|homes| {
                // a table reaches about as many states as placements (more on narrow
                // boards, where the blank's regions split more often)
                let part = placements(shape.cells(), homes.len());
                let nibbles = build_table(shape, &homes, blank, &mut |reached| {
                    progress((done + reached.min(part)) as f64 / total as f64);
                });
                done += part;
                Part { homes, nibbles }
            })
            .collect();
        progress(1.0);
        Some(Self {
            shape,
            blank: blank as u8,
            parts,
        })
    }

    /// The boards' size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The blank's goal cell in every goal the set serves.
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }

    /// The set's cache family, e.g. `slide-patterns-5x5-24`.
    pub fn family(shape: Shape, blank: usize) -> String {
        format!(
            "slide-patterns-{}x{}-{blank}",
            shape.columns(),
            shape.rows()
        )
    }

    /// The set's byte form: the tag, the size and the blank's cell, the tables, and the
    /// digest of all that.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(Self::byte_len(self.shape));
        bytes.extend_from_slice(&TAG);
        let (columns, rows) = (self.shape.columns(), self.shape.rows());
        bytes.extend_from_slice(&[columns as u8, rows as u8, self.blank]);
        for part in &self.parts {
            bytes.extend_from_slice(&part.nibbles);
        }
        let checked = digest(&bytes);
        bytes.extend_from_slice(&checked);
        bytes
    }

    /// The set from its byte form, checked: its tag, its size, its length and its digest.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, PatternError> {
        let rest = bytes.strip_prefix(&TAG).ok_or(PatternError::WrongTag)?;
        let [columns, rows, blank, ..] = *rest else {
            return Err(PatternError::WrongTag);
        };
        let shape = Shape::new(columns, rows).map_err(|_| PatternError::UnknownSet)?;
        if !Self::fits(shape) || usize::from(blank) >= shape.cells() {
            return Err(PatternError::UnknownSet);
        }
        if bytes.len() != Self::byte_len(shape) {
            return Err(PatternError::WrongLength);
        }
        let (body, checked) = bytes.split_at(bytes.len() - DIGEST_LEN);
        if digest(body) != checked {
            return Err(PatternError::Damaged);
        }
        let mut tables = &body[Self::HEADER..];
        let parts = Self::blocks(shape, usize::from(blank))
            .into_iter()
            .map(|homes| {
                let (nibbles, after) = tables.split_at(table_bytes(shape.cells(), homes.len()));
                tables = after;
                Part {
                    homes,
                    nibbles: nibbles.to_vec(),
                }
            })
            .collect();
        Ok(Self {
            shape,
            blank,
            parts,
        })
    }

    /// The set's tables in bytes.
    pub fn size(&self) -> usize {
        self.parts.iter().map(|part| part.nibbles.len()).sum()
    }

    /// The lower bound the set gives on the moves from the board of `cells` to the goal
    /// of `goal` (the Manhattan distance plus what the patterns add); `None` when the set
    /// serves another size or another cell of the blank's goal.
    pub fn estimate(&self, goal: &[u8], cells: &[u8]) -> Option<u32> {
        let lookup = Lookup::new(self, goal)?;
        if cells.len() != goal.len() {
            return None;
        }
        let columns = self.shape.columns();
        let mut home = [0usize; crate::puzzles::MAX_CELLS];
        for (cell, &tile) in goal.iter().enumerate() {
            home[usize::from(tile)] = cell;
        }
        let manhattan: usize = cells
            .iter()
            .enumerate()
            .filter(|&(_, &tile)| tile != 0)
            .map(|(cell, &tile)| {
                let to = home[usize::from(tile)];
                (cell / columns).abs_diff(to / columns) + (cell % columns).abs_diff(to % columns)
            })
            .sum();
        Some(manhattan as u32 + lookup.place(cells).added())
    }

    /// Half the excess of pattern `part`'s value at `index` over its Manhattan distance.
    #[inline(always)]
    fn excess(&self, part: usize, index: u32) -> u8 {
        let index = index as usize;
        let byte = self.parts[part].nibbles[index / 2];
        (byte >> (4 * (index & 1))) & 15
    }
}

/// The bytes of a table of `k` tiles on `n` cells.
fn table_bytes(n: usize, k: usize) -> usize {
    n.pow(k as u32).div_ceil(2)
}

/// The placements of `k` tiles on `n` cells.
fn placements(n: usize, k: usize) -> usize {
    (n + 1 - k..=n).product::<usize>().max(1)
}

/// The regions of free cells a build tells apart for each placement; a placement whose
/// free cells fall into more has its last ones taken as one (which lets the blank jump
/// between them: a relaxation, so the values stay lower bounds).
const SLOTS: usize = 4;

/// The cells of a board as bits, and what a flood over them needs.
struct Cells64 {
    columns: usize,
    all: u64,
    not_first: u64,
    not_last: u64,
}

impl Cells64 {
    fn new(shape: Shape) -> Self {
        let (columns, n) = (shape.columns(), shape.cells());
        let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let first = (0..n)
            .filter(|c| c % columns == 0)
            .fold(0u64, |m, c| m | 1 << c);
        let last = (0..n)
            .filter(|c| c % columns == columns - 1)
            .fold(0u64, |m, c| m | 1 << c);
        Self {
            columns,
            all,
            not_first: all & !first,
            not_last: all & !last,
        }
    }

    /// The connected region of the `open` cells that holds the cells of `seed`.
    #[inline]
    fn region(&self, seed: u64, open: u64) -> u64 {
        flood(seed, open, self.columns, self.not_first, self.not_last)
    }

    /// The slot of the region of `free` that holds `cell`: regions count in the order of
    /// their lowest cells, the last slot taking all from there on.
    #[inline]
    fn slot(&self, free: u64, cell: usize) -> usize {
        let mut rest = free;
        for slot in 0..SLOTS - 1 {
            let region = self.region(rest & rest.wrapping_neg(), free);
            if region & 1 << cell != 0 {
                return slot;
            }
            rest &= !region;
        }
        SLOTS - 1
    }

    /// The cells of slot `slot` of `free` (see [`Cells64::slot`]).
    #[inline]
    fn slot_cells(&self, free: u64, slot: usize) -> u64 {
        let mut rest = free;
        for _ in 0..slot {
            rest &= !self.region(rest & rest.wrapping_neg(), free);
        }
        if slot == SLOTS - 1 {
            rest
        } else {
            self.region(rest & rest.wrapping_neg(), free)
        }
    }
}

/// The table of the pattern of `homes` on boards of `shape`, for goals with the blank at
/// `blank`: a breadth-first search from the goal over the placements of the tiles and
/// the region of free cells that holds the blank (a tile steps onto a free neighbour in
/// the blank's region, for one move; the blank then stands where the tile was), each
/// entry then the least over the regions. `progress(reached)` hears now and then of the
/// states reached.
fn build_table(
    shape: Shape,
    homes: &[u8],
    blank: usize,
    progress: &mut dyn FnMut(usize),
) -> Vec<u8> {
    let (columns, rows, n) = (shape.columns(), shape.rows(), shape.cells());
    let grid = Cells64::new(shape);
    let k = homes.len();
    let weights: Vec<u32> = (0..k).map(|i| n.pow(i as u32) as u32).collect();
    let neighbours: Vec<Vec<usize>> = (0..n)
        .map(|c| {
            let (r, k) = (c / columns, c % columns);
            let mut near = Vec::with_capacity(4);
            if r > 0 {
                near.push(c - columns);
            }
            if r + 1 < rows {
                near.push(c + columns);
            }
            if k > 0 {
                near.push(c - 1);
            }
            if k + 1 < columns {
                near.push(c + 1);
            }
            near
        })
        .collect();
    let size = n.pow(k as u32);
    let mut distance = vec![u8::MAX; size * SLOTS];
    let goal: u32 = homes
        .iter()
        .zip(&weights)
        .map(|(&h, &w)| u32::from(h) * w)
        .sum();
    let held = homes.iter().fold(0u64, |m, &h| m | 1 << h);
    let start = goal as usize * SLOTS + grid.slot(grid.all & !held, blank);
    distance[start] = 0;
    let mut queue: Vec<u32> = Vec::with_capacity(placements(n, k) + placements(n, k) / 8);
    queue.push(start as u32);
    let mut head = 0;
    let mut cells = [0usize; MAX_TILES];
    while let Some(&state) = queue.get(head) {
        head += 1;
        if head % (1 << 18) == 0 {
            progress(head);
        }
        let (index, slot) = (state as usize / SLOTS, state as usize % SLOTS);
        let next = distance[state as usize] + 1;
        let mut held = 0u64;
        for (i, cell) in cells.iter_mut().enumerate().take(k) {
            *cell = index / weights[i] as usize % n;
            held |= 1 << *cell;
        }
        let free = grid.all & !held;
        let open = grid.slot_cells(free, slot);
        for i in 0..k {
            let from = cells[i];
            for &to in &neighbours[from] {
                if open & 1 << to == 0 {
                    continue;
                }
                let placed = index + to * weights[i] as usize - from * weights[i] as usize;
                let free = free ^ (1 << from) ^ (1 << to);
                let child = placed * SLOTS + grid.slot(free, from);
                if distance[child] == u8::MAX {
                    distance[child] = next;
                    queue.push(child as u32);
                }
            }
        }
    }
    drop(queue);
    let manhattan = |a: usize, b: usize| {
        (a / columns).abs_diff(b / columns) + (a % columns).abs_diff(b % columns)
    };
    let mut nibbles = vec![0u8; size.div_ceil(2)];
    for (index, slots) in distance.chunks_exact(SLOTS).enumerate() {
        let d = slots.iter().copied().min().unwrap_or(u8::MAX);
        if d == u8::MAX {
            continue;
        }
        let md: usize = (0..k)
            .map(|i| manhattan(index / weights[i] as usize % n, usize::from(homes[i])))
            .sum();
        let excess = ((usize::from(d) - md) / 2).min(15) as u8;
        nibbles[index / 2] |= excess << (4 * (index & 1));
    }
    nibbles
}

/// Where each tile stands in a set: its pattern and the weight of its cell in the
/// pattern's index, for goals of one board.
#[derive(Debug, Clone)]
pub(super) struct Lookup<'a> {
    patterns: &'a Patterns,
    /// Each tile's pattern (tiles by number; the blank has none).
    part: [u8; crate::puzzles::MAX_CELLS],
    weight: [u32; crate::puzzles::MAX_CELLS],
}

/// The patterns' indices and values for one board, kept move by move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Placement {
    index: [u32; MAX_PARTS],
    excess: [u8; MAX_PARTS],
    /// The sum of `excess`.
    total: u16,
}

impl Placement {
    /// The placement of the board of `cells` under `lookup`; with no databases, one that
    /// adds nothing.
    pub(super) fn of(lookup: Option<&Lookup<'_>>, cells: &[u8]) -> Self {
        lookup.map(|lookup| lookup.place(cells)).unwrap_or_default()
    }

    /// This placement after `tile` moved from cell `from` to `to` (the same with no
    /// databases).
    #[inline(always)]
    pub(super) fn after(
        &self,
        lookup: Option<&Lookup<'_>>,
        tile: u8,
        from: usize,
        to: usize,
    ) -> Self {
        let mut next = *self;
        if let Some(lookup) = lookup {
            lookup.moved(&mut next, tile, from, to);
        }
        next
    }

    /// Twice the excess of the patterns' sum over the Manhattan distance: what the
    /// databases add to it (0 with no databases).
    #[inline(always)]
    pub(super) fn added(&self) -> u32 {
        2 * u32::from(self.total)
    }
}

impl<'a> Lookup<'a> {
    /// The lookup of `patterns` for the goal whose cells are `goal`; `None` when the
    /// set serves another blank cell or another size.
    pub(super) fn new(patterns: &'a Patterns, goal: &[u8]) -> Option<Self> {
        if goal.len() != patterns.shape.cells() || goal[patterns.blank()] != 0 {
            return None;
        }
        let n = goal.len();
        let mut part = [u8::MAX; crate::puzzles::MAX_CELLS];
        let mut weight = [0u32; crate::puzzles::MAX_CELLS];
        for (p, each) in patterns.parts.iter().enumerate() {
            for (i, &home) in each.homes.iter().enumerate() {
                let tile = usize::from(goal[usize::from(home)]);
                part[tile] = p as u8;
                weight[tile] = n.pow(i as u32) as u32;
            }
        }
        Some(Self {
            patterns,
            part,
            weight,
        })
    }

    /// The placement of the board of `cells`.
    pub(super) fn place(&self, cells: &[u8]) -> Placement {
        let mut placement = Placement {
            index: [0; MAX_PARTS],
            excess: [0; MAX_PARTS],
            total: 0,
        };
        for (cell, &tile) in cells.iter().enumerate().take(self.patterns.shape.cells()) {
            let p = self.part[usize::from(tile)];
            if p != u8::MAX {
                placement.index[usize::from(p)] += cell as u32 * self.weight[usize::from(tile)];
            }
        }
        for p in 0..self.patterns.parts.len() {
            let excess = self.patterns.excess(p, placement.index[p]);
            placement.excess[p] = excess;
            placement.total += u16::from(excess);
        }
        placement
    }

    /// `placement` after `tile` moved from cell `from` to `to`.
    #[inline(always)]
    pub(super) fn moved(&self, placement: &mut Placement, tile: u8, from: usize, to: usize) {
        let tile = usize::from(tile) % crate::puzzles::MAX_CELLS;
        let p = usize::from(self.part[tile]) % MAX_PARTS;
        let weight = self.weight[tile];
        let index = placement.index[p] + to as u32 * weight - from as u32 * weight;
        let excess = self.patterns.excess(p, index);
        placement.total = placement.total + u16::from(excess) - u16::from(placement.excess[p]);
        placement.index[p] = index;
        placement.excess[p] = excess;
    }
}

/// The sets of one shape, one per cell of the blank's goal, each built or taken from
/// its bytes once and kept.
#[derive(Debug)]
pub struct PatternSets {
    shape: Shape,
    sets: Vec<OnceLock<Patterns>>,
}

impl PatternSets {
    /// The places of the sets of `shape`, if it has them.
    pub fn new(shape: Shape) -> Option<Self> {
        Patterns::fits(shape).then(|| Self {
            shape,
            sets: (0..shape.cells()).map(|_| OnceLock::new()).collect(),
        })
    }

    /// The boards' size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The set for goals with the blank at `blank`, if it is here.
    pub fn get(&self, blank: usize) -> Option<&Patterns> {
        self.sets.get(blank)?.get()
    }

    /// The set for goals with the blank at `blank`, built first if need be.
    pub fn build(&self, blank: usize, progress: &mut dyn FnMut(f64)) -> Option<&Patterns> {
        let slot = self.sets.get(blank)?;
        if let Some(set) = slot.get() {
            return Some(set);
        }
        let set = Patterns::build(self.shape, blank, progress)?;
        Some(slot.get_or_init(|| set))
    }

    /// Keeps `patterns` (a set already here is kept instead: the two are equal);
    /// whether they are of this shape.
    pub fn install(&self, patterns: Patterns) -> bool {
        if patterns.shape != self.shape {
            return false;
        }
        let Some(slot) = self.sets.get(patterns.blank()) else {
            return false;
        };
        let _ = slot.set(patterns);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::slide::Board;
    use crate::puzzles::sliding::Move;
    use crate::random::Rng;

    fn shape(text: &str) -> Shape {
        text.parse().unwrap()
    }

    #[test]
    fn sets_are_compact_blocks_within_the_memory_cap() {
        let five = shape("5x5");
        assert_eq!(Patterns::tiles_per_part(five), 5);
        let blocks = Patterns::blocks(five, 24);
        assert_eq!(
            blocks,
            [
                vec![0, 5, 1, 6, 2],
                vec![7, 3, 8, 4, 9],
                vec![10, 15, 11, 16, 12],
                vec![17, 13, 18, 14, 19],
                vec![20, 21, 22, 23],
            ]
        );
        assert_eq!(Patterns::tiles_per_part(shape("6x6")), 4);
        for size in ["9x2", "2x9", "4x5", "6x4", "3x9", "5x7", "6x6"] {
            let s = shape(size);
            assert!(Patterns::byte_len(s) <= MAX_BYTES + 64, "{size}");
            let mut covered: Vec<u8> = Patterns::blocks(s, 3).concat();
            covered.sort_unstable();
            let expected: Vec<u8> = (0..s.cells() as u8).filter(|&c| c != 3).collect();
            assert_eq!(covered, expected, "{size}");
        }
        assert!(!Patterns::fits(shape("4x4")) && !Patterns::fits(shape("7x6")));
    }

    #[test]
    fn a_pattern_counts_the_detours_the_blank_forces() {
        // two tiles of the top row of a 6x3 board, each in the other's goal cell: one
        // steps down, the other across, the first across and, the blank coming round by
        // the bottom row, up: four moves, two more than Manhattan's
        let nibbles = build_table(shape("6x3"), &[1, 2], 17, &mut |_| ());
        let entry = |index: usize| (nibbles[index / 2] >> (4 * (index & 1))) & 15;
        // index = cell of the first tile + 18 * cell of the second
        assert_eq!(entry(2 + 18), 1);
        assert_eq!(entry(1 + 18 * 2), 0);
        // apart on their row, in order: Manhattan's count is exact
        assert_eq!(entry(18 * 5), 0);
        // in the corner of a board of two rows the blank cannot come round: more
        let nibbles = build_table(shape("9x2"), &[0, 1], 17, &mut |_| ());
        let entry = |index: usize| (nibbles[index / 2] >> (4 * (index & 1))) & 15;
        assert!(entry(1) >= 2);
    }

    /// Each move changes the pattern of the tile moved by an odd number of moves (its
    /// placement's parity flips) and leaves the others, and every pattern is 0 at the
    /// goal; no value was cut at 15.
    #[test]
    fn a_move_changes_the_pattern_of_its_tile_alone() {
        let rng = &mut Rng::new(17);
        for size in ["4x5", "9x2", "6x6"] {
            let s = shape(size);
            let goal = Board::random_reaching(&Board::goal(s), rng);
            let patterns = Patterns::build(s, goal.blank(), &mut |_| ()).unwrap();
            let lookup = Lookup::new(&patterns, goal.cells()).unwrap();
            let manhattan = |board: &Board, p: usize| -> usize {
                let w = s.columns();
                board
                    .cells()
                    .iter()
                    .enumerate()
                    .filter(|&(_, &t)| t != 0 && usize::from(lookup.part[usize::from(t)]) == p)
                    .map(|(c, &t)| {
                        let h = goal.cells().iter().position(|&g| g == t).unwrap();
                        (c / w).abs_diff(h / w) + (c % w).abs_diff(h % w)
                    })
                    .sum()
            };
            assert_eq!(lookup.place(goal.cells()).total, 0, "{size}");
            let mut board = Board::random_reaching(&goal, rng);
            let mut placement = lookup.place(board.cells());
            for _ in 0..3000 {
                let moves: Vec<Move> = board.successors().map(|(mv, _)| mv).collect();
                let before = board.clone();
                let from = board.blank();
                board.play(moves[rng.below(moves.len())]);
                let tile = board.cells()[from];
                let mut next = placement;
                lookup.moved(&mut next, tile, board.blank(), from);
                assert_eq!(next, lookup.place(board.cells()), "{size}");
                assert!(
                    next.excess.iter().all(|&e| e < 15),
                    "{size}: a value was cut"
                );
                let moved = usize::from(lookup.part[usize::from(tile)]);
                for p in 0..patterns.parts.len() {
                    let old = manhattan(&before, p) + 2 * usize::from(placement.excess[p]);
                    let new = manhattan(&board, p) + 2 * usize::from(next.excess[p]);
                    if p == moved {
                        assert_eq!(old.abs_diff(new) % 2, 1, "{size}: pattern {p}");
                    } else {
                        assert_eq!(old, new, "{size}: pattern {p}");
                    }
                }
                placement = next;
            }
        }
    }

    #[test]
    fn bytes_come_back_checked() {
        let s = shape("9x2");
        let patterns = Patterns::build(s, 17, &mut |_| ()).unwrap();
        let bytes = patterns.to_bytes();
        assert_eq!(bytes.len(), Patterns::byte_len(s));
        assert_eq!(Patterns::from_bytes(&bytes), Ok(patterns));
        let mut damaged = bytes.clone();
        damaged[100] ^= 1;
        assert_eq!(Patterns::from_bytes(&damaged), Err(PatternError::Damaged));
        assert_eq!(
            Patterns::from_bytes(&bytes[..bytes.len() - 1]),
            Err(PatternError::WrongLength)
        );
        assert_eq!(
            Patterns::from_bytes(&bytes[..5]),
            Err(PatternError::WrongTag)
        );
        let mut other = bytes.clone();
        other[10] = 40;
        assert_eq!(Patterns::from_bytes(&other), Err(PatternError::UnknownSet));
    }
}
