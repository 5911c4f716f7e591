//! A set's tables, built or taken from their byte form, which is trusted only when its
//! digest is the one of the tables this version builds.

use std::sync::OnceLock;

use thiserror::Error;

use super::build;
use super::pattern::{Layout, Pattern, PatternTable};
use super::sets::{Set, Slot, Spec};
use crate::puzzles::sliding::grid::Grid;
use crate::puzzles::versioned_tag;
use crate::search::Threads;

/// The version of the byte form, raised whenever the tables' layout or contents change,
/// so that a copy cached by an earlier version is rebuilt rather than loaded.
pub const FORMAT_VERSION: u8 = 4;

/// Marks the start of the byte form: a tag and [`FORMAT_VERSION`] in two digits.
const MAGIC: [u8; 8] = versioned_tag(*b"P15PDB", FORMAT_VERSION);

/// The digest of each set's tables (in the order of [`Set::all`]), as this
/// version builds them; a test builds every set and checks them.
const DIGESTS: [&str; 30] = [
    "f5f92587d1440f1533576d3bc7dc3a3b",
    "b4b0facdf35670b4326a8c744711d386",
    "ca717f6efb812c061d4891100296cb2e",
    "e1870aecf2ac3a567d5767092421f2fa",
    // 2x6, blank class 0
    "f79306e09f5f9a5f3eb113cbf15cf646",
    // 2x6, blank class 2
    "d3ab67399f22c457432cf7ab635d4fbc",
    // 2x6, blank class 4
    "db70fe39128576ffbb5f3dcdcb4f82c9",
    // 3x4, blank class 0
    "52b5824d9c911ffe703a2c0e46d5a23a",
    // 3x4, blank class 1
    "778cc4aedbfd46d4cff8e51e4c5ca409",
    // 3x4, blank class 3
    "f019adfcb33a21a673dac8523c96ec21",
    // 3x4, blank class 4
    "db559a8a4a19cdc5a9b63636ce683cb9",
    // 4x3, blank class 0
    "973b85eb48092b21f03abb06fe08bbe1",
    // 4x3, blank class 1
    "27b80da070f3a09b2822a2f642fc70dc",
    // 4x3, blank class 4
    "297702e7a5a5cdc6ad8c71f314808f70",
    // 4x3, blank class 5
    "d1cb7eee16a9a076243f4dc11a6aaded",
    // 2x7, blank class 0
    "65e987a0a661bd5f6e01dc1602a85333",
    // 2x7, blank class 2
    "21703dce59e1ecf3f4cb2be3e4d32982",
    // 2x7, blank class 4
    "6fe7814f1041a5d3db61bca466287168",
    // 2x7, blank class 6
    "54e7e683bd90858192fdecf12e1344ce",
    // 3x5, blank class 0
    "224d3e97278f78e5e5612f1fc0184a8e",
    // 3x5, blank class 1
    "2f6115b02216bdc84718715fcc6cfce8",
    // 3x5, blank class 3
    "61396d778f7386582ca51d0f71b500e3",
    // 3x5, blank class 4
    "073f0658d3b6ec0ce7285c8097ac177d",
    // 3x5, blank class 6
    "35687132a968faf79634bcae35427d8e",
    // 3x5, blank class 7
    "6b5c556b2e00b142ab8b177867912970",
    // 2x8, blank class 0
    "a96e6169b3db4fa2237ba285ed3cbe52",
    // 2x8, blank class 2
    "3cdbb396646f855a84a72798417ab88c",
    // 2x8, blank class 4
    "c725ad811b5e7cd77d026566484d2cd0",
    // 2x8, blank class 6
    "e826bad2671f620837abf73f977e3f3a",
    // the interim set: the corner goals' 6-6-3 views, the bytes of their default set
    // before 7-6-2
    "196f5613ad10d7cd12ef76ca620fa20d",
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

/// The lowercase hexadecimal digest of tables' bytes, as [`DIGESTS`] lists them.
fn digest(tables: &[u8]) -> String {
    crate::puzzles::digest(tables)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The tables of a [`Spec`], built: what a search reads.
#[derive(Debug, Clone)]
pub(super) struct Patterns {
    grid: &'static Grid,
    tables: Vec<PatternTable>,
    views: Vec<Vec<Slot>>,
}

impl Patterns {
    /// Builds the tables of `spec` on `threads`; `progress(fraction)` follows the build.
    pub(super) fn build(spec: Spec, threads: Threads, mut progress: impl FnMut(f64)) -> Self {
        let patterns: Vec<Pattern> = spec
            .tables
            .iter()
            .map(|&tiles| Pattern::new(spec.grid, tiles))
            .collect();
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
                let table = build::table(pattern, spec.blank_goal, threads.count(), report);
                before += share;
                table
            })
            .collect();
        progress(1.0);
        Self {
            grid: spec.grid,
            tables,
            views: spec.views,
        }
    }

    /// The grid.
    pub(super) fn grid(&self) -> &'static Grid {
        self.grid
    }

    /// A table (see [`Slot`]).
    pub(super) fn table(&self, index: usize) -> &PatternTable {
        &self.tables[index]
    }

    /// The views: each one's patterns, which add up to a lower bound.
    pub(super) fn views(&self) -> &[Vec<Slot>] {
        &self.views
    }

    /// The memory the tables take, in bytes.
    pub(super) fn size(&self) -> usize {
        self.tables.iter().map(|t| t.bytes().len()).sum()
    }
}

