use std::io::Write;

use super::cases::write_answer;
use super::JudgeError;
use crate::puzzles::sliding::eight::{Board3, EightSolver};
use crate::puzzles::sliding::move_string;
use crate::text;

pub(super) const HELP: &str = "\
Input: any number of boards until the end of the input, each 9 tokens separated by any
whitespace, row by row: tiles 1-8 and x (or X) for the blank, e.g.
    2  3  4  1  5  x  7  6  8
Output: one line per board: the shortest move string that takes it to
    1 2 3
    4 5 6
    7 8 x
naming the direction the blank travels (d, l, r, u), the lexicographically smallest
among the shortest in the order d < l < r < u; or `unsolvable` when the board's number
of inversions is odd.
A tile is plain decimal (`01` is refused); the blank may also be written 0. Any number
of boards and lines of any length are taken: tokens are read as they are needed, and
memory stays proportional to the input.";

/// Reads the judge input `input` whole and writes the answer of every case to `out`, with
/// `solver`'s tables, stopping at the first malformed case.
pub fn run(input: &str, solver: &EightSolver, out: &mut impl Write) -> Result<(), JudgeError> {
    let goal = Board3::goal();
    let end = text::end_of(input);
    // nine tokens at a time, as they are found: the input's tokens are never all held
    let mut tokens = text::tokens(input).peekable();
    let mut case = 0;
    while tokens.peek().is_some() {
        case += 1;
        let board =
            Board3::from_tokens(tokens.by_ref().take(9), end).map_err(|e| e.in_case(case))?;
        let moves = solver.solve(&board, &goal).ok();
        write_answer(out, moves.map(|moves| move_string(&moves)).as_deref())?;
    }
    Ok(())
}
