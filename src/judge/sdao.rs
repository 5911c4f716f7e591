use std::io::{self, Write};

use super::cases::{case_count, case_lines};
use super::JudgeError;
use crate::error::{ErrorKind, ParseError};
use crate::puzzles::sdao::{Position, SdaoSolver};
use crate::text;

/// The largest number of cases the format allows.
pub(super) const MAX_CASES: usize = 6;

pub(super) const HELP: &str = "\
Input: a line with w (0 <= w <= 6), then w cases of 8 lines of 4 characters: the initial
board in 4 lines, then the final board in 4 lines. A cell is w (white stone), b (black
stone) or * (empty), W and B taken too; every board has exactly 4 white and 4 black
stones, e.g.
    w**b
    *wb*
    *bw*
    b**w
Moves alternate colours, white first: a stone of the colour to move slides in one of the
8 directions until the next cell is the border or another stone (at least one cell).
Output: one line per case, the least number of moves that turn the initial board into the
final board (with either colour to move then), or -1 if no sequence of moves does.
w is plain decimal (`+2` and `02` are refused) and a w above 6 is refused, naming the
bound. The cells of a row may be spaced out. Lines of any length are taken, in memory
proportional to the input.";

/// The answer of a case: the least number of moves, or -1 when the final board is out of
/// reach.
pub(crate) fn write_distance(out: &mut impl Write, distance: Option<u32>) -> io::Result<()> {
    match distance {
        Some(moves) => writeln!(out, "{moves}"),
        None => writeln!(out, "-1"),
    }
}

/// Reads the judge input `input` whole and writes the answer of every case to `out`, with
/// `solver`'s tables, stopping at the first malformed case.
pub fn run(input: &str, solver: &SdaoSolver, out: &mut impl Write) -> Result<(), JudgeError> {
    let end = text::end_of(input);
    let mut lines = text::filled_lines(input);
    let count = case_count(lines.next(), end, MAX_CASES)?;
    for case in 1..=count {
        let mut board = || {
            let rows = case_lines(&mut lines, end, case, count)?;
            Position::from_rows(&rows).map_err(|e| e.in_case(case))
        };
        let start = board()?;
        let goal = board()?;
        write_distance(out, solver.distance(&start, &goal).ok().map(u32::from))?;
    }
    if let Some(extra) = lines.next().and_then(|line| line.tokens().next()) {
        return Err(ParseError::at(&extra, ErrorKind::TrailingInput).into());
    }
    Ok(())
}
