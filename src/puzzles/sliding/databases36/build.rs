//! The build of one pattern's table: a breadth-first search over the placements of its
//! tiles and the region of free cells that holds the blank.

use super::patterns::{placements, MAX_TILES};
use crate::puzzles::sliding::grid::flood;
use crate::puzzles::Shape;

/// The regions of free cells a build tells apart for each placement; a placement whose
/// free cells fall into more has its last ones taken as one (which lets the blank jump
/// between them: a relaxation, so the values stay lower bounds).
pub(super) const SLOTS: usize = 4;

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
pub(super) fn build_table(
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

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Shape {
        text.parse().unwrap()
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
}
