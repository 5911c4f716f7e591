//! The multi-tile metric on boards of at most 10 cells: a move slides one to all of the
//! tiles between the blank and an edge of its row or column, counted as one. Optimal
//! solutions by a distance table per cell of the goal's blank, as in the single-tile
//! metric ([`super::Tables`]), over the same boards.

use std::fmt;

use crate::puzzles::sliding::rules::Move;
use crate::puzzles::{Shape, Unsolvable};
use crate::search::{Page, StateSpace};

use super::tables::{Boards, Space, TableSet};
use crate::puzzles::sliding::board::Board;

/// A move of the multi-tile metric: the blank goes `cells` cells `toward` one side, the
/// tiles it passes each sliding one cell the other way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slide {
    /// Where the blank goes.
    pub toward: Move,
    /// How many cells it goes, at least 1.
    pub cells: u8,
}

impl fmt::Display for Slide {
    /// The direction's letter, then the cells when more than one: `d`, `l3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.toward.letter())?;
        if self.cells > 1 {
            write!(f, "{}", self.cells)?;
        }
        Ok(())
    }
}

/// How moves are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Metric {
    /// A move slides one tile (`stm`).
    #[default]
    Single,
    /// A move slides one or more tiles of a line (`mtm`).
    Multi,
}

impl std::str::FromStr for Metric {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        match name {
            "stm" => Ok(Metric::Single),
            "mtm" => Ok(Metric::Multi),
            _ => Err(
                "expected stm (a move slides one tile) or mtm (one or more of a line)".to_owned(),
            ),
        }
    }
}

/// `slides` as one string: `d2rl3`.
pub fn slide_string(slides: &[Slide]) -> String {
    slides.iter().map(ToString::to_string).collect()
}

/// The boards of one shape under the moves of the multi-tile metric, in the order
/// `d < l < r < u`, fewer cells first.
struct MultiSpace {
    space: Space,
    slides: Vec<Slide>,
}

impl MultiSpace {
    fn new(shape: Shape) -> Self {
        let slides = Move::ALL
            .into_iter()
            .flat_map(|toward| {
                let most = match toward {
                    Move::Down | Move::Up => shape.rows() - 1,
                    Move::Left | Move::Right => shape.columns() - 1,
                };
                (1..=most as u8).map(move |cells| Slide { toward, cells })
            })
            .collect();
        Self {
            space: Space::new(shape),
            slides,
        }
    }
}

impl StateSpace for MultiSpace {
    type State = u64;
    type Move = Slide;

    fn size(&self) -> usize {
        self.space.size()
    }

    fn rank(&self, state: &u64) -> usize {
        self.space.rank(state)
    }

    fn moves(&self) -> &[Slide] {
        &self.slides
    }

    fn apply(&self, state: &u64, slide: Slide) -> Option<u64> {
        (0..slide.cells).try_fold(*state, |at, _| self.space.apply(&at, slide.toward))
    }

    fn for_each_predecessor(&self, state: &u64, visit: impl FnMut(u64)) {
        // every slide is undone by the opposite one of as many cells
        self.for_each_successor(state, visit);
    }
}

impl Boards for MultiSpace {
    fn boards(&self) -> &Space {
        &self.space
    }
}

/// Optimal solutions in the multi-tile metric on one shape of at most 10 cells, by a
/// distance table per cell of the goal's blank, built on first use.
pub struct MultiTables {
    set: TableSet<MultiSpace>,
}

impl MultiTables {
    /// The tables of `shape`, none built yet; `None` above [`MAX_CELLS`](super::MAX_CELLS) cells.
    pub fn new(shape: Shape) -> Option<Self> {
        (shape.cells() <= super::MAX_CELLS).then(|| Self {
            set: TableSet::new(MultiSpace::new(shape)),
        })
    }

    /// The smallest shortest solution, comparing slides by direction (`d < l < r < u`)
    /// and then by cells, fewer first.
    pub fn solve(&self, start: &Board, goal: &Board) -> Result<Vec<Slide>, Unsolvable> {
        self.set.solve(start, goal)
    }

    /// How many shortest solutions lead from `start` to `goal`, and `take` of them from
    /// the one at `first` in the order of [`Self::solve`].
    pub fn optimal_solutions(
        &self,
        start: &Board,
        goal: &Board,
        first: u64,
        take: usize,
    ) -> Result<Page<Slide>, Unsolvable> {
        self.set.optimal_solutions(start, goal, first, take)
    }

    /// How many boards lie at each distance from `goal`.
    pub fn counts(&self, goal: &Board) -> &[u64] {
        self.set.counts(goal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_farthest_boards_in_the_multi_tile_metric() {
        // the 3x3 puzzle is 24 moves across in the multi-tile metric (31 in the
        // single-tile one); every board is counted once
        let shape: Shape = "3x3".parse().unwrap();
        let tables = MultiTables::new(shape).unwrap();
        let counts = tables.counts(&Board::goal(shape));
        assert_eq!(counts.len() - 1, 24);
        assert_eq!(counts.iter().sum::<u64>(), 181_440);
        assert!(MultiTables::new("4x3".parse().unwrap()).is_none());
    }

    #[test]
    fn slides_are_written_as_letters_and_cells() {
        let slide = |toward, cells| Slide { toward, cells };
        let slides = [
            slide(Move::Down, 2),
            slide(Move::Right, 1),
            slide(Move::Left, 3),
        ];
        assert_eq!(slide_string(&slides), "d2rl3");
    }
}
