//! The games the page can play, by name.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::error::shown;
use crate::puzzles::{Shape, ShapeError};

/// A game the page can play. Its name (`eight`, `fifteen`, `slide-5x5`, ...) is how
/// JavaScript, links and tests name it ([`fmt::Display`], [`FromStr`]).
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
    /// Sliding tiles on a board of any size, 2x2 to 10x10, to any goal.
    Slide(Shape),
    /// Dao, the two-player game.
    Dao,
}

/// The prefix of the names of [`Kind::Slide`]: `slide-` and the size, `slide-7x3`.
const SLIDE: &str = "slide-";

impl Kind {
    /// Every kind the page lists, in its order; boards of any size appear once, at the
    /// size the page opens them with.
    pub const ALL: [Kind; 7] = [
        Kind::Eight,
        Kind::Eight2,
        Kind::Nine,
        Kind::Sdao,
        Kind::Fifteen,
        Kind::Slide(Shape::square(5)),
        Kind::Dao,
    ];

    /// The kind's name, but for the size of [`Kind::Slide`] (`slide`).
    fn stem(self) -> &'static str {
        match self {
            Kind::Eight => "eight",
            Kind::Eight2 => "eight2",
            Kind::Nine => "nine",
            Kind::Sdao => "sdao",
            Kind::Fifteen => "fifteen",
            Kind::Slide(_) => "slide",
            Kind::Dao => "dao",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Slide(shape) => write!(f, "{SLIDE}{shape}"),
            kind => f.write_str(kind.stem()),
        }
    }
}

/// A name that is no [`Kind`]'s (kept as [`shown`] shows it).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UnknownKind {
    /// No kind has this name.
    #[error("unknown puzzle `{0}`; known: {known}", known = known())]
    Name(String),
    /// A board of any size, of a size there is not.
    #[error("puzzle `{name}`: {error}")]
    Size {
        /// The name.
        name: String,
        /// What is wrong with its size.
        error: ShapeError,
    },
}

/// The kinds' names, comma-separated, `slide-WxH` for boards of any size.
fn known() -> String {
    let names: Vec<String> = Kind::ALL
        .iter()
        .map(|kind| match kind {
            Kind::Slide(_) => format!("{SLIDE}WxH (2x2 to 10x10)"),
            kind => kind.to_string(),
        })
        .collect();
    names.join(", ")
}

impl FromStr for Kind {
    type Err = UnknownKind;

    fn from_str(name: &str) -> Result<Kind, UnknownKind> {
        if let Some(size) = name.strip_prefix(SLIDE) {
            return size
                .parse()
                .map(Kind::Slide)
                .map_err(|error| UnknownKind::Size {
                    name: shown(name),
                    error,
                });
        }
        Kind::ALL
            .into_iter()
            .find(|kind| !matches!(kind, Kind::Slide(_)) && kind.stem() == name)
            .ok_or_else(|| UnknownKind::Name(shown(name)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_read_back_from_their_names() {
        for kind in Kind::ALL {
            assert_eq!(kind.to_string().parse(), Ok(kind));
        }
        let seven_by_three = Kind::Slide("7x3".parse().unwrap());
        assert_eq!("slide-7x3".parse(), Ok(seven_by_three));
        assert_eq!(seven_by_three.to_string(), "slide-7x3");
    }

    #[test]
    fn unknown_names_and_sizes_are_refused_in_words() {
        let error = |name: &str| name.parse::<Kind>().unwrap_err().to_string();
        assert_eq!(
            error("ten"),
            "unknown puzzle `ten`; known: eight, eight2, nine, sdao, fifteen, \
             slide-WxH (2x2 to 10x10), dao"
        );
        assert_eq!(
            error("slide-1x9"),
            "puzzle `slide-1x9`: a board is 2 to 10 cells across and down, not 1x9"
        );
        assert!(error("slide").starts_with("unknown puzzle `slide`"));
    }
}
