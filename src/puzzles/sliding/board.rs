//! A sliding board of any size, its moves and its reach.

use super::rules::{self, tile_text, tile_value, Move};
use crate::error::ParseError;
use crate::puzzles::{check_permutation, parse_cells, BoardError, Shape, Unsolvable};
use crate::random::Rng;
use crate::text::{self, Token};

/// A sliding board of [`Shape`]: tiles 1..n-1 and a blank (0), row by row.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Shape,
    cells: Vec<u8>,
    blank: usize,
}

impl Board {
    /// The board of `shape` with tiles 1..n-1 in order and the blank last.
    pub fn goal(shape: Shape) -> Self {
        let n = shape.cells();
        let cells = (1..n as u8).chain([0]).collect();
        Self {
            shape,
            cells,
            blank: n - 1,
        }
    }

    /// A board of `shape` from its cells, checked to hold each of `0..n` exactly once.
    pub fn from_cells(shape: Shape, cells: Vec<u8>) -> Result<Self, BoardError> {
        if cells.len() != shape.cells() {
            return Err(BoardError::CellCount {
                expected: shape.cells(),
                found: cells.len(),
            });
        }
        check_permutation(&cells, "tile")?;
        let blank = cells.iter().position(|&c| c == 0).unwrap_or_default();
        Ok(Self {
            shape,
            cells,
            blank,
        })
    }

