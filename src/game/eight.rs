//! The Eight and the Eight II as the playground plays them.

use std::ops::ControlFlow;

use crate::error::ParseError;
use crate::judge;
use crate::puzzles::sliding::eight::{Board3, EightSolver};
use crate::puzzles::sliding::{self, move_names};
use crate::puzzles::Unsolvable;
use crate::random::Rng;

use super::{
    tiles, Counting, Face, Game, Lab, LegalMove, Line, MultiTile, Optimal, Shape, Solo, Solution,
    Solved, Standing,
};

/// How the playground writes a 3x3 board: as the Eight's judge input or the Eight II's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notation {
    /// Nine tokens, `2 3 4 1 5 x 7 6 8`.
    Spaced,
    /// Nine characters, `12X453786`.
    Compact,
}

/// The Eight as the playground plays it: any start, any goal, either notation (both are
/// accepted when parsing; `notation` is the one written).
pub struct EightGame {
    solver: EightSolver,
    /// The table that counts and lists every shortest solution (slide's, built when
    /// first asked, so that one counter serves the Eight and the small boards).
    counter: sliding::Tables,
    /// The multi-tile metric's tables, likewise (boxed: the games' enum stays small).
    multi: Box<sliding::MultiTables>,
    notation: Notation,
}

impl EightGame {
    /// A game writing boards in `notation`.
    pub fn new(notation: Notation) -> Self {
        Self {
            solver: EightSolver::new(),
            counter: sliding::Tables::new(Shape::square(3)),
            multi: Box::new(
                sliding::MultiTables::new(Shape::square(3)).expect("a 3x3 board has tables"),
            ),
            notation,
        }
    }
}

impl Game for EightGame {
    type Board = Board3;

    fn parse(&self, input: &str) -> Result<Board3, ParseError> {
        Board3::parse_text(input)
    }

    fn format(&self, board: &Board3) -> String {
        match self.notation {
            Notation::Spaced => board.to_spaced(),
            Notation::Compact => board.to_compact(),
        }
    }

    fn moves(&self, board: &Board3) -> Vec<LegalMove<Board3>> {
        tiles::legal_moves(board)
    }

    fn lines(&self, board: &Board3) -> Vec<Line> {
        tiles::lines(board)
    }

    fn shape(&self) -> Shape {
        Shape::square(3)
    }

    fn face(&self) -> Face<'_, Board3> {
        Face::Solo(self)
    }
}

impl Solo for EightGame {
    fn default_goal(&self) -> Board3 {
        Board3::goal()
    }

    /// A walk down the distance table: no search, no progress to report.
    fn solve(
        &self,
        start: &Board3,
        goal: &Board3,
        _progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable> {
        let moves = self.solver.solve(start, goal)?;
        Ok(Solved::looked_up(move_names(&moves)))
    }

    fn distance(&self, start: &Board3, goal: &Board3) -> Result<u32, Unsolvable> {
        self.solver.distance(start, goal).map(u32::from)
    }

    fn distance_counts(&self, goal: &Board3) -> Vec<u64> {
        self.solver.distance_counts(goal).to_vec()
    }

    fn why_unsolvable(&self, start: &Board3, goal: &Board3) -> Option<Unsolvable> {
        start.check_reachable(goal).err()
    }

    fn random(&self, goal: &Board3, seed: u64) -> Board3 {
        Board3::random_reaching(goal, &mut Rng::new(seed))
    }

    fn random_at(&self, goal: &Board3, distance: u8, seed: u64) -> Option<Board3> {
        self.solver.random_at(goal, distance, &mut Rng::new(seed))
    }

    /// The Eight's format states only the standard goal (and a board that cannot reach
    /// it); the Eight II's states any goal, of a board that can.
    fn judge(
        &self,
        _start: &Board3,
        goal: &Board3,
        answer: Result<&Solution<Board3>, &Unsolvable>,
    ) -> Option<String> {
        match self.notation {
            Notation::Spaced if *goal == Board3::goal() => tiles::judge_line(answer),
            Notation::Spaced => None,
            Notation::Compact => {
                let moves = answer.ok()?.moves.concat();
                judge::written(|out| judge::eight2::write_case(out, 1, &moves))
            }
        }
    }

    fn lab(&self) -> Option<&dyn Lab<Board = Board3>> {
        Some(self)
    }

    fn counting(&self) -> Option<&dyn Counting<Board = Board3>> {
        Some(self)
    }

    fn multi_tile(&self) -> Option<&dyn MultiTile<Board = Board3>> {
        Some(self)
    }
}

impl Lab for EightGame {
    type Board = Board3;

    fn lab_board(&self, board: &Board3) -> Option<sliding::Board> {
        Some(board.to_board())
    }
}

impl Counting for EightGame {
    type Board = Board3;

    /// From the table of every distance (the small boards', built when first asked).
    fn optimal_solutions(
        &self,
        start: &Board3,
        goal: &Board3,
        (first, take): (u64, usize),
        _progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Optimal, Unsolvable> {
        let (start, goal) = (start.to_board(), goal.to_board());
        let page = self.counter.optimal_solutions(&start, &goal, first, take)?;
        Ok(tiles::optimal(page))
    }
}

impl MultiTile for EightGame {
    type Board = Board3;

    fn solve_multi(&self, start: &Board3, goal: &Board3) -> Result<Vec<String>, Unsolvable> {
        let (start, goal) = (start.to_board(), goal.to_board());
        let slides = self.multi.solve(&start, &goal)?;
        Ok(tiles::slide_names(&slides))
    }
}
