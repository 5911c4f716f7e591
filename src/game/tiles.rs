//! What the sliding boards (Eight, Eight II, Fifteen, and boards of any size) share as
//! games: moves named by the blank's direction, each carrying the tile that slides into
//! the blank, and line slides.

use crate::judge;
use crate::puzzles::sliding::{move_names, Board, Move, Slide, SquareBoard};
use crate::search::Page;

use super::{Direction, LegalMove, Line, Optimal, Solution};
use crate::puzzles::Unsolvable;

/// A sliding board as its moves see it.
pub(super) trait Tiles: Clone {
    /// The blank's cell.
    fn blank(&self) -> usize;
    /// The board after the blank makes `mv`, or `None` if it would leave the board.
    fn after(&self, mv: Move) -> Option<Self>;
}

impl<const W: usize, const N: usize> Tiles for SquareBoard<W, N> {
    fn blank(&self) -> usize {
        SquareBoard::blank(self)
    }

    fn after(&self, mv: Move) -> Option<Self> {
        self.apply(mv)
    }
}

impl Tiles for Board {
    fn blank(&self) -> usize {
        Board::blank(self)
    }

    fn after(&self, mv: Move) -> Option<Self> {
        self.apply(mv)
    }
}

/// The legal moves of a sliding board in canonical order; each carries the tile that
/// slides from the blank's new cell into its old one, the opposite way to the blank.
pub(super) fn legal_moves<B: Tiles>(board: &B) -> Vec<LegalMove<B>> {
    Move::ALL
        .into_iter()
        .filter_map(|mv| {
            let next = board.after(mv)?;
            Some(LegalMove {
                name: mv.letter().to_string(),
                cells: Some((next.blank() as u8, board.blank() as u8)),
                toward: Some(tile_direction(mv)),
                board: next,
            })
        })
        .collect()
}

/// Where the tile goes when the blank makes `mv`.
fn tile_direction(mv: Move) -> Direction {
    match mv {
        Move::Down => Direction::Up,
        Move::Up => Direction::Down,
        Move::Left => Direction::Right,
        Move::Right => Direction::Left,
    }
}

/// Every cell of the blank's row and column, with the moves that slide the tiles between
/// it and the blank toward the blank, nearest first (one move for a neighbour).
pub(super) fn lines<B: Tiles>(board: &B) -> Vec<Line> {
    let mut lines = Vec::new();
    for mv in Move::ALL {
        let mut moves = Vec::new();
        let mut at = board.clone();
        while let Some(next) = at.after(mv) {
            moves.push(mv.letter().to_string());
            lines.push(Line {
                cell: next.blank() as u8,
                moves: moves.clone(),
            });
            at = next;
        }
    }
    by_cell(lines)
}

/// `lines` in the order of their cells (apart from [`lines`], which is generic: one copy
/// of the sort serves every board).
fn by_cell(mut lines: Vec<Line>) -> Vec<Line> {
    lines.sort_by_key(|line| line.cell);
    lines
}

/// Slides of the multi-tile metric named as the command line writes them: `d2`, `r`.
pub(super) fn slide_names(slides: &[Slide]) -> Vec<String> {
    slides.iter().map(ToString::to_string).collect()
}

/// `page` of the shortest solutions a table counted, their moves named.
pub(super) fn optimal(page: Page<Move>) -> Optimal {
    Optimal {
        count: page.count,
        listed: page.count,
        first: page.first,
        solutions: page.paths.iter().map(|path| move_names(path)).collect(),
    }
}

/// The judge's line of a board answered by `answer`: its moves' letters, or
/// `unsolvable`.
pub(super) fn judge_line<B>(answer: Result<&Solution<B>, &Unsolvable>) -> Option<String> {
    let moves = answer.ok().map(|solution| solution.moves.concat());
    judge::written(|out| judge::write_answer(out, moves.as_deref()))
}
