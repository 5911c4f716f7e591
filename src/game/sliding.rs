//! What the sliding boards (Eight, Eight II, Fifteen) share as games.

use crate::puzzles::sliding::Board;

use super::LegalMove;

/// The legal moves of a sliding board, named by the blank's direction; each carries the
/// tile that slides from the blank's new cell into its old one.
pub(super) fn legal_moves<const W: usize, const N: usize>(
    board: &Board<W, N>,
) -> Vec<LegalMove<Board<W, N>>> {
    board
        .successors()
        .map(|(mv, next)| LegalMove {
            name: mv.letter().to_string(),
            board: next,
            cells: Some((next.blank() as u8, board.blank() as u8)),
        })
        .collect()
}
