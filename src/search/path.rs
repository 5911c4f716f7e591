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
