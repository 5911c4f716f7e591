//! `--threads N`: how many threads a search may use, all the machine's cores unless given,
//! from 1 to [`Threads::MOST`].

use std::num::NonZeroUsize;
use std::thread;

use puzzle_core::search::Threads;

/// The `--threads` option.
#[derive(clap::Args)]
pub struct ThreadsArg {
    /// Threads a search may use, 1 to 256 (all cores unless given; the answers are the same)
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    threads: Option<String>,
}

impl ThreadsArg {
    /// The threads asked for, or as many as the machine has cores (at most
    /// [`Threads::MOST`]); what is wrong with a count outside 1 to [`Threads::MOST`].
    pub fn get(&self) -> Result<Threads, String> {
        let Some(text) = self.threads.as_deref() else {
            let cores = thread::available_parallelism().map_or(1, NonZeroUsize::get);
            return Ok(Threads::new(cores));
        };
        let most = Threads::MOST;
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        // any run of digits is a count: those past usize are above the most too
        let count = digits.then(|| text.parse::<usize>().unwrap_or(usize::MAX));
        match count {
            Some(count @ 1..) if count <= most => Ok(Threads::new(count)),
            _ => Err(format!(
                "--threads: expected a count of threads from 1 to {most}, found `{}`",
                puzzle_core::error::shown(text)
            )),
        }
    }
}
