//! The puzzles' rules: one module per board kind.

pub mod eight;
pub mod fifteen;
pub mod nine;
pub mod sdao;
pub mod sliding;

use std::fmt;

use crate::error::{ErrorKind, ParseError};
use crate::text::Token;

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

/// Checks that `cells` hold each of `0..N` exactly once; `piece` names a value ("tile").
pub(crate) fn check_permutation<const N: usize>(
    cells: &[u8; N],
    piece: &str,
) -> Result<(), String> {
    let mut seen = 0u32;
    for &c in cells {
        if usize::from(c) >= N {
            return Err(format!(
                "{c} is not a {piece} of this board (0 to {})",
                N - 1
            ));
        }
        if seen & (1 << c) != 0 {
            return Err(format!("{c} appears more than once"));
        }
        seen |= 1 << c;
    }
    Ok(())
}

/// Reads exactly N tokens naming each of `0..N` once. `value` reads one token (`None` if
/// it is not a symbol of the board, which `expected` then describes); `end` is where the
/// text ends, for the error when tokens run short.
pub(crate) fn parse_permutation<const N: usize>(
    tokens: &[Token<'_>],
    end: (usize, usize),
    value: impl Fn(&str) -> Option<u8>,
    expected: &str,
) -> Result<[u8; N], ParseError> {
    let mut cells = [0; N];
    let mut seen = 0u32;
    for (i, token) in tokens.iter().enumerate() {
        if i == N {
            return Err(ParseError::at(
                token,
                ErrorKind::TooManyTokens { expected: N },
            ));
        }
        let v = value(token.text)
            .filter(|&v| usize::from(v) < N)
            .ok_or_else(|| {
                let expected = expected.to_owned();
                ParseError::at(token, ErrorKind::UnexpectedToken { expected })
            })?;
        if seen & (1 << v) != 0 {
            return Err(ParseError::at(token, ErrorKind::Repeated));
        }
        seen |= 1 << v;
        cells[i] = v;
    }
    if tokens.len() < N {
        let kind = ErrorKind::TooFewTokens {
            expected: N,
            found: tokens.len(),
        };
        return Err(ParseError::at_position(end.0, end.1, kind));
    }
    Ok(cells)
}
