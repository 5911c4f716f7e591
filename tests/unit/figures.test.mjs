// Speedsolving figures: the WCA rule for averages (the best and the worst dropped), its
// twentieth at 12 and 100, means of 3, and times to the hundredth, against figures worked
// by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { average, dropped, figures, rolling } from '../../www/features/stats/figures.js';
import { stopwatch } from '../../www/kernel/durations.js';

test('an average of 5 drops the best and the worst; a mean of 3 drops none', () => {
  assert.equal(average([13_000, 10_000, 20_000, 12_000, 11_000]), 12_000);
  assert.equal(average([3_000, 9_000, 6_000]), 6_000);
  assert.deepEqual([3, 5, 12, 19, 20, 21, 100].map(dropped), [0, 1, 1, 1, 1, 2, 5]);
});

test('an average of 12 drops one at each end; of 100, five', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => (12 - i) * 1000);
  assert.equal(average(twelve), 6_500); // 2..11
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(average(hundred), 50.5); // 6..95
});

test('the latest average and the best of every run in a row', () => {
  // windows [5 1 1 1 9] → 7/3, [1 1 1 9 9] → 11/3, [1 1 9 9 9] → 19/3
  assert.deepEqual(rolling([5, 1, 1, 1, 9, 9, 9], 5), { current: 19 / 3, best: 7 / 3 });
  assert.equal(rolling([1, 2, 3, 4], 5), null);
});

test('the figures of this visit count only its solves', () => {
  const rows = figures([4, 8, 6, 2, 9], 3);
  const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
  assert.deepEqual(byName.Single, { name: 'Single', n: 1, current: 9, session: 2, ever: 2 });
  // means of 3: [4 8 6] 6, [8 6 2] 16/3, [6 2 9] 17/3; this visit only the last
  assert.deepEqual(byName['Mean of 3'], { name: 'Mean of 3', n: 3, current: 17 / 3, session: 17 / 3, ever: 16 / 3 });
  assert.deepEqual(byName['Average of 5'], { name: 'Average of 5', n: 5, current: 6, session: null, ever: 6 });
  assert.equal(byName['Average of 12'].ever, null);
  assert.equal(figures([4, 8], 0)[0].session, null);
});

test('times to the hundredth, cut as a timer shows them', () => {
  assert.deepEqual([0, 7_529, 59_999, 72_400, 3_725_000].map(stopwatch), ['0.00', '7.52', '59.99', '1:12.40', '1:02:05.00']);
});
