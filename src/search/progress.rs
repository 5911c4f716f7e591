/// How far a long search has got: the cost bound it tries and the positions generated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchProgress {
    /// The cost bound of the current iteration.
    pub bound: u32,
    /// The positions generated so far.
    pub nodes: u64,
}
