//! `--threads N`: how many threads a search may use, all the machine's cores unless given.

use std::num::NonZeroUsize;
use std::thread;

use puzzle_core::search::Threads;

/// The `--threads` option.
#[derive(clap::Args)]
pub struct ThreadsArg {
    /// Threads a search may use (all cores unless given; the answers are the same)
    #[arg(long, value_name = "N")]
    threads: Option<NonZeroUsize>,
}

impl ThreadsArg {
    /// The threads asked for, or as many as the machine has cores.
    pub fn get(&self) -> Threads {
        let count = self
            .threads
            .or_else(|| thread::available_parallelism().ok())
            .map_or(1, NonZeroUsize::get);
        Threads::new(count)
    }
}
