//! How a heuristic measures up to the exact distance, over every board that can reach a
//! goal: a breadth-first search from the goal gives each board's distance, and the
//! heuristic's values are gathered by distance.

use std::ops::ControlFlow;

use serde::Serialize;

use super::heuristic::{Estimator, Heuristic};
use super::space::{Boards, Space};
use super::{Counts, LabError};
use crate::puzzles::sliding::Board;

/// The most cells of a board whose every position a profile visits (1,814,400 of them
/// on a 2x5 board).
pub const PROFILE_CELLS: usize = 10;

/// A heuristic's values at one distance from the goal.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Layer {
    /// The exact distance.
    pub distance: u32,
    /// The boards at that distance.
    pub boards: u64,
    /// The heuristic's least value over them.
    pub least: u32,
    /// Its largest.
    pub most: u32,
    /// The sum of its values (over `boards`, the mean).
    pub sum: u64,
}

/// Runs a breadth-first search from `goal` over every board that reaches it (at most
/// [`PROFILE_CELLS`] cells) and gathers the values of `heuristic` by distance. `progress`
/// hears the boards counted so far (as `generated`) after each layer, and stops the
/// search when it breaks.
pub fn profile(
    heuristic: Heuristic,
    goal: &Board,
    progress: &mut dyn FnMut(&Counts) -> ControlFlow<()>,
) -> Result<Vec<Layer>, LabError> {
    let cells = goal.cells().len();
    if cells > PROFILE_CELLS {
        return Err(LabError::TooManyBoards(cells));
    }
    let space = Space::new(goal.shape(), goal.cells());
    let estimate = Estimator::new(&space, heuristic);
    let mut seen: Boards<()> = Boards::default();
    seen.insert(space.goal(), ());
    let mut layer = vec![space.goal()];
    let mut layers = Vec::new();
    while !layer.is_empty() {
        let mut at = Layer {
            distance: layers.len() as u32,
            boards: layer.len() as u64,
            least: u32::MAX,
            most: 0,
            sum: 0,
        };
        let mut next = Vec::new();
        for &key in &layer {
            let h = estimate.of(key);
            at.least = at.least.min(h);
            at.most = at.most.max(h);
            at.sum += u64::from(h);
            for (_, child) in space.children(key) {
                if seen.insert(child, ()).is_none() {
                    next.push(child);
                }
            }
        }
        layers.push(at);
        let counts = Counts {
            generated: seen.len() as u64,
            ..Counts::default()
        };
        if progress(&counts).is_break() {
            return Err(LabError::Stopped);
        }
        layer = next;
    }
    Ok(layers)
}

/// The value of `heuristic` on `board` toward `goal` (of the same size, at most 16 cells).
pub fn estimate(heuristic: Heuristic, board: &Board, goal: &Board) -> Result<u32, LabError> {
    if board.shape() != goal.shape() {
        return Err(LabError::Sizes {
            start: board.shape().to_string(),
            goal: goal.shape().to_string(),
        });
    }
    let cells = board.cells().len();
    if cells > super::MAX_CELLS {
        return Err(LabError::TooLarge(cells));
    }
    let space = Space::new(goal.shape(), goal.cells());
    Ok(Estimator::new(&space, heuristic).of(space.pack(board.cells())))
}
