//! Sliding-tile boards of any width: tiles 1..N-1 and one blank on a W x W grid.

use serde::{Deserialize, Serialize};

use super::{check_permutation, parse_permutation, BoardError, Parity, ParityMeasure, Unsolvable};
use crate::error::ParseError;
use crate::random::Rng;
use crate::text::{self, Token};

/// A move, named by the direction the blank travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// The blank goes down.
    Down,
    /// The blank goes left.
    Left,
    /// The blank goes right.
    Right,
    /// The blank goes up.
    Up,
}

impl Move {
    /// Every move in the tie-break order `d < l < r < u`.
    pub const ALL: [Move; 4] = [Move::Down, Move::Left, Move::Right, Move::Up];

    /// The move's judge letter.
    pub fn letter(self) -> char {
        match self {
            Move::Down => 'd',
            Move::Left => 'l',
            Move::Right => 'r',
            Move::Up => 'u',
        }
    }

    /// The move that undoes this one.
    pub fn opposite(self) -> Move {
        match self {
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
            Move::Up => Move::Down,
        }
    }

    /// The move named by a judge letter (either case).
    pub fn from_letter(letter: char) -> Option<Move> {
        match letter.to_ascii_lowercase() {
            'd' => Some(Move::Down),
            'l' => Some(Move::Left),
            'r' => Some(Move::Right),
            'u' => Some(Move::Up),
            _ => None,
        }
    }
}

/// Writes moves as their judge letters, e.g. `dlur`.
pub fn move_string(moves: &[Move]) -> String {
    moves.iter().map(|m| m.letter()).collect()
}

/// The moves' letters, one string each, as the page names moves.
pub fn move_names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(|m| m.letter().to_string()).collect()
}

/// The TypeScript declaration of [`Board`] as it crosses to JavaScript.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TILE_BOARD: &str = "
/** A sliding board: the tiles row by row, 0 for the blank. */
export type TileBoard = number[];
";

/// A W x W sliding board (`N = W * W`): cells row by row, 0 for the blank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<u8>", into = "Vec<u8>")]
pub struct Board<const W: usize, const N: usize> {
    cells: [u8; N],
    blank: u8,
}

impl<const W: usize, const N: usize> Board<W, N> {
    const SHAPE_OK: () = assert!(W * W == N && N <= 16);

    /// The board with tiles 1..N-1 in order and the blank last.
    pub fn goal() -> Self {
        let () = Self::SHAPE_OK;
        let mut cells = [0; N];
        for (i, cell) in cells.iter_mut().take(N - 1).enumerate() {
            *cell = i as u8 + 1;
        }
        Self {
            cells,
            blank: N as u8 - 1,
        }
    }

    /// A board from its cells, checked to hold each of `0..N` exactly once.
    pub fn from_cells(cells: [u8; N]) -> Result<Self, BoardError> {
        let () = Self::SHAPE_OK;
        check_permutation(&cells, "tile")?;
        let blank = cells.iter().position(|&c| c == 0).unwrap_or_default() as u8;
        Ok(Self { cells, blank })
    }

