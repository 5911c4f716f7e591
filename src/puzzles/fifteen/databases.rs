//! A set's tables, built or taken from their byte form, which is trusted only when its
//! SHA-256 digest is the one of the tables this version builds.

use std::sync::OnceLock;

use thiserror::Error;

use super::build;
use super::pattern::{Layout, Pattern, PatternTable};
use super::sets::{Set, Slot, Spec};
use super::Threads;
use crate::puzzles::grid::Grid;
use crate::puzzles::{sha256, versioned_tag};

/// The version of the byte form, raised whenever the tables' layout or contents change,
/// so that a copy cached by an earlier version is rebuilt rather than loaded.
pub const FORMAT_VERSION: u8 = 4;

/// Marks the start of the byte form: a tag and [`FORMAT_VERSION`] in two digits.
const MAGIC: [u8; 8] = versioned_tag(*b"P15PDB", FORMAT_VERSION);

/// The SHA-256 digest of each set's tables (in the order of [`Set::all`]), as this
/// version builds them; a test builds every set and checks them.
const DIGESTS: [&str; 30] = [
    "0f3af9863b11eaf85d1d1ad70cae2d3adb95c5fa85a891bf9ec8e0e3692e6b0e",
    "4bb6c07ab46a38ae7cfdae3150d90c40b56894cf6fac977a3607f78b0c02f3a2",
    "c31b44e644887053d24d6efed5311f84c2d38891735e0547f6c9fed9c7ab7dc2",
    "cd4d37a63f8343a966c7ed4a1425ab14c1b6c50f36c2bc86f3ddd183b80d9693",
    // 2x6, blank class 0
    "f1b3f2e2a125dfb3eb40c61b17a4728a02a82e9c308eb2a0644f596be98518cc",
    // 2x6, blank class 2
    "5a95ead6732450c10335b2e36a63e6b4e7cf3de9b31652983b635a711c747ffb",
    // 2x6, blank class 4
    "779353b3fe9a2e14528fa017e27eff60197e1fba540023dc5bb9482db8461272",
    // 3x4, blank class 0
    "25b39408e344b00477118fa5f612e51fdffee0d2394bcaeae58ee5fc8c3793f3",
    // 3x4, blank class 1
    "b8a8fc8a6351d97f1df6bb2300ce228c09c339f4d3ce2e69f5ad7bfaff4153f3",
    // 3x4, blank class 3
    "1fb816d08f4676587a65f8cae33bfe2d13cb4abf32c6ce31dafefaf7be3b62cf",
    // 3x4, blank class 4
    "096ae925b8649728dc96a046065a15add24f61134a78c62246cf9d311dee2c61",
    // 4x3, blank class 0
    "bee9f1d7b116c3940809a557f4d0986f8d38a75ceb4834d353497f14845675c3",
    // 4x3, blank class 1
    "77f951201b19eaa4a4ea531c077fd0e4d8ce133abfad1d514e95d676b196a44d",
    // 4x3, blank class 4
    "4e8edca56466d5a5ac5ddfbd1a50827475cb5a2c32e6b077d902f8a932872037",
    // 4x3, blank class 5
    "ed4312aeb657bcd7c2e742114f15148959ad60339f4648b652ea10ab655011d7",
    // 2x7, blank class 0
    "88c3e015b5b75fb4b9cc7bc19dfa1e167ccceba79dea024ec83e89b4ae54b112",
    // 2x7, blank class 2
    "699bbe1d159f76acef555f3ae26b0e69ce47a877fc2ed71e0d776a955370a88c",
    // 2x7, blank class 4
    "5161db10715725c759f9882ee62ce595489a9faee5e5a631ba0882d6c8885391",
    // 2x7, blank class 6
    "d3682a5f99899e96f8de2d0c79ce56928dd022c890d9eb8fe673682468c81f6f",
    // 3x5, blank class 0
    "6226545e0620ec1b4d8a8eff88c9f94a1729216d5b1025cb197e21d9a2418c23",
    // 3x5, blank class 1
    "2b0edecd561b758f11d2fc9490263fa456c2615c438c9db797de530f18c69bfc",
    // 3x5, blank class 3
    "e02bb6d53b310f3d4ce261ed3d39c8ca29ccb63271da31269c6e9bedc11f2aa4",
    // 3x5, blank class 4
    "64d5c2cf59eb353d2cb013c25d90a2655391a49e17c242f11a8e82da2a2e55e2",
    // 3x5, blank class 6
    "2220edef8082f4c619f575edb28655af4f76504ca4d8271e731fca8dc8a1322d",
    // 3x5, blank class 7
    "6b8b773f71015286cbaba2b04bb9ca306eced538bee44580e380032e144d88e8",
    // 2x8, blank class 0
    "aeec7e691befa64277a148274606883e1f2477ece144bf8fa91502b9d4af78b7",
    // 2x8, blank class 2
    "71b620d073cf2b9141848f8c6c7998720c241a514cfe023543f8cec104870a22",
    // 2x8, blank class 4
    "771901703eea8cc186641d60a16ea894e5e4ea1b1598784c95c0ff1a05b8def4",
    // 2x8, blank class 6
    "4a0504f3077777e23a1d671a5243d3117e9fd2295d32aceba3eff09d79483caa",
    // the interim set: the corner goals' 6-6-3 views, the bytes of their default set
    // before 7-6-2
    "7db07579dfb885286caa71c1daf3e8d4d8b1aed40b174754128c8933ea70ee5a",
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
    pub(super) fn build(set: Set, threads: Threads, progress: impl FnMut(f64)) -> Self {
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
