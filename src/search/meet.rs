use super::layers::{Bits, Layers, Way};
use super::{first_optimal_path, DistanceTable, StateSpace};

/// Why no goal can be reached from the start: one of the two searches ran out of states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cut {
    /// Only `reachable` states (the start among them) can be reached from the start.
    FromStart {
        /// The states the start reaches.
        reachable: usize,
    },
    /// Only `reaching` states (the goals among them) can reach a goal.
    ToGoals {
        /// The states that reach a goal.
        reaching: usize,
    },
}

/// Shortest paths from a start to the nearest goal, found by breadth-first searches from
/// both ends that stop where they meet: where a search to depth d costs about b^d states,
/// two searches to depth d/2 cost about 2 b^(d/2).
pub struct Meeting<'a, S: StateSpace> {
    space: &'a S,
    start: S::State,
    forward: Layers<S::State, Bits>,
    backward: Layers<S::State, Bits>,
}

impl<'a, S: StateSpace> Meeting<'a, S> {
    /// Searches from `start` and from `goals` at once, always growing the search whose
    /// last layer is smaller, until they meet or one runs out of states.
    pub fn new(space: &'a S, start: S::State, goals: &[S::State]) -> Result<Self, Cut> {
        let mut forward = Layers::new(space, &[start], Bits::new(space.size()));
        let mut backward = Layers::new(space, goals, Bits::new(space.size()));
        // Once the searches have found every state within a and b moves of their ends,
        // they share a state exactly when a + b reaches the distance. So the first shared
        // state is in the layer just grown, and then a + b is the distance.
        let mut met = backward.seen().contains(space.rank(&start));
        while !met {
            let (way, grown, other) = if forward.last().len() <= backward.last().len() {
                (Way::Forward, &mut forward, &backward)
            } else {
                (Way::Backward, &mut backward, &forward)
            };
            let layer = grown.grow(space, way);
            if layer.is_empty() {
                let found = grown.len();
                return Err(match way {
                    Way::Forward => Cut::FromStart { reachable: found },
                    Way::Backward => Cut::ToGoals { reaching: found },
                });
            }
            met = layer.iter().any(|s| other.seen().contains(space.rank(s)));
        }
        Ok(Self {
            space,
            start,
            forward,
            backward,
        })
    }

    /// The number of moves of a shortest path.
    pub fn distance(&self) -> usize {
        self.forward.depth() + self.backward.depth()
    }

    /// The lexicographically smallest shortest path, comparing moves by their canonical
    /// order.
    pub fn first_optimal_path(&self) -> Vec<S::Move> {
        let table = self.shortest_paths();
        first_optimal_path(self.space, &table, self.start)
            .expect("the searches met, so the start reaches a goal")
    }

    /// A table giving every state on a shortest path its distance to the goals, and no
    /// other state any: all [`first_optimal_path`] needs.
    fn shortest_paths(&self) -> DistanceTable {
        let Self {
            space,
            forward,
            backward,
            ..
        } = self;
        let mut table = DistanceTable::unreached(space.size());
        // The states both searches found lie on shortest paths, a moves from the start
        // and b from the goals: a state found by both at other depths would make a shorter
        // path. They are the last layer of one search found in the other.
        let (short, long) = if forward.last().len() <= backward.last().len() {
            (forward, backward)
        } else {
            (backward, forward)
        };
        let shared: Vec<S::State> = short
            .last()
            .iter()
            .filter(|state| long.seen().contains(space.rank(state)))
            .copied()
            .collect();
        for state in &shared {
            table.set(space.rank(state), backward.depth() as u8);
        }
        let distance = self.distance();
        mark_layers(
            *space,
            forward,
            Way::Backward,
            shared.clone(),
            &mut table,
            |d| distance - d,
        );
        mark_layers(*space, backward, Way::Forward, shared, &mut table, |d| d);
        table
    }
}

