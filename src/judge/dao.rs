//! Dao: the value of each position for the side to move, read from the tablebase; with
//! `--moves`, the value every legal move leads to; with `--stats`, the table's counts.

use std::io::{self, Write};

use super::cases::{case_count, case_lines};
use super::JudgeError;
use crate::error::{ErrorKind, ParseError};
use crate::puzzles::dao::{side_from_line, DaoSolver, Stats};
use crate::puzzles::sdao::Position;
use crate::search::Value;
use crate::text::{self, Line};

/// The largest number of cases the format allows.
pub(super) const MAX_CASES: usize = 1000;

pub(super) const HELP: &str = "\
Input: a line with n (0 <= n <= 1000), then n positions, each 4 lines of 4 characters
and a line with the side to move, w or b. A cell is w (white stone), b (black stone)
or * (empty), W and B taken too; every board has exactly 4 white and 4 black stones,
e.g. the usual start, white to move:
    w**b
    *wb*
    *bw*
    b**w
    w
Rules: a move slides one of the mover's stones in one of the 8 directions until the next
cell is the border or another stone (at least one cell; no jumps, no captures). After a
move the game ends: (a) if the mover's four stones fill a row or a column, form a 2x2
square or stand on the four corners, the mover wins; (b) otherwise, if the other side's
stones form one, that side wins; (c) otherwise, if a stone stands in a corner with its
three neighbours held by enemy stones, its owner wins (the mover's stones looked at
first). A position is judged as if the side not to move had just moved.
Output: one line per position, its value for the side to move when both sides play
perfectly: `win in N` or `loss in N` (N plies until the game ends, the winner hurrying
and the loser holding out; 0 when the board already shows the end), or `draw` (neither
side can force a win).
--moves adds, after each value line, one line per legal move (none once the game is
over) in S-Dao's order (stones by cell, a1 to d4 row by row, then the directions N, NE,
E, SE, S, SW, W, NW): the move, a space and the value of the position it leads to for
the side that moved, its plies counted from that position, e.g.
    b2-b1 draw
    c3-d2 loss in 4
    a1-a3 win in 0
(a1-a3 wins at once; the best move of a `win in 5` shows `win in 4`).
--stats reads no input: it prints the number of positions (board and side to move), how
many of them the side to move wins (finished ones included), loses and draws, and the
most plies a forced win takes, one `name: number` line each; the time the table took
goes to standard error.";

/// The judge run of `input` with the tablebase of `solver`, built at the first position
/// if need be; with `moves`, each value line is followed by the legal moves and the
/// values they lead to, for the side that moves.
pub fn run_with(
    input: &str,
    solver: &DaoSolver,
    moves: bool,
    out: &mut impl Write,
) -> Result<(), JudgeError> {
    let end = text::end_of(input);
    let mut lines = text::filled_lines(input);
    let count = case_count(lines.next(), end, MAX_CASES)?;
    for case in 1..=count {
        let position = read_position(&mut lines, end, case, count)?;
        let tablebase = solver.build(|_| ());
        write_value(out, tablebase.value(&position))?;
        if moves {
            for (mv, _, value) in tablebase.move_values(&position) {
                writeln!(out, "{mv} {value}")?;
            }
        }
    }
    if let Some(extra) = lines.next().and_then(|line| line.tokens().next()) {
        return Err(ParseError::at(&extra, ErrorKind::TrailingInput).into());
    }
    Ok(())
}

/// The answer of a position: its value for the side to move.
pub(crate) fn write_value(out: &mut impl Write, value: Value) -> io::Result<()> {
    writeln!(out, "{value}")
}

/// The position of case `case` (of `count`): 4 rows, then the side to move.
fn read_position<'a>(
    lines: &mut impl Iterator<Item = Line<'a>>,
    end: (usize, usize),
    case: usize,
    count: usize,
) -> Result<Position, ParseError> {
    let rows = case_lines(lines, end, case, count)?;
    let board = Position::from_rows(&rows).map_err(|e| e.in_case(case))?;
    let [side] = case_lines(lines, end, case, count)?;
    let turn = side_from_line(&side).map_err(|e| e.in_case(case))?;
    Ok(board.with_turn(turn))
}

/// Writes what `puzzle dao --stats` prints: the positions, then how many the side to
/// move wins, loses and draws, then the deepest forced win.
pub fn write_stats(stats: &Stats, out: &mut impl Write) -> io::Result<()> {
    let positions = stats.won + stats.lost + stats.drawn;
    writeln!(out, "positions: {positions}")?;
    writeln!(out, "won: {}", stats.won)?;
    writeln!(out, "lost: {}", stats.lost)?;
    writeln!(out, "drawn: {}", stats.drawn)?;
    writeln!(out, "deepest win: {} plies", stats.deepest_win)
}
