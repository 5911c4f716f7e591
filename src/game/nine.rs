//! The nine-number game as the playground plays it.

use std::ops::ControlFlow;

use crate::error::ParseError;
use crate::judge;
use crate::puzzles::nine::{NineBoard, NineSolver, Op};
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::{Face, Game, LegalMove, Shape, Solo, Solution, Solved, Standing};

/// The nine-number game as the playground plays it: any start, any goal.
#[derive(Default)]
pub struct NineGame {
    solver: NineSolver,
}

impl NineGame {
    /// A game with no table built yet.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Game for NineGame {
    type Board = NineBoard;

    fn parse(&self, input: &str) -> Result<NineBoard, ParseError> {
        NineBoard::parse_text(input)
    }

    fn format(&self, board: &NineBoard) -> String {
        board.to_rows()
    }

    /// The two operations, which move many digits: no cells.
    fn moves(&self, board: &NineBoard) -> Vec<LegalMove<NineBoard>> {
        Op::ALL
            .into_iter()
            .map(|op| LegalMove {
                name: op.name().to_owned(),
                board: board.apply(op),
                cells: None,
                toward: None,
            })
            .collect()
    }

    fn shape(&self) -> Shape {
        Shape::square(3)
    }

    fn face(&self) -> Face<'_, NineBoard> {
        Face::Solo(self)
    }
}

impl Solo for NineGame {
    fn default_goal(&self) -> NineBoard {
        NineBoard::GOAL
    }

    /// A walk down the distance table: no search, no progress to report.
    fn solve(
        &self,
        start: &NineBoard,
        goal: &NineBoard,
        _progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        let ops = self.solver.solve(start, goal)?;
        Ok(Solved::looked_up(
            ops.iter().map(|op| op.name().to_owned()).collect(),
        ))
    }

    fn distance(&self, start: &NineBoard, goal: &NineBoard) -> Result<u32, Unsolvable> {
        self.solver.distance(start, goal).map(u32::from)
    }

    fn distance_counts(&self, _goal: &NineBoard) -> Vec<u64> {
        self.solver.distance_counts().to_vec()
    }

    fn random(&self, goal: &NineBoard, seed: u64) -> NineBoard {
        goal.shuffled(&mut Rng::new(seed))
    }

    fn random_at(&self, goal: &NineBoard, distance: u8, seed: u64) -> Option<NineBoard> {
        self.solver.random_at(goal, distance, &mut Rng::new(seed))
    }

    /// The format states only the standard goal.
    fn judge(
        &self,
        _start: &NineBoard,
        goal: &NineBoard,
        answer: Result<&Solution<NineBoard>, &Unsolvable>,
    ) -> Option<String> {
        let boards = answer.ok().map(|solution| solution.boards.as_slice());
        (*goal == NineBoard::GOAL)
            .then(|| judge::written(|out| judge::nine::write_answer(out, boards)))
            .flatten()
    }
}
