//! The tables a game's answers need, one notion for all: what a page may build ahead,
//! cache under a key and take back from bytes, checked.

use serde::Serialize;
use thiserror::Error;

use crate::puzzles::dao::TablebaseError;
use crate::puzzles::sliding::databases16::DatabaseError;
use crate::puzzles::sliding::PatternError;

/// Where a table is cached: its family (the same for every goal it serves and across
/// versions) and the version of its byte form (a cached copy of another version is stale).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct TableKey {
    /// The family, e.g. `fifteen-databases-0`.
    pub family: String,
    /// The version of the byte form.
    pub version: u32,
}

/// A table a game's answers need, as the page offers or builds it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Table {
    /// Where it is cached.
    #[serde(flatten)]
    pub key: TableKey,
    /// What it is, for people: `pattern databases (7-6-2)`.
    pub label: &'static str,
    /// What it is good for, for people.
    pub purpose: &'static str,
    /// The size of its byte form.
    pub bytes: u64,
    /// The most memory its build holds at once (the table and the build's work space).
    pub build_bytes: u64,
    /// Whether the answers come without it (more slowly): built only on request.
    pub optional: bool,
}

/// Why a table could not be built or taken back.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TableError {
    /// The game keeps no table of this key.
    #[error("no table `{}` version {} here", .key.family, .key.version)]
    Unknown {
        /// The key asked for.
        key: TableKey,
    },
    /// The bytes are another table's (another family or version).
    #[error(
        "the bytes are the table `{}` version {}, not `{}` version {}",
        .found.family, .found.version, .expected.family, .expected.version
    )]
    Mismatch {
        /// The key asked for.
        expected: TableKey,
        /// The key of the table the bytes hold.
        found: TableKey,
    },
    /// The bytes are not the Fifteen's pattern databases as this version builds them.
    #[error(transparent)]
    Databases(#[from] DatabaseError),
    /// The bytes are not a sliding board's pattern databases as this version builds them.
    #[error(transparent)]
    Patterns(#[from] PatternError),
    /// The bytes are not Dao's tablebase as this version builds it.
    #[error(transparent)]
    Tablebase(#[from] TablebaseError),
}
