//! The typed error every parser returns: what is wrong, and where.

use std::fmt;

use crate::text::Token;

/// Malformed input, located by case, line, column and the offending token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The 1-based case the fault belongs to, when the input holds several.
    pub case: Option<usize>,
    /// The 1-based line of the fault.
    pub line: usize,
    /// The 1-based column (in characters) of the fault.
    pub column: usize,
    /// The token at fault, or `None` when the input ended too early.
    pub token: Option<String>,
    /// What is wrong.
    pub kind: ErrorKind,
}

/// The kinds of malformed input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    /// The token is not allowed here; `expected` says what is.
    UnexpectedToken { expected: String },
    /// The token names a piece that was already given.
    Repeated,
    /// Fewer tokens than a board needs.
    TooFewTokens { expected: usize, found: usize },
    /// More tokens than a board needs; the token is the first extra one.
    TooManyTokens { expected: usize },
    /// The count of cases is not a number in range.
    CaseCount { max: usize },
    /// The input ended before the announced number of cases.
    MissingCases { expected: usize, found: usize },
    /// Input remains after the announced number of cases.
    TrailingInput,
    /// The case breaks a guarantee of its format: its goal cannot be reached.
    Unreachable { reason: String },
}

impl ParseError {
    /// An error at `token`.
    pub fn at(token: &Token<'_>, kind: ErrorKind) -> Self {
        Self {
            case: None,
            line: token.line,
            column: token.column,
            token: Some(token.text.to_owned()),
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

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "case {case}, ")?;
        }
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        let token = self.token.as_deref().unwrap_or("");
        let found = match &self.token {
            Some(token) => format!("`{token}`"),
            None => "the end of the input".to_owned(),
        };
        match &self.kind {
            ErrorKind::UnexpectedToken { expected } => {
                write!(f, "expected {expected}, found {found}")
            }
            ErrorKind::Repeated => write!(f, "`{token}` appears more than once"),
            ErrorKind::TooFewTokens { expected, found } => {
                write!(f, "expected {expected} tokens, found only {found}")
            }
            ErrorKind::TooManyTokens { expected } => {
                write!(
                    f,
                    "expected {expected} tokens, found more, starting at `{token}`"
                )
            }
            ErrorKind::CaseCount { max } => {
                write!(f, "the number of cases must be 0 to {max}, found {found}")
            }
            ErrorKind::MissingCases { expected, found } => {
                write!(f, "input ended after {found} of {expected} cases")
            }
            ErrorKind::TrailingInput => write!(f, "unexpected `{token}` after the last case"),
            ErrorKind::Unreachable { reason } => f.write_str(reason),
        }
    }
}

impl std::error::Error for ParseError {}
