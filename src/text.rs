//! Scanning judge input into tokens and lines that remember where they stand.

/// A piece of input text with its 1-based line and column (columns count characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    pub text: &'a str,
    pub line: usize,
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

/// A line of input: its text without the line break, and its 1-based number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line<'a> {
    pub text: &'a str,
    pub number: usize,
}

impl<'a> Line<'a> {
    /// The line's whitespace-separated tokens.
    pub fn tokens(self) -> impl Iterator<Item = Token<'a>> {
        self.text.split_whitespace().map(move |word| {
            // `word` is a slice of `self.text`, so the pointers give its offset.
            let offset = word.as_ptr() as usize - self.text.as_ptr() as usize;
            self.token(word, self.text[..offset].chars().count() + 1)
        })
    }

    fn token(self, text: &'a str, column: usize) -> Token<'a> {
        Token {
            text,
            line: self.number,
            column,
        }
    }

    /// The position just after the line's last character.
    pub fn end_column(self) -> usize {
        self.text.chars().count() + 1
    }
}

/// The input's lines, numbered from 1, with `\r\n` endings accepted.
pub fn lines(input: &str) -> impl Iterator<Item = Line<'_>> {
    input.lines().enumerate().map(|(i, text)| Line {
        text,
        number: i + 1,
    })
}

/// Every whitespace-separated token of the input, across lines.
pub fn tokens(input: &str) -> impl Iterator<Item = Token<'_>> {
    lines(input).flat_map(Line::tokens)
}

/// The line and column just past the end of the input.
pub fn end_of(input: &str) -> (usize, usize) {
    match lines(input).last() {
        None => (1, 1),
        Some(_) if input.ends_with('\n') => (input.lines().count() + 1, 1),
        Some(last) => (last.number, last.end_column()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_know_line_and_column() {
        let found: Vec<_> = tokens("  2 3\n\n x\t7  ")
            .map(|t| (t.text, t.line, t.column))
            .collect();
        assert_eq!(found, [("2", 1, 3), ("3", 1, 5), ("x", 3, 2), ("7", 3, 4)]);
    }

    #[test]
    fn a_token_splits_into_characters_in_place() {
        let token = tokens("\n  1é3").next().unwrap();
        let found: Vec<_> = token.chars().map(|t| (t.text, t.line, t.column)).collect();
        assert_eq!(found, [("1", 2, 3), ("é", 2, 4), ("3", 2, 5)]);
    }

    #[test]
    fn end_position_follows_the_last_line_break() {
        assert_eq!(end_of(""), (1, 1));
        assert_eq!(end_of("1 2"), (1, 4));
        assert_eq!(end_of("1 2\n"), (2, 1));
        assert_eq!(end_of("1\r\n2\r\n"), (3, 1));
    }
}
