//! The tablebase's byte form, for caching: a tag with the format version, then one byte
//! per position. Bytes come back only if they are exactly the table this core builds,
//! as its SHA-256 digest says.

use thiserror::Error;

use super::tablebase::Tablebase;
use crate::puzzles::sdao::space::{SdaoSpace, HALF};
use crate::puzzles::{sha256, versioned_tag};
use crate::search::StateSpace;

/// The version of the byte form, raised whenever the table's layout or contents change,
/// so that a copy cached by an earlier version is rebuilt rather than loaded.
pub const FORMAT_VERSION: u8 = 1;

/// Marks the start of the byte form: a tag and [`FORMAT_VERSION`] in two digits.
const MAGIC: [u8; 8] = versioned_tag(*b"DAOTAB", FORMAT_VERSION);

/// The SHA-256 digest of the values [`Tablebase::build`] computes (a test builds the
/// table and checks it).
const DIGEST: [u8; 32] = [
    0x3a, 0x0b, 0xa3, 0xd7, 0x79, 0x36, 0xd1, 0x86, 0x50, 0xf6, 0xd3, 0xa7, 0x7d, 0x2a, 0xbe, 0x42,
    0xb3, 0xb5, 0x93, 0x46, 0x60, 0xd1, 0xca, 0x0b, 0x6f, 0xc9, 0x3d, 0xa0, 0x01, 0x4e, 0xb1, 0xd5,
];

/// The positions, each with one byte of value.
const POSITIONS: usize = 2 * HALF;

/// Why bytes are not the byte form of the tablebase ([`Tablebase::from_bytes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum TablebaseError {
    /// The bytes do not start with this version's tag.
    #[error("not a Dao tablebase of this version: wrong tag")]
    WrongTag,
    /// The bytes are too many or too few.
    #[error("not a Dao tablebase: {found} bytes, expected {expected}")]
    WrongLength {
        /// The bytes given.
        found: usize,
        /// The bytes of the byte form.
        expected: usize,
    },
    /// The values are not those this core computes.
    #[error("not the Dao tablebase: its SHA-256 digest differs from the table this core builds")]
    DigestMismatch,
}

impl Tablebase {
    /// The length of the byte form ([`Tablebase::to_bytes`]).
    pub fn byte_len() -> usize {
        MAGIC.len() + POSITIONS
    }

    /// The most memory a build holds at once, in bytes: a value, a count of open moves and
    /// a 4-byte place in the queue of decided positions for every position, then the byte
    /// form beside the values.
    pub fn build_peak() -> usize {
        (1 + 1 + 4) * POSITIONS
    }

    /// The byte form: the tag, then the value of every position in index order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(MAGIC.len() + self.values.len());
        bytes.extend_from_slice(&MAGIC);
        bytes.extend_from_slice(&self.values);
        bytes
    }

    /// The tablebase from [`Tablebase::to_bytes`], refused unless its values are exactly
    /// those this core builds.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, TablebaseError> {
        let values = bytes.strip_prefix(&MAGIC).ok_or(TablebaseError::WrongTag)?;
        let space = SdaoSpace::new();
        if values.len() != space.size() {
            return Err(TablebaseError::WrongLength {
                found: bytes.len(),
                expected: MAGIC.len() + space.size(),
            });
        }
        if sha256(values) != DIGEST {
            return Err(TablebaseError::DigestMismatch);
        }
        Ok(Self {
            space,
            values: values.to_vec(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_digest_is_that_of_the_table_the_core_builds() {
        let table = Tablebase::build(|_| ());
        assert_eq!(sha256(&table.values), DIGEST);
        assert_eq!(&MAGIC, b"DAOTAB01");
    }
}
