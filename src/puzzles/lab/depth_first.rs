//! Depth-first searches: one to a depth limit, iterative deepening, and IDA*. They keep
//! only the path they are on, and never make the move that undoes the last one.

use super::heuristic::Estimator;
use super::space::{Key, Space};
use super::tally::{Halt, Tally};
use super::{Fate, Iteration};
use crate::puzzles::sliding::Move;

/// Depth-first search from `start` down to `depth` moves: the first solution it meets,
/// not always a shortest one.
pub(super) fn limited(
    space: &Space,
    start: Key,
    depth: u32,
    tally: &mut Tally<'_>,
) -> Result<Option<Vec<Move>>, Halt> {
    tally.roots(&[start]);
    let mut dive = Dive::new(space, None, depth, tally);
    Ok(dive.from(start)?.then_some(dive.path))
}

/// Iterative deepening from `start`: depth-first searches to depths 0, 1, 2, ... until
/// one meets the goal, each noted in `iterations`. Its first solution is a shortest one.
pub(super) fn deepening(
    space: &Space,
    start: Key,
    tally: &mut Tally<'_>,
    iterations: &mut Vec<Iteration>,
) -> Result<Option<Vec<Move>>, Halt> {
    iterate(space, start, None, tally, iterations)
}

/// IDA* from `start`: depth-first searches that cut a board whose moves plus estimate go
/// over a bound, the first bound the start's estimate, each next one the least value
/// that went over the last; each noted in `iterations`. With an admissible estimate its
/// first solution is a shortest one.
pub(super) fn ida(
    space: &Space,
    start: Key,
    estimate: &Estimator<'_>,
    tally: &mut Tally<'_>,
    iterations: &mut Vec<Iteration>,
) -> Result<Option<Vec<Move>>, Halt> {
    iterate(space, start, Some(estimate), tally, iterations)
}

/// Iterations of [`Dive`] with rising bounds, from the start's estimate (0 without one).
fn iterate(
    space: &Space,
    start: Key,
    estimate: Option<&Estimator<'_>>,
    tally: &mut Tally<'_>,
    iterations: &mut Vec<Iteration>,
) -> Result<Option<Vec<Move>>, Halt> {
    let mut bound = estimate.map_or(0, |e| e.of(start));
    tally.roots(&[start]);
    loop {
        tally.iteration(bound);
        let before = tally.generated();
        let mut dive = Dive::new(space, estimate, bound, tally);
        let found = dive.from(start);
        let (over, path) = (dive.over, dive.path);
        iterations.push(Iteration {
            bound,
            generated: tally.generated() - before,
        });
        if found? {
            return Ok(Some(path));
        }
        if over == u32::MAX {
            return Ok(None); // nothing went over the bound: no board is left to search
        }
        bound = over;
    }
}

/// One depth-first search under a bound on moves made plus estimate (moves alone
/// without an estimate, where a board at the bound is not expanded).
struct Dive<'s, 't, 'a> {
    space: &'s Space,
    estimate: Option<&'s Estimator<'s>>,
    bound: u32,
    /// The least value that went over the bound.
    over: u32,
    /// The moves from the start to the board being searched.
    path: Vec<Move>,
    tally: &'t mut Tally<'a>,
}

impl<'s, 't, 'a> Dive<'s, 't, 'a> {
    fn new(
        space: &'s Space,
        estimate: Option<&'s Estimator<'s>>,
        bound: u32,
        tally: &'t mut Tally<'a>,
    ) -> Self {
        Self {
            space,
            estimate,
            bound,
            over: u32::MAX,
            path: Vec::new(),
            tally,
        }
    }

    /// Searches from `start`; whether `path` now leads to the goal.
    fn from(&mut self, start: Key) -> Result<bool, Halt> {
        self.below(start, 0, None)
    }

    /// Searches below `key`, `moves` from the start, reached by `last`.
    fn below(&mut self, key: Key, moves: u32, last: Option<Move>) -> Result<bool, Halt> {
        if key == self.space.goal() {
            self.tally.found(key);
            return Ok(true);
        }
        if self.estimate.is_none() && moves == self.bound {
            self.over = self.over.min(moves + 1);
            return Ok(false);
        }
        self.tally.expand(key, moves)?;
        for (mv, child) in self.space.children(key) {
            if last == Some(mv.opposite()) {
                continue;
            }
            let f = moves + 1 + self.estimate.map_or(0, |e| e.of(child));
            if f > self.bound {
                self.tally.generate(key, child, moves + 1, Fate::Cut);
                self.over = self.over.min(f);
                continue;
            }
            self.tally.generate(key, child, moves + 1, Fate::Opened);
            self.path.push(mv);
            self.tally.hold(self.path.len(), 0);
            if self.below(child, moves + 1, Some(mv))? {
                return Ok(true);
            }
            self.path.pop();
        }
        Ok(false)
    }
}
