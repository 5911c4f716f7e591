//! A set's tables, built or taken from their byte form, which is trusted only when its
//! SHA-256 digest is the one of the tables this version builds.

use thiserror::Error;

use super::build;
use super::pattern::{Layout, Pattern, PatternTable};
use super::sets::{Set, Slot};
use crate::puzzles::{sha256, versioned_tag};

/// The version of the byte form, raised whenever the tables' layout or contents change,
/// so that a copy cached by an earlier version is rebuilt rather than loaded.
pub const FORMAT_VERSION: u8 = 4;

/// Marks the start of the byte form: a tag and [`FORMAT_VERSION`] in two digits.
const MAGIC: [u8; 8] = versioned_tag(*b"P15PDB", FORMAT_VERSION);

/// The SHA-256 digest of each set's tables (in the order of [`Set::ALL`]), as this
/// version builds them; a test builds every set and checks them.
const DIGESTS: [&str; 4] = [
    "7db07579dfb885286caa71c1daf3e8d4d8b1aed40b174754128c8933ea70ee5a",
    "4bb6c07ab46a38ae7cfdae3150d90c40b56894cf6fac977a3607f78b0c02f3a2",
    "c31b44e644887053d24d6efed5311f84c2d38891735e0547f6c9fed9c7ab7dc2",
    "cd4d37a63f8343a966c7ed4a1425ab14c1b6c50f36c2bc86f3ddd183b80d9693",
];

/// Why bytes are not the byte form of databases ([`Databases::from_bytes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum DatabaseError {
    /// Fewer bytes than a tag and a set.
    #[error("not fifteen-puzzle pattern databases: too short")]
    TooShort,
    /// The bytes do not start with this version's tag.
    #[error("not fifteen-puzzle pattern databases: wrong tag")]
    WrongTag,
    /// The set's byte names no set.
    #[error("not fifteen-puzzle pattern databases: unknown set")]
    UnknownSet,
    /// The tables are too long or too short for their set.
    #[error("not fifteen-puzzle pattern databases: wrong length")]
    WrongLength,
    /// The tables are not those this version builds (their digest differs).
    #[error("not fifteen-puzzle pattern databases: not the tables this version builds")]
    UnknownTables,
}

/// The lowercase hexadecimal SHA-256 digest of tables' bytes, as [`DIGESTS`] lists them.
fn digest(tables: &[u8]) -> String {
    sha256(tables).iter().map(|b| format!("{b:02x}")).collect()
}

/// A set's pattern databases.
#[derive(Debug, Clone)]
pub struct Databases {
    set: Set,
    tables: Vec<PatternTable>,
    views: Vec<Vec<Slot>>,
}

impl Databases {
    /// Builds a set; `progress(fraction)` follows the build.
    pub(super) fn build(set: Set, mut progress: impl FnMut(f64)) -> Self {
        let (tables, views) = set.layout();
        let patterns: Vec<Pattern> = tables.into_iter().map(Pattern::new).collect();
        let sizes: Vec<f64> = patterns
            .iter()
            .map(|p| Layout::new(p).byte_len() as f64)
            .collect();
        let total: f64 = sizes.iter().sum();
        let mut before = 0.0;
        let tables = patterns
            .into_iter()
            .zip(sizes)
            .map(|(pattern, size)| {
                let share = size / total;
                let report = |f: f64| progress(before + f * share);
                let table = build::table(pattern, set.blank_goal(), report);
                before += share;
                table
            })
            .collect();
        progress(1.0);
        Self { set, tables, views }
    }

    /// The set.
    pub fn set(&self) -> Set {
        self.set
    }

    /// A table (see [`Slot`]).
    pub(super) fn table(&self, index: usize) -> &PatternTable {
        &self.tables[index]
    }

    /// The views: each one's patterns, which add up to a lower bound.
    pub(super) fn views(&self) -> &[Vec<Slot>] {
        &self.views
    }

    /// The byte form: a tag, the set's byte, and the packed tables.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(MAGIC.len() + 1 + self.size());
        bytes.extend_from_slice(&MAGIC);
        bytes.push(self.set.id());
        for table in &self.tables {
            bytes.extend_from_slice(table.bytes());
        }
        bytes
    }

    /// The databases from [`Databases::to_bytes`], refused unless their tables are,
    /// bit for bit, those this version builds.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, DatabaseError> {
        if bytes.len() <= MAGIC.len() {
            return Err(DatabaseError::TooShort);
        }
        let Some(rest) = bytes.strip_prefix(&MAGIC) else {
            return Err(DatabaseError::WrongTag);
        };
        let Some((&id, packed)) = rest.split_first() else {
            return Err(DatabaseError::TooShort);
        };
        let Some(set) = Set::from_id(id) else {
            return Err(DatabaseError::UnknownSet);
        };
        let (tables, views) = set.layout();
        let patterns: Vec<(Pattern, Layout)> = tables
            .into_iter()
            .map(|tiles| {
                let pattern = Pattern::new(tiles);
                let layout = Layout::new(&pattern);
                (pattern, layout)
            })
            .collect();
        let expected: usize = patterns.iter().map(|(_, layout)| layout.byte_len()).sum();
        if packed.len() != expected {
            return Err(DatabaseError::WrongLength);
        }
        if digest(packed) != DIGESTS[usize::from(id) % DIGESTS.len()] {
            return Err(DatabaseError::UnknownTables);
        }
        let mut rest = packed;
        let tables = patterns
            .into_iter()
            .map(|(pattern, layout)| {
                let (table, tail) = rest.split_at(layout.byte_len());
                rest = tail;
                PatternTable::from_packed(pattern, set.blank_goal(), layout, table.to_vec())
            })
            .collect();
        Ok(Self { set, tables, views })
    }

    /// The memory the tables take, in bytes.
    pub fn size(&self) -> usize {
        self.tables.iter().map(|t| t.bytes().len()).sum()
    }

    /// The length of `set`'s byte form ([`Databases::to_bytes`]).
    pub fn byte_len(set: Set) -> usize {
        MAGIC.len() + 1 + table_lens(set).iter().sum::<usize>()
    }

    /// The most memory a build of `set` holds at once, in bytes: while a table is built,
    /// the tables before it, its entries and two bit sets of marks as large (see
    /// [`super::build`]); at the end, the tables and their byte form.
    pub fn build_peak(set: Set) -> usize {
        let lens = table_lens(set);
        let building = (0..lens.len()).map(|i| lens[..i].iter().sum::<usize>() + 3 * lens[i]);
        let total: usize = lens.iter().sum();
        building.max().unwrap_or(0).max(2 * total)
    }
}

/// The byte lengths of `set`'s tables.
fn table_lens(set: Set) -> Vec<usize> {
    let (tables, _) = set.layout();
    tables
        .into_iter()
        .map(|tiles| Layout::new(&Pattern::new(tiles)).byte_len())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_sets_build_the_tables_of_their_digest() {
        // the strong set's digest is checked where tests/fifteen.rs loads what it built
        for set in Set::ALL.into_iter().filter(|&set| set != Set::Strong) {
            let databases = Databases::build(set, |_| ());
            let bytes = databases.to_bytes();
            assert_eq!(
                digest(&bytes[MAGIC.len() + 1..]),
                DIGESTS[usize::from(set.id())],
                "{set:?}"
            );
            let loaded = Databases::from_bytes(&bytes).map(|d| d.to_bytes());
            assert!(loaded == Ok(bytes), "{set:?}");
        }
    }
}
