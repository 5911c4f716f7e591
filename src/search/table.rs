use super::StateSpace;

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
        let mut distances = vec![UNREACHED; space.size()];
        // Every state enters the queue at most once. Each predecessor is written at the
        // queue's end and kept only if it is new, so the search takes no branch on that
        // (a coin toss in the middle layers, and the search's main cost if mispredicted).
        let mut queue = match goals.first() {
            Some(&goal) => vec![goal; space.size() + 1],
            None => Vec::new(),
        };
        let mut len = 0;
        for goal in goals {
            let rank = space.rank(goal);
            if distances[rank] == UNREACHED {
                distances[rank] = 0;
                queue[len] = *goal;
                len += 1;
            }
        }
        let mut counts = vec![len as u64];
        let mut layer_start = 0;
        let mut depth = 0u8;
        while layer_start < len {
            let layer_end = len;
            depth += 1;
            debug_assert!(depth < UNREACHED, "state space too deep for a byte table");
            for i in layer_start..layer_end {
                let state = queue[i];
                space.for_each_predecessor(&state, |previous| {
                    let slot = &mut distances[space.rank(&previous)];
                    let new = *slot == UNREACHED;
                    *slot = (*slot).min(depth);
                    queue[len] = previous;
                    len += usize::from(new);
                });
            }
            counts.push((len - layer_end) as u64);
            layer_start = layer_end;
        }
        counts.pop(); // the last layer found nothing
        Self { distances, counts }
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
}
