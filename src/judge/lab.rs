//! Lab: sliding boards of up to 16 cells, one per line, each searched by the search and
//! heuristic a caller names, with what the search counted.

use std::io::Write;

use super::JudgeError;
use crate::puzzles::lab::{self, LabError, Outcome, Request, Run};
use crate::puzzles::sliding::{move_string, Board};
use crate::text;

/// The input and output format, as the help shows it.
pub const HELP: &str = "\
Runs one of the searches AI courses teach on each board, and says what it cost.
Input: one board per line, W*H tokens separated by spaces, row by row: tiles 1 to
W*H-1 and x (or X, or 0) for the blank; at most 16 cells (2x2 to 4x4, 2x8, 3x5...).
Output: one line per board: the moves the blank makes (d, l, r, u) to reach the
goal, `none` when the search ends without a solution (its limit of boards, or the
depth limit of dfs), or `unsolvable` when the board's parity differs from the goal's.
The goal is 1 2 ... W*H-1 x unless --goal gives another board in the same form.
--algorithm: bfs, dfs (to --depth D moves, 30 unless given), iddfs, greedy, astar,
idastar, bidirectional. dfs and greedy may answer longer than the shortest.
--heuristic (for greedy, astar and idastar): misplaced, manhattan (the default),
linear-conflict, patterns.
--limit N: a search stops, with `none`, once it has generated N boards (1,000,000
unless given, at most 50,000,000; breadth-first and best-first searches keep about
as many boards in memory, some 40 bytes each).
Standard error, per board,
    case N: length L, optimal, E expanded, G generated, O open, C closed, T s
(`not optimal, shortest S` when a shorter solution exists; `none, limit reached` or
`none within depth D` in place of the length), then `total: C cases, T s`.
Open is the most boards waiting at once (the path, for dfs, iddfs and idastar);
closed, the most kept beside them. The shortest length comes from the optimal
solver, not counted in the time.
A tile is plain decimal (`01` is refused). The sizes are 2x2 to 10x10; the lab takes
at most 16 cells.";

/// What one case came to, as [`run_with`] reports it after writing its answer.
#[derive(Debug)]
pub struct CaseReport<'a> {
    /// The 1-based case number.
    pub case: usize,
    /// The board.
    pub board: &'a Board,
    /// The run, or why there was none.
    pub run: Result<Run, LabError>,
}

/// The lab run of `request` on each board of `input` toward `goal`; `on_case` hears of
/// each case once its answer is written.
pub fn run_with(
    input: &str,
    goal: &Board,
    request: &Request,
    out: &mut impl Write,
    mut on_case: impl FnMut(CaseReport<'_>),
) -> Result<(), JudgeError> {
    for (i, line) in text::filled_lines(input).enumerate() {
        let case = i + 1;
        let end = (line.number, line.end_column());
        let board =
            Board::parse_tokens(goal.shape(), line.tokens(), end).map_err(|e| e.in_case(case))?;
        let run = lab::run(request, &board, goal, &mut |_| {
            std::ops::ControlFlow::Continue(())
        });
        match &run {
            Ok(Run {
                outcome: Outcome::Solved(moves),
                ..
            }) => writeln!(out, "{}", move_string(moves))?,
            Ok(_) => writeln!(out, "none")?,
            Err(LabError::Unsolvable(_)) => writeln!(out, "unsolvable")?,
            Err(e) => return Err(JudgeError::Refused(e.to_string())),
        }
        on_case(CaseReport {
            case,
            board: &board,
            run,
        });
    }
    Ok(())
}
