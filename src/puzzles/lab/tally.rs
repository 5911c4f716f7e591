//! The counts of a run, its limit, the caller's say in when it stops, and, when asked,
//! the record of every step for the page to replay.

use std::ops::ControlFlow;

use super::space::{Boards, Key};
use super::{Counts, Fate, Step, REPORT_EVERY};

/// Why a search ended without an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Halt {
    /// It generated as many boards as its limit allows.
    Limit,
    /// The caller stopped it.
    Stopped,
}

/// The steps of a search, kept up to a number of them: each board gets a node the first
/// time it is seen (the same board seen again is the same node).
pub(super) struct Record {
    /// The node of each board seen.
    ids: Boards<u32>,
    /// Each node's board and the side that first saw it (0 from the start, 1 from the goal).
    pub(super) nodes: Vec<(Key, u8)>,
    pub(super) steps: Vec<Step>,
    most: usize,
    /// The side whose boards are being expanded.
    side: u8,
}

impl Record {
    /// A record of at most `most` steps.
    pub(super) fn new(most: usize) -> Self {
        Self {
            ids: Boards::default(),
            nodes: Vec::new(),
            steps: Vec::new(),
            most,
            side: 0,
        }
    }

    /// Whether every step was kept.
    pub(super) fn whole(&self) -> bool {
        self.steps.len() < self.most
    }

    /// The node of `key`, new if it was never seen.
    fn node(&mut self, key: Key) -> u32 {
        let next = self.nodes.len() as u32;
        let id = *self.ids.entry(key).or_insert(next);
        if id == next {
            self.nodes.push((key, self.side));
        }
        id
    }

    /// Keeps `step`, while there is room.
    fn keep(&mut self, step: impl FnOnce(&mut Self) -> Step) {
        if self.steps.len() < self.most {
            let step = step(self);
            self.steps.push(step);
        }
    }
}

/// What a search has counted so far, its limit, and who hears of it.
pub(super) struct Tally<'a> {
    counts: Counts,
    limit: u64,
    progress: &'a mut dyn FnMut(&Counts) -> ControlFlow<()>,
    record: Option<Record>,
}

impl<'a> Tally<'a> {
    /// No boards counted; the search may generate `limit`; `record` keeps its steps.
    pub(super) fn new(
        limit: u64,
        progress: &'a mut dyn FnMut(&Counts) -> ControlFlow<()>,
        record: Option<Record>,
    ) -> Self {
        Self {
            counts: Counts::default(),
            limit,
            progress,
            record,
        }
    }

    /// What was counted.
    pub(super) fn counts(&self) -> Counts {
        self.counts
    }

    /// The record of the steps, if one was asked for.
    pub(super) fn into_record(self) -> Option<Record> {
        self.record
    }

    /// Counts `key`, `moves` from its side's root, about to be expanded, unless the limit
    /// is reached or the caller stops the search.
    #[inline]
    pub(super) fn expand(&mut self, key: Key, moves: u32) -> Result<(), Halt> {
        if self.counts.generated >= self.limit {
            return Err(Halt::Limit);
        }
        self.counts.expanded += 1;
        if let Some(record) = &mut self.record {
            record.keep(|r| Step::Expand {
                node: r.node(key),
                moves,
            });
        }
        if self.counts.expanded.is_multiple_of(REPORT_EVERY)
            && (self.progress)(&self.counts).is_break()
        {
            return Err(Halt::Stopped);
        }
        Ok(())
    }

    /// Counts `child` of `parent`, `moves` from its side's root, and what became of it.
    #[inline]
    pub(super) fn generate(&mut self, parent: Key, child: Key, moves: u32, fate: Fate) {
        self.counts.generated += 1;
        if let Some(record) = &mut self.record {
            record.keep(|r| Step::Generate {
                node: r.node(child),
                parent: r.node(parent),
                moves,
                fate,
            });
        }
    }

    /// Notes the roots of the search (the start, and the goal for a search from both
    /// ends), before anything is expanded.
    pub(super) fn roots(&mut self, roots: &[Key]) {
        if let Some(record) = &mut self.record {
            for (side, &root) in roots.iter().enumerate() {
                record.side = side as u8;
                record.node(root);
            }
            record.side = 0;
        }
    }

    /// Notes that the boards expanded next are those of `side` (0 from the start, 1 from
    /// the goal).
    pub(super) fn side(&mut self, side: u8) {
        if let Some(record) = &mut self.record {
            record.side = side;
        }
    }

    /// Notes an iteration of bound `bound` starting.
    pub(super) fn iteration(&mut self, bound: u32) {
        if let Some(record) = &mut self.record {
            record.keep(|_| Step::Iteration { bound });
        }
    }

    /// Notes the board where the solution was found.
    pub(super) fn found(&mut self, key: Key) {
        if let Some(record) = &mut self.record {
            record.keep(|r| Step::Found { node: r.node(key) });
        }
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
