//! The sub-faces of a one-player puzzle: what only some puzzles can do, each a trait of
//! its own that the puzzle hands out ([`Solo::interim`](super::Solo::interim) and the
//! rest), so that having the facet and telling the page so are one fact
//! ([`Capabilities::of`](super::Capabilities::of)). The search that workers share is
//! one too ([`SharedSearch`](super::SharedSearch)).

use std::ops::ControlFlow;

use super::{Solved, Standing};
use crate::puzzles::sliding::Board;
use crate::puzzles::Unsolvable;

/// A puzzle whose default tables take seconds to build, with small interim tables that
/// answer meanwhile ([`Capabilities::interim`](super::Capabilities::interim)).
pub trait Interim {
    /// The game's board.
    type Board;

    /// [`Solo::solve`](super::Solo::solve) without waiting for the default tables: while
    /// they are absent, from small tables of its own (optimal too, possibly another of
    /// the shortest solutions).
    fn solve_interim(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable>;
}

/// A puzzle whose solve is anytime: better solutions and a rising bound until stopped
/// ([`Capabilities::anytime`](super::Capabilities::anytime)).
pub trait Anytime {
    /// The game's board.
    type Board;

    /// The solve without raising its bound past the start's estimate: ever shorter
    /// solutions until `progress` stops it (or one meets that bound). One worker runs it
    /// while others share the iterations that raise the bound
    /// ([`Solo::shared`](super::Solo::shared)).
    fn improve(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Solved, Unsolvable>;
}

/// A puzzle whose exact distances take a search (sliding boards of more than 10 cells,
/// the Fifteen): its distances are not instant
/// ([`Capabilities::instant_distance`](super::Capabilities::instant_distance)), and a
/// proven lower bound stands in for them.
pub trait Bounded {
    /// The game's board.
    type Board;

    /// A proven lower bound on the moves from `start` to `goal`, at once: the Manhattan
    /// distance with linear conflicts ([`lower_bound`](crate::puzzles::sliding::lower_bound));
    /// `None` for a board not of the game's size.
    fn lower_bound(&self, start: &Self::Board, goal: &Self::Board) -> Option<u32>;
}

/// A puzzle the search lab takes boards of ([`crate::puzzles::lab`]): sliding boards of
/// at most 16 cells ([`Capabilities::lab`](super::Capabilities::lab)).
pub trait Lab {
    /// The game's board.
    type Board;

    /// `board` as the lab takes it; `None` for a board not of the game's size.
    fn lab_board(&self, board: &Self::Board) -> Option<Board>;
}

/// A puzzle that counts and lists every optimal solution
/// ([`Capabilities::counts_solutions`](super::Capabilities::counts_solutions)).
pub trait Counting {
    /// The game's board.
    type Board;

    /// How many optimal solutions lead from `start` to `goal`, and `take` of them from
    /// the one at `first` in the puzzle's order of moves. Where a table of every distance
    /// counts them, at once; where a search does (the Fifteen), it tells `progress` where
    /// it stands and stops when that breaks ([`Unsolvable::Stopped`]), and the last
    /// position counted keeps its list, so that its other pages come at once.
    fn optimal_solutions(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
        page: (u64, usize),
        progress: &mut dyn FnMut(&Standing) -> ControlFlow<()>,
    ) -> Result<Optimal, Unsolvable>;
}

/// A puzzle with a table of the multi-tile metric
/// ([`Capabilities::multi_tile`](super::Capabilities::multi_tile)).
pub trait MultiTile {
    /// The game's board.
    type Board;

    /// The smallest shortest solution from `start` to `goal` in the multi-tile metric, its
    /// slides named as the command line writes them (`d2`, `r`).
    fn solve_multi(
        &self,
        start: &Self::Board,
        goal: &Self::Board,
    ) -> Result<Vec<String>, Unsolvable>;
}

/// Some of the optimal solutions of a position, in the puzzle's order of moves, and how
/// many there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Optimal {
    /// How many optimal solutions there are.
    pub count: u64,
    /// How many of them can be asked for: all of them where a table counts them, the
    /// first ones where a search lists them.
    pub listed: u64,
    /// The place (from 0) of the first one given.
    pub first: u64,
    /// Their moves, by name.
    pub solutions: Vec<Vec<String>>,
}