    /// Reads a board of `shape` from exactly its n tokens, row by row (tiles in plain
    /// decimal, the blank as `x`, `X` or `0`), taking at most n + 1 of `tokens`; `end` is
    /// the line and column to report if there are too few.
    pub fn parse_tokens<'a>(
        shape: Shape,
        tokens: impl IntoIterator<Item = Token<'a>>,
        end: (usize, usize),
    ) -> Result<Self, ParseError> {
        let n = shape.cells();
        let expected = format!("a tile 1-{} or x for the blank", n - 1);
        let cells = parse_cells(tokens, n, end, tile_value, &expected)?;
        Ok(Self::from_cells(shape, cells).expect("parsed cells make a board"))
    }

    /// Reads a whole text as one board of `shape` (see [`Board::parse_tokens`]).
    pub fn parse_text(shape: Shape, input: &str) -> Result<Self, ParseError> {
        Self::parse_tokens(shape, text::tokens(input), text::end_of(input))
    }

    /// The board's size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The cells row by row, 0 for the blank.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The cells, given up.
    pub fn into_cells(self) -> Vec<u8> {
        self.cells
    }

    /// The blank's cell.
    pub fn blank(&self) -> usize {
        self.blank
    }

    /// The cell the blank reaches by `mv`, or `None` if it would leave the board.
    pub fn target(&self, mv: Move) -> Option<usize> {
        rules::target(self.blank, self.shape.columns(), self.shape.rows(), mv)
    }

    /// The board after `mv`, or `None` if the blank would leave the board.
    pub fn apply(&self, mv: Move) -> Option<Self> {
        let mut next = self.clone();
        next.play(mv).then_some(next)
    }

    /// Makes `mv` on this board; whether it could (the board is unchanged if not).
    pub fn play(&mut self, mv: Move) -> bool {
        let Some(to) = self.target(mv) else {
            return false;
        };
        self.cells.swap(self.blank, to);
        self.blank = to;
        true
    }

    /// The board after `moves`, or the index of the first move that leaves the board.
    pub fn apply_all(&self, moves: &[Move]) -> Result<Self, usize> {
        let mut board = self.clone();
        for (i, &mv) in moves.iter().enumerate() {
            if !board.play(mv) {
                return Err(i);
            }
        }
        Ok(board)
    }

    /// The legal moves with the boards they lead to, in the order `d < l < r < u`.
    pub fn successors(&self) -> impl Iterator<Item = (Move, Self)> + '_ {
        Move::ALL
            .into_iter()
            .filter_map(|mv| Some((mv, self.apply(mv)?)))
    }

    /// Whether some sequence of moves turns this board into `goal` (of the same shape);
    /// if not, the parity that says why.
    pub fn check_reachable(&self, goal: &Self) -> Result<(), Unsolvable> {
        rules::check_reachable(
            (&self.cells, self.blank),
            (&goal.cells, goal.blank),
            self.shape.columns(),
        )
    }

    /// A board drawn uniformly among those from which `goal` can be reached.
    pub fn random_reaching(goal: &Self, rng: &mut Rng) -> Self {
        let mut cells = goal.cells.clone();
        rng.shuffle(&mut cells);
        let mut board = Self::from_cells(goal.shape, cells).expect("a shuffle keeps the tiles");
        if board.check_reachable(goal).is_err() {
            rules::flip_parity(&mut board.cells, board.blank);
        }
        board
    }

    /// The board after `moves` random moves from this one, none undoing the one before:
    /// at most `moves` moves away, and usually about that many.
    pub fn random_walk(&self, moves: usize, rng: &mut Rng) -> Self {
        let mut board = self.clone();
        let mut last: Option<Move> = None;
        for _ in 0..moves {
            let options: Vec<Move> = Move::ALL
                .into_iter()
                .filter(|&mv| board.target(mv).is_some() && Some(mv.opposite()) != last)
                .collect();
            let mv = options[rng.below(options.len())];
            board.play(mv);
            last = Some(mv);
        }
        board
    }

    /// The board as its n tokens separated by spaces, `x` for the blank.
    pub fn to_spaced(&self) -> String {
        let tokens: Vec<String> = self.cells.iter().map(|&c| tile_text(c)).collect();
        tokens.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Shape {
        text.parse().unwrap()
    }

    #[test]
    fn boards_read_and_write_row_by_row() {
        let board = Board::parse_text(shape("3x2"), "1 2 3\n4 x 5").unwrap();
        assert_eq!(board.cells(), [1, 2, 3, 4, 0, 5]);
        assert_eq!(board.blank(), 4);
        assert_eq!(board.to_spaced(), "1 2 3 4 x 5");
        assert_eq!(Board::goal(shape("3x2")).to_spaced(), "1 2 3 4 5 x");
        let big = Board::goal(Shape::square(10));
        assert_eq!(
            Board::parse_text(Shape::square(10), &big.to_spaced()),
            Ok(big)
        );
    }

    #[test]
    fn malformed_boards_are_located() {
        let error = |size: &str, text: &str| {
            Board::parse_text(shape(size), text)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            error("2x2", "1 2 3"),
            "line 1, column 6: expected 4 tokens, found only 3"
        );
        assert_eq!(
            error("2x2", "1 2 3 x 1"),
            "line 1, column 9: expected 4 tokens, found more, starting at `1`"
        );
        assert_eq!(
            error("2x2", "1 2 2 x"),
            "line 1, column 5: `2` appears more than once"
        );
        assert_eq!(
            error("2x3", "1 2 3 4 x 6"),
            "line 1, column 11: expected a tile 1-5 or x for the blank, found `6`"
        );
    }

    #[test]
    fn moves_stay_on_the_board() {
        let goal = Board::goal(shape("4x2"));
        let moves: Vec<char> = goal.successors().map(|(mv, _)| mv.letter()).collect();
        assert_eq!(moves, ['l', 'u']);
        let up = goal.apply(Move::Up).unwrap();
        assert_eq!(up.cells(), [1, 2, 3, 0, 5, 6, 7, 4]);
        assert_eq!(goal.apply_all(&[Move::Up, Move::Up]), Err(1));
    }

    #[test]
    fn the_parity_decides_reach_on_every_width() {
        for size in ["2x2", "3x2", "2x3", "5x4", "4x5", "10x10", "3x7"] {
            let goal = Board::goal(shape(size));
            let rng = &mut Rng::new(7);
            for _ in 0..20 {
                let board = Board::random_reaching(&goal, rng);
                assert_eq!(board.check_reachable(&goal), Ok(()), "{size}");
                // moves keep the parity
                let walked = board.random_walk(31, rng);
                assert_eq!(walked.check_reachable(&goal), Ok(()), "{size}");
                let mut swapped = walked.clone();
                rules::flip_parity(&mut swapped.cells, swapped.blank);
                assert!(swapped.check_reachable(&goal).is_err(), "{size}");
            }
        }
    }
}
