//! S-Dao as the playground plays it.

use std::ops::ControlFlow;

use crate::error::ParseError;
use crate::judge;
use crate::puzzles::sdao::{cell_name, column_name, row_name, Colour, Move, Position, SdaoSolver};
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::{Coordinates, Face, Game, LegalMove, Shape, Solo, Solution, Solved, Standing};

/// S-Dao as the playground plays it: any start, any final board.
#[derive(Default)]
pub struct SdaoGame {
    solver: SdaoSolver,
}

impl SdaoGame {
    /// A game; its tables of ranks are built on first use.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Game for SdaoGame {
    type Board = Position;

    /// Reads 4 rows of 4 cells (blank lines skipped), white to move.
    fn parse(&self, input: &str) -> Result<Position, ParseError> {
        Position::parse_text(input)
    }

    /// The board as 4 rows of 4 cells (the colour to move is not written).
    fn format(&self, position: &Position) -> String {
        position.to_rows()
    }

    fn moves(&self, position: &Position) -> Vec<LegalMove<Position>> {
        position
            .moves()
            .map(|(mv, next)| legal_move(mv, next))
            .collect()
    }

    fn shape(&self) -> Shape {
        Shape::square(4)
    }

    /// The cells named as the moves name them.
    fn coordinates(&self) -> Option<Coordinates> {
        Some(coordinates())
    }

    fn face(&self) -> Face<'_, Position> {
        Face::Solo(self)
    }
}

impl Solo for SdaoGame {
    /// The first board of the judge format's sample, white to move.
    fn default_goal(&self) -> Position {
        Position::SAMPLE
    }

    /// A bidirectional search that stops when the two sides meet; fast enough to report
    /// nothing.
    fn solve(
        &self,
        start: &Position,
        goal: &Position,
        _progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        let moves = self.solver.solve(start, goal)?;
        Ok(Solved::looked_up(
            moves.iter().map(Move::to_string).collect(),
        ))
    }

    fn distance(&self, start: &Position, goal: &Position) -> Result<u32, Unsolvable> {
        self.solver.distance(start, goal).map(u32::from)
    }

    fn distance_counts(&self, goal: &Position) -> Vec<u64> {
        self.solver.distance_counts(goal)
    }

    /// The colour to move cannot move: the only way a final board is out of reach.
    fn why_unsolvable(&self, start: &Position, goal: &Position) -> Option<Unsolvable> {
        self.solver.why_unsolvable(start, goal)
    }

    /// The board of `goal` with either colour to move.
    fn is_goal(&self, position: &Position, goal: &Position) -> bool {
        position.same_board(goal)
    }

    /// A uniformly random position, white to move, where white can move: every such
    /// position reaches every board, so `goal` is reached too.
    fn random(&self, _goal: &Position, seed: u64) -> Position {
        Position::random(&mut Rng::new(seed))
    }

    fn random_at(&self, goal: &Position, distance: u8, seed: u64) -> Option<Position> {
        self.solver.random_at(goal, distance, &mut Rng::new(seed))
    }

    /// A case of one pair of boards, when white is to move at `start` as the judge's are.
    fn judge(
        &self,
        start: &Position,
        _goal: &Position,
        answer: Result<&Solution<Position>, &Unsolvable>,
    ) -> Option<String> {
        let distance = answer.ok().map(|solution| solution.moves.len() as u32);
        (start.turn() == Colour::White)
            .then(|| judge::written(|out| judge::sdao::write_distance(out, distance)))
            .flatten()
    }
}

/// The names of the 4x4 board's columns, rows and cells, as the moves write them.
pub(super) fn coordinates() -> Coordinates {
    let names = |name: fn(u8) -> char| (0..4).map(|i| name(i).to_string()).collect();
    Coordinates {
        columns: names(column_name),
        rows: names(row_name),
        cells: (0..16).map(cell_name).collect(),
    }
}

/// The legal move `mv`, leading to `next`: named `a1-c3`, carrying the stone from its
/// cell to where it stops.
pub(super) fn legal_move(mv: Move, next: Position) -> LegalMove<Position> {
    LegalMove {
        name: mv.to_string(),
        board: next,
        cells: Some((mv.from, mv.to)),
        toward: None,
    }
}
