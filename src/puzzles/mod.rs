//! The puzzles' rules: one module per board kind.

pub mod eight;
pub mod sliding;

use std::fmt;

/// Why a goal cannot be reached from a start, in words a player can follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsolvable {
    pub reason: String,
}

impl fmt::Display for Unsolvable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for Unsolvable {}
