//! Reading a written board: 4 rows of 4 cells, each refused as soon as the board could no
//! longer hold 4 stones of each colour, with the reason.

use super::position::{read_cell, Colour, Position, STONES};
use crate::error::{ErrorKind, ParseError};
use crate::puzzles::square::CELLS;
use crate::text::{self, Line, Token};

impl Position {
    /// Reads a board written as 4 rows of 4 cells (`w`, `b` or `*`), white to move. The
    /// cells of a row may be spaced out; blank rows are the caller's business.
    pub fn from_rows(rows: &[Line<'_>; 4]) -> Result<Self, ParseError> {
        Ok(Self::place_rows(rows)?.position)
    }

    /// Places the cells of `rows` (at most 4), refusing the first that cannot stand.
    fn place_rows(rows: &[Line<'_>]) -> Result<StoneCounter, ParseError> {
        let mut counter = StoneCounter::new();
        for row in rows {
            // a fifth cell is already one too many
            let cells: Vec<Token<'_>> = row.tokens().flat_map(Token::chars).take(5).collect();
            for (i, cell) in cells.iter().enumerate() {
                if i == 4 {
                    return Err(ParseError::at(
                        cell,
                        ErrorKind::TooManyCells { expected: 4 },
                    ));
                }
                counter.place(cell)?;
            }
            if cells.len() < 4 {
                let kind = ErrorKind::TooFewCells {
                    expected: 4,
                    found: cells.len(),
                };
                return Err(ParseError::at_position(row.number, row.end_column(), kind));
            }
        }
        Ok(counter)
    }

    /// Reads a whole text as one board: 4 rows of 4 cells (blank lines skipped), white to
    /// move.
    pub fn parse_text(input: &str) -> Result<Self, ParseError> {
        let mut lines = text::filled_lines(input);
        let position = Self::read_rows(input, &mut lines)?;
        if let Some(extra) = lines.next().and_then(|line| line.tokens().next()) {
            let expected = "the end of the board after 4 rows".to_owned();
            return Err(ParseError::at(
                &extra,
                ErrorKind::UnexpectedToken { expected },
            ));
        }
        Ok(position)
    }

    /// Reads the next 4 lines of `lines` (the non-blank lines of `input`) as a board,
    /// white to move; the lines after them stay in `lines`.
    pub(crate) fn read_rows<'a>(
        input: &'a str,
        lines: &mut impl Iterator<Item = Line<'a>>,
    ) -> Result<Self, ParseError> {
        let rows: Vec<Line<'_>> = lines.take(4).collect();
        // a cell that cannot stand is said before the rows missing after it
        let counter = Self::place_rows(&rows)?;
        if rows.len() < 4 {
            let (line, column) = text::end_of(input);
            let expected = "4 rows of 4 cells".to_owned();
            let kind = ErrorKind::UnexpectedToken { expected };
            return Err(ParseError::at_position(line, column, kind));
        }
        Ok(counter.position)
    }
}

/// Places the cells of a written board one by one, refusing a symbol as soon as the
/// board could no longer hold exactly 4 stones of each colour.
struct StoneCounter {
    position: Position,
    cells: u32,
}

impl StoneCounter {
    fn new() -> Self {
        Self {
            position: Position::empty(Colour::White),
            cells: 0,
        }
    }

    /// Puts what the one-character token `cell` says on the next cell.
    fn place(&mut self, cell: &Token<'_>) -> Result<(), ParseError> {
        let stone = cell.text.chars().next().and_then(read_cell);
        let refusal = match stone {
            None => Some("`w`, `b` or `*`".to_owned()),
            Some(stone) => self.refusal(stone),
        };
        if let Some(expected) = refusal {
            let kind = ErrorKind::UnexpectedToken { expected };
            return Err(ParseError::at(cell, kind));
        }
        self.position.put(self.cells as usize, stone.flatten());
        self.cells += 1;
        Ok(())
    }

    /// What the next cell must hold instead of `colour` (`None`: empty), and why; `None`
    /// if it may hold that.
    fn refusal(&self, colour: Option<Colour>) -> Option<String> {
        let missing = [Colour::White, Colour::Black]
            .map(|c| (c, STONES - self.position.stones(c).count_ones()));
        let total = missing[0].1 + missing[1].1;
        let left = CELLS as u32 - self.cells;
        let why = match colour {
            Some(c) if missing[c as usize].1 == 0 => {
                format!("the board already has 4 {} stones", c.name())
            }
            None if total == left => {
                let wanted: Vec<String> = missing
                    .iter()
                    .filter(|&&(_, n)| n > 0)
                    .map(|&(c, n)| format!("{n} {}", c.name()))
                    .collect();
                format!(
                    "{left} {} left for the {} {} still missing",
                    plural(left, "cell"),
                    wanted.join(" and "),
                    plural(total, "stone")
                )
            }
            _ => return None,
        };
        let mut allowed: Vec<String> = missing
            .iter()
            .filter(|&&(_, n)| n > 0)
            .map(|&(c, _)| format!("`{}`", c.symbol()))
            .collect();
        if total < left {
            allowed.push("`*`".to_owned());
        }
        Some(format!("{} ({why})", or_list(&allowed)))
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [rest @ .., last] if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => items.concat(),
    }
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        word.to_owned()
    } else {
        format!("{word}s")
    }
}