/// A set's pattern databases on the 4x4 square, which have a byte form.
#[derive(Debug, Clone)]
pub struct Databases {
    set: Set,
    patterns: Patterns,
}

impl Databases {
    /// Builds a set on `threads`; `progress(fraction)` follows the build.
    pub(crate) fn build(set: Set, threads: Threads, progress: impl FnMut(f64)) -> Self {
        Self {
            set,
            patterns: Patterns::build(set.spec(), threads, progress),
        }
    }

    /// The set.
    pub fn set(&self) -> Set {
        self.set
    }

    /// The tables, as a search reads them.
    pub(super) fn patterns(&self) -> &Patterns {
        &self.patterns
    }

    /// The byte form: a tag, the set's byte, and the packed tables.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(MAGIC.len() + 1 + self.size());
        bytes.extend_from_slice(&MAGIC);
        bytes.push(self.set.id());
        for table in &self.patterns.tables {
            bytes.extend_from_slice(table.bytes());
        }
        bytes
    }

    /// The databases from [`Databases::to_bytes`], refused unless their tables are,
    /// bit for bit, those this version builds. Bytes given as a `Vec` become the first
    /// table (the strong set's largest), so that they are not held twice.
    pub fn from_bytes(bytes: impl Into<Vec<u8>>) -> Result<Self, DatabaseError> {
        let mut bytes: Vec<u8> = bytes.into();
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
        let spec = set.spec();
        let patterns: Vec<(Pattern, Layout)> = spec
            .tables
            .iter()
            .map(|&tiles| {
                let pattern = Pattern::new(spec.grid, tiles);
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
        // each table split off the end, the last first; the first keeps the bytes' memory
        let header = bytes.len() - expected;
        let mut tables: Vec<PatternTable> = patterns
            .into_iter()
            .rev()
            .map(|(pattern, layout)| {
                let at = bytes.len() - layout.byte_len();
                let table = if at == header {
                    bytes.drain(..header);
                    std::mem::take(&mut bytes)
                } else {
                    bytes.split_off(at)
                };
                PatternTable::from_packed(pattern, set.blank_goal(), layout, table)
            })
            .collect();
        tables.reverse();
        let patterns = Patterns {
            grid: spec.grid,
            tables,
            views: spec.views,
        };
        Ok(Self { set, patterns })
    }

    /// The memory the tables take, in bytes.
    pub fn size(&self) -> usize {
        self.patterns.size()
    }

    /// The length of `set`'s byte form ([`Databases::to_bytes`]).
    pub fn byte_len(set: Set) -> usize {
        MAGIC.len() + 1 + table_lens(set).iter().sum::<usize>()
    }

    /// The most memory a build of `set` takes in the page's wasm module, in bytes: the
    /// most a table's build holds (the tables before it and two bit sets of marks as large
    /// as it; see `build.rs`), then the byte form of all the tables, which the wasm
    /// allocator does not place in the marks' freed memory. Natively the marks' memory is
    /// reused, and the peak is the larger of the two (docs/performance.md).
    pub fn build_peak(set: Set) -> usize {
        let lens = table_lens(set);
        let building = (0..lens.len()).map(|i| lens[..i].iter().sum::<usize>() + 2 * lens[i]);
        let total: usize = lens.iter().sum();
        building.max().unwrap_or(0) + total
    }
}

/// The byte lengths of `set`'s tables, worked out once per set: their layouts take
/// milliseconds, and the page asks for them each time it draws the tables' lines.
fn table_lens(set: Set) -> &'static [usize] {
    static LENS: [OnceLock<Vec<usize>>; DIGESTS.len()] = [const { OnceLock::new() }; DIGESTS.len()];
    LENS[usize::from(set.id()) % DIGESTS.len()].get_or_init(|| {
        let spec = set.spec();
        spec.tables
            .iter()
            .map(|&tiles| Layout::new(&Pattern::new(spec.grid, tiles)).byte_len())
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_but_the_strong_builds_the_tables_of_its_digest() {
        // the strong set's digest is checked where tests/fifteen.rs loads what it built; the
        // 2x8's take most of the time (two tables of 7 tiles each)
        for set in Set::all().into_iter().filter(|&set| set != Set::Strong) {
            let databases = Databases::build(set, Threads::default(), |_| ());
            let bytes = databases.to_bytes();
            assert_eq!(
                digest(&bytes[MAGIC.len() + 1..]),
                DIGESTS[usize::from(set.id())],
                "{set:?}"
            );
            let loaded = Databases::from_bytes(bytes.clone()).map(|d| d.to_bytes());
            assert!(loaded == Ok(bytes), "{set:?}");
        }
    }
}
