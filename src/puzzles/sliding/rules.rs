//! The rules every sliding board shares, whatever its size: tiles 1..n-1 and one blank,
//! a move sliding a tile next to the blank into it, named by the way the blank goes; the
//! parity no move changes; tiles as tokens.

use crate::puzzles::{Parity, ParityMeasure, Unsolvable};
use crate::text;

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

/// The cell the blank reaches from `blank` by `mv` on a board of `columns` x `rows`, or
/// `None` if it would leave the board.
#[inline]
pub fn target(blank: usize, columns: usize, rows: usize, mv: Move) -> Option<usize> {
    match mv {
        Move::Down if blank + columns < columns * rows => Some(blank + columns),
        Move::Left if !blank.is_multiple_of(columns) => Some(blank - 1),
        Move::Right if blank % columns != columns - 1 => Some(blank + 1),
        Move::Up if blank >= columns => Some(blank - columns),
        _ => None,
    }
}

/// The number of tile pairs out of order in `cells` (at most 128 of them), the blank
/// ignored.
pub fn inversions(cells: &[u8]) -> usize {
    let mut count = 0;
    let mut seen = 0u128;
    for &c in cells {
        if c != 0 {
            // tiles already seen that are larger than c
            count += (seen >> c).count_ones() as usize;
            seen |= 1 << c;
        }
    }
    count
}

/// What the parity of a board `columns` wide is taken of: on even widths a vertical move
/// changes both the inversions' parity and the blank's row.
fn measure(columns: usize) -> ParityMeasure {
    if columns.is_multiple_of(2) {
        ParityMeasure::InversionsAndBlankRow
    } else {
        ParityMeasure::Inversions
    }
}

/// The parity no move changes, of `cells` with the blank at `blank`, `columns` wide.
fn parity(cells: &[u8], blank: usize, columns: usize) -> usize {
    let row = match measure(columns) {
        ParityMeasure::InversionsAndBlankRow => blank / columns,
        ParityMeasure::Inversions => 0,
    };
    (inversions(cells) + row) % 2
}

/// Whether moves turn `start` into `goal` (cells of boards `columns` wide, blanks at
/// `start_blank` and `goal_blank`); if not, the parity that says why. Every arrangement
/// of the parity of the goal's is reachable.
pub fn check_reachable(
    (start, start_blank): (&[u8], usize),
    (goal, goal_blank): (&[u8], usize),
    columns: usize,
) -> Result<(), Unsolvable> {
    let (from, to) = (
        parity(start, start_blank, columns),
        parity(goal, goal_blank, columns),
    );
    if from == to {
        return Ok(());
    }
    Err(Unsolvable::Parity {
        measure: measure(columns),
        start: Parity::of(from),
        goal: Parity::of(to),
    })
}

/// Flips the parity of `cells` (blank at `blank`, at least three tiles) by swapping two
/// tiles: a bijection between the arrangements of one parity and the other's.
pub fn flip_parity(cells: &mut [u8], blank: usize) {
    let (a, b) = if blank < 2 { (2, 3) } else { (0, 1) };
    cells.swap(a, b);
}

/// The value of a tile token: a number in plain decimal, or 0 for `x`, `X` and `0`.
pub(crate) fn tile_value(text: &str) -> Option<u8> {
    match text {
        "x" | "X" => Some(0),
        _ => text::decimal(text).and_then(|n| u8::try_from(n).ok()),
    }
}

/// A tile as a token: its number, or `x` for the blank.
pub(crate) fn tile_text(cell: u8) -> String {
    match cell {
        0 => "x".to_owned(),
        t => t.to_string(),
    }
}
