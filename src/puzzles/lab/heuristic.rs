//! The heuristics the lab ranks boards by, each a lower bound on the moves left.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::space::{Key, Space};
use crate::puzzles::sliding::Patterns;
use crate::puzzles::Shape;

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
    /// Additive pattern databases, the core's own for boards of 17 to 36 cells (see
    /// `sliding::databases36`): the tiles in groups of at most five, each group's table
    /// holding the fewest moves of its tiles home, the blank's region of free cells
    /// kept. Built once per board size and blank's goal cell, then kept.
    Patterns,
}

impl Heuristic {
    /// Every heuristic, weakest first (on most boards).
    pub const ALL: [Heuristic; 4] = [
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
        Heuristic::Patterns,
    ];

    /// Whether the heuristic has tables to build before its first value (a fraction of
    /// a second on a 4x4: docs/performance.md); the others are at hand at once.
    pub fn has_tables(self) -> bool {
        self == Heuristic::Patterns
    }

    /// The heuristic's name on the command line and in the page's requests.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear-conflict",
            Heuristic::Patterns => "patterns",
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
        super::request::named(&Self::ALL, Self::name, name)
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
    /// The pattern databases, for [`Heuristic::Patterns`].
    patterns: Option<Rc<Patterns>>,
    /// The goal's tile at each cell.
    goal: [u8; 16],
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
                    Heuristic::Manhattan | Heuristic::LinearConflict | Heuristic::Patterns => {
                        ((cell / columns).abs_diff(home / columns)
                            + (cell % columns).abs_diff(home % columns))
                            as u8
                    }
                };
            }
        }
        let mut goal = [0; 16];
        for (cell, tile) in goal.iter_mut().enumerate().take(space.cells()) {
            *tile = Space::tile(space.goal(), cell);
        }
        let patterns =
            (heuristic == Heuristic::Patterns).then(|| patterns_of(space.shape(), space.home(0)));
        Self {
            space,
            heuristic,
            away,
            patterns,
            goal,
        }
    }

    /// The estimate of `key`.
    pub(super) fn of(&self, key: Key) -> u32 {
        let cells = self.space.cells();
        if let Some(patterns) = &self.patterns {
            let mut board = [0; 16];
            for (cell, tile) in board.iter_mut().enumerate().take(cells) {
                *tile = Space::tile(key, cell);
            }
            return patterns
                .estimate(&self.goal[..cells], &board[..cells])
                .expect("a set built for this size and blank");
        }
        let sum: u32 = (0..cells)
            .map(|cell| u32::from(self.away[usize::from(Space::tile(key, cell))][cell]))
            .sum();
        match self.heuristic {
            Heuristic::LinearConflict => sum + 2 * self.conflicts(key),
            Heuristic::Misplaced | Heuristic::Manhattan | Heuristic::Patterns => sum,
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

/// A set of pattern databases, with the board size and blank's goal cell it serves.
type Kept = ((Shape, usize), Rc<Patterns>);

thread_local! {
    /// The last set built: a lab asks again and again of one size and goal (each run,
    /// each board's estimates), and a 4x4's set takes a fraction of a second to build.
    static LAST: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// The pattern databases of boards of `shape` whose goal has the blank at `blank`,
/// built or taken from the last ones.
fn patterns_of(shape: Shape, blank: usize) -> Rc<Patterns> {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((serves, patterns)) = last.as_ref() {
            if *serves == (shape, blank) {
                return Rc::clone(patterns);
            }
        }
        let patterns = Rc::new(
            Patterns::build(shape, blank, &mut |_| ()).expect("a lab board has 4 to 16 cells"),
        );
        *last = Some(((shape, blank), Rc::clone(&patterns)));
        patterns
    })
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