/// Marks the states of the layers of `search` above its last that lie on shortest paths,
/// given `front`, those of its last layer that do: a state of layer d does when a move
/// `way` (back towards the search's roots) leads to it from one of layer d + 1 that does.
/// `distance(d)` is the distance to the goals of the states of layer d.
fn mark_layers<S: StateSpace>(
    space: &S,
    search: &Layers<S::State, Bits>,
    way: Way,
    mut front: Vec<S::State>,
    table: &mut DistanceTable,
    distance: impl Fn(usize) -> usize,
) {
    let mut layer = Bits::new(space.size());
    for d in (0..search.depth()).rev() {
        for state in search.layer(d) {
            layer.insert(space.rank(state));
        }
        let mut next = Vec::new();
        for state in &front {
            way.for_each_neighbour(space, state, |neighbour| {
                let rank = space.rank(&neighbour);
                if layer.remove(rank) {
                    table.set(rank, distance(d) as u8);
                    next.push(neighbour);
                }
            });
        }
        for state in search.layer(d) {
            layer.remove(space.rank(state));
        }
        front = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A directed graph on 0..600 with one-way doors: 0..500 is strongly connected by
    /// doubling and adding 7, some of its states lead into a chain 500..590, which never
    /// leads back, and nothing leads into a chain 590..600.
    struct Toy;

    impl StateSpace for Toy {
        type State = u32;
        type Move = u8;

        fn size(&self) -> usize {
            600
        }

        fn rank(&self, &state: &u32) -> usize {
            state as usize
        }

        fn moves(&self) -> &[u8] {
            &[0, 1, 2]
        }

        fn apply(&self, &x: &u32, mv: u8) -> Option<u32> {
            match (mv, x < 500) {
                (0, true) => Some(2 * x % 500),
                (1, true) => Some((x + 7) % 500),
                (1, false) => (x != 589 && x < 599).then_some(x + 1),
                (2, true) => (x % 50 == 0).then_some(500 + x % 100),
                _ => None,
            }
        }

        fn for_each_predecessor(&self, state: &u32, mut visit: impl FnMut(u32)) {
            for previous in 0..600 {
                for mv in 0..3 {
                    if self.apply(&previous, mv) == Some(*state) {
                        visit(previous);
                    }
                }
            }
        }
    }

    fn reachable_from(start: u32) -> usize {
        let mut seen = vec![false; 600];
        let mut stack = vec![start];
        seen[start as usize] = true;
        while let Some(x) = stack.pop() {
            Toy.for_each_successor(&x, |y| {
                if !std::mem::replace(&mut seen[y as usize], true) {
                    stack.push(y);
                }
            });
        }
        seen.iter().filter(|&&s| s).count()
    }

    #[test]
    fn meetings_agree_with_a_full_backward_search() {
        let goal_sets: [&[u32]; 5] = [&[0], &[123, 456], &[550], &[599, 3], &[595]];
        let mut cuts = [0, 0];
        for goals in goal_sets {
            let table = DistanceTable::build(&Toy, goals);
            for start in (0..600).step_by(7) {
                match Meeting::new(&Toy, start, goals) {
                    Ok(meeting) => {
                        let distance = table.distance(start as usize).map(usize::from);
                        assert_eq!(Some(meeting.distance()), distance, "{start} to {goals:?}");
                        let path = first_optimal_path(&Toy, &table, start);
                        assert_eq!(Some(meeting.first_optimal_path()), path);
                    }
                    Err(cut) => {
                        assert_eq!(table.distance(start as usize), None);
                        match cut {
                            Cut::FromStart { reachable } => {
                                cuts[0] += 1;
                                assert_eq!(reachable, reachable_from(start));
                            }
                            Cut::ToGoals { reaching } => {
                                cuts[1] += 1;
                                assert_eq!(reaching as u64, table.counts().iter().sum::<u64>());
                            }
                        }
                    }
                }
            }
        }
        assert!(cuts[0] > 0 && cuts[1] > 0, "both ways to fail: {cuts:?}");
    }
}
