use super::StateSpace;

/// Which way a search follows the moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Way {
    /// From a state to the states one move after it.
    Forward,
    /// From a state to the states one move before it.
    Backward,
}

impl Way {
    /// Calls `visit` with every state one move this way from `state`.
    #[inline]
    pub(super) fn for_each_neighbour<S: StateSpace>(
        self,
        space: &S,
        state: &S::State,
        visit: impl FnMut(S::State),
    ) {
        match self {
            Way::Forward => space.for_each_successor(state, visit),
            Way::Backward => space.for_each_predecessor(state, visit),
        }
    }
}

/// How a search remembers the states it has found, by rank.
pub(super) trait Marks {
    /// Records `rank` as found at `depth`; returns whether it was found before.
    fn mark(&mut self, rank: usize, depth: u8) -> bool;
}

/// A breadth-first search run one layer at a time: every state found, in the order found,
/// and where each layer starts.
pub(super) struct Layers<T, M> {
    seen: M,
    /// The states found, layer after layer, and some room after them.
    found: Vec<T>,
    /// How many states `found` holds.
    len: usize,
    /// `starts[d]`: where layer `d` begins in `found`; the last entry is `len`.
    starts: Vec<usize>,
}

impl<T: Copy, M: Marks> Layers<T, M> {
    /// A search whose layer 0 is `roots` (repeats dropped), remembering states in `seen`,
    /// which holds none yet.
    pub(super) fn new<S: StateSpace<State = T>>(space: &S, roots: &[T], seen: M) -> Self {
        let mut layers = Self {
            seen,
            found: Vec::new(),
            len: 0,
            starts: vec![0],
        };
        for root in roots {
            if !layers.seen.mark(space.rank(root), 0) {
                layers.found.push(*root);
                layers.len += 1;
            }
        }
        layers.starts.push(layers.len);
        layers
    }

    /// The ranks of the states found.
    pub(super) fn seen(&self) -> &M {
        &self.seen
    }

    /// The ranks of the states found, and how many each layer holds.
    pub(super) fn into_seen(self) -> (M, Vec<u64>) {
        let sizes = self.starts.windows(2).map(|w| (w[1] - w[0]) as u64);
        (self.seen, sizes.collect())
    }

    /// The number of the last layer found.
    pub(super) fn depth(&self) -> usize {
        self.starts.len() - 2
    }

    /// The states of layer `d`.
    pub(super) fn layer(&self, d: usize) -> &[T] {
        &self.found[self.starts[d]..self.starts[d + 1]]
    }

    /// The states of the last layer found.
    pub(super) fn last(&self) -> &[T] {
        self.layer(self.depth())
    }

    /// How many states the search has found.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Finds the next layer, the states one move `way` from the last layer not found
    /// before, and returns it (empty once the search has found everything it can).
    pub(super) fn grow<S: StateSpace<State = T>>(&mut self, space: &S, way: Way) -> &[T] {
        let (start, end) = (self.starts[self.depth()], self.len);
        let depth = (self.depth() + 1) as u8;
        debug_assert!(depth < u8::MAX, "too deep for a byte of distance");
        let Self {
            seen, found, len, ..
        } = self;
        for i in start..end {
            let state = found[i];
            // Each neighbour is written after the states found and kept only if it is new,
            // so the search takes no branch on that (a coin toss in the middle layers, and
            // the search's main cost if mispredicted).
            way.for_each_neighbour(space, &state, |next| {
                if *len == found.len() {
                    // never more than every state, plus the one written and dropped
                    let room = (2 * *len + 64).min(space.size() + 1);
                    found.resize(room, next);
                }
                let known = seen.mark(space.rank(&next), depth);
                found[*len] = next;
                *len += usize::from(!known);
            });
        }
        self.starts.push(self.len);
        &self.found[end..self.len]
    }
}

/// A set of ranks, one bit each: eight times smaller than a byte table, and so more often
/// in cache.
pub(super) struct Bits(Vec<u64>);

impl Bits {
    /// An empty set of ranks below `size`.
    pub(super) fn new(size: usize) -> Self {
        Self(vec![0; size.div_ceil(64)])
    }

    /// Adds `rank`; returns whether it was there already.
    #[inline]
    pub(super) fn insert(&mut self, rank: usize) -> bool {
        let (word, bit) = (&mut self.0[rank / 64], 1 << (rank % 64));
        let known = *word & bit != 0;
        *word |= bit;
        known
    }

    /// Removes `rank`; returns whether it was there.
    #[inline]
    pub(super) fn remove(&mut self, rank: usize) -> bool {
        let (word, bit) = (&mut self.0[rank / 64], 1 << (rank % 64));
        let known = *word & bit != 0;
        *word &= !bit;
        known
    }

    /// Whether `rank` is in the set.
    #[inline]
    pub(super) fn contains(&self, rank: usize) -> bool {
        self.0
            .get(rank / 64)
            .is_some_and(|word| word >> (rank % 64) & 1 != 0)
    }
}

impl Marks for Bits {
    #[inline]
    fn mark(&mut self, rank: usize, _depth: u8) -> bool {
        self.insert(rank)
    }
}
