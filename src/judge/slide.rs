//! Slide: sliding boards of any size, one per line, each solved within a limit the
//! caller keeps (optimal where that is proven in time).

use std::io::Write;
use std::ops::ControlFlow;

use super::cases::write_answer;
use super::JudgeError;
use crate::puzzles::sliding::answers::SolveError;
use crate::puzzles::sliding::fifteen::{Board4, FifteenSolver};
use crate::puzzles::sliding::move_string;
use crate::puzzles::sliding::{
    slide_string, Board, Metric, MultiTables, SlideSolver, Standing, Tables,
};
use crate::puzzles::Shape;
use crate::text;

/// The input and output format, as the help shows it.
pub const HELP: &str = "\
Input: one board per line, W*H tokens separated by spaces, row by row: tiles 1 to
W*H-1 and x (or X, or 0) for the blank, e.g. for --size 3x2
    4 1 2 x 5 3
Output: one line per board: the moves the blank makes (d, l, r, u) to reach the
goal, or `unsolvable` when the board's parity differs from the goal's (inversions,
plus the blank's row on boards of even width).
The goal is 1 2 ... W*H-1 x unless --goal gives another board in the same form.
Boards of at most 16 cells get a shortest solution, however long it takes. Larger
boards get the shortest solution found within the time each board is given (1 s
unless --seconds says otherwise; proven shortest if the search proves it sooner).
--seconds S gives every board S seconds (boards of at most 16 cells too: their
answer may then be longer than the shortest).
Boards of 17 to 36 cells search with pattern databases that raise the lower bound
when they have them: boards of 17 to 20 cells build them at the start of each run
(seconds); --databases FILE keeps them in FILE for any of these sizes (read from it,
or built and written there when it is absent: up to about 20 s for a 5x5).
--stats prints on standard error, per board,
    case N: length L, lower bound B, optimal, T s, K nodes
(`not proven` for `optimal` when the lower bound is below the length), or
`case N: unsolvable, T s, 0 nodes`, then a total line (and first, when pattern
databases were built or read, `databases: built in T s, M MB`).
--threads N lets the search use N threads (all cores unless given): the optimal
search of boards of 11 to 16 cells and the build of its pattern databases, whose
output is the same for every N, and the search of larger boards (its beams on one
thread, the iterations that raise its lower bound on the others).
--count prints per board, in place of its moves, `LENGTH COUNT`: the length of a
shortest solution and how many shortest solutions there are (boards of at most 10
cells, whose distances are all in one table, and 4x4 boards, by the Fifteen's search
run to the end of its last iteration: seconds for most boards, far longer for the
hardest).
--metric mtm counts a slide of several tiles of a line as one move (the multi-tile
metric; --metric stm, one tile a move, is the default): each move is written as the
blank's letter, then its cells when more than one, e.g. d2rl3 (boards of at most 10
cells; with --count, in that metric).
A tile is plain decimal (`01` is refused). The sizes are 2x2 to 10x10.";

/// What one case found, as [`run_with`] reports it after writing its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseReport {
    /// The 1-based case number.
    pub case: usize,
    /// The solution's length and the proven lower bound on the optimum; `None` when
    /// unsolvable.
    pub found: Option<(usize, u32)>,
    /// The boards the search generated.
    pub nodes: u64,
}

/// The judge run of `input` toward `goal` with `solver` (of the goal's size). Each
/// search runs until it proves its solution optimal or `limit(case, standing)` breaks;
/// `on_case` hears of each case once its answer is written (a search stopped early
/// still answers with the best solution it found: it always finds one).
pub fn run_with(
    input: &str,
    solver: &SlideSolver,
    goal: &Board,
    limit: &mut dyn FnMut(usize, &Standing<'_>) -> ControlFlow<()>,
    out: &mut impl Write,
    mut on_case: impl FnMut(CaseReport),
) -> Result<(), JudgeError> {
    for (i, line) in text::filled_lines(input).enumerate() {
        let case = i + 1;
        let end = (line.number, line.end_column());
        let board =
            Board::parse_tokens(solver.shape(), line.tokens(), end).map_err(|e| e.in_case(case))?;
        let report = match solver.solve(&board, goal, |standing| limit(case, standing)) {
            Ok(best) => {
                write_answer(out, Some(&move_string(&best.moves)))?;
                CaseReport {
                    case,
                    found: Some((best.moves.len(), best.bound)),
                    nodes: best.nodes,
                }
            }
            Err(_) => {
                write_answer(out, None)?;
                CaseReport {
                    case,
                    found: None,
                    nodes: 0,
                }
            }
        };
        on_case(report);
    }
    Ok(())
}

/// The table run of `input` toward `goal` on boards of at most
/// [`crate::puzzles::sliding::TABLE_CELLS`] cells in `metric`: per board the smallest
/// shortest solution (slides written `d2rl3` in the multi-tile metric), or with `count`
/// `LENGTH COUNT`, its length and how many shortest solutions there are; `unsolvable`
/// for a board of the other parity.
pub fn tabled_with(
    input: &str,
    shape: Shape,
    goal: &Board,
    metric: Metric,
    count: bool,
    out: &mut impl Write,
) -> Result<(), JudgeError> {
    let single = Tables::new(shape);
    let multi = MultiTables::new(shape).expect("the caller checks that the boards have tables");
    for (i, line) in text::filled_lines(input).enumerate() {
        let case = i + 1;
        let end = (line.number, line.end_column());
        let board = Board::parse_tokens(shape, line.tokens(), end).map_err(|e| e.in_case(case))?;
        let answer = match (metric, count) {
            (Metric::Single, false) => single.solve(&board, goal).map(|moves| move_string(&moves)),
            (Metric::Multi, false) => multi
                .solve(&board, goal)
                .map(|slides| slide_string(&slides)),
            (Metric::Single, true) => single
                .optimal_solutions(&board, goal, 0, 1)
                .map(|page| format!("{} {}", page.paths[0].len(), page.count)),
            (Metric::Multi, true) => multi
                .optimal_solutions(&board, goal, 0, 1)
                .map(|page| format!("{} {}", page.paths[0].len(), page.count)),
        };
        write_answer(out, answer.ok().as_deref())?;
    }
    Ok(())
}

/// The count run of `input` toward `goal` on 4x4 boards, by the Fifteen's search of
/// `solver`: per board `LENGTH COUNT`, the length of a shortest solution and how many
/// shortest solutions there are, or `unsolvable` for a board of the other parity.
pub fn counted_with(
    input: &str,
    solver: &FifteenSolver,
    goal: &Board,
    out: &mut impl Write,
) -> Result<(), JudgeError> {
    let four = |board: &Board| {
        let cells: [u8; 16] = board.cells().try_into().ok()?;
        Board4::from_cells(cells).ok()
    };
    let shape = Shape::square(4);
    let goal = four(goal).expect("the caller gives a 4x4 goal");
    for (i, line) in text::filled_lines(input).enumerate() {
        let case = i + 1;
        let end = (line.number, line.end_column());
        let board = Board::parse_tokens(shape, line.tokens(), end).map_err(|e| e.in_case(case))?;
        let board = four(&board).expect("a 4x4 board");
        match solver.count(&board, &goal, 1, &mut |_| ControlFlow::Continue(())) {
            Ok(counted) => {
                let answer = format!("{} {}", counted.solutions[0].len(), counted.count);
                write_answer(out, Some(&answer))?;
            }
            Err(SolveError::Unsolvable(_)) => write_answer(out, None)?,
            Err(SolveError::Stopped(_)) => unreachable!("nothing stops the count"),
        }
    }
    Ok(())
}
