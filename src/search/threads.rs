//! How many threads a search may use.

/// How many threads a search may use: at least one (a search on any number of them
/// returns the solution it returns on one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Threads(usize);

impl Threads {
    /// `count` threads, at least one.
    pub fn new(count: usize) -> Self {
        Self(count.max(1))
    }

    /// The number of threads.
    pub fn count(self) -> usize {
        self.0
    }
}

impl Default for Threads {
    /// One thread.
    fn default() -> Self {
        Self(1)
    }
}
