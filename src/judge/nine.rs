use std::io::{self, Write};

use super::JudgeError;
use crate::puzzles::nine::{NineBoard, NineSolver};

pub(super) const HELP: &str = "\
Input: one board, 3 lines of 3 digits separated by spaces, each of 0-8 once, e.g.
    2 3 0
    1 8 7
    5 4 6
Operation 1 rotates the eight outer cells one step clockwise; operation 2 shifts the
middle row one step right, cyclically (a b c -> c a b).
Output: the least number n of operations that turn the board into
    0 1 2
    3 4 5
    6 7 8
then the n+1 boards from the start to the goal, each as 3 lines followed by an empty
line, along the lexicographically smallest shortest sequence (1 < 2); or the single
line UNSOLVABLE when the goal cannot be reached.
Input past the ninth digit is refused where it starts; lines of any length are taken,
in memory proportional to the input.";

/// Reads the judge input `input` whole and writes the answer of every case to `out`, with
/// `solver`'s tables, stopping at the first malformed case.
pub fn run(input: &str, solver: &NineSolver, out: &mut impl Write) -> Result<(), JudgeError> {
    let start = NineBoard::parse_text(input)?;
    let boards = solver.solve(&start, &NineBoard::GOAL).ok().map(|ops| {
        let after = ops.iter().scan(start, |board, &op| {
            *board = board.apply(op);
            Some(*board)
        });
        std::iter::once(start)
            .chain(after)
            .collect::<Vec<NineBoard>>()
    });
    Ok(write_answer(out, boards.as_deref())?)
}

/// The answer of a board: the number of operations, then the `boards` they pass (the
/// start first), each followed by an empty line; or `UNSOLVABLE` when there are none.
pub(crate) fn write_answer(out: &mut impl Write, boards: Option<&[NineBoard]>) -> io::Result<()> {
    let Some(boards) = boards else {
        return writeln!(out, "UNSOLVABLE");
    };
    writeln!(out, "{}", boards.len().saturating_sub(1))?;
    for board in boards {
        writeln!(out, "{}\n", board.to_rows())?;
    }
    Ok(())
}
