//! The ranked state space of S-Dao: every position (board and colour to move) as a dense
//! index, with moves and undone moves computed on indices.

use super::geometry::{occupied, slide_end, slide_origins, Direction};
use super::position::{Colour, Position, Slide, SLIDES, STONES};
use crate::puzzles::square::CELLS;
use crate::rank::{combination_count, combination_rank, next_combination};
use crate::search::StateSpace;

/// Sets of 4 cells among 16.
const SETS: usize = combination_count(CELLS, STONES as usize);
/// Sets of 4 cells among the 12 another colour leaves free.
const FREE_SETS: usize = combination_count(CELLS - STONES as usize, STONES as usize);
/// Positions with one colour to move.
pub(crate) const HALF: usize = SETS * FREE_SETS;

/// All positions as a directed graph over dense indices:
/// `(turn * SETS + last) * FREE_SETS + next`, where `last` ranks the cells of the colour
/// that just moved (the one not to move) and `next` the cells of the colour to move,
/// renumbered among the 12 cells the first leaves free. Sets rank in colexicographic
/// order, the numeric order of their masks, so the sets within 12 cells come first.
///
/// Undoing a move moves one stone of the colour that just moved; in the position before,
/// that colour is to move and the other colour's stones, which stay, come first in the
/// index. So every predecessor of a position lies in one block of 495 indices, and
/// differs from the others in two bits of a 12-bit mask: the search ranks them with one
/// small table look-up, and marks them all in one spot of its bitset.
pub(crate) struct SdaoSpace {
    /// `sets[r]`: the set of 4 cells of rank `r`.
    sets: Vec<u16>,
    /// `ranks[set]`: the rank of a set of 4 cells.
    ranks: Vec<u16>,
    /// `free[r][k]`: the `k`-th cell outside set `r`.
    free: Vec<[u8; CELLS - STONES as usize]>,
    /// `slot[r][cell]`: the cell's number among those outside set `r`.
    slot: Vec<[u8; CELLS]>,
}

/// A position split as the index sees it.
#[derive(Debug, Clone, Copy)]
struct Split {
    turn: Colour,
    /// The stones of the colour that just moved.
    last: u16,
    /// The stones of the colour to move.
    next: u16,
}

impl SdaoSpace {
    pub(crate) fn new() -> Self {
        let first = (1 << STONES) - 1;
        let sets: Vec<u16> = std::iter::successors(Some(first), |&set| next_combination(set))
            .map_while(|set| u16::try_from(set).ok())
            .collect();
        let mut ranks = vec![0; 1 << CELLS];
        for &set in &sets {
            ranks[usize::from(set)] = combination_rank(u32::from(set)) as u16;
        }
        let mut free = Vec::with_capacity(SETS);
        let mut slot = Vec::with_capacity(SETS);
        for &set in &sets {
            let mut cells = [0; CELLS - STONES as usize];
            let mut slots = [0; CELLS];
            let outside = (0..CELLS as u8).filter(|&cell| set >> cell & 1 == 0);
            for (k, cell) in outside.enumerate() {
                cells[k] = cell;
                slots[usize::from(cell)] = k as u8;
            }
            free.push(cells);
            slot.push(slots);
        }
        Self {
            sets,
            ranks,
            free,
            slot,
        }
    }

    fn split(&self, index: u32) -> Split {
        let index = index as usize;
        let turn = if index < HALF {
            Colour::White
        } else {
            Colour::Black
        };
        let last = index % HALF / FREE_SETS;
        let free = &self.free[last];
        let mut pattern = self.sets[index % FREE_SETS];
        let mut next = 0;
        while pattern != 0 {
            next |= 1 << free[pattern.trailing_zeros() as usize];
            pattern &= pattern - 1;
        }
        Split {
            turn,
            last: self.sets[last],
            next,
        }
    }

    /// The first index of the block of positions with `turn` to move and the stones
    /// `last` of the other colour, with the slots of the cells those stones leave free.
    fn block(&self, turn: Colour, last: u16) -> (u32, &[u8; CELLS]) {
        let rank = usize::from(self.ranks[usize::from(last)]);
        let base = (turn as usize * SETS + rank) * FREE_SETS;
        (base as u32, &self.slot[rank])
    }

    pub(crate) fn index(&self, position: &Position) -> u32 {
        let turn = position.turn;
        let (base, slot) = self.block(turn, position.stones(turn.other()));
        base + u32::from(self.ranks[usize::from(compress(position.stones(turn), slot))])
    }

    pub(crate) fn position(&self, index: u32) -> Position {
        let Split { turn, last, next } = self.split(index);
        let (white, black) = match turn {
            Colour::White => (next, last),
            Colour::Black => (last, next),
        };
        Position { white, black, turn }
    }

    /// The two goal states of a final board: either colour to move.
    pub(crate) fn goals(&self, goal: &Position) -> [u32; 2] {
        [Colour::White, Colour::Black].map(|turn| self.index(&goal.with_turn(turn)))
    }
}

/// The stones renumbered by `slot`, as a mask.
#[inline]
fn compress(stones: u16, slot: &[u8; CELLS]) -> u16 {
    let mut stones = stones;
    let mut mask = 0;
    while stones != 0 {
        mask |= 1 << slot[stones.trailing_zeros() as usize];
        stones &= stones - 1;
    }
    mask
}

