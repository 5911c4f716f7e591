//! What the page's workers pass one another when they share a search
//! ([`SharedSearch`](crate::game::SharedSearch)): the question of each step, checked,
//! and its answer, declared in TypeScript by tsify.

use serde::{Deserialize, Serialize};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

use super::solved::Solved;
use crate::wasm::convert::error;

/// The most workers a search is cut for.
#[allow(clippy::cast_possible_truncation)]
const MOST_PARTS: u32 = crate::search::MOST_PARTS as u32;

/// What `plan` is asked: how many workers share the search, and the bound to cut at
/// once (the one after an iteration they shared without a solution), if any.
#[derive(Deserialize, Tsify)]
pub struct Sharing {
    pub(crate) parts: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) from: Option<u32>,
}

impl Sharing {
    /// Checked: 1 to [`MOST_PARTS`] workers.
    pub(crate) fn checked(self) -> Result<Self, JsError> {
        if (1..=MOST_PARTS).contains(&self.parts) {
            Ok(self)
        } else {
            Err(error(format!(
                "plan: expected 1 to {MOST_PARTS} parts, found {}",
                self.parts
            )))
        }
    }
}

/// What `searchPart` is asked: the iteration `plan` cut (its bound and depth) and the
/// boards `first` to `end` (excluded) of it.
#[derive(Deserialize, Tsify)]
pub struct PartOf {
    pub(crate) bound: u32,
    pub(crate) depth: u32,
    pub(crate) first: u32,
    pub(crate) end: u32,
}

impl PartOf {
    /// Checked: a depth below the bound, and `first` not past `end`.
    pub(crate) fn checked(self) -> Result<Self, JsError> {
        if self.depth == 0 || self.depth >= self.bound || self.first > self.end {
            return Err(error(format!(
                "searchPart: expected 0 < depth < bound and first <= end, found depth {}, \
                 bound {}, first {}, end {}",
                self.depth, self.bound, self.first, self.end
            )));
        }
        Ok(self)
    }
}

/// An iteration `plan` cut for the workers: its bound, the boards' depth and count, and
/// the positions generated so far.
#[derive(Serialize, Tsify)]
pub struct Cut {
    #[tsify(type = "true")]
    cut: bool,
    bound: u32,
    depth: u32,
    count: usize,
    nodes: u64,
}

impl Cut {
    /// The iteration of `bound` cut at `depth` into `count` boards, `nodes` generated.
    pub(crate) fn new(bound: u32, depth: u32, count: usize, nodes: u64) -> Self {
        Self {
            cut: true,
            bound,
            depth,
            count,
            nodes,
        }
    }
}

/// What a worker's part found: the earliest of its boards with a solution below it and
/// that solution (its `nodes` the part's), if any; and the positions it generated.
#[derive(Serialize, Tsify)]
pub struct Part<B> {
    nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solved: Option<Solved<B>>,
}

impl<B> Part<B> {
    /// A part that generated `nodes`, and found `found` if any.
    pub(crate) fn new(nodes: u64, found: Option<(usize, Solved<B>)>) -> Self {
        let (index, solved) = found.unzip();
        Self {
            nodes,
            index,
            solved,
        }
    }
}
