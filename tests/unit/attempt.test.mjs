// Attempts and records: a best is one real attempt, kept per puzzle and level, and only
// from a shuffled position without help.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newAttempt, moved, elapsed, finish, describe, paused, resumed } from '../../www/game/attempt.js';
import { movesText } from '../../www/kernel/words.js';
import { parseRecords } from '../../www/game/records.js';

const DAY = '2026-11-24T00:00:00.000Z';

/** An attempt at `key` whose first move was at 1000 and that ends at `now` after `moves`. */
function run(key, moves, now, best = null, change = {}) {
  const attempt = { ...moved(newAttempt(key), 1000), ...change };
  return finish(attempt, moves, now, best, DAY);
}

test('the clock starts with the first move and stops at the goal', () => {
  const attempt = newAttempt('eight:any');
  assert.equal(elapsed(attempt, 5000), 0);
  const started = moved(attempt, 1000);
  assert.equal(elapsed(started, 3500), 2500);
  assert.equal(moved(started, 2000).started, 1000, 'later moves keep the start');
  const { attempt: done } = finish(started, 4, 4000, null, DAY);
  assert.equal(elapsed(done, 9999), 3000);
  assert.equal(done.result?.millis, 3000);
});

test('a solution playing stops the clock, which goes on from there after it', () => {
  const started = moved(newAttempt('eight:any'), 1000);
  const watching = paused(started, 3000);
  assert.equal(elapsed(watching, 9000), 2000, 'the time watching does not count');
  assert.equal(paused(watching, 4000).paused, 3000, 'a second solution keeps the first stop');
  const going = resumed(watching, 10_000);
  assert.equal(going.paused, null);
  assert.equal(elapsed(going, 11_000), 3000);
  // the solution's moves reach the goal as the player closes: the player's own time
  assert.equal(finish(going, 2, 10_000, null, DAY).attempt.result?.millis, 2000);
  // a clock not started, or stopped at the goal, is left alone
  assert.equal(paused(newAttempt('eight:any'), 3000).paused, null);
  const done = finish(started, 4, 4000, null, DAY).attempt;
  assert.equal(elapsed(paused(done, 5000), 9000), 3000);
  assert.equal(resumed(newAttempt(null), 3000).started, null);
});

test('a first result, then a best that is one real attempt', () => {
  const first = run('eight:easy', 12, 61_000);
  assert.equal(describe({ ...first.attempt, optimal: 9 }), 'Solved in 12 moves, 1:00.00 (optimal 9). Your first result at this level.');
  assert.deepEqual(first.best, { fewest: { moves: 12, millis: 60_000, date: DAY }, fastest: { moves: 12, millis: 60_000, date: DAY } });
  // fewer moves, slower: a new fewest; the fastest stays the first attempt
  const second = run('eight:easy', 10, 91_000, first.best);
  assert.deepEqual(second.attempt.result?.records, ['fewest']);
  assert.equal(second.best?.fewest.moves, 10);
  assert.equal(second.best?.fastest.millis, 60_000);
  assert.equal(describe(second.attempt), 'Solved in 10 moves, 1:30.00. A new best: fewest moves! Your best: fastest 12 moves in 1:00.00.');
  // neither; then one like the fewest, said once with the match
  const matched = run('eight:easy', 10, 200_000, second.best);
  assert.equal(
    describe(matched.attempt),
    'Solved in 10 moves, 3:19.00. You matched your fewest moves. Your best: fewest 10 moves in 1:30.00; fastest 12 moves in 1:00.00.',
  );
  const third = run('eight:easy', 14, 100_000, second.best);
  assert.deepEqual(third.attempt.result?.records, []);
  assert.equal(third.best, second.best);
  assert.equal(describe(third.attempt), 'Solved in 14 moves, 1:39.00. Your best: fewest 10 moves in 1:30.00; fastest 12 moves in 1:00.00.');
  // both at once
  const fourth = run('eight:easy', 9, 20_000, third.best);
  assert.equal(describe(fourth.attempt), 'Solved in 9 moves, 19.00 s. A new best: fewest moves and fastest!');
  // as few moves, in less time: the time is the record
  const tied = run('eight:easy', 9, 15_000, fourth.best);
  assert.deepEqual(tied.attempt.result?.records, ['fewest', 'fastest']);
  assert.equal(describe(tied.attempt), 'Solved in 9 moves, 14.00 s. A new best: fastest, in your fewest moves!');
  // as few moves as the fewest, faster than it but not the fastest
  const slower = run('eight:easy', 8, 100_000, tied.best);
  const again = run('eight:easy', 8, 50_000, slower.best);
  assert.deepEqual(again.attempt.result?.records, ['fewest']);
  assert.equal(describe(again.attempt), 'Solved in 8 moves, 49.00 s. A new best: your fewest moves, in less time! Your best: fastest 9 moves in 14.00 s.');
});

