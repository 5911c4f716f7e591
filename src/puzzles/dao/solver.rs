//! The solver: one tablebase, built or loaded once, then asked.

use std::sync::OnceLock;

use thiserror::Error;

use super::bytes::TablebaseError;
use super::tablebase::Tablebase;

/// Holds the tablebase once it is built or loaded.
#[derive(Default)]
pub struct DaoSolver {
    tablebase: OnceLock<Tablebase>,
}

/// An answer that needs the tablebase was asked before it was built or loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("the Dao tablebase is not ready: it must be built or loaded first")]
pub struct NotPrepared;

impl DaoSolver {
    /// A solver with no tablebase yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The tablebase, if it is built or loaded.
    pub fn tablebase(&self) -> Result<&Tablebase, NotPrepared> {
        self.tablebase.get().ok_or(NotPrepared)
    }

    /// The tablebase, built first if need be (`progress` hears the fraction done).
    pub fn build(&self, progress: impl FnMut(f64)) -> &Tablebase {
        self.tablebase.get_or_init(|| Tablebase::build(progress))
    }

    /// Takes the tablebase from its bytes (see [`Tablebase::from_bytes`]); one already
    /// there is kept, as the two are equal.
    pub fn load(&self, bytes: &[u8]) -> Result<(), TablebaseError> {
        let tablebase = Tablebase::from_bytes(bytes)?;
        let _ = self.tablebase.set(tablebase);
        Ok(())
    }
}
