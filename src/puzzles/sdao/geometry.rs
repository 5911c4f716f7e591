//! The slides of stones on the 4x4 board: the eight directions, where a sliding stone
//! stops, and the cells' names, shared by every game of sliding stones on this board (the
//! square's cells, their neighbours and its symmetries are in
//! [`square`](crate::puzzles::square)).

use crate::puzzles::square::CELLS;

/// Where a ray leaves the board: a cell number beyond the last, always counted occupied.
const BORDER: u8 = CELLS as u8;

/// A direction of slide, in the canonical order N, NE, E, SE, S, SW, W, NW (north is up).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Direction {
    N,
    NE,
    E,
    SE,
    S,
    SW,
    W,
    NW,
}

impl Direction {
    /// Every direction, in canonical order.
    pub(crate) const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The (row, column) step; rows grow downwards.
    const fn step(self) -> (i8, i8) {
        match self {
            Direction::N => (-1, 0),
            Direction::NE => (-1, 1),
            Direction::E => (0, 1),
            Direction::SE => (1, 1),
            Direction::S => (1, 0),
            Direction::SW => (1, -1),
            Direction::W => (0, -1),
            Direction::NW => (-1, -1),
        }
    }

    /// The direction back.
    fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// Whether cell numbers grow that way.
    const fn ascends(self) -> bool {
        let (row, column) = self.step();
        row * 4 + column > 0
    }
}

/// `NEIGHBOUR[cell][direction]`: the next cell that way, or [`BORDER`].
const NEIGHBOUR: [[u8; 8]; CELLS] = {
    let mut table = [[BORDER; 8]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = Direction::ALL[d].step();
            let (row, column) = ((cell / 4) as i8 + dr, (cell % 4) as i8 + dc);
            if 0 <= row && row < 4 && 0 <= column && column < 4 {
                table[cell][d] = (row * 4 + column) as u8;
            }
            d += 1;
        }
        cell += 1;
    }
    table
};

/// The cell after `cell` going `direction`, or [`BORDER`].
#[inline]
fn neighbour(cell: u8, direction: Direction) -> u8 {
    NEIGHBOUR[usize::from(cell)][direction as usize]
}

/// `ADJACENT[cell]`: the cells next to `cell` in the eight directions, as a mask.
pub(crate) const ADJACENT: [u16; CELLS] = {
    let mut table = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 8 {
            let next = NEIGHBOUR[cell][d];
            if next != BORDER {
                table[cell] |= 1 << next;
            }
            d += 1;
        }
        cell += 1;
    }
    table
};

/// The number of slides the stones `stones` can make among the stones `occupied`: one
/// per empty cell next to one of them, as a slide goes at least one cell.
#[inline]
pub(crate) fn slide_count(stones: u16, occupied: u16) -> u32 {
    let mut stones = stones;
    let mut count = 0;
    while stones != 0 {
        count += (ADJACENT[stones.trailing_zeros() as usize] & !occupied).count_ones();
        stones &= stones - 1;
    }
    count
}

/// `RAY[cell][direction]`: the cells beyond `cell` that way, as a mask.
const RAY: [[u32; 8]; CELLS] = {
    let mut table = [[0; 8]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut d = 0;
        while d < 8 {
            let mut next = NEIGHBOUR[cell][d];
            while next != BORDER {
                table[cell][d] |= 1 << next;
                next = NEIGHBOUR[next as usize][d];
            }
            d += 1;
        }
        cell += 1;
    }
    table
};

/// The empty cells a stone on `cell` passes sliding in `direction`, up to the first stone
/// or the border. Without branches: the searches call this 32 times per position.
#[inline(always)]
fn open_ray(cell: u8, direction: Direction, occupied: u32) -> u32 {
    let ray = RAY[usize::from(cell)][direction as usize];
    let stones = ray & occupied;
    let open = if direction.ascends() {
        // the cells below the lowest stone
        (stones & stones.wrapping_neg()).wrapping_sub(1)
    } else {
        // the cells above the highest stone (all when there is none)
        u32::MAX << (32 - stones.leading_zeros())
    };
    ray & open
}

/// Where a stone on `cell` stops sliding in `direction`; `None` if it cannot move.
#[inline(always)]
pub(crate) fn slide_end(cell: u8, direction: Direction, occupied: u32) -> Option<u8> {
    let open = open_ray(cell, direction, occupied);
    match open {
        0 => None,
        _ if direction.ascends() => Some(31 - open.leading_zeros() as u8),
        _ => Some(open.trailing_zeros() as u8),
    }
}

/// The cells from which a stone sliding in `direction` stops on `cell`, empty now: none
/// unless the next cell that way stops it, else those behind it up to the first stone.
#[inline(always)]
pub(crate) fn slide_origins(cell: u8, direction: Direction, occupied: u32) -> u32 {
    let stops = (occupied >> neighbour(cell, direction) & 1).wrapping_neg();
    open_ray(cell, direction.opposite(), occupied) & stops
}

/// The name of a column, `a`-`d` from the left.
pub fn column_name(column: u8) -> char {
    char::from(b'a' + column)
}

/// The name of a row, `1`-`4` from the top.
pub fn row_name(row: u8) -> char {
    char::from(b'1' + row)
}

/// The name of a cell: its column's name, then its row's (`a1` top left, `d4` bottom right).
pub fn cell_name(cell: u8) -> String {
    format!("{}{}", column_name(cell % 4), row_name(cell / 4))
}

/// The cells of `stones`, with [`BORDER`] as well: what stops a slide.
#[inline]
pub(crate) fn occupied(stones: u16) -> u32 {
    u32::from(stones) | 1 << BORDER
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::Rng;

    #[test]
    fn slides_are_counted_by_the_empty_cells_next_to_the_stones() {
        let mut rng = Rng::new(4);
        for _ in 0..5000 {
            let occupied = rng.next_u64() as u16 & rng.next_u64() as u16;
            let stones = occupied & rng.next_u64() as u16;
            let slides = (0..CELLS as u8)
                .filter(|&cell| stones >> cell & 1 == 1)
                .flat_map(|cell| {
                    Direction::ALL.map(|d| slide_end(cell, d, self::occupied(occupied)))
                })
                .filter(Option::is_some)
                .count();
            assert_eq!(
                slide_count(stones, occupied),
                slides as u32,
                "{stones:x} {occupied:x}"
            );
        }
        assert_eq!(ADJACENT[0], 0b11_0010);
        assert_eq!(ADJACENT[5].count_ones(), 8);
    }
}
