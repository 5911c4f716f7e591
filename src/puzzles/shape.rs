//! A rectangular board's size: its columns and rows.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;
use thiserror::Error;

use crate::error::shown;

/// A board's size in cells: `columns` across, `rows` down, each 2 to 10 (as `WxH`, e.g.
/// `5x5`, through [`fmt::Display`] and [`FromStr`]).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Shape {
    /// Cells across.
    columns: u8,
    /// Cells down.
    rows: u8,
}

/// Why a size names no board.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ShapeError {
    /// Not written `WxH`.
    #[error("`{0}` is not a size: write columns x rows, e.g. 5x5")]
    Malformed(String),
    /// A side outside 2 to 10.
    #[error("a board is {min} to {max} cells across and down, not {columns}x{rows}",
        min = Shape::MIN, max = Shape::MAX)]
    OutOfRange {
        /// The columns asked for.
        columns: u64,
        /// The rows asked for.
        rows: u64,
    },
}

impl Shape {
    /// The fewest cells a side has.
    pub const MIN: u8 = 2;
    /// The most cells a side has.
    pub const MAX: u8 = 10;

    /// The board of `columns` x `rows`, each 2 to 10.
    pub fn new(columns: u8, rows: u8) -> Result<Self, ShapeError> {
        let range = Self::MIN..=Self::MAX;
        if range.contains(&columns) && range.contains(&rows) {
            Ok(Self { columns, rows })
        } else {
            Err(ShapeError::OutOfRange {
                columns: columns.into(),
                rows: rows.into(),
            })
        }
    }

    /// A square of `side` cells a side (2 to 10; checked at compile time when constant).
    pub const fn square(side: u8) -> Self {
        assert!(side >= Self::MIN && side <= Self::MAX);
        Self {
            columns: side,
            rows: side,
        }
    }

    /// Cells across.
    pub fn columns(self) -> usize {
        usize::from(self.columns)
    }

    /// Cells down.
    pub fn rows(self) -> usize {
        usize::from(self.rows)
    }

    /// The cells, `columns * rows`.
    pub fn cells(self) -> usize {
        self.columns() * self.rows()
    }

    /// The same board turned on its diagonal: rows become columns.
    pub fn transposed(self) -> Self {
        Self {
            columns: self.rows,
            rows: self.columns,
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.columns, self.rows)
    }
}

impl FromStr for Shape {
    type Err = ShapeError;

    /// `WxH` (or `WXH`), each side in plain decimal.
    fn from_str(text: &str) -> Result<Self, ShapeError> {
        let malformed = || ShapeError::Malformed(shown(text));
        let (columns, rows) = text.split_once(['x', 'X']).ok_or_else(malformed)?;
        let side = |s: &str| crate::text::decimal(s).ok_or_else(malformed);
        let (columns, rows) = (side(columns)?, side(rows)?);
        let out_of_range = ShapeError::OutOfRange { columns, rows };
        match (u8::try_from(columns), u8::try_from(rows)) {
            (Ok(c), Ok(r)) => Self::new(c, r).map_err(|_| out_of_range),
            _ => Err(out_of_range),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_columns_by_rows() {
        let shape: Shape = "7x3".parse().unwrap();
        assert_eq!((shape.columns(), shape.rows(), shape.cells()), (7, 3, 21));
        assert_eq!(shape.to_string(), "7x3");
        assert_eq!("10X10".parse::<Shape>(), Ok(Shape::square(10)));
        assert_eq!(shape.transposed().to_string(), "3x7");
    }

    #[test]
    fn sizes_out_of_range_or_malformed_are_refused_in_words() {
        let error = |text: &str| text.parse::<Shape>().unwrap_err().to_string();
        assert_eq!(
            error("1x5"),
            "a board is 2 to 10 cells across and down, not 1x5"
        );
        assert_eq!(
            error("11x300"),
            "a board is 2 to 10 cells across and down, not 11x300"
        );
        assert_eq!(
            error("99999999999999999999x2"),
            "`99999999999999999999x2` is not a size: write columns x rows, e.g. 5x5"
        );
        for bad in ["", "5", "5x", "x5", "05x5", "5x5x5", "+5x5", "5 x5"] {
            assert!(
                matches!(bad.parse::<Shape>(), Err(ShapeError::Malformed(_))),
                "{bad}"
            );
        }
    }
}
