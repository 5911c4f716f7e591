//! Pattern databases as tables the page builds, loads and keeps: the Fifteen's and those
//! of the other boards of 11 to 16 cells, which the answers need, and the optional ones
//! that raise the bound on boards of 17 to 36 cells.

use crate::puzzles::sliding::databases16::{Databases, Keeper, Set, FORMAT_VERSION};
use crate::puzzles::sliding::{PatternSets, Patterns, PATTERNS_VERSION};
use crate::puzzles::Shape;

use super::{Table, TableError, TableKey};

/// The cache key of `set`.
pub(super) fn key(set: Set) -> TableKey {
    TableKey {
        family: set.family(),
        version: u32::from(FORMAT_VERSION),
    }
}

/// The set `key` names, if it names one of this version.
fn set_of(key: &TableKey) -> Option<Set> {
    Set::all().into_iter().find(|&set| self::key(set) == *key)
}

/// `set` as the page offers it.
pub(super) fn table(set: Set) -> Table {
    let (label, purpose, optional) = match set {
        Set::Default(0) => (
            "pattern databases (7-6-2)",
            "every position of this goal",
            false,
        ),
        Set::Default(_) | Set::Interim => (
            "pattern databases (6-6-3)",
            "every position of this goal",
            false,
        ),
        Set::Strong => (
            "stronger pattern databases (7-8)",
            "the hardest positions",
            true,
        ),
        Set::Rectangle { .. } => ("pattern databases", "every position of this goal", false),
    };
    Table {
        key: key(set),
        label,
        purpose,
        bytes: Databases::byte_len(set) as u64,
        build_bytes: Databases::build_peak(set) as u64,
        optional,
    }
}

/// Whether `keeper` has the table `key`.
pub(super) fn has_table(keeper: &dyn Keeper, key: &TableKey) -> bool {
    set_of(key).is_some_and(|set| keeper.has(set))
}

/// Builds the table `key` in `keeper`; its bytes.
pub(super) fn build_table(
    keeper: &dyn Keeper,
    key: &TableKey,
    progress: &mut dyn FnMut(f64),
) -> Result<Vec<u8>, TableError> {
    let unknown = || TableError::Unknown { key: key.clone() };
    let set = set_of(key).ok_or_else(unknown)?;
    let databases = keeper.build(set, progress).ok_or_else(unknown)?;
    Ok(databases.to_bytes())
}

/// Gives `keeper` the table `key` from `bytes`, checked.
pub(super) fn load_table(
    keeper: &dyn Keeper,
    key: &TableKey,
    bytes: Vec<u8>,
) -> Result<(), TableError> {
    let databases = Databases::from_bytes(bytes)?;
    if self::key(databases.set()) != *key {
        return Err(TableError::Mismatch {
            expected: key.clone(),
            found: self::key(databases.set()),
        });
    }
    if keeper.install(databases) {
        Ok(())
    } else {
        Err(TableError::Unknown { key: key.clone() })
    }
}

/// The cache key of the bound's databases of `shape` for goals with the blank at `blank`.
fn bound_key(shape: Shape, blank: usize) -> TableKey {
    TableKey {
        family: Patterns::family(shape, blank),
        version: u32::from(PATTERNS_VERSION),
    }
}

/// The cell of the blank whose set `key` names in `sets`, if it names one.
fn bound_blank(sets: &PatternSets, key: &TableKey) -> Option<usize> {
    (0..sets.shape().cells()).find(|&blank| bound_key(sets.shape(), blank) == *key)
}

/// The bound's databases of `shape` for goals with the blank at `blank`, as the page
/// offers them: optional (a first solution comes without them).
pub(super) fn bound_table(shape: Shape, blank: usize) -> Table {
    Table {
        key: bound_key(shape, blank),
        label: "pattern databases",
        purpose: "finding shorter solutions and proving how short the shortest can be",
        bytes: Patterns::byte_len(shape) as u64,
        build_bytes: Patterns::build_peak(shape) as u64,
        optional: true,
    }
}

/// Whether `sets` has the bound's databases `key`.
pub(super) fn has_bound(sets: &PatternSets, key: &TableKey) -> bool {
    bound_blank(sets, key).is_some_and(|blank| sets.get(blank).is_some())
}

/// Builds the bound's databases `key` in `sets`; their bytes.
pub(super) fn build_bound(
    sets: &PatternSets,
    key: &TableKey,
    progress: &mut dyn FnMut(f64),
) -> Result<Vec<u8>, TableError> {
    let unknown = || TableError::Unknown { key: key.clone() };
    let blank = bound_blank(sets, key).ok_or_else(unknown)?;
    let patterns = sets.build(blank, progress).ok_or_else(unknown)?;
    Ok(patterns.to_bytes())
}

/// Gives `sets` the bound's databases `key` from `bytes`, checked.
pub(super) fn load_bound(
    sets: &PatternSets,
    key: &TableKey,
    bytes: &[u8],
) -> Result<(), TableError> {
    bound_blank(sets, key).ok_or_else(|| TableError::Unknown { key: key.clone() })?;
    let patterns = Patterns::from_bytes(bytes)?;
    let found = bound_key(patterns.shape(), patterns.blank());
    if found != *key {
        return Err(TableError::Mismatch {
            expected: key.clone(),
            found,
        });
    }
    sets.install(patterns);
    Ok(())
}
