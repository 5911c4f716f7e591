use std::io::{self, Write};

use super::cases::case_count;
use super::JudgeError;
use crate::error::{ErrorKind, ParseError};
use crate::puzzles::sliding::eight::{Board3, EightSolver};
use crate::puzzles::sliding::move_string;
use crate::text::{self, Line};

/// The largest number of cases the format allows.
pub(super) const MAX_CASES: usize = 200;

pub(super) const HELP: &str = "\
Input: a line with T (0 <= T <= 200), then T cases of two lines: state A, then state B,
each a 9-character string read row by row with X for the blank, e.g. 12X453786.
B must be reachable from A.
Output, per case k:
    Case k: d
    <moves>
where d is the least number of moves and <moves> the lexicographically smallest
shortest move string (blank directions, d < l < r < u); empty when d = 0.
T is plain decimal (`+2` and `02` are refused) and a T above 200 is refused, naming
the bound. A board may also be written as 9 tokens, and 0 (or x) is the blank too.
Lines of any length are taken, in memory proportional to the input.";

/// Reads the judge input `input` whole and writes the answer of every case to `out`, with
/// `solver`'s tables, stopping at the first malformed case.
pub fn run(input: &str, solver: &EightSolver, out: &mut impl Write) -> Result<(), JudgeError> {
    let (end_line, end_column) = text::end_of(input);
    let mut lines = text::filled_lines(input);
    let count = case_count(lines.next(), (end_line, end_column), MAX_CASES)?;
    for case in 1..=count {
        let mut next_board = || {
            let line = lines.next().ok_or_else(|| {
                let kind = ErrorKind::MissingCases {
                    expected: count,
                    found: case - 1,
                };
                ParseError::at_position(end_line, end_column, kind)
            })?;
            board_on(line).map(|board| (board, line))
        };
        let in_case = |e: ParseError| e.in_case(case);
        let (start, _) = next_board().map_err(in_case)?;
        let (goal, goal_line) = next_board().map_err(in_case)?;
        let moves = solver.solve(&start, &goal).map_err(|unsolvable| {
            let first = goal_line
                .tokens()
                .next()
                .expect("a filled line has a token");
            let reason = format!("state B cannot be reached from state A: {unsolvable}");
            ParseError::at(&first, ErrorKind::Unreachable { reason }).in_case(case)
        })?;
        write_case(out, case, &move_string(&moves))?;
    }
    if let Some(extra) = lines.next().and_then(|line| line.tokens().next()) {
        return Err(ParseError::at(&extra, ErrorKind::TrailingInput).into());
    }
    Ok(())
}

/// The answer of case `case`: the length of `moves` (the blank's letters) and the moves.
pub(crate) fn write_case(out: &mut impl Write, case: usize, moves: &str) -> io::Result<()> {
    writeln!(out, "Case {case}: {}\n{moves}", moves.len())
}

/// A board written on one line, as 9 characters (`12X453786`) or as 9 tokens.
fn board_on(line: Line<'_>) -> Result<Board3, ParseError> {
    Board3::parse_tokens(line.tokens(), (line.number, line.end_column()))
}
