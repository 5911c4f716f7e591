//! Positions (a board of stones and the colour to move), their moves in canonical order,
//! and their text form as it crosses to JavaScript.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::geometry::{cell_name, occupied, slide_end, Direction};
use crate::puzzles::square::CELLS;
use crate::puzzles::BoardError;
use crate::random::Rng;

/// The stones of each colour on a board.
pub(crate) const STONES: u32 = 4;

/// A colour of stones, also naming whose turn it is.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// White, who moves first.
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The colour that moves after this one.
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// `white` or `black`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }

    /// The colour's symbol on a written board: `w` or `b`.
    pub fn symbol(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

/// What a cell written `symbol` holds: a stone of a colour (`w`, `b`, either case) or
/// none (`*`); `None` for any other symbol.
pub(super) fn read_cell(symbol: char) -> Option<Option<Colour>> {
    match symbol {
        'w' | 'W' => Some(Some(Colour::White)),
        'b' | 'B' => Some(Some(Colour::Black)),
        '*' => Some(None),
        _ => None,
    }
}

/// A move as the player sees it: a stone's cell and the cell where its slide ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The stone's cell.
    pub from: u8,
    /// Where its slide ends.
    pub to: u8,
}

impl fmt::Display for Move {
    /// `a1-d4`: from, then to.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", cell_name(self.from), cell_name(self.to))
    }
}

/// A move as the search sees it: a stone's cell and a direction. Ordering slides by
/// cell, then direction, is the canonical order of moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Slide {
    pub(crate) from: u8,
    pub(crate) direction: Direction,
}

/// Every slide, in canonical order.
pub(crate) const SLIDES: [Slide; CELLS * 8] = {
    let mut slides = [Slide {
        from: 0,
        direction: Direction::N,
    }; CELLS * 8];
    let mut i = 0;
    while i < CELLS * 8 {
        slides[i] = Slide {
            from: (i / 8) as u8,
            direction: Direction::ALL[i % 8],
        };
        i += 1;
    }
    slides
};

/// A position: where the stones of each colour stand (one bit per cell, row by row from
/// the top-left) and whose turn it is. Crosses to JavaScript as [`PositionText`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PositionText", into = "PositionText")]
pub struct Position {
    pub(super) white: u16,
    pub(super) black: u16,
    pub(super) turn: Colour,
}

/// A position as text: 16 cells row by row, each `w`, `b` or `*`, and the colour to move,
/// e.g. `{ cells: "w**b*wb**bw*b**w", turn: "white" }`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionText {
    /// The 16 cells.
    pub cells: String,
    /// The colour to move.
    pub turn: Colour,
}

impl Position {
    /// The first board of the judge format's sample (docs/formats.md), white to move.
    pub const SAMPLE: Position = Position {
        white: 0b1000_0100_0010_0001,
        black: 0b0001_0010_0100_1000,
        turn: Colour::White,
    };

    /// A uniformly random placement, white to move, where white can move: from there
    /// every board can be reached (every position where the colour to move can move
    /// reaches every board; see `space`'s tests), so no search is needed.
    pub fn random(rng: &mut Rng) -> Self {
        loop {
            let position = Position::random_placement(rng, Colour::White);
            if position.moves().next().is_some() {
                return position;
            }
        }
    }

    /// A uniformly random placement of the stones, with `turn` to move.
    pub fn random_placement(rng: &mut Rng, turn: Colour) -> Self {
        let mut stones = [None; CELLS];
        stones[..STONES as usize].fill(Some(Colour::White));
        stones[STONES as usize..2 * STONES as usize].fill(Some(Colour::Black));
        rng.shuffle(&mut stones);
        let mut position = Position::empty(turn);
        for (cell, stone) in stones.into_iter().enumerate() {
            position.put(cell, stone);
        }
        position
    }

    /// The position with the stones `white` and `black` (4 cells each, disjoint) and
    /// `turn` to move.
    pub(crate) const fn from_stones(white: u16, black: u16, turn: Colour) -> Self {
        debug_assert!(white.count_ones() == STONES && black.count_ones() == STONES);
        debug_assert!(white & black == 0);
        Self { white, black, turn }
    }

