//! Best-first searches: greedy (the least estimate first) and A* (the least moves made
//! plus estimate first), both over a heap of waiting boards.

use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::BinaryHeap;

use super::heuristic::Estimator;
use super::space::{Boards, Key, Space};
use super::tally::{Halt, Tally};
use super::Fate;
use crate::puzzles::sliding::Move;

/// What the search knows of a board it has seen.
struct Seen {
    /// The fewest moves found to it.
    moves: u32,
    /// The move that reached it by them (`None` at the start).
    moved: Option<Move>,
    /// Whether it was expanded with those moves.
    closed: bool,
}

/// A board waiting in the heap: its rank (A*: moves plus estimate, then the estimate;
/// greedy: the estimate), then the order it was pushed in, so that ties go first in,
/// first out; and the moves it was pushed with.
type Waiting = Reverse<(u32, u32, u64, u32, Key)>;

/// Best-first search from `start`: A* when `astar`, greedy otherwise. A board is checked
/// against the goal when it leaves the heap. A* takes a board back when it finds a
/// shorter way to it, even once expanded (the linear-conflict estimate is admissible
/// but not always consistent), so with an admissible estimate its first solution is a
/// shortest one; greedy keeps the first way it found to each board.
pub(super) fn search(
    space: &Space,
    start: Key,
    estimate: &Estimator<'_>,
    astar: bool,
    tally: &mut Tally<'_>,
) -> Result<Option<Vec<Move>>, Halt> {
    let rank = |moves: u32, h: u32| {
        if astar {
            (moves + h, h)
        } else {
            (h, 0)
        }
    };
    let mut seen = Boards::default();
    seen.insert(
        start,
        Seen {
            moves: 0,
            moved: None,
            closed: false,
        },
    );
    let mut heap: BinaryHeap<Waiting> = BinaryHeap::new();
    let mut pushed = 0u64;
    let (first, second) = rank(0, estimate.of(start));
    heap.push(Reverse((first, second, pushed, 0, start)));
    let mut closed = 0usize;
    tally.roots(&[start]);
    tally.hold(1, 0);
    while let Some(Reverse((_, _, _, moves, key))) = heap.pop() {
        let board = seen.get_mut(&key).expect("pushed boards are seen");
        if board.closed || board.moves < moves {
            continue; // a stale entry: expanded already, or pushed again with fewer moves
        }
        if key == space.goal() {
            tally.found(key);
            return Ok(Some(space.path_to(key, |k| seen[&k].moved)));
        }
        tally.expand(key, moves)?;
        board.closed = true;
        closed += 1;
        for (mv, child) in space.children(key) {
            let reached = Seen {
                moves: moves + 1,
                moved: Some(mv),
                closed: false,
            };
            match seen.entry(child) {
                Entry::Vacant(vacant) => {
                    vacant.insert(reached);
                }
                Entry::Occupied(mut known) => {
                    if !astar || known.get().moves <= moves + 1 {
                        tally.generate(key, child, moves + 1, Fate::Seen);
                        continue;
                    }
                    closed -= usize::from(known.get().closed);
                    known.insert(reached);
                }
            }
            tally.generate(key, child, moves + 1, Fate::Opened);
            pushed += 1;
            let (first, second) = rank(moves + 1, estimate.of(child));
            heap.push(Reverse((first, second, pushed, moves + 1, child)));
        }
        tally.hold(heap.len(), closed);
    }
    Ok(None)
}
