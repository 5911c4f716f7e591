use std::io::Write;

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
    let Ok(ops) = solver.solve(&start, &NineBoard::GOAL) else {
        writeln!(out, "UNSOLVABLE")?;
        return Ok(());
    };
    writeln!(out, "{}", ops.len())?;
    let mut board = start;
    writeln!(out, "{}\n", board.to_rows())?;
    for op in ops {
        board = board.apply(op);
        writeln!(out, "{}\n", board.to_rows())?;
    }
    Ok(())
}