test('help, and positions that were not shuffled, are not counted', () => {
  const hinted = run('eight:any', 5, 5000, null, { hints: 2 });
  assert.equal(hinted.best, null);
  assert.equal(describe(hinted.attempt), 'Solved in 5 moves, 4.00 s. With 2 hints: not counted for your best.');
  const solver = run('eight:any', 5, 5000, null, { solverMoves: 26 });
  assert.equal(solver.best, null);
  assert.equal(describe(solver.attempt), "Solved in 31 moves: 5 of yours and 26 of the solver's, 4.00 s. Not counted for your best.");
  const optimal = { ...run('eight:any', 6, 5000, null, { solverMoves: 29, optimal: 31 }).attempt };
  assert.equal(describe(optimal), "Solved in 35 moves: 6 of yours and 29 of the solver's, 4.00 s (optimal 31). Not counted for your best.");
  const all = run('eight:any', 0, 5000, null, { solverMoves: 31, optimal: 31 });
  assert.equal(describe(all.attempt), 'Solved by the solver in 31 moves (optimal 31).');
  const loaded = run(null, 1, 1000);
  assert.equal(loaded.best, null);
  assert.equal(describe(loaded.attempt), 'Solved in 1 move, 0.00 s. Only shuffled positions count for your best.');
  assert.equal(movesText(1), '1 move');
  assert.equal(movesText(2), '2 moves');
});

test('kept records are checked one by one; anything else is dropped, and said so', () => {
  const good = { fewest: { moves: 3, millis: 10, date: DAY }, fastest: { moves: 3, millis: 10, date: DAY } };
  assert.deepEqual(parseRecords(null), { records: {}, dropped: false });
  assert.deepEqual(parseRecords(JSON.stringify({ 'eight:any': good })), { records: { 'eight:any': good }, dropped: false });
  for (const bad of ['5', '"str"', 'true', '[]', 'null', '{', '{"eight:any": 5}', '{"eight:any": {"fewest": {"moves": 0, "millis": 1, "date": ""}}}']) {
    const { records, dropped } = parseRecords(bad);
    assert.deepEqual(records, {}, bad);
    assert.equal(dropped, true, bad);
  }
  const mixed = parseRecords(JSON.stringify({ 'eight:any': good, 'nine:any': { fewest: 'x' } }));
  assert.deepEqual(mixed, { records: { 'eight:any': good }, dropped: true });
});

test('a best that is one run, or two alike, is said once', () => {
  const run1 = { moves: 9, millis: 1500, date: DAY };
  const once = finish(moved(newAttempt('eight:easy'), 1000), 11, 4000, { fewest: run1, fastest: run1 }, DAY);
  assert.equal(describe(once.attempt), 'Solved in 11 moves, 3.00 s. Your best: 9 moves in 1.50 s.');
  const twins = finish(moved(newAttempt('eight:easy'), 1000), 11, 4000, { fewest: run1, fastest: { ...run1, date: 'later' } }, DAY);
  assert.equal(describe(twins.attempt), 'Solved in 11 moves, 3.00 s. Your best: 9 moves in 1.50 s.');
});

test('on the sliding puzzles the result counts the moves in the multi-tile metric too', () => {
  const { attempt } = finish(moved(newAttempt('eight:easy'), 1000), 12, 61000, null, DAY, 8);
  assert.equal(attempt.result?.slides, 8);
  assert.equal(describe(attempt), 'Solved in 12 moves (8 MTM), 1:00.00. Your first result at this level.');
  // the records keep both metrics, and say both
  const best = /** @type {import('../../www/game/records.js').Best} */ (finish(moved(newAttempt('eight:easy'), 1000), 12, 61000, null, DAY, 8).best);
  assert.deepEqual(best.fewest, { moves: 12, slides: 8, millis: 60_000, date: DAY });
  const next = finish(moved(newAttempt('eight:easy'), 1000), 14, 71000, best, DAY, 9);
  assert.equal(describe(next.attempt), 'Solved in 14 moves (9 MTM), 1:10.00. Your best: 12 moves (8 MTM) in 1:00.00.');
  assert.deepEqual(parseRecords(JSON.stringify({ 'eight:easy': best })), { records: { 'eight:easy': best }, dropped: false });
  assert.equal(parseRecords(JSON.stringify({ 'eight:easy': { ...best, fewest: { ...best.fewest, slides: 0 } } })).dropped, true);
});
