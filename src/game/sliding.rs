//! What the sliding boards (Eight, Eight II, Fifteen) share as games: moves named by the
//! blank's direction, each carrying the tile that slides into the blank, and line slides.

use crate::puzzles::sliding::{Board, Move};

use super::{Direction, LegalMove, Line};

/// The legal moves of a sliding board in canonical order; each carries the tile that
/// slides from the blank's new cell into its old one, the opposite way to the blank.
pub(super) fn legal_moves<const W: usize, const N: usize>(
    board: &Board<W, N>,
) -> Vec<LegalMove<Board<W, N>>> {
    board
        .successors()
        .map(|(mv, next)| LegalMove {
            name: mv.letter().to_string(),
            board: next,
            cells: Some((next.blank() as u8, board.blank() as u8)),
            toward: Some(tile_direction(mv)),
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
pub(super) fn lines<const W: usize, const N: usize>(board: &Board<W, N>) -> Vec<Line> {
    let mut lines = Vec::new();
    for mv in Move::ALL {
        let mut moves = Vec::new();
        let mut at = *board;
        while let Some(next) = at.apply(mv) {
            moves.push(mv.letter().to_string());
            lines.push(Line {
                cell: next.blank() as u8,
                moves: moves.clone(),
            });
            at = next;
        }
    }
    lines.sort_by_key(|line| line.cell);
    lines
}
