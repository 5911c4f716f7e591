//! The nine-number game as the playground plays it.

use crate::error::ParseError;
use crate::judge::Format;
use crate::puzzles::nine::{NineBoard, NineSolver, Op};
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::{Game, LegalMove};

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

    fn default_goal(&self) -> NineBoard {
        NineBoard::GOAL
    }

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
            })
            .collect()
    }

    fn solve(&self, start: &NineBoard, goal: &NineBoard) -> Result<Vec<String>, Unsolvable> {
        let ops = self.solver.solve(start, goal)?;
        Ok(ops.iter().map(|op| op.name().to_owned()).collect())
    }

    fn distance(&self, start: &NineBoard, goal: &NineBoard) -> Result<u32, Unsolvable> {
        self.solver.distance(start, goal).map(u32::from)
    }

    fn distance_counts(&self, _goal: &NineBoard) -> Vec<u64> {
        self.solver.distance_counts().to_vec()
    }

    fn scramble(&self, goal: &NineBoard, seed: u64) -> NineBoard {
        goal.shuffled(&mut Rng::new(seed))
    }

    fn random_at(&self, goal: &NineBoard, distance: u8, seed: u64) -> Option<NineBoard> {
        self.solver.random_at(goal, distance, &mut Rng::new(seed))
    }

    fn judge_case(&self, start: &NineBoard, goal: &NineBoard) -> Option<(Format, String)> {
        (*goal == NineBoard::GOAL).then(|| (Format::Nine, start.to_rows()))
    }
}
