//! The tablebase's byte form, for caching: a tag with the format version, then one byte
//! per position. Bytes come back only if they are exactly the table this core builds,
//! as its digest says.

use thiserror::Error;

use super::tablebase::Tablebase;
use crate::puzzles::sdao::space::{SdaoSpace, HALF};
use crate::puzzles::{digest, versioned_tag, DIGEST_LEN};
use crate::search::StateSpace;

/// The version of the byte form, raised whenever the table's layout or contents change,
/// so that a copy cached by an earlier version is rebuilt rather than loaded.
pub const FORMAT_VERSION: u8 = 1;

/// Marks the start of the byte form: a tag and [`FORMAT_VERSION`] in two digits.
const MAGIC: [u8; 8] = versioned_tag(*b"DAOTAB", FORMAT_VERSION);

/// The digest of the values [`Tablebase::build`] computes (a test builds the
/// table and checks it).
const DIGEST: [u8; DIGEST_LEN] = [
    0x0e, 0x31, 0x74, 0xec, 0xa9, 0x13, 0x4b, 0x23, 0xb9, 0x9c, 0x81, 0xa6, 0x2f, 0x15, 0x44, 0xfa,
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
    #[error("not the Dao tablebase: its digest differs from the table this core builds")]
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
        if digest(values) != DIGEST {
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
        assert_eq!(digest(&table.values), DIGEST);
        assert_eq!(&MAGIC, b"DAOTAB01");
    }
}
