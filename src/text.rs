//! Scanning judge input into lines and tokens that remember where they stand.
//!
//! Every format reads by one rule, the contest judges' (C programs reading with `scanf`):
//! - Tokens are separated by the characters C's `isspace` knows: space, tab, line feed,
//!   vertical tab, form feed and carriage return. Other spaces (no-break space, U+3000,
//!   U+2028, ...) are characters like any other, reported where they stand.
//! - A line ends at `\n`, `\r\n` or a lone `\r`; blank lines, trailing ones included,
//!   are skipped wherever the formats count lines.
//! - A number is written in plain decimal digits, without a sign or a leading zero
//!   (see [`decimal`]).
//!
//! Scanning is linear in the input and lazy: a format reads only the tokens it needs.

/// A piece of input text with its 1-based line and column (columns count characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token.
    pub text: &'a str,
    /// Its line.
    pub line: usize,
    /// Its column.
    pub column: usize,
}

impl<'a> Token<'a> {
    /// The token's characters, each a token of its own.
    pub fn chars(self) -> impl Iterator<Item = Token<'a>> {
        self.text
            .char_indices()
            .enumerate()
            .map(move |(n, (i, c))| Token {
                text: &self.text[i..i + c.len_utf8()],
                line: self.line,
                column: self.column + n,
            })
    }
}

/// Whether `c` separates tokens: the characters of C's `isspace`.
pub fn is_separator(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}

/// The value of a number written in plain decimal digits (`0`, `7`, `200`); `None` for
/// anything else: a sign (`+2`), a leading zero (`02`, `01`), a value past `u64`.
pub fn decimal(text: &str) -> Option<u64> {
    let plain = text.bytes().all(|b| b.is_ascii_digit()) && !text.is_empty();
    let padded = text.len() > 1 && text.starts_with('0');
    if plain && !padded {
        text.parse().ok()
    } else {
        None
    }
}

/// A line of input: its text without the line break, and its 1-based number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line<'a> {
    /// The line's text.
    pub text: &'a str,
    /// Its number.
    pub number: usize,
}

impl<'a> Line<'a> {
    /// The line's tokens, found as they are asked for.
    pub fn tokens(self) -> Tokens<'a> {
        Tokens {
            rest: self.text,
            line: self.number,
            column: 1,
        }
    }

    /// Whether the line holds no token.
    pub fn is_blank(self) -> bool {
        self.tokens().next().is_none()
    }

    /// The position just after the line's last character.
    pub fn end_column(self) -> usize {
        self.text.chars().count() + 1
    }
}

/// The tokens of a line, in order (see [`Line::tokens`]).
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    /// The text not scanned yet.
    rest: &'a str,
    line: usize,
    /// The column of `rest`'s first character.
    column: usize,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        // Separators are ASCII: one byte, one column.
        let start = self.rest.find(|c| !is_separator(c))?;
        self.column += start;
        let rest = &self.rest[start..];
        let end = rest.find(is_separator).unwrap_or(rest.len());
        let token = Token {
            text: &rest[..end],
            line: self.line,
            column: self.column,
        };
        self.column += token.text.chars().count();
        self.rest = &rest[end..];
        Some(token)
    }
}

/// The input's lines, numbered from 1 (see the module's rule for line breaks).
pub fn lines(input: &str) -> impl Iterator<Item = Line<'_>> {
    let mut rest = Some(input).filter(|input| !input.is_empty());
    let mut number = 0;
    std::iter::from_fn(move || {
        let text = rest?;
        number += 1;
        let (line, after) = match text.find(['\n', '\r']) {
            None => (text, None),
            Some(end) => {
                let next = if text[end..].starts_with("\r\n") {
                    end + 2
                } else {
                    end + 1
                };
                (&text[..end], Some(&text[next..]).filter(|t| !t.is_empty()))
            }
        };
        rest = after;
        Some(Line { text: line, number })
    })
}

/// The input's lines that hold a token: blank lines skipped.
pub fn filled_lines(input: &str) -> impl Iterator<Item = Line<'_>> {
    lines(input).filter(|line| !line.is_blank())
}

/// Every token of the input, across lines.
pub fn tokens(input: &str) -> impl Iterator<Item = Token<'_>> {
    lines(input).flat_map(Line::tokens)
}

/// The line and column just past the end of the input.
pub fn end_of(input: &str) -> (usize, usize) {
    match lines(input).last() {
        None => (1, 1),
        Some(last) if input.ends_with(['\n', '\r']) => (last.number + 1, 1),
        Some(last) => (last.number, last.end_column()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn located(input: &str) -> Vec<(&str, usize, usize)> {
        tokens(input).map(|t| (t.text, t.line, t.column)).collect()
    }

    #[test]
    fn tokens_know_line_and_column() {
        assert_eq!(
            located("  2 3\n\n x\t7  "),
            [("2", 1, 3), ("3", 1, 5), ("x", 3, 2), ("7", 3, 4)]
        );
        assert_eq!(located("é1 ü 2"), [("é1", 1, 1), ("ü", 1, 4), ("2", 1, 6)]);
    }

    #[test]
    fn a_token_splits_into_characters_in_place() {
        let token = tokens("\n  1é3").next().unwrap();
        let found: Vec<_> = token.chars().map(|t| (t.text, t.line, t.column)).collect();
        assert_eq!(found, [("1", 2, 3), ("é", 2, 4), ("3", 2, 5)]);
    }

    #[test]
    fn c_whitespace_separates_and_other_spaces_do_not() {
        assert_eq!(
            located("1\x0b2\x0c3\t4"),
            [("1", 1, 1), ("2", 1, 3), ("3", 1, 5), ("4", 1, 7)]
        );
        for space in ['\u{a0}', '\u{3000}', '\u{2028}', '\u{85}'] {
            let input = format!("1{space}2 3");
            let joined = format!("1{space}2");
            assert_eq!(located(&input), [(joined.as_str(), 1, 1), ("3", 1, 5)]);
        }
    }

    #[test]
    fn lines_end_at_lf_crlf_or_a_lone_cr() {
        let found: Vec<_> = lines("a\r\nb\rc\n\nd\r")
            .map(|l| (l.text, l.number))
            .collect();
        assert_eq!(found, [("a", 1), ("b", 2), ("c", 3), ("", 4), ("d", 5)]);
        let filled: Vec<_> = filled_lines("a\n \t\x0b\n\u{a0}\n\r\n")
            .map(|l| l.text)
            .collect();
        assert_eq!(filled, ["a", "\u{a0}"]);
    }

    #[test]
    fn end_position_follows_the_last_line_break() {
        assert_eq!(end_of(""), (1, 1));
        assert_eq!(end_of("1 2"), (1, 4));
        assert_eq!(end_of("1 2\n"), (2, 1));
        assert_eq!(end_of("1\r\n2\r\n"), (3, 1));
        assert_eq!(end_of("1\r2\r"), (3, 1));
        assert_eq!(end_of("\n"), (2, 1));
    }

    #[test]
    fn numbers_are_plain_decimal() {
        assert_eq!(decimal("0"), Some(0));
        assert_eq!(decimal("200"), Some(200));
        for refused in [
            "",
            "+2",
            "-0",
            "02",
            "01",
            "00",
            "1e2",
            "٣",
            "99999999999999999999",
        ] {
            assert_eq!(decimal(refused), None, "{refused}");
        }
    }
}
