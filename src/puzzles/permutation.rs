//! Boards that hold each of `0..n` once: checking and reading them.

use super::BoardError;
use crate::error::{ErrorKind, ParseError};
use crate::text::Token;

/// The most cells a board may have (a 10 x 10 sliding board): a set of values fits a
/// `u128`.
pub(crate) const MAX_CELLS: usize = 100;

/// Checks that `cells` hold each of `0..cells.len()` exactly once (at most
/// [`MAX_CELLS`]); `piece` names a value ("tile").
pub(crate) fn check_permutation(cells: &[u8], piece: &'static str) -> Result<(), BoardError> {
    let n = cells.len();
    if n > MAX_CELLS {
        return Err(BoardError::CellCount {
            expected: MAX_CELLS,
            found: n,
        });
    }
    let mut seen = 0u128;
    for &value in cells {
        if usize::from(value) >= n {
            return Err(BoardError::NotAPiece {
                value,
                piece,
                max: n - 1,
            });
        }
        if seen & (1 << value) != 0 {
            return Err(BoardError::Repeated { value });
        }
        seen |= 1 << value;
    }
    Ok(())
}

/// Reads exactly `n` tokens (at most [`MAX_CELLS`]) naming each of `0..n` once, taking at
/// most n + 1 of `tokens`. `value` reads one token (`None` if it is not a symbol of the
/// board, which `expected` then describes); `end` is where the text ends, for the error
/// when tokens run short.
pub(crate) fn parse_cells<'a>(
    tokens: impl IntoIterator<Item = Token<'a>>,
    n: usize,
    end: (usize, usize),
    value: impl Fn(&str) -> Option<u8>,
    expected: &str,
) -> Result<Vec<u8>, ParseError> {
    debug_assert!(n <= MAX_CELLS);
    let mut cells = Vec::with_capacity(n);
    let mut seen = 0u128;
    for token in tokens {
        if cells.len() == n {
            return Err(ParseError::at(
                &token,
                ErrorKind::TooManyTokens { expected: n },
            ));
        }
        let v = value(token.text)
            .filter(|&v| usize::from(v) < n)
            .ok_or_else(|| {
                let expected = expected.to_owned();
                ParseError::at(&token, ErrorKind::UnexpectedToken { expected })
            })?;
        if seen & (1 << v) != 0 {
            return Err(ParseError::at(&token, ErrorKind::Repeated));
        }
        seen |= 1 << v;
        cells.push(v);
    }
    if cells.len() < n {
        let found = cells.len();
        let kind = ErrorKind::TooFewTokens { expected: n, found };
        return Err(ParseError::at_position(end.0, end.1, kind));
    }
    Ok(cells)
}

/// [`parse_cells`] for a board of exactly `N` cells.
pub(crate) fn parse_permutation<'a, const N: usize>(
    tokens: impl IntoIterator<Item = Token<'a>>,
    end: (usize, usize),
    value: impl Fn(&str) -> Option<u8>,
    expected: &str,
) -> Result<[u8; N], ParseError> {
    let cells = parse_cells(tokens, N, end, value, expected)?;
    Ok(cells.try_into().expect("N cells were read"))
}
