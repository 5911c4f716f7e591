use super::{DistanceTable, StateSpace};

/// The lexicographically smallest shortest move sequence from `start` to a goal of `table`,
/// comparing moves by their canonical order; `None` if no goal can be reached.
///
/// Greedy and exact: at each step the first move (in canonical order) that lowers the
/// distance by one starts a shortest path, and any earlier move cannot.
pub fn first_optimal_path<S: StateSpace>(
    space: &S,
    table: &DistanceTable,
    start: S::State,
) -> Option<Vec<S::Move>> {
    let mut state = start;
    let mut distance = table.distance(space.rank(&state))?;
    let mut path = Vec::with_capacity(distance as usize);
    while distance > 0 {
        let (mv, next) = space
            .moves()
            .iter()
            .find_map(|&mv| {
                let next = space.apply(&state, mv)?;
                (table.distance(space.rank(&next)) == Some(distance - 1)).then_some((mv, next))
            })
            .expect("a consistent distance table has a descending move from every state");
        path.push(mv);
        state = next;
        distance -= 1;
    }
    Some(path)
}

/// Some of the shortest paths from a start, in canonical order, and how many there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<M> {
    /// How many shortest paths there are.
    pub count: u64,
    /// The place of the first path given (from 0).
    pub first: u64,
    /// The paths, from the one at `first` on.
    pub paths: Vec<Vec<M>>,
}

/// Every shortest move sequence from a start to a goal of a distance table: how many
/// there are, and any of them by its place in canonical order (the first is
/// [`first_optimal_path`]'s).
///
/// They are the paths of a graph of the states on them, each a move nearer the goal than
/// the last: the states one layer at a time from the start, then the number of paths from
/// each, counted from the goal back, a state's the sum of its next states'. The counts
/// fit: on the boards a table holds (at most 10 cells) a shortest path never undoes its
/// last move, so it has at most 4 · 3^30 (the 3x3, 31 moves at most) or 3 · 2^54 (two
/// rows, 55 moves at most) ways, below 2^64; a larger count would stay at `u64::MAX`.
pub struct OptimalPaths<'a, S: StateSpace> {
    space: &'a S,
    table: &'a DistanceTable,
    /// The states on shortest paths, a layer per distance from the start, each by rank
    /// with the number of paths from it to a goal.
    layers: Vec<Vec<(usize, S::State, u64)>>,
}

impl<'a, S: StateSpace> OptimalPaths<'a, S> {
    /// The shortest paths from `start`; `None` when no goal can be reached.
    pub fn new(space: &'a S, table: &'a DistanceTable, start: S::State) -> Option<Self> {
        let mut layer = vec![(space.rank(&start), start, 0)];
        let mut layers = Vec::new();
        for _ in 0..table.distance(layer[0].0)? {
            let mut next: Vec<_> = layer
                .iter()
                .flat_map(|(_, state, _)| Self::nearer(space, table, state))
                .map(|(_, child)| (space.rank(&child), child, 0))
                .collect();
            next.sort_unstable_by_key(|&(rank, _, _)| rank);
            next.dedup_by_key(|&mut (rank, _, _)| rank);
            layers.push(std::mem::replace(&mut layer, next));
        }
        for goal in &mut layer {
            goal.2 = 1;
        }
        layers.push(layer);
        for d in (0..layers.len() - 1).rev() {
            let (near, far) = layers.split_at_mut(d + 1);
            for (_, state, paths) in &mut near[d] {
                *paths = Self::nearer(space, table, state)
                    .map(|(_, child)| Self::paths_in(&far[0], space.rank(&child)))
                    .fold(0, u64::saturating_add);
            }
        }
        Some(Self {
            space,
            table,
            layers,
        })
    }

    /// The moves from `state` one nearer a goal, in canonical order, with their states.
    fn nearer<'s>(
        space: &'s S,
        table: &'s DistanceTable,
        state: &S::State,
    ) -> impl Iterator<Item = (S::Move, S::State)> + 's {
        let state = *state;
        let distance = table.distance(space.rank(&state));
        space.moves().iter().filter_map(move |&mv| {
            let child = space.apply(&state, mv)?;
            let d = table.distance(space.rank(&child))?;
            (Some(d + 1) == distance).then_some((mv, child))
        })
    }

    /// The paths from the state of `rank` in `layer` (0 if it is not there).
    fn paths_in(layer: &[(usize, S::State, u64)], rank: usize) -> u64 {
        layer
            .binary_search_by_key(&rank, |&(r, _, _)| r)
            .map_or(0, |at| layer[at].2)
    }

    /// How many shortest paths there are.
    pub fn count(&self) -> u64 {
        self.layers[0][0].2
    }

    /// `take` shortest paths from the one at `first` (fewer past the last), with the count.
    pub fn page(&self, first: u64, take: usize) -> Page<S::Move> {
        let paths = (0..take as u64)
            .map_while(|i| self.nth(first.checked_add(i)?))
            .collect();
        Page {
            count: self.count(),
            first,
            paths,
        }
    }

    /// The shortest path at `index` (from 0) in canonical order (moves compared one by
    /// one in the order of [`StateSpace::moves`]); `None` past the last.
    pub fn nth(&self, mut index: u64) -> Option<Vec<S::Move>> {
        if index >= self.count() {
            return None;
        }
        let mut state = self.layers[0][0].1;
        let mut path = Vec::with_capacity(self.layers.len() - 1);
        for next in &self.layers[1..] {
            let (mv, child) = Self::nearer(self.space, self.table, &state)
                .find(|(_, child)| {
                    let paths = Self::paths_in(next, self.space.rank(child));
                    if index < paths {
                        true
                    } else {
                        index -= paths;
                        false
                    }
                })
                .expect("the counts add up");
            path.push(mv);
            state = child;
        }
        Some(path)
    }
}
