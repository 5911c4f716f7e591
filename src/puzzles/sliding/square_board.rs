//! A square sliding board whose size is fixed at compile time: the Eight's and the
//! Fifteen's, kept in an array that copies cheaply.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::rules::{check_reachable, flip_parity, inversions, target, tile_text, tile_value, Move};
use crate::error::{ErrorKind, ParseError};
use crate::puzzles::{check_permutation, parse_permutation, BoardError, Shape, Unsolvable};
use crate::random::Rng;
use crate::text::{self, Token};

/// A W x W sliding board (`N = W * W`): cells row by row, 0 for the blank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Vec<u8>", into = "Vec<u8>")]
pub struct SquareBoard<const W: usize, const N: usize> {
    cells: [u8; N],
    blank: u8,
}

impl<const W: usize, const N: usize> SquareBoard<W, N> {
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
            // one word of several characters; or a whole board in one word (no tile is
            // written with N characters) then more, which is what is wrong
            [word, ref more @ ..]
                if N <= 9
                    && match more {
                        [] => word.text.chars().nth(1).is_some(),
                        _ => word.text.chars().count() == N,
                    } =>
            {
                let after_word = (word.line, word.column + word.text.chars().count());
                let board = Self::from_tokens(word.chars(), after_word)?;
                match more.first() {
                    None => Ok(board),
                    Some(extra) => {
                        let expected = "the end of the board".to_owned();
                        Err(ParseError::at(
                            extra,
                            ErrorKind::UnexpectedToken { expected },
                        ))
                    }
                }
            }
            _ => Self::from_tokens(tokens, end),
        }
    }

    /// Parses a whole text as one board (see [`SquareBoard::parse_tokens`]).
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
        let target = target(b, W, N / W, mv)?;
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
        inversions(&self.cells)
    }

    /// Whether some sequence of moves turns this board into `goal`; if not, why.
    pub fn check_reachable(&self, goal: &Self) -> Result<(), Unsolvable> {
        check_reachable((&self.cells, self.blank()), (&goal.cells, goal.blank()), W)
    }

    /// A uniformly random board from which `goal` can be reached.
    pub fn random_reaching(goal: &Self, rng: &mut Rng) -> Self {
        let mut cells = goal.cells;
        rng.shuffle(&mut cells);
        let mut board = Self::from_cells(cells).expect("a shuffle keeps a permutation");
        if board.check_reachable(goal).is_err() {
            let blank = board.blank();
            flip_parity(&mut board.cells, blank);
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

impl<const W: usize, const N: usize> SquareBoard<W, N> {
    /// `board`, a board of any size, if it is W x W.
    pub fn of(board: &Board) -> Option<Self> {
        if board.shape() != Self::shape() {
            return None;
        }
        Self::from_cells(board.cells().try_into().ok()?).ok()
    }

    /// The same board as a board of any size.
    pub fn to_board(&self) -> Board {
        Board::from_cells(Self::shape(), self.cells.to_vec()).expect("a board of its size")
    }

    /// The boards' size.
    fn shape() -> Shape {
        Shape::square(W as u8)
    }
}

impl<const W: usize, const N: usize> TryFrom<Vec<u8>> for SquareBoard<W, N> {
    type Error = BoardError;

    fn try_from(cells: Vec<u8>) -> Result<Self, BoardError> {
        let found = cells.len();
        let cells: [u8; N] = cells
            .try_into()
            .map_err(|_| BoardError::CellCount { expected: N, found })?;
        Self::from_cells(cells)
    }
}

impl<const W: usize, const N: usize> From<SquareBoard<W, N>> for Vec<u8> {
    fn from(board: SquareBoard<W, N>) -> Self {
        board.cells.to_vec()
    }
}
