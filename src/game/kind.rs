//! The games the page can play, by name.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::error::shown;

/// A game the page can play. Its name (`eight`, `fifteen`, ...) is how JavaScript, links
/// and tests name it ([`fmt::Display`], [`FromStr`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The Eight: 3x3 sliding tiles to the fixed goal, written as nine tokens.
    Eight,
    /// The Eight II: 3x3 sliding tiles to any goal, written as nine characters.
    Eight2,
    /// The nine-number game.
    Nine,
    /// S-Dao: sliding stones to a final board.
    Sdao,
    /// The Fifteen: 4x4 sliding tiles to any goal.
    Fifteen,
    /// Dao, the two-player game.
    Dao,
}

impl Kind {
    /// Every kind, in the order the page lists them.
    pub const ALL: [Kind; 6] = [
        Kind::Eight,
        Kind::Eight2,
        Kind::Nine,
        Kind::Sdao,
        Kind::Fifteen,
        Kind::Dao,
    ];

    /// The kind's name.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Eight => "eight",
            Kind::Eight2 => "eight2",
            Kind::Nine => "nine",
            Kind::Sdao => "sdao",
            Kind::Fifteen => "fifteen",
            Kind::Dao => "dao",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no [`Kind`]'s (kept as [`shown`] shows it).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown puzzle `{name}`; known: {known}", name = .0, known = known())]
pub struct UnknownKind(pub String);

/// The kinds' names, comma-separated.
fn known() -> String {
    let names: Vec<&str> = Kind::ALL.iter().map(|kind| kind.name()).collect();
    names.join(", ")
}

impl FromStr for Kind {
    type Err = UnknownKind;

    fn from_str(name: &str) -> Result<Kind, UnknownKind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| UnknownKind(shown(name)))
    }
}
