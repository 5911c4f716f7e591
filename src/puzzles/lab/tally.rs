//! The counts of a run, its limit, and the caller's say in when it stops.

use std::ops::ControlFlow;

use super::{Counts, REPORT_EVERY};

/// Why a search ended without an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Halt {
    /// It generated as many boards as its limit allows.
    Limit,
    /// The caller stopped it.
    Stopped,
}

/// What a search has counted so far, its limit, and who hears of it.
pub(super) struct Tally<'a> {
    counts: Counts,
    limit: u64,
    progress: &'a mut dyn FnMut(&Counts) -> ControlFlow<()>,
}

impl<'a> Tally<'a> {
    /// No boards counted; the search may generate `limit`.
    pub(super) fn new(limit: u64, progress: &'a mut dyn FnMut(&Counts) -> ControlFlow<()>) -> Self {
        Self {
            counts: Counts::default(),
            limit,
            progress,
        }
    }

    /// What was counted.
    pub(super) fn counts(&self) -> Counts {
        self.counts
    }

    /// Counts a board about to be expanded, unless the limit is reached or the caller
    /// stops the search.
    #[inline]
    pub(super) fn expand(&mut self) -> Result<(), Halt> {
        if self.counts.generated >= self.limit {
            return Err(Halt::Limit);
        }
        self.counts.expanded += 1;
        if self.counts.expanded.is_multiple_of(REPORT_EVERY)
            && (self.progress)(&self.counts).is_break()
        {
            return Err(Halt::Stopped);
        }
        Ok(())
    }

    /// Counts a generated child.
    #[inline]
    pub(super) fn generate(&mut self) {
        self.counts.generated += 1;
    }

    /// The boards generated so far.
    pub(super) fn generated(&self) -> u64 {
        self.counts.generated
    }

    /// Notes how many boards wait and how many are kept beside them.
    #[inline]
    pub(super) fn hold(&mut self, open: usize, closed: usize) {
        self.counts.peak_open = self.counts.peak_open.max(open as u64);
        self.counts.peak_closed = self.counts.peak_closed.max(closed as u64);
    }
}
