//! Breadth-first search, from the start alone or from both ends.

use std::collections::VecDeque;

use super::space::{Boards, Key, Space};
use super::tally::{Halt, Tally};
use super::Fate;
use crate::puzzles::sliding::Move;

/// The boards a search has seen, each with the move that reached it (`None` at its root).
type Seen = Boards<Option<Move>>;

/// A search's boards when it has seen its root alone.
fn seen_from(root: Key) -> Seen {
    let mut seen = Seen::default();
    seen.insert(root, None);
    seen
}

/// Breadth-first search from `start`: every board once, layer by layer, each child
/// checked against the goal when generated. The first solution is a shortest one.
pub(super) fn search(
    space: &Space,
    start: Key,
    tally: &mut Tally<'_>,
) -> Result<Option<Vec<Move>>, Halt> {
    let goal = space.goal();
    if start == goal {
        return Ok(Some(Vec::new()));
    }
    let mut seen = seen_from(start);
    let mut queue = VecDeque::from([(start, 0)]);
    tally.roots(&[start]);
    tally.hold(1, 0);
    while let Some((key, moves)) = queue.pop_front() {
        tally.expand(key, moves)?;
        for (mv, child) in space.children(key) {
            if seen.contains_key(&child) {
                tally.generate(key, child, moves + 1, Fate::Seen);
                continue;
            }
            tally.generate(key, child, moves + 1, Fate::Opened);
            seen.insert(child, Some(mv));
            if child == goal {
                tally.found(child);
                return Ok(Some(space.path_to(child, |k| seen[&k])));
            }
            queue.push_back((child, moves + 1));
        }
        tally.hold(queue.len(), seen.len() - queue.len());
    }
    Ok(None)
}

/// Bidirectional breadth-first search: a layer at a time from whichever end has the
/// smaller one, until a child of one side is a board the other side has seen.
///
/// The first such meeting gives a shortest solution: before a layer of depth `k` of one
/// side is expanded, the two sides' boards (all those to depth `k` on one side, to `j`
/// on the other) are disjoint, so the shortest solution has at least `k + j + 1` moves,
/// and a meeting at a child has at most that many.
pub(super) fn bidirectional(
    space: &Space,
    start: Key,
    tally: &mut Tally<'_>,
) -> Result<Option<Vec<Move>>, Halt> {
    let goal = space.goal();
    if start == goal {
        return Ok(Some(Vec::new()));
    }
    let mut sides = [seen_from(start), seen_from(goal)];
    let mut layers = [vec![start], vec![goal]];
    // how far each side's layer is from its root
    let mut depths = [0, 0];
    tally.roots(&[start, goal]);
    tally.hold(2, 0);
    while !layers[0].is_empty() && !layers[1].is_empty() {
        let side = usize::from(layers[1].len() < layers[0].len());
        let layer = std::mem::take(&mut layers[side]);
        let moves = depths[side];
        tally.side(side as u8);
        let mut next = Vec::new();
        for key in layer {
            tally.expand(key, moves)?;
            for (mv, child) in space.children(key) {
                if sides[side].contains_key(&child) {
                    tally.generate(key, child, moves + 1, Fate::Seen);
                    continue;
                }
                tally.generate(key, child, moves + 1, Fate::Opened);
                sides[side].insert(child, Some(mv));
                if sides[1 - side].contains_key(&child) {
                    tally.found(child);
                    let [forward, backward] = &sides;
                    let mut moves = space.path_to(child, |k| forward[&k]);
                    // the backward side's moves, undone, from the meeting to the goal
                    moves.extend(
                        space
                            .path_to(child, |k| backward[&k])
                            .iter()
                            .rev()
                            .map(|mv| mv.opposite()),
                    );
                    return Ok(Some(moves));
                }
                next.push(child);
            }
        }
        layers[side] = next;
        depths[side] += 1;
        let open = layers[0].len() + layers[1].len();
        tally.hold(open, sides[0].len() + sides[1].len() - open);
    }
    Ok(None)
}
