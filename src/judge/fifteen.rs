//! Fifteen: one 4x4 board per line, solved optimally toward a goal (`--goal`).

use std::io::Write;
use std::ops::ControlFlow;

use super::cases::write_answer;
use super::JudgeError;
use crate::puzzles::sliding::answers::SolveError;
use crate::puzzles::sliding::fifteen::{Board4, FifteenSolver};
use crate::puzzles::sliding::move_string;
use crate::text;

pub(super) const HELP: &str = "\
Input: one board per line, 16 tokens separated by spaces, row by row: tiles 1-15 and
x (or X, or 0) for the blank, e.g.
    14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3
Output: one line per board: a shortest move string that takes it to the goal, naming
the direction the blank travels (d, l, r, u; any of the shortest), or `unsolvable` when
the board's parity (inversions plus the blank's row) differs from the goal's.
The goal is 1 2 ... 15 x unless --goal gives another board in the same form, e.g.
    puzzle fifteen --goal \"0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\" korf.txt
--stats prints each case's length, boards generated and time on standard error.
--strong FILE reads the strong (7-8) pattern databases from FILE, or builds them
(196 MB, tens of seconds) and writes them there when FILE does not exist; they serve
goals with the blank in a corner, such as both above, and solve hard boards far faster.
A FILE that holds anything else is refused (exit status 2).
--threads N builds the databases and searches on N threads (all cores unless given);
the databases and the output are the same for every N.
A tile is plain decimal (`01` is refused). Any number of boards and lines of any length
are taken, in memory proportional to the input; each search takes as long as it needs
(the hardest boards, without --strong, several seconds; docs/performance.md has the
measured times).";

/// What one case took, as [`run_with`] reports it after writing its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CaseReport {
    /// The 1-based case number.
    pub case: usize,
    /// The solution's length, `None` when unsolvable.
    pub length: Option<usize>,
    /// The boards the search generated.
    pub nodes: u64,
}

/// The judge run of `input` toward `goal` with `solver` (whose databases may be built
/// already); `on_case` hears of each case once its answer is written.
pub fn run_with(
    input: &str,
    solver: &FifteenSolver,
    goal: &Board4,
    out: &mut impl Write,
    on_case: impl FnMut(CaseReport),
) -> Result<(), JudgeError> {
    run_within(input, solver, goal, None, out, on_case)
}

/// [`run_with`], each search stopped after `max_nodes` boards (none when `None`): a case
/// whose search stops ends the run with [`JudgeError::Stopped`].
pub fn run_within(
    input: &str,
    solver: &FifteenSolver,
    goal: &Board4,
    max_nodes: Option<u64>,
    out: &mut impl Write,
    mut on_case: impl FnMut(CaseReport),
) -> Result<(), JudgeError> {
    for (i, line) in text::filled_lines(input).enumerate() {
        let case = i + 1;
        let board = Board4::from_tokens(line.tokens(), (line.number, line.end_column()))
            .map_err(|e| e.in_case(case))?;
        let continuing = |_| ControlFlow::Continue(());
        let report = match solver.solve(&board, goal, max_nodes, continuing) {
            Ok(solved) => {
                write_answer(out, Some(&move_string(&solved.moves)))?;
                CaseReport {
                    case,
                    length: Some(solved.moves.len()),
                    nodes: solved.nodes,
                }
            }
            Err(SolveError::Stopped(progress)) => {
                let nodes = progress.nodes;
                return Err(JudgeError::Stopped { case, nodes });
            }
            Err(SolveError::Unsolvable(_)) => {
                write_answer(out, None)?;
                CaseReport {
                    case,
                    length: None,
                    nodes: 0,
                }
            }
        };
        on_case(report);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_past_its_budget_stops_the_run_after_the_answers_before_it() {
        let input = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x\n\
                     5 1 2 3 9 6 7 4 13 10 11 8 x 14 15 12\n";
        let mut out = Vec::new();
        let solver = FifteenSolver::new();
        let result = run_within(input, &solver, &Board4::goal(), Some(1), &mut out, |_| ());
        assert!(matches!(result, Err(JudgeError::Stopped { case: 2, .. })));
        assert_eq!(out, b"\n");
    }
}
