//! How many threads a search may use.

/// How many threads a search may use: at least one and at most [`Threads::MOST`] (a
/// search on any number of them returns the solution it returns on one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Threads(usize);

impl Threads {
    /// The most threads a search uses: more than any machine this runs on has cores
    /// (each thread beyond them only shares a core), and few enough that every count
    /// times a size stays far from overflow and their stacks fit in memory.
    pub const MOST: usize = 256;

    /// `count` threads, at least one and at most [`Threads::MOST`].
    pub fn new(count: usize) -> Self {
        Self(count.clamp(1, Self::MOST))
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
