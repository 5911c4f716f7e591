use std::ops::Range;

use super::layers::{Layers, Marks, Way};
use super::StateSpace;
use crate::random::Rng;

/// Marks a state the search never reached.
const UNREACHED: u8 = u8::MAX;

/// Distance to the nearest goal for every state of a ranked space: one byte per rank,
/// filled by a breadth-first search that runs the moves backwards from the goals.
#[derive(Debug, Clone)]
pub struct DistanceTable {
    distances: Vec<u8>,
    counts: Vec<u64>,
}

impl DistanceTable {
    /// Builds the table for `space` by backward breadth-first search from `goals`.
    ///
    /// The space's diameter must stay below 255 moves (true of every puzzle here).
    pub fn build<S: StateSpace>(space: &S, goals: &[S::State]) -> Self {
        let mut search = Layers::new(space, goals, Self::unreached(space.size()));
        while !search.grow(space, Way::Backward).is_empty() {}
        let (mut table, mut counts) = search.into_seen();
        while counts.last() == Some(&0) {
            counts.pop(); // the last layer found nothing
        }
        table.counts = counts;
        table
    }

    /// A table where no state has a distance yet.
    pub(super) fn unreached(size: usize) -> Self {
        Self {
            distances: vec![UNREACHED; size],
            counts: Vec::new(),
        }
    }

    /// Sets the distance of the state with this rank.
    pub(super) fn set(&mut self, rank: usize, distance: u8) {
        self.distances[rank] = distance;
    }

    /// The distance of the state with this rank to the nearest goal, `None` if unreachable.
    #[inline]
    pub fn distance(&self, rank: usize) -> Option<u8> {
        match self.distances[rank] {
            UNREACHED => None,
            d => Some(d),
        }
    }

    /// `counts()[d]` is the number of states at distance `d`; the last entry is the
    /// largest distance of any state.
    pub fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// The rank of a state drawn uniformly among those of rank in `ranks` at `distance`,
    /// or `None` when there is none.
    pub fn random_at(&self, distance: u8, ranks: Range<usize>, rng: &mut Rng) -> Option<usize> {
        let at = |&(_, &d): &(usize, &u8)| d == distance;
        let slice = &self.distances[ranks.clone()];
        let count = slice.iter().enumerate().filter(at).count();
        if count == 0 {
            return None;
        }
        let chosen = rng.below(count);
        let (offset, _) = slice.iter().enumerate().filter(at).nth(chosen)?;
        Some(ranks.start + offset)
    }
}

/// The table as the search's record of the states found: a state's distance is the depth
/// of the layer that first found it. No branch: a coin toss in the middle layers, and the
/// search's main cost if mispredicted.
impl Marks for DistanceTable {
    #[inline]
    fn mark(&mut self, rank: usize, depth: u8) -> bool {
        let slot = &mut self.distances[rank];
        let known = *slot != UNREACHED;
        *slot = (*slot).min(depth);
        known
    }
}