impl StateSpace for SdaoSpace {
    type State = u32;
    type Move = Slide;

    fn size(&self) -> usize {
        2 * HALF
    }

    #[inline]
    fn rank(&self, &index: &u32) -> usize {
        index as usize
    }

    fn moves(&self) -> &[Slide] {
        &SLIDES
    }

    fn apply(&self, &index: &u32, slide: Slide) -> Option<u32> {
        let (next, _) = self.position(index).apply(slide)?;
        Some(self.index(&next))
    }

    #[inline]
    fn for_each_predecessor(&self, &index: &u32, mut visit: impl FnMut(u32)) {
        let Split { turn, last, next } = self.split(index);
        let occupied = occupied(last | next);
        // Before the move, the colour that just moved was to move and `next` stood still.
        let (base, slot) = self.block(turn.other(), next);
        let before = compress(last, slot);
        let mut stones = last;
        while stones != 0 {
            let cell = stones.trailing_zeros() as u8;
            stones &= stones - 1;
            let others = before ^ 1 << slot[usize::from(cell)];
            let mut origins = 0;
            for direction in Direction::ALL {
                origins |= slide_origins(cell, direction, occupied);
            }
            while origins != 0 {
                let pattern = others | 1 << slot[origins.trailing_zeros() as usize];
                visit(base + u32::from(self.ranks[usize::from(pattern)]));
                origins &= origins - 1;
            }
        }
    }

    #[inline]
    fn for_each_successor(&self, &index: &u32, mut visit: impl FnMut(u32)) {
        let Split { turn, last, next } = self.split(index);
        let occupied = occupied(last | next);
        let mut stones = next;
        while stones != 0 {
            let cell = stones.trailing_zeros() as u8;
            stones &= stones - 1;
            for direction in Direction::ALL {
                if let Some(to) = slide_end(cell, direction, occupied) {
                    // After the move, `next` has just moved and `last` is to move.
                    let moved = next ^ 1 << cell ^ 1 << to;
                    let (base, slot) = self.block(turn.other(), moved);
                    visit(base + u32::from(self.ranks[usize::from(compress(last, slot))]));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;

    #[test]
    fn indices_and_positions_correspond() {
        let space = SdaoSpace::new();
        for index in 0..2 * HALF as u32 {
            let position = space.position(index);
            assert_eq!(position.white.count_ones(), 4);
            assert_eq!(position.black.count_ones(), 4);
            assert_eq!(position.white & position.black, 0);
            assert_eq!(space.index(&position), index, "{position:?}");
        }
    }

    #[test]
    fn neighbours_are_exactly_the_positions_one_move_away() {
        let space = SdaoSpace::new();
        let listed = |index: u32, way: fn(&SdaoSpace, &u32, &mut dyn FnMut(u32))| {
            let mut found = Vec::new();
            way(&space, &index, &mut |p| found.push(p));
            found.sort_unstable();
            found
        };
        let successors = |space: &SdaoSpace, index: &u32, visit: &mut dyn FnMut(u32)| {
            space.for_each_successor(index, visit);
        };
        let predecessors = |space: &SdaoSpace, index: &u32, visit: &mut dyn FnMut(u32)| {
            space.for_each_predecessor(index, visit);
        };
        let (mut forward, mut backward) = (0, 0);
        for index in 0..2 * HALF as u32 {
            forward += listed(index, successors).len();
            backward += listed(index, predecessors).len();
        }
        assert_eq!(forward, backward, "as many moves as undone moves");
        let mut rng = Rng::new(3);
        for _ in 0..3000 {
            let index = rng.below(2 * HALF) as u32;
            let mut by_moves: Vec<u32> = SLIDES
                .iter()
                .filter_map(|&slide| space.apply(&index, slide))
                .collect();
            by_moves.sort_unstable();
            assert_eq!(listed(index, successors), by_moves, "{index}");
            for next in by_moves {
                assert!(
                    listed(next, predecessors).contains(&index),
                    "{index} -> {next}"
                );
            }
            for previous in listed(index, predecessors) {
                let next = listed(previous, successors);
                assert!(next.contains(&index), "{previous} -> {index}");
            }
        }
    }
    #[test]
    fn every_position_that_can_move_reaches_every_board() {
        let space = SdaoSpace::new();
        let root = space.index(&Position::SAMPLE);
        // every position reached from the root, and every position reaching it
        let mut reached = vec![false; 2 * HALF];
        let mut stack = vec![root];
        reached[root as usize] = true;
        while let Some(index) = stack.pop() {
            space.for_each_successor(&index, |next| {
                if !std::mem::replace(&mut reached[next as usize], true) {
                    stack.push(next);
                }
            });
        }
        let reaching = crate::search::DistanceTable::build(&space, &[root]);
        for index in 0..2 * HALF as u32 {
            let mut moves = 0;
            space.for_each_successor(&index, |_| moves += 1);
            assert_eq!(
                reaching.distance(index as usize).is_some(),
                moves > 0,
                "{index}"
            );
        }
        // only the 28 positions no move leads to are not reached
        assert_eq!(reached.iter().filter(|&&r| !r).count(), 28);
        for index in 0..HALF as u32 {
            let goals = space.goals(&space.position(index));
            assert!(goals.iter().any(|&goal| reached[goal as usize]), "{index}");
        }
    }
}
