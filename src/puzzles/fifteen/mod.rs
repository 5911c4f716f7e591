//! The Fifteen: optimal solutions on 4x4 sliding boards toward any goal, by IDA* with
//! additive 6-6-3 pattern databases that track the blank's region.
//!
//! Tiles are relabelled by their goal cell, and a symmetry of the square brings the goal's
//! blank to one of three cells (a corner, an edge or a centre cell), so three sets of
//! databases serve every goal; each (11.6 MB; about 3 s to build natively, with 92 MB of
//! scratch) is built on first use, or loaded from its bytes. The playground's goal and
//! Korf's (blank last, blank first) share one set. One six-tile table serves, through the
//! symmetries of the square, every way of covering the tiles with two of its images and
//! three other tiles; each such view is an additive lower bound, and the search takes the
//! largest: four views for goals with the blank in a corner or a centre cell, two for
//! edge goals.

mod databases;
mod pattern;
mod search;

use std::ops::ControlFlow;
use std::sync::OnceLock;

pub use databases::{DatabaseError, Databases, FORMAT_VERSION};
pub use search::Progress;

use super::sliding::{Board, Move};
use super::Unsolvable;
use databases::{inverse, PARTITIONS, SYMMETRIES};
use pattern::CELLS;
use search::Ida;

/// A 4x4 sliding board.
pub type Board4 = Board<4, 16>;

/// An optimal solution and the work it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// The moves, named by the blank's direction.
    pub moves: Vec<Move>,
    /// The boards the search generated.
    pub nodes: u64,
}

/// Why [`FifteenSolver::solve`] returned no solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The goal cannot be reached from the start.
    Unsolvable(Unsolvable),
    /// The node budget ran out or the progress callback asked to stop.
    Stopped(Progress),
}

/// Optimal solver for 4x4 boards, holding one set of pattern databases per class of the
/// goal's blank cell.
#[derive(Default)]
pub struct FifteenSolver {
    databases: [OnceLock<Databases>; 3],
}

/// A goal brought to canonical form: the symmetry used (an index of [`SYMMETRIES`]) and
/// the class of databases.
#[derive(Clone, Copy)]
struct Frame {
    symmetry: usize,
    class: usize,
}

impl Frame {
    fn of(goal: &Board4) -> Self {
        SYMMETRIES
            .iter()
            .enumerate()
            .find_map(|(symmetry, map)| {
                let cell = usize::from(map[goal.blank()]);
                let class = PARTITIONS.iter().position(|&(c, _)| c == cell)?;
                Some(Self { symmetry, class })
            })
            .unwrap_or(Self {
                symmetry: 0,
                class: 0,
            })
    }
}

impl FifteenSolver {
    /// A solver with no database built yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// A name for the databases that serve `goal`, the same for every goal they serve and
    /// for every version of their byte form ([`FORMAT_VERSION`]).
    pub fn databases_family(&self, goal: &Board4) -> String {
        format!("fifteen-databases-{}", Frame::of(goal).class)
    }

    /// Whether the databases that serve `goal` are ready.
    pub fn has_databases(&self, goal: &Board4) -> bool {
        self.databases[Frame::of(goal).class].get().is_some()
    }

    /// The databases that serve `goal`, built first if need be (a few seconds natively);
    /// `progress(done, total)` follows the build.
    pub fn build_databases(&self, goal: &Board4, progress: impl FnMut(u64, u64)) -> &Databases {
        let class = Frame::of(goal).class;
        self.databases[class].get_or_init(|| Databases::build(class, progress))
    }

    /// Takes databases from their bytes (see [`Databases::to_bytes`]); they then serve
    /// every goal of their class. Databases already there are kept.
    pub fn load_databases(&self, bytes: &[u8]) -> Result<(), DatabaseError> {
        let databases = Databases::from_bytes(bytes)?;
        let class = PARTITIONS
            .iter()
            .position(|&(cell, _)| cell == databases.blank_goal())
            .unwrap_or_default();
        // Equal databases may already be there; either copy serves.
        let _ = self.databases[class].set(databases);
        Ok(())
    }

    /// An optimal move sequence from `start` to `goal` (any of the shortest), building
    /// the databases first if need be. The search stops after `max_nodes` boards, or when
    /// `progress` (called at each new bound and every million boards) breaks; a time
    /// budget is the callback's to keep.
    pub fn solve(
        &self,
        start: &Board4,
        goal: &Board4,
        max_nodes: Option<u64>,
        progress: impl FnMut(Progress) -> ControlFlow<()>,
    ) -> Result<Solved, SolveError> {
        start
            .check_reachable(goal)
            .map_err(SolveError::Unsolvable)?;
        if start == goal {
            // no database needed
            return Ok(Solved {
                moves: Vec::new(),
                nodes: 0,
            });
        }
        let frame = Frame::of(goal);
        let databases = self.build_databases(goal, |_, _| ());
        let map = SYMMETRIES[frame.symmetry];
        // relabel: a tile becomes its goal cell, all in the symmetric frame
        let mut goal_cell = [0u8; CELLS];
        for (c, &tile) in goal.cells().iter().enumerate() {
            goal_cell[usize::from(tile)] = map[c];
        }
        let mut cells = [0u8; CELLS];
        for (c, &tile) in start.cells().iter().enumerate() {
            cells[usize::from(map[c])] = goal_cell[usize::from(tile)];
        }
        let blank = usize::from(map[start.blank()]);
        let ida = Ida::new(
            databases,
            cells,
            blank,
            max_nodes.unwrap_or(u64::MAX),
            progress,
        );
        let (path, nodes) = ida.run().map_err(SolveError::Stopped)?;
        let unmap = SYMMETRIES[inverse(frame.symmetry)];
        let mut at = start.blank();
        let moves = path
            .iter()
            .map(|&cell| {
                let to = usize::from(unmap[usize::from(cell)]);
                let mv = match to {
                    _ if to == at + 4 => Move::Down,
                    _ if to + 4 == at => Move::Up,
                    _ if to == at + 1 => Move::Right,
                    _ => Move::Left,
                };
                at = to;
                mv
            })
            .collect();
        Ok(Solved { moves, nodes })
    }
}

/// Two of the positions farthest from their goal, 80 moves away, each with that goal
/// (cells row by row, 0 for the blank): one of the 17 that Brüngger, Marzetta, Fukuda and
/// Nievergelt (1999) found for the goal with the blank first, and its image for the goal
/// with the blank last (the board turned half round, tile t renamed 16 - t).
pub const HARDEST: [([u8; 16], [u8; 16]); 2] = [
    (
        [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    ),
    (
        [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 5, 6, 4, 8, 2, 1],
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
    ),
];
