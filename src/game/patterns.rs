//! Pattern databases as tables the page builds, loads and keeps: the Fifteen's and those
//! of the other boards of 11 to 16 cells.

use crate::puzzles::fifteen::{Databases, Keeper, Set, FORMAT_VERSION};

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
        Set::Default(_) => (
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
    bytes: &[u8],
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
