//! The typed error every parser returns: what is wrong, and where.

use thiserror::Error;

use crate::text::Token;

/// Malformed input, located by case, line, column and the offending token.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "{}line {line}, column {column}: {}",
    case_prefix(*.case),
    .kind.describe(.token.as_deref())
)]
pub struct ParseError {
    /// The 1-based case the fault belongs to, when the input holds several.
    pub case: Option<usize>,
    /// The 1-based line of the fault.
    pub line: usize,
    /// The 1-based column (in characters) of the fault.
    pub column: usize,
    /// The token at fault as [`shown`] shows it, or `None` when the input ended too early.
    pub token: Option<String>,
    /// What is wrong.
    pub kind: ErrorKind,
}

/// The kinds of malformed input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    /// The token is not allowed here; `expected` says what is.
    UnexpectedToken {
        /// What may stand there.
        expected: String,
    },
    /// The token names a piece that was already given.
    Repeated,
    /// Fewer tokens than a board needs.
    TooFewTokens {
        /// The tokens a board has.
        expected: usize,
        /// The tokens found.
        found: usize,
    },
    /// More tokens than a board needs; the token is the first extra one.
    TooManyTokens {
        /// The tokens a board has.
        expected: usize,
    },
    /// Fewer cells in a row of a stone board than it has.
    TooFewCells {
        /// The cells a row has.
        expected: usize,
        /// The cells found.
        found: usize,
    },
    /// More cells in a row of a stone board than it has; the token is the first extra one.
    TooManyCells {
        /// The cells a row has.
        expected: usize,
    },
    /// The count of cases is not a number in range.
    CaseCount {
        /// The most cases the format takes.
        max: usize,
    },
    /// The input ended before the announced number of cases.
    MissingCases {
        /// The cases announced.
        expected: usize,
        /// The cases found.
        found: usize,
    },
    /// Input remains after the announced number of cases.
    TrailingInput,
    /// The case breaks a guarantee of its format: its goal cannot be reached.
    Unreachable {
        /// Why, in words.
        reason: String,
    },
}

/// The most characters of a token an error keeps: a message stays short whatever the
/// input holds.
pub const SHOWN_CHARS: usize = 40;

impl ParseError {
    /// An error at `token`.
    pub fn at(token: &Token<'_>, kind: ErrorKind) -> Self {
        Self {
            case: None,
            line: token.line,
            column: token.column,
            token: Some(shown(token.text)),
            kind,
        }
    }

    /// An error where there is no token: at the end of a line or of the input.
    pub fn at_position(line: usize, column: usize, kind: ErrorKind) -> Self {
        Self {
            case: None,
            line,
            column,
            token: None,
            kind,
        }
    }

    /// The same error, attributed to the 1-based `case`.
    pub fn in_case(self, case: usize) -> Self {
        Self {
            case: Some(case),
            ..self
        }
    }
}

impl ErrorKind {
    /// What is wrong, given the token at fault (`None` at the end of the input).
    fn describe(&self, token: Option<&str>) -> String {
        let found = match token {
            Some(token) => format!("`{token}`"),
            None => "the end of the input".to_owned(),
        };
        let token = token.unwrap_or("");
        match self {
            ErrorKind::UnexpectedToken { expected } => {
                format!("expected {expected}, found {found}")
            }
            ErrorKind::Repeated => format!("`{token}` appears more than once"),
            ErrorKind::TooFewTokens { expected, found } => {
                format!("expected {expected} tokens, found only {found}")
            }
            ErrorKind::TooManyTokens { expected } => {
                format!("expected {expected} tokens, found more, starting at `{token}`")
            }
            ErrorKind::TooFewCells { expected, found } => {
                format!("expected {expected} cells in the row, found only {found}")
            }
            ErrorKind::TooManyCells { expected } => {
                format!("expected {expected} cells in the row, found more, starting at `{token}`")
            }
            ErrorKind::CaseCount { max } => {
                format!("the number of cases must be 0 to {max}, found {found}")
            }
            ErrorKind::MissingCases { expected, found } => {
                format!("input ended after {found} of {expected} cases")
            }
            ErrorKind::TrailingInput => format!("unexpected `{token}` after the last case"),
            ErrorKind::Unreachable { reason } => reason.clone(),
        }
    }
}

/// A caller's text as a message shows it: at most [`SHOWN_CHARS`] characters (then `…`),
/// control characters escaped (see [`escaped`]), so that a message stays short and
/// harmless to a terminal whatever it quotes.
pub fn shown(text: &str) -> String {
    match text.char_indices().nth(SHOWN_CHARS) {
        Some((end, _)) => format!("{}…", escaped(&text[..end])),
        None => escaped(text),
    }
}

/// `text` with its control characters escaped (ESC as `\u{1b}`), so that a message that
/// quotes it (a file's name, say) cannot drive a terminal.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// `case 3, ` when the case is known.
fn case_prefix(case: Option<usize>) -> String {
    case.map_or_else(String::new, |case| format!("case {case}, "))
}
