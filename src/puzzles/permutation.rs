//! Boards that hold each of `0..N` once: checking and reading them.

use super::BoardError;
use crate::error::{ErrorKind, ParseError};
use crate::text::Token;

/// Checks that `cells` hold each of `0..N` exactly once; `piece` names a value ("tile").
pub(crate) fn check_permutation<const N: usize>(
    cells: &[u8; N],
    piece: &'static str,
) -> Result<(), BoardError> {
    let mut seen = 0u32;
    for &value in cells {
        if usize::from(value) >= N {
            return Err(BoardError::NotAPiece {
                value,
                piece,
                max: N - 1,
            });
        }
        if seen & (1 << value) != 0 {
            return Err(BoardError::Repeated { value });
        }
        seen |= 1 << value;
    }
    Ok(())
}

/// Reads exactly N tokens naming each of `0..N` once, taking at most N + 1 of `tokens`.
/// `value` reads one token (`None` if it is not a symbol of the board, which `expected`
/// then describes); `end` is where the text ends, for the error when tokens run short.
pub(crate) fn parse_permutation<'a, const N: usize>(
    tokens: impl IntoIterator<Item = Token<'a>>,
    end: (usize, usize),
    value: impl Fn(&str) -> Option<u8>,
    expected: &str,
) -> Result<[u8; N], ParseError> {
    let mut cells = [0; N];
    let mut seen = 0u32;
    let mut found = 0;
    for (i, token) in tokens.into_iter().enumerate() {
        if i == N {
            return Err(ParseError::at(
                &token,
                ErrorKind::TooManyTokens { expected: N },
            ));
        }
        let v = value(token.text)
            .filter(|&v| usize::from(v) < N)
            .ok_or_else(|| {
                let expected = expected.to_owned();
                ParseError::at(&token, ErrorKind::UnexpectedToken { expected })
            })?;
        if seen & (1 << v) != 0 {
            return Err(ParseError::at(&token, ErrorKind::Repeated));
        }
        seen |= 1 << v;
        cells[i] = v;
        found += 1;
    }
    if found < N {
        let kind = ErrorKind::TooFewTokens { expected: N, found };
        return Err(ParseError::at_position(end.0, end.1, kind));
    }
    Ok(cells)
}
