//! The exact solver: searches from the start and from the final board at once, and says
//! why when they cannot meet.

use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use super::position::{Colour, Move, Position};
use super::space::{SdaoSpace, HALF};
use crate::puzzles::Unsolvable;
use crate::random::Rng;
use crate::search::{Cut, DistanceTable, Meeting};

/// Exact solver for S-Dao: searches from the start and from the final board at once.
#[derive(Default)]
pub struct SdaoSolver {
    space: OnceCell<SdaoSpace>,
    /// The distance table of the last final board asked about (white to move).
    table: RefCell<Option<(Position, Rc<DistanceTable>)>>,
}

impl SdaoSolver {
    /// A solver; its tables of ranks are built on first use.
    pub fn new() -> Self {
        Self::default()
    }

    /// The lexicographically smallest shortest move sequence (moves compared by stone
    /// cell, then direction N, NE, E, SE, S, SW, W, NW) from `start` to the board of
    /// `goal`, reached with either colour to move.
    pub fn solve(&self, start: &Position, goal: &Position) -> Result<Vec<Move>, Unsolvable> {
        let slides = self.meet(start, goal)?.first_optimal_path();
        let mut position = *start;
        let moves = slides.into_iter().map(|slide| {
            let (next, to) = position.apply(slide).expect("the path's moves are legal");
            position = next;
            Move {
                from: slide.from,
                to,
            }
        });
        Ok(moves.collect())
    }

    /// The number of moves of a shortest solution.
    pub fn distance(&self, start: &Position, goal: &Position) -> Result<u8, Unsolvable> {
        Ok(self.meet(start, goal)?.distance() as u8)
    }

    /// How many positions (board and colour to move) lie at each distance from the
    /// board of `goal`.
    pub fn distance_counts(&self, goal: &Position) -> Vec<u64> {
        self.table(goal).counts().to_vec()
    }

    /// A position with white to move drawn uniformly among those `distance` moves from
    /// the board of `goal`, or `None` when there is none.
    pub fn random_at(&self, goal: &Position, distance: u8, rng: &mut Rng) -> Option<Position> {
        // the positions with white to move come first in the ranking
        let index = self.table(goal).random_at(distance, 0..HALF, rng)?;
        Some(self.space().position(index as u32))
    }

    /// The distance table of the board of `goal`, built once for the last board asked.
    fn table(&self, goal: &Position) -> Rc<DistanceTable> {
        let board = goal.with_turn(Colour::White);
        let mut last = self.table.borrow_mut();
        match &*last {
            Some((known, table)) if *known == board => Rc::clone(table),
            _ => {
                let space = self.space();
                let table = Rc::new(DistanceTable::build(space, &space.goals(goal)));
                *last = Some((board, Rc::clone(&table)));
                table
            }
        }
    }

    /// Why the board of `goal` cannot be reached from `start`, found without a search:
    /// the colour to move at `start` cannot move (and `start` is not on that board). It is
    /// the only way a final board is out of reach (see the module's doc).
    pub fn why_unsolvable(&self, start: &Position, goal: &Position) -> Option<Unsolvable> {
        let stuck = !start.same_board(goal) && start.moves().next().is_none();
        stuck.then(|| unsolvable(start, Cut::FromStart { reachable: 1 }))
    }

    fn meet(
        &self,
        start: &Position,
        goal: &Position,
    ) -> Result<Meeting<'_, SdaoSpace>, Unsolvable> {
        let space = self.space();
        Meeting::new(space, space.index(start), &space.goals(goal))
            .map_err(|cut| unsolvable(start, cut))
    }

    fn space(&self) -> &SdaoSpace {
        self.space.get_or_init(SdaoSpace::new)
    }
}

/// Why the final board is out of reach from `start`, as the search found out.
fn unsolvable(start: &Position, cut: Cut) -> Unsolvable {
    match cut {
        Cut::FromStart { reachable: 1 } => Unsolvable::NoMove {
            colour: start.turn.name(),
        },
        Cut::FromStart { reachable } => Unsolvable::FewReachable {
            reachable: reachable as u64,
        },
        Cut::ToGoals { reaching } => Unsolvable::NotAmongReaching {
            reaching: reaching as u64,
            of: 2 * HALF as u64,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::sdao::{Colour, PositionText};
    use crate::random::Rng;
    use crate::search::first_optimal_path;

    #[test]
    fn meeting_searches_agree_with_a_full_table() {
        let solver = SdaoSolver::new();
        let space = solver.space();
        let mut rng = Rng::new(8);
        let deepest = (
            Position::try_from(PositionText {
                cells: "bbwwbbww********".to_owned(),
                turn: Colour::White,
            })
            .unwrap(),
            Position::try_from(PositionText {
                cells: "wwbb*w*b**w****b".to_owned(),
                turn: Colour::White,
            })
            .unwrap(),
        );
        let pairs = (0..4).map(|_| (Position::random(&mut rng), Position::random(&mut rng)));
        for (start, goal) in pairs.chain([deepest]) {
            let table = DistanceTable::build(space, &space.goals(&goal));
            let index = space.index(&start);
            let meeting = Meeting::new(space, index, &space.goals(&goal)).unwrap();
            assert_eq!(
                Some(meeting.distance() as u8),
                table.distance(index as usize)
            );
            let path = meeting.first_optimal_path();
            assert_eq!(Some(path), first_optimal_path(space, &table, index));
        }
    }
}
