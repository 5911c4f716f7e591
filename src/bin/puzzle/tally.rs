//! The `--stats` figures the searching subcommands print: each case's time since the one
//! before, and the cases and nodes in all.

use std::time::Instant;

/// The cases a run has answered so far, the nodes they took, and when.
pub struct Tally {
    started: Instant,
    last: Instant,
    /// The nodes of every case so far.
    pub nodes: u64,
    /// The number of the last case answered (cases are numbered from 1).
    pub cases: usize,
}

impl Tally {
    /// A run starting now.
    pub fn new() -> Self {
        let now = Instant::now();
        Self {
            started: now,
            last: now,
            nodes: 0,
            cases: 0,
        }
    }

    /// Counts case `case`, answered now after `nodes` nodes; the seconds it took.
    pub fn case(&mut self, case: usize, nodes: u64) -> f64 {
        let now = Instant::now();
        let seconds = (now - self.last).as_secs_f64();
        self.last = now;
        self.nodes += nodes;
        self.cases = case;
        seconds
    }

    /// The seconds since the run started.
    pub fn seconds(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }
}
