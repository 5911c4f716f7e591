//! The heuristics the lab ranks boards by, each a lower bound on the moves left.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::space::{Key, Space};

/// An estimate of the moves from a board to the goal.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Heuristic {
    /// How many tiles stand off their goal cell: each needs a move at least.
    Misplaced,
    /// The sum over the tiles of the rows and columns between each and its goal cell:
    /// a move carries one tile one cell.
    Manhattan,
    /// Manhattan distance, plus two moves for each tile that must leave its goal row (or
    /// column) to let another of that line pass: in each line, the tiles already in
    /// their goal line but not among the most that stand in their goal order.
    LinearConflict,
}

impl Heuristic {
    /// Every heuristic, weakest first.
    pub const ALL: [Heuristic; 3] = [
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
    ];

    /// The heuristic's name on the command line and in the page's requests.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear-conflict",
        }
    }
}

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Heuristic {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        super::named(&Self::ALL, Self::name, name)
    }
}

/// A heuristic made ready for one space: the distance of every tile from every cell to
/// its goal cell.
pub(super) struct Estimator<'a> {
    space: &'a Space,
    heuristic: Heuristic,
    /// `away[tile][cell]`: the moves of `tile` from `cell` to its goal cell, as the
    /// heuristic counts them (0 for the blank).
    away: [[u8; 16]; 16],
}

impl<'a> Estimator<'a> {
    /// `heuristic` on `space`.
    pub(super) fn new(space: &'a Space, heuristic: Heuristic) -> Self {
        let columns = space.columns();
        let mut away = [[0; 16]; 16];
        for (tile, row) in away.iter_mut().enumerate().take(space.cells()).skip(1) {
            let home = space.home(tile as u8);
            for (cell, moves) in row.iter_mut().enumerate().take(space.cells()) {
                *moves = match heuristic {
                    Heuristic::Misplaced => u8::from(cell != home),
                    Heuristic::Manhattan | Heuristic::LinearConflict => {
                        ((cell / columns).abs_diff(home / columns)
                            + (cell % columns).abs_diff(home % columns))
                            as u8
                    }
                };
            }
        }
        Self {
            space,
            heuristic,
            away,
        }
    }

    /// The estimate of `key`.
    pub(super) fn of(&self, key: Key) -> u32 {
        let cells = self.space.cells();
        let sum: u32 = (0..cells)
            .map(|cell| u32::from(self.away[usize::from(Space::tile(key, cell))][cell]))
            .sum();
        match self.heuristic {
            Heuristic::LinearConflict => sum + 2 * self.conflicts(key),
            Heuristic::Misplaced | Heuristic::Manhattan => sum,
        }
    }

    /// The tiles that must leave their goal line, over every row and column.
    fn conflicts(&self, key: Key) -> u32 {
        let columns = self.space.columns();
        let rows = self.space.cells() / columns;
        let mut count = 0;
        let mut line = [0u8; 16];
        for row in 0..rows {
            let mut len = 0;
            for column in 0..columns {
                let tile = Space::tile(key, row * columns + column);
                let home = self.space.home(tile);
                if tile != 0 && home / columns == row {
                    line[len] = (home % columns) as u8;
                    len += 1;
                }
            }
            count += len - longest_rising(&line[..len]);
        }
        for column in 0..columns {
            let mut len = 0;
            for row in 0..rows {
                let tile = Space::tile(key, row * columns + column);
                let home = self.space.home(tile);
                if tile != 0 && home % columns == column {
                    line[len] = (home / columns) as u8;
                    len += 1;
                }
            }
            count += len - longest_rising(&line[..len]);
        }
        count as u32
    }
}

/// The length of the longest strictly rising subsequence of `values` (at most 16).
fn longest_rising(values: &[u8]) -> usize {
    let mut ending = [0usize; 16];
    for (i, &v) in values.iter().enumerate() {
        ending[i] = 1
            + (0..i)
                .filter(|&j| values[j] < v)
                .map(|j| ending[j])
                .max()
                .unwrap_or(0);
    }
    ending[..values.len()].iter().copied().max().unwrap_or(0)
}