    /// Parses a board written as N tokens, or (on boards of at most 9 cells) as a single
    /// token of N characters such as `12X453786`, taking at most N + 1 of `tokens`. `end`
    /// is where the text ends.
    pub fn parse_tokens<'a>(
        tokens: impl IntoIterator<Item = Token<'a>>,
        end: (usize, usize),
    ) -> Result<Self, ParseError> {
        let tokens: Vec<Token<'_>> = tokens.into_iter().take(N + 1).collect();
        match tokens[..] {
            [word] if N <= 9 && word.text.chars().nth(1).is_some() => {
                let after_word = (word.line, word.column + word.text.chars().count());
                Self::from_tokens(word.chars(), after_word)
            }
            _ => Self::from_tokens(tokens, end),
        }
    }

    /// Parses a whole text as one board (see [`Board::parse_tokens`]).
    pub fn parse_text(input: &str) -> Result<Self, ParseError> {
        Self::parse_tokens(text::tokens(input), text::end_of(input))
    }

    /// Parses a board from exactly its N tokens (tiles in plain decimal, the blank as `x`,
    /// `X` or `0`), taking at most N + 1 of `tokens`. `end` is the line and column to
    /// report if there are too few tokens.
    pub fn from_tokens<'a>(
        tokens: impl IntoIterator<Item = Token<'a>>,
        end: (usize, usize),
    ) -> Result<Self, ParseError> {
        let expected = format!("a tile 1-{} or x for the blank", N - 1);
        let cells = parse_permutation(tokens, end, tile_value, &expected)?;
        Ok(Self::from_cells(cells).expect("a parsed permutation is a board"))
    }

    /// The cells row by row, 0 for the blank.
    pub fn cells(&self) -> &[u8; N] {
        &self.cells
    }

    /// The blank's cell index.
    pub fn blank(&self) -> usize {
        usize::from(self.blank)
    }

    /// The board after `mv`, or `None` if the blank would leave the board.
    #[inline]
    pub fn apply(&self, mv: Move) -> Option<Self> {
        let b = self.blank();
        let target = match mv {
            Move::Down if b + W < N => b + W,
            Move::Left if !b.is_multiple_of(W) => b - 1,
            Move::Right if b % W != W - 1 => b + 1,
            Move::Up if b >= W => b - W,
            _ => return None,
        };
        let mut next = *self;
        next.cells.swap(b, target);
        next.blank = target as u8;
        Some(next)
    }

    /// The board after `moves`, or the index of the first move that leaves the board.
    pub fn apply_all(&self, moves: &[Move]) -> Result<Self, usize> {
        moves
            .iter()
            .enumerate()
            .try_fold(*self, |board, (i, &mv)| board.apply(mv).ok_or(i))
    }

    /// The legal moves with the boards they lead to, in the order `d < l < r < u`.
    pub fn successors(&self) -> impl Iterator<Item = (Move, Self)> + '_ {
        Move::ALL
            .into_iter()
            .filter_map(|mv| Some((mv, self.apply(mv)?)))
    }

    /// The number of tile pairs out of order, the blank ignored.
    pub fn inversions(&self) -> usize {
        let mut count = 0;
        let mut seen = 0u32;
        for &c in &self.cells {
            if c != 0 {
                // tiles already seen that are larger than c
                count += (seen >> c).count_ones() as usize;
                seen |= 1 << c;
            }
        }
        count
    }

    /// The move-invariant parity: inversions, plus the blank's row on even widths.
    fn parity(&self) -> usize {
        let row = if W.is_multiple_of(2) {
            self.blank() / W
        } else {
            0
        };
        (self.inversions() + row) % 2
    }

    /// Whether some sequence of moves turns this board into `goal`; if not, why.
    pub fn check_reachable(&self, goal: &Self) -> Result<(), Unsolvable> {
        if self.parity() == goal.parity() {
            return Ok(());
        }
        let measure = if W.is_multiple_of(2) {
            ParityMeasure::InversionsAndBlankRow
        } else {
            ParityMeasure::Inversions
        };
        Err(Unsolvable::Parity {
            measure,
            start: Parity::of(self.parity()),
            goal: Parity::of(goal.parity()),
        })
    }

    /// A uniformly random board from which `goal` can be reached.
    pub fn random_reaching(goal: &Self, rng: &mut Rng) -> Self {
        let mut cells = goal.cells;
        rng.shuffle(&mut cells);
        let mut board = Self::from_cells(cells).expect("a shuffle keeps a permutation");
        if board.check_reachable(goal).is_err() {
            // Swapping two tiles flips the parity: a bijection onto the reachable half.
            let (a, b) = if board.blank() < 2 { (2, 3) } else { (0, 1) };
            board.cells.swap(a, b);
        }
        board
    }

    /// The board after `moves` random moves from this one, none undoing the one before:
    /// at most `moves` moves away, and usually about that many.
    pub fn random_walk(&self, moves: usize, rng: &mut Rng) -> Self {
        let mut board = *self;
        let mut last = None;
        for _ in 0..moves {
            let options: Vec<(Move, Self)> = board
                .successors()
                .filter(|&(mv, _)| Some(mv.opposite()) != last)
                .collect();
            let (mv, next) = options[rng.below(options.len())];
            board = next;
            last = Some(mv);
        }
        board
    }

    /// The board as N space-separated tokens with `x` for the blank (Eight's judge form).
    pub fn to_spaced(&self) -> String {
        let tokens: Vec<String> = self.cells.iter().map(|&c| tile_text(c)).collect();
        tokens.join(" ")
    }

    /// The board as one string with `X` for the blank (Eight II's judge form, W = 3).
    pub fn to_compact(&self) -> String {
        self.cells
            .iter()
            .map(|&c| match c {
                0 => "X".to_owned(),
                t => t.to_string(),
            })
            .collect()
    }
}

/// The value of a tile token: a number in plain decimal, or 0 for `x`, `X` and `0`.
fn tile_value(text: &str) -> Option<u8> {
    match text {
        "x" | "X" => Some(0),
        _ => text::decimal(text).and_then(|n| u8::try_from(n).ok()),
    }
}

fn tile_text(cell: u8) -> String {
    match cell {
        0 => "x".to_owned(),
        t => t.to_string(),
    }
}

impl<const W: usize, const N: usize> TryFrom<Vec<u8>> for Board<W, N> {
    type Error = BoardError;

    fn try_from(cells: Vec<u8>) -> Result<Self, BoardError> {
        let found = cells.len();
        let cells: [u8; N] = cells
            .try_into()
            .map_err(|_| BoardError::CellCount { expected: N, found })?;
        Self::from_cells(cells)
    }
}

impl<const W: usize, const N: usize> From<Board<W, N>> for Vec<u8> {
    fn from(board: Board<W, N>) -> Self {
        board.cells.to_vec()
    }
}
