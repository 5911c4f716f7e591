//! A set read for one goal: each tile's pattern and weight, and the patterns' indices and
//! values of a board, kept move by move.

use super::patterns::{Patterns, MAX_PARTS};

/// Where each tile stands in a set: its pattern and the weight of its cell in the
/// pattern's index, for goals of one board.
#[derive(Debug, Clone)]
pub(crate) struct Lookup<'a> {
    patterns: &'a Patterns,
    /// Each tile's pattern (tiles by number; the blank has none).
    part: [u8; crate::puzzles::MAX_CELLS],
    weight: [u32; crate::puzzles::MAX_CELLS],
}

/// The patterns' indices and values for one board, kept move by move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Placement {
    index: [u32; MAX_PARTS],
    excess: [u8; MAX_PARTS],
    /// The sum of `excess`.
    total: u16,
}

impl Placement {
    /// The placement of the board of `cells` under `lookup`; with no databases, one that
    /// adds nothing.
    pub(crate) fn of(lookup: Option<&Lookup<'_>>, cells: &[u8]) -> Self {
        lookup.map(|lookup| lookup.place(cells)).unwrap_or_default()
    }

    /// This placement after `tile` moved from cell `from` to `to` (the same with no
    /// databases).
    #[inline(always)]
    pub(crate) fn after(
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
    pub(crate) fn added(&self) -> u32 {
        2 * u32::from(self.total)
    }
}

impl<'a> Lookup<'a> {
    /// The lookup of `patterns` for the goal whose cells are `goal`; `None` when the
    /// set serves another blank cell or another size.
    pub(crate) fn new(patterns: &'a Patterns, goal: &[u8]) -> Option<Self> {
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
    pub(crate) fn place(&self, cells: &[u8]) -> Placement {
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
    pub(crate) fn moved(&self, placement: &mut Placement, tile: u8, from: usize, to: usize) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sliding::board::Board;
    use crate::puzzles::sliding::rules::Move;
    use crate::puzzles::Shape;
    use crate::random::Rng;

    fn shape(text: &str) -> Shape {
        text.parse().unwrap()
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
}
