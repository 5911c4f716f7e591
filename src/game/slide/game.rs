//! Sliding boards of any size as games: boards read, written and checked, their moves and
//! lines, and the tables each size keeps.

use crate::error::ParseError;
use crate::puzzles::sliding::{tile_text, Board};
use crate::puzzles::{BoardError, Shape};

use super::super::{patterns, tiles, Face, Game, LegalMove, Line, Table, TableError, TableKey};
use super::SlideGame;

impl Game for SlideGame {
    type Board = Vec<u8>;

    fn check(&self, board: &Vec<u8>) -> Result<(), BoardError> {
        self.board(board).map(drop)
    }

    fn parse(&self, input: &str) -> Result<Vec<u8>, ParseError> {
        Board::parse_text(self.shape(), input).map(Board::into_cells)
    }

    fn format(&self, board: &Vec<u8>) -> String {
        let tokens: Vec<String> = board.iter().map(|&c| tile_text(c)).collect();
        tokens.join(" ")
    }

    /// None for a board of another size.
    fn moves(&self, board: &Vec<u8>) -> Vec<LegalMove<Vec<u8>>> {
        let Ok(board) = self.board(board) else {
            return Vec::new();
        };
        tiles::legal_moves(&board)
            .into_iter()
            .map(|legal| LegalMove {
                name: legal.name,
                board: legal.board.into_cells(),
                cells: legal.cells,
                toward: legal.toward,
            })
            .collect()
    }

    fn lines(&self, board: &Vec<u8>) -> Vec<Line> {
        self.board(board)
            .map(|board| tiles::lines(&board))
            .unwrap_or_default()
    }

    fn shape(&self) -> Shape {
        self.solver.shape()
    }

    fn face(&self) -> Face<'_, Vec<u8>> {
        Face::Solo(self)
    }

    /// The pattern databases that serve `goal` on boards of 11 to 16 cells (the
    /// Fifteen's on a 4x4 board), and the optional ones that raise the bound on boards of
    /// 17 to 36 cells; none elsewhere (a table of at most 10 cells is built in well under
    /// a second when first asked).
    fn tables(&self, goal: &Vec<u8>) -> Vec<Table> {
        let Ok(goal) = self.board(goal) else {
            return Vec::new();
        };
        let bound = self
            .solver
            .pattern_sets()
            .map(|sets| patterns::bound_table(sets.shape(), goal.blank()));
        self.solver
            .sets_for(&goal)
            .into_iter()
            .map(patterns::table)
            .chain(bound)
            .collect()
    }

    fn has_table(&self, key: &TableKey) -> bool {
        match (self.solver.keeper(), self.solver.pattern_sets()) {
            (Some(keeper), _) => patterns::has_table(keeper, key),
            (None, Some(sets)) => patterns::has_bound(sets, key),
            (None, None) => false,
        }
    }

    fn build_table(
        &self,
        key: &TableKey,
        progress: &mut dyn FnMut(f64),
    ) -> Result<Vec<u8>, TableError> {
        match (self.solver.keeper(), self.solver.pattern_sets()) {
            (Some(keeper), _) => patterns::build_table(keeper, key, progress),
            (None, Some(sets)) => patterns::build_bound(sets, key, progress),
            (None, None) => Err(TableError::Unknown { key: key.clone() }),
        }
    }

    fn load_table(&self, key: &TableKey, bytes: Vec<u8>) -> Result<(), TableError> {
        match (self.solver.keeper(), self.solver.pattern_sets()) {
            (Some(keeper), _) => patterns::load_table(keeper, key, bytes),
            (None, Some(sets)) => patterns::load_bound(sets, key, &bytes),
            (None, None) => Err(TableError::Unknown { key: key.clone() }),
        }
    }
}