    /// The board without stones.
    pub(super) fn empty(turn: Colour) -> Self {
        Self {
            white: 0,
            black: 0,
            turn,
        }
    }

    /// Puts `stone` (or none) on `cell`, empty until now.
    pub(super) fn put(&mut self, cell: usize, stone: Option<Colour>) {
        match stone {
            Some(Colour::White) => self.white |= 1 << cell,
            Some(Colour::Black) => self.black |= 1 << cell,
            None => {}
        }
    }

    /// The stones of `colour`, one bit per cell.
    pub fn stones(&self, colour: Colour) -> u16 {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// The colour to move.
    pub fn turn(&self) -> Colour {
        self.turn
    }

    /// The same board with `turn` to move.
    pub fn with_turn(self, turn: Colour) -> Self {
        Self { turn, ..self }
    }

    /// Whether the stones stand as in `other`, whoever is to move.
    pub fn same_board(&self, other: &Position) -> bool {
        (self.white, self.black) == (other.white, other.black)
    }

    /// The board as 4 rows of 4 cells, without a final line break.
    pub fn to_rows(&self) -> String {
        let cells: Vec<char> = self.cells().collect();
        let rows: Vec<String> = cells.chunks(4).map(|row| row.iter().collect()).collect();
        rows.join("\n")
    }

    /// The cells row by row as `w`, `b` or `*`.
    fn cells(&self) -> impl Iterator<Item = char> + '_ {
        (0..CELLS).map(
            |cell| match (self.white >> cell & 1, self.black >> cell & 1) {
                (1, _) => 'w',
                (_, 1) => 'b',
                _ => '*',
            },
        )
    }

    /// Every cell holding a stone, with [`BORDER`] as well.
    pub(crate) fn occupied(&self) -> u32 {
        occupied(self.white | self.black)
    }

    /// The position after `slide`, and the cell where the stone stops; `None` unless the
    /// stone on `slide.from` has the colour to move and moves at least one cell.
    pub(crate) fn apply(&self, slide: Slide) -> Option<(Self, u8)> {
        let mover = self.stones(self.turn);
        if mover >> slide.from & 1 == 0 {
            return None;
        }
        let to = slide_end(slide.from, slide.direction, self.occupied())?;
        let moved = mover ^ 1 << slide.from ^ 1 << to;
        let next = match self.turn {
            Colour::White => Self {
                white: moved,
                ..*self
            },
            Colour::Black => Self {
                black: moved,
                ..*self
            },
        };
        Some((next.with_turn(self.turn.other()), to))
    }

    /// The legal moves, in canonical order (stone by cell, then direction), with the
    /// positions they lead to.
    pub fn moves(&self) -> impl Iterator<Item = (Move, Position)> + '_ {
        SLIDES.iter().filter_map(|&slide| {
            let (next, to) = self.apply(slide)?;
            Some((
                Move {
                    from: slide.from,
                    to,
                },
                next,
            ))
        })
    }
}

impl TryFrom<PositionText> for Position {
    type Error = BoardError;

    fn try_from(text: PositionText) -> Result<Self, BoardError> {
        let found = text.cells.chars().count();
        if found != CELLS {
            return Err(BoardError::CellCount {
                expected: CELLS,
                found,
            });
        }
        let mut position = Position::empty(text.turn);
        for (cell, symbol) in text.cells.chars().enumerate() {
            let stone = read_cell(symbol).ok_or_else(|| BoardError::UnknownSymbol {
                cell: cell_name(cell as u8),
                symbol,
            })?;
            position.put(cell, stone);
        }
        for colour in [Colour::White, Colour::Black] {
            let found = position.stones(colour).count_ones();
            if found != STONES {
                return Err(BoardError::StoneCount {
                    colour: colour.name(),
                    expected: STONES,
                    found,
                });
            }
        }
        Ok(position)
    }
}

impl From<Position> for PositionText {
    fn from(position: Position) -> Self {
        Self {
            cells: position.cells().collect(),
            turn: position.turn,
        }
    }
}
