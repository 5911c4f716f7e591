//! Where the databases of [`Set`]s are kept, built or taken from their bytes.

use std::sync::OnceLock;

use super::databases::Databases;
use super::sets::Set;
use crate::search::Threads;

/// Where the databases of [`Set`]s are kept: built, or taken from their bytes.
pub trait Keeper {
    /// The place of `set`'s databases and the set built there, if `set` is kept here.
    fn place(&self, set: Set) -> Option<(&OnceLock<Databases>, Set)>;

    /// The threads a build may use.
    fn threads(&self) -> Threads;

    /// Whether the databases of `set` are here.
    fn has(&self, set: Set) -> bool {
        self.place(set)
            .is_some_and(|(slot, _)| slot.get().is_some())
    }

    /// The databases of `set`, built first if need be (`progress(fraction)` follows the
    /// build); `None` for a set kept elsewhere.
    fn build(&self, set: Set, progress: &mut dyn FnMut(f64)) -> Option<&Databases> {
        let (slot, set) = self.place(set)?;
        Some(slot.get_or_init(|| Databases::build(set, self.threads(), progress)))
    }

    /// Keeps `databases`, which then serve every goal of their set (databases of the set
    /// already here are kept instead: the two are equal); whether their set is kept here.
    fn install(&self, databases: Databases) -> bool {
        let Some((slot, _)) = self.place(databases.set()) else {
            return false;
        };
        let _ = slot.set(databases);
        true
    }
}
