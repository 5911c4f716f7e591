use std::collections::{HashMap, HashSet};

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
    pub count: u128,
    /// The place of the first path given (from 0).
    pub first: u128,
    /// The paths, from the one at `first` on.
    pub paths: Vec<Vec<M>>,
}

/// Every shortest move sequence from a start to a goal of a distance table: how many
/// there are, and any of them by its place in canonical order (the first is
/// [`first_optimal_path`]'s).
///
/// They are the paths of a graph of the states on them, each a move nearer the goal than
/// the last: the states one layer at a time from the start, the number of paths counted
/// from the goal back, a state's the sum of its next states'. Counts are `u128`: on
/// boards a table holds (at most 10 cells, at most 3 nearer moves a state), 3^80 fits.
pub struct OptimalPaths<'a, S: StateSpace> {
    space: &'a S,
    table: &'a DistanceTable,
    start: S::State,
    /// The paths from each state on them (by rank) to a goal.
    paths: HashMap<usize, u128>,
}

impl<'a, S: StateSpace> OptimalPaths<'a, S> {
    /// The shortest paths from `start`; `None` when no goal can be reached.
    pub fn new(space: &'a S, table: &'a DistanceTable, start: S::State) -> Option<Self> {
        let distance = table.distance(space.rank(&start))?;
        let mut layers = vec![vec![start]];
        let mut seen = HashSet::from([space.rank(&start)]);
        for d in (0..distance).rev() {
            let mut next = Vec::new();
            for state in layers.last().expect("the start's layer") {
                for &mv in space.moves() {
                    let Some(child) = space.apply(state, mv) else {
                        continue;
                    };
                    let rank = space.rank(&child);
                    if table.distance(rank) == Some(d) && seen.insert(rank) {
                        next.push(child);
                    }
                }
            }
            layers.push(next);
        }
        let mut paths = HashMap::with_capacity(seen.len());
        for layer in layers.iter().rev() {
            for state in layer {
                let rank = space.rank(state);
                let count = if table.distance(rank) == Some(0) {
                    1
                } else {
                    Self::nearer(space, table, state)
                        .map(|(_, child)| paths[&space.rank(&child)])
                        .sum()
                };
                paths.insert(rank, count);
            }
        }
        Some(Self {
            space,
            table,
            start,
            paths,
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

    /// How many shortest paths there are.
    pub fn count(&self) -> u128 {
        self.paths[&self.space.rank(&self.start)]
    }

    /// `take` shortest paths from the one at `first` (fewer past the last), with the count.
    pub fn page(&self, first: u128, take: usize) -> Page<S::Move> {
        let paths = (0..take as u128)
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
    pub fn nth(&self, mut index: u128) -> Option<Vec<S::Move>> {
        if index >= self.count() {
            return None;
        }
        let mut state = self.start;
        let mut path = Vec::new();
        while self.table.distance(self.space.rank(&state)) != Some(0) {
            let (mv, child) = Self::nearer(self.space, self.table, &state)
                .find(|(_, child)| {
                    let paths = self.paths[&self.space.rank(child)];
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
