//! What every format shares: reading the number of cases and a case's lines, and writing
//! one case's answer, or a whole run's output, as text.

use std::io::{self, Write};

use super::JudgeError;
use crate::error::{ErrorKind, ParseError};
use crate::text::{self, Line};

/// What a judge run writes, `None` if it fails: the page shows the exact text the
/// command line prints.
pub fn output(run: impl FnOnce(&mut Vec<u8>) -> Result<(), JudgeError>) -> Option<String> {
    let mut out = Vec::new();
    run(&mut out).ok()?;
    String::from_utf8(out).ok()
}

/// What `write` writes of one case, as the judge writes it (from an answer already
/// found: the page's solve); `None` if it fails, which writing to memory does not.
pub(crate) fn written(write: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> Option<String> {
    let mut out = Vec::new();
    write(&mut out).ok()?;
    String::from_utf8(out).ok()
}

/// The line of one board of the formats that answer a board a line: `answer` (its moves,
/// or what was asked of it), or `unsolvable`.
pub(crate) fn write_answer(out: &mut impl Write, answer: Option<&str>) -> io::Result<()> {
    match answer {
        Some(answer) => writeln!(out, "{answer}"),
        None => writeln!(out, "unsolvable"),
    }
}

/// The number of cases, 0 to `max`, alone on the first non-blank line (`None` when the
/// input has none; `end` is where it ends).
pub(super) fn case_count(
    line: Option<Line<'_>>,
    end: (usize, usize),
    max: usize,
) -> Result<usize, ParseError> {
    let kind = ErrorKind::CaseCount { max };
    let Some(line) = line else {
        return Err(ParseError::at_position(end.0, end.1, kind));
    };
    let mut tokens = line.tokens();
    let first = tokens.next().expect("a filled line has a token");
    let count = text::decimal(first.text)
        .and_then(|t| usize::try_from(t).ok())
        .filter(|&t| t <= max)
        .ok_or_else(|| ParseError::at(&first, kind))?;
    if let Some(extra) = tokens.next() {
        let expected = "only the number of cases on the first line".to_owned();
        return Err(ParseError::at(
            &extra,
            ErrorKind::UnexpectedToken { expected },
        ));
    }
    Ok(count)
}

/// The next `N` lines of case `case` (of `count`), or the error of an input that ends
/// before them (`end` is where it ends).
pub(super) fn case_lines<'a, const N: usize>(
    lines: &mut impl Iterator<Item = Line<'a>>,
    end: (usize, usize),
    case: usize,
    count: usize,
) -> Result<[Line<'a>; N], ParseError> {
    let taken: Vec<Line<'a>> = lines.take(N).collect();
    <[Line<'a>; N]>::try_from(taken).map_err(|_| {
        let kind = ErrorKind::MissingCases {
            expected: count,
            found: case - 1,
        };
        ParseError::at_position(end.0, end.1, kind).in_case(case)
    })
}
