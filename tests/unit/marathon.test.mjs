// Marathons and relays: their keys, the sums of their shuffles, their records and words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { finished, lapsText, marathonKey, marathonText, newMarathon, RELAY, solvedOne } from '../../www/features/marathon/run.js';

const date = '2026-11-25T00:00:00.000Z';

test('a run keeps its records under a key of its own', () => {
  assert.equal(marathonKey(newMarathon(['eight', 'eight', 'eight'], 'Eight', 'easy', false)), 'marathon-3:eight:easy');
  assert.equal(marathonKey(newMarathon(RELAY, 'Relay', 'any', true)), 'relay:slide-3x3+slide-4x4+slide-5x5');
});

test('the shuffles add up on one clock, and the time of each is what passed since the last goal', () => {
  let run = newMarathon(['eight', 'eight', 'eight'], 'Eight', 'any', false);
  assert.equal(marathonText(run), 'Marathon of 3 (Eight): the clock starts with your first move and runs to the last goal.');
  run = solvedOne(run, { moves: 20, slides: 15, helped: false, split: 30_120 });
  run = solvedOne(run, { moves: 22, slides: 16, helped: false, split: 62_330 });
  assert.equal(marathonText(run), 'Marathon of 3 (Eight): 2 of 3 solved, 1:02.33 at the last goal.');
  assert.equal(lapsText(run.splits), '30.12, 32.21');
  run = solvedOne(run, { moves: 18, slides: 12, helped: false, split: 90_000 });
  const first = finished(run, null, date);
  assert.deepEqual(first.best, { fewest: { moves: 60, slides: 43, millis: 90_000, date }, fastest: { moves: 60, slides: 43, millis: 90_000, date } });
  assert.equal(marathonText(first.marathon), 'Marathon of 3 (Eight): done in 1:30.00, 60 moves (43 MTM). Your first run of this kind: your best so far.');
  // against a faster run of more moves kept before: the fewest moves, a record
  const before = { fewest: { moves: 70, millis: 80_000, date }, fastest: { moves: 70, millis: 80_000, date } };
  const second = finished(run, before, date);
  assert.deepEqual(second.marathon.finish?.records, ['fewest']);
  assert.equal(second.best?.fastest, before.fastest);
  assert.equal(
    marathonText(second.marathon),
    'Marathon of 3 (Eight): done in 1:30.00, 60 moves (43 MTM). A new best: fewest moves! Your best: fastest 70 moves in 1:20.00.',
  );
});

test('help taken in any shuffle keeps the run from the records; a stopped run says where it stopped', () => {
  let run = newMarathon(RELAY, 'Relay', 'any', true);
  run = solvedOne(run, { moves: 25, slides: null, helped: true, split: 40_000 });
  assert.equal(run.slides, null, 'one shuffle without the metric: the sum has none');
  assert.equal(marathonText({ ...run, stopped: 'player' }), 'Relay 3×3, 4×4, 5×5: stopped after 1 of 3, 40.00 s at the last goal.');
  assert.equal(
    marathonText({ ...run, stopped: 'position' }),
    'Relay 3×3, 4×4, 5×5: stopped after 1 of 3, 40.00 s at the last goal: a position was set another way.',
  );
  run = solvedOne(run, { moves: 100, slides: null, helped: false, split: 200_000 });
  run = solvedOne(run, { moves: 300, slides: null, helped: false, split: 700_000 });
  const done = finished(run, null, date);
  assert.equal(done.best, null);
  assert.equal(marathonText(done.marathon), 'Relay 3×3, 4×4, 5×5: done in 11:40.00, 425 moves. With help: not counted for your best.');
});
