//! The byte form of a set of pattern databases: a tag and its version, the size and the
//! blank's cell, the tables, and the digest of all that, checked when read back.

use thiserror::Error;

use super::patterns::{table_bytes, Part, Patterns};
use super::verify;
use crate::puzzles::{digest, versioned_tag, Shape, DIGEST_LEN};

/// The version of the byte form, for cache keys.
pub const FORMAT_VERSION: u8 = 2;

/// The byte form's tag: its name and version.
const TAG: [u8; 8] = versioned_tag(*b"SLDPDB", FORMAT_VERSION);

/// The tag, the size and the blank's cell.
pub(super) const HEADER: usize = TAG.len() + 3;

/// Why bytes are not a set of these databases.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PatternError {
    /// The bytes do not start with this version's tag, or are cut short.
    #[error("not sliding-board pattern databases of this version")]
    WrongTag,
    /// The size or the blank's cell names no set.
    #[error("not sliding-board pattern databases: no set of that size and blank")]
    UnknownSet,
    /// The tables are too long or too short for their set.
    #[error("not sliding-board pattern databases: wrong length")]
    WrongLength,
    /// The tables' digest differs from the one they carry: damaged.
    #[error("sliding-board pattern databases damaged: their digest differs")]
    Damaged,
    /// An entry is above what its neighbours allow: no build made these tables (their
    /// digest is right, so they were written as they are, forged or by a faulty build).
    #[error(
        "not sliding-board pattern databases this version builds: entry {index} of table \
         {table} is above what its neighbours allow, so its bound would not be proven"
    )]
    Inconsistent {
        /// The table, from 1.
        table: usize,
        /// The entry's index in it.
        index: usize,
    },
}

impl Patterns {
    /// The set's byte form: the tag, the size and the blank's cell, the tables, and the
    /// digest of all that.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(Self::byte_len(self.shape));
        bytes.extend_from_slice(&TAG);
        let (columns, rows) = (self.shape.columns(), self.shape.rows());
        bytes.extend_from_slice(&[columns as u8, rows as u8, self.blank]);
        for part in &self.parts {
            bytes.extend_from_slice(&part.nibbles);
        }
        let checked = digest(&bytes);
        bytes.extend_from_slice(&checked);
        bytes
    }

    /// The set from its byte form, checked: its tag, its size, its length and its digest.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, PatternError> {
        let rest = bytes.strip_prefix(&TAG).ok_or(PatternError::WrongTag)?;
        let [columns, rows, blank, ..] = *rest else {
            return Err(PatternError::WrongTag);
        };
        let shape = Shape::new(columns, rows).map_err(|_| PatternError::UnknownSet)?;
        if !Self::fits(shape) || usize::from(blank) >= shape.cells() {
            return Err(PatternError::UnknownSet);
        }
        if bytes.len() != Self::byte_len(shape) {
            return Err(PatternError::WrongLength);
        }
        let (body, checked) = bytes.split_at(bytes.len() - DIGEST_LEN);
        if digest(body) != checked {
            return Err(PatternError::Damaged);
        }
        let mut tables = &body[HEADER..];
        let parts = Self::blocks(shape, usize::from(blank))
            .into_iter()
            .map(|homes| {
                let (nibbles, after) = tables.split_at(table_bytes(shape.cells(), homes.len()));
                tables = after;
                Part {
                    homes,
                    nibbles: nibbles.to_vec(),
                }
            })
            .collect::<Vec<_>>();
        verify::check(shape, &parts).map_err(|broken| PatternError::Inconsistent {
            table: broken.part + 1,
            index: broken.index,
        })?;
        Ok(Self {
            shape,
            blank,
            parts,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Shape {
        text.parse().unwrap()
    }

    #[test]
    fn bytes_come_back_checked() {
        let s = shape("9x2");
        let patterns = Patterns::build(s, 17, &mut |_| ()).unwrap();
        let bytes = patterns.to_bytes();
        assert_eq!(bytes.len(), Patterns::byte_len(s));
        assert_eq!(Patterns::from_bytes(&bytes), Ok(patterns));
        let mut damaged = bytes.clone();
        damaged[100] ^= 1;
        assert_eq!(Patterns::from_bytes(&damaged), Err(PatternError::Damaged));
        assert_eq!(
            Patterns::from_bytes(&bytes[..bytes.len() - 1]),
            Err(PatternError::WrongLength)
        );
        assert_eq!(
            Patterns::from_bytes(&bytes[..5]),
            Err(PatternError::WrongTag)
        );
        let mut other = bytes.clone();
        other[10] = 40;
        assert_eq!(Patterns::from_bytes(&other), Err(PatternError::UnknownSet));
    }
}
