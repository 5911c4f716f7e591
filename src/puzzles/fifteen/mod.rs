//! The Fifteen: optimal solutions on 4x4 sliding boards toward any goal, by IDA* with
//! additive pattern databases that track the blank's region.
//!
//! Tiles are relabelled by their goal cell, and a symmetry of the square brings the goal's
//! blank to one of three cells (a corner, an edge or a centre cell), so three default sets
//! of databases serve every goal; each (6-6-3, 1.6 MB) is built on first use, or loaded
//! from its bytes. The playground's goal and Korf's (blank last, blank first) share one
//! set. Goals with the blank in a corner may also have the strong set (7-8, 196 MB; its
//! build holds [`Databases::build_peak`] bytes at once), which then serves them alone,
//! generating far fewer boards (see [`Set`]; the times and node counts of both sets are
//! in docs/performance.md).

mod build;
mod databases;
mod pattern;
mod search;
mod sets;
mod symmetry;

use std::ops::ControlFlow;
use std::sync::OnceLock;

pub use databases::{DatabaseError, Databases, FORMAT_VERSION};
pub use search::Progress;
pub use sets::Set;

use super::sliding::{Board, Move};
use super::Unsolvable;
use crate::puzzles::square::{CELLS, SYMMETRIES};
use search::Ida;
use sets::PARTITIONS;
use symmetry::inverse;

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
    strong: OnceLock<Databases>,
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

    /// A name for `set`, the same for every version of its byte form ([`FORMAT_VERSION`]).
    pub fn family(set: Set) -> String {
        match set {
            Set::Default(class) => format!("fifteen-databases-{class}"),
            Set::Strong => "fifteen-databases-strong".to_owned(),
        }
    }

    /// The default set that serves `goal`, and the strong set when it can serve it too.
    pub fn sets_for(goal: &Board4) -> (Set, Option<Set>) {
        let default = Set::Default(Frame::of(goal).class);
        (default, Self::strong_fits(goal).then_some(Set::Strong))
    }

    /// A name for the databases that serve `goal`, the same for every goal they serve and
    /// for every version of their byte form ([`FORMAT_VERSION`]).
    pub fn databases_family(&self, goal: &Board4) -> String {
        Self::family(Self::sets_for(goal).0)
    }

    /// A name for the strong databases, when they can serve `goal` (the same for every
    /// version of their byte form).
    pub fn strong_family(&self, goal: &Board4) -> Option<String> {
        Self::sets_for(goal).1.map(Self::family)
    }

    /// Whether the strong databases can serve `goal`: its blank is in a corner.
    pub fn strong_fits(goal: &Board4) -> bool {
        Frame::of(goal).class == 0
    }

    /// Whether the databases that serve `goal` are ready.
    pub fn has_databases(&self, goal: &Board4) -> bool {
        self.databases[Frame::of(goal).class].get().is_some()
    }

    /// The databases that serve `goal`, built first if need be; `progress(fraction)`
    /// follows the build.
    pub fn build_databases(&self, goal: &Board4, progress: impl FnMut(f64)) -> &Databases {
        let class = Frame::of(goal).class;
        self.databases[class].get_or_init(|| Databases::build(Set::Default(class), progress))
    }

    /// The strong databases, built first if need be; once there, they alone serve the
    /// goals with the blank in a corner.
    pub fn build_strong(&self, progress: impl FnMut(f64)) -> &Databases {
        self.strong
            .get_or_init(|| Databases::build(Set::Strong, progress))
    }

    /// Whether the strong databases are ready.
    pub fn has_strong(&self) -> bool {
        self.strong.get().is_some()
    }

    /// Whether the strong databases serve `goal`: they are ready, and the goal's blank is
    /// in a corner.
    pub fn strong_serves(&self, goal: &Board4) -> bool {
        self.has_strong() && Self::strong_fits(goal)
    }

    /// Takes databases from their bytes (see [`Databases::to_bytes`]); they then serve
    /// every goal of their set. Databases already there are kept.
    pub fn load_databases(&self, bytes: &[u8]) -> Result<(), DatabaseError> {
        self.install(Databases::from_bytes(bytes)?);
        Ok(())
    }

    /// Keeps `databases`, which then serve every goal of their set; databases of the set
    /// already there are kept instead (the two are equal).
    pub fn install(&self, databases: Databases) {
        let slot = match databases.set() {
            Set::Default(class) => &self.databases[class.min(2)],
            Set::Strong => &self.strong,
        };
        let _ = slot.set(databases);
    }

    /// Whether the databases of `set` are here.
    pub fn has(&self, set: Set) -> bool {
        match set {
            Set::Default(class) => self.databases[class.min(2)].get().is_some(),
            Set::Strong => self.has_strong(),
        }
    }

    /// The databases of `set`, built first if need be; `progress(fraction)` follows the
    /// build.
    pub fn build(&self, set: Set, progress: impl FnMut(f64)) -> &Databases {
        match set {
            Set::Default(class) => self.databases[class.min(2)]
                .get_or_init(|| Databases::build(Set::Default(class.min(2)), progress)),
            Set::Strong => self.build_strong(progress),
        }
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
        // the strong databases, when there, serve the corner goals alone
        let databases = match self.strong.get() {
            Some(strong) if Self::strong_fits(goal) => strong,
            _ => self.build_databases(goal, |_| ()),
        };
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

/// Two of the positions farthest from their goal, 80 moves away (the most any board
/// needs; Brüngger, Marzetta, Fukuda and Nievergelt, 1999), each with that goal (cells
/// row by row, 0 for the blank): one for the goal with the blank first and one for the
/// goal with the blank last. Their lengths are checked by the tests.
pub const HARDEST: [([u8; 16], [u8; 16]); 2] = [
    (
        [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    ),
    (
        [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1],
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
    ),
];
