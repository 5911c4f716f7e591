//! The shapes of the answers JavaScript gets, as serde writes them; tsify declares each in
//! the TypeScript the page is checked against, from the same derive. `moves` holds a
//! position's moves and facts, `solved` a search's answers, `lab` the search lab's,
//! `sharing` those of a search workers share.

mod lab;
mod moves;
mod sharing;
mod solved;

use wasm_bindgen::prelude::*;

pub(super) use lab::{Estimated, LabRequest, LabRun};
pub(super) use moves::{Facts, LegalMove, Valued};
pub(super) use sharing::{Cut, Part, PartOf, Sharing};
pub(super) use solved::{Hardest, NoSolution, Progress, Solutions, Solved, Unsolved};

#[wasm_bindgen(typescript_custom_section)]
const BOARD: &str = r#"
/** A sliding board: the tiles row by row, 0 for the blank. */
export type TileBoard = number[];
/** A board of the nine-number game: the digits 0-8 row by row, each once. */
export type NineBoard = number[];
/** A board of any game: tiles or digits by cell (0 the blank), or a stone position. */
export type Board = TileBoard | NineBoard | PositionText;
/** What `solve` and `perfectPlay` answer. */
export type Answer = Solved | NoSolution;
/** How well the computer plays. */
export type Strength = "perfect" | "strong" | "casual";
/** A progress callback of a long search. */
export type OnSearchProgress = (progress: Progress) => void;
/** A progress callback of a table's build: the fraction done, 0 to 1. */
export type OnBuildProgress = (fraction: number) => void;
"#;
