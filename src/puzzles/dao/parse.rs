//! Reading a written position: S-Dao's 4 rows of 4 cells, then the side to move.

use crate::error::{ErrorKind, ParseError};
use crate::puzzles::sdao::{Colour, Position};
use crate::text::{self, Line};

/// The side to move, alone on `line`: `w` or `b` (either case).
pub fn side_from_line(line: &Line<'_>) -> Result<Colour, ParseError> {
    let expected = || ErrorKind::UnexpectedToken {
        expected: "the side to move, `w` or `b`".to_owned(),
    };
    let mut tokens = line.tokens();
    let first = tokens
        .next()
        .ok_or_else(|| ParseError::at_position(line.number, line.end_column(), expected()))?;
    let side = match first.text {
        "w" | "W" => Colour::White,
        "b" | "B" => Colour::Black,
        _ => return Err(ParseError::at(&first, expected())),
    };
    if let Some(extra) = tokens.next() {
        let expected = "only the side to move on its line".to_owned();
        return Err(ParseError::at(
            &extra,
            ErrorKind::UnexpectedToken { expected },
        ));
    }
    Ok(side)
}

/// Reads a whole text as one position: 4 rows of 4 cells, then optionally a line `w` or
/// `b` naming the side to move (white when absent); blank lines are skipped.
pub fn parse_text(input: &str) -> Result<Position, ParseError> {
    let mut lines = text::filled_lines(input);
    let board = Position::read_rows(input, &mut lines)?;
    let turn = match lines.next() {
        Some(line) => side_from_line(&line)?,
        None => Colour::White,
    };
    if let Some(extra) = lines.next().and_then(|line| line.tokens().next()) {
        let expected = "the end of the position after the side to move".to_owned();
        return Err(ParseError::at(
            &extra,
            ErrorKind::UnexpectedToken { expected },
        ));
    }
    Ok(board.with_turn(turn))
}

/// A position as [`parse_text`] reads it: 4 rows, then `w` or `b`, without a final line
/// break.
pub fn to_text(position: &Position) -> String {
    format!("{}\n{}", position.to_rows(), position.turn().symbol())
}
