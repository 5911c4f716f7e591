// Words the page shows: durations, a search's progress, sizes, values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { duration, clock } from '../../www/kernel/durations.js';
import { describeProgress, bestSoFar, unproven } from '../../www/solver/progress.js';
import { tableLine } from '../../www/features/tables/words.js';
import { size, shorten } from '../../www/kernel/words.js';
import { valueText } from '../../www/game/versus.js';

test('durations read as people read them', () => {
  assert.equal(duration(61_555.9), '61.6 s');
  assert.equal(duration(12.34), '12.3 ms');
  assert.equal(duration(0.01), 'under 0.1 ms', 'a table lookup is not "0.0 ms"');
  assert.equal(duration(0), 'under 0.1 ms');
  assert.equal(clock(0), '0:00');
  assert.equal(clock(72_000), '1:12');
  assert.equal(clock(3_725_000), '1:02:05');
});

test("a search's progress says what the bound proves", () => {
  assert.equal(
    describeProgress({ phase: 'search', bound: 76, nodes: 12_345_678 }, 4210, 'pattern databases'),
    'Searching: the solution has at least 76 moves; 12.3 M positions tried in 4.2 s',
  );
  assert.equal(
    describeProgress({ phase: 'build', fraction: 0.456 }, 300, 'pattern databases (6-6-3)'),
    'Building the pattern databases (6-6-3) (once; this browser keeps them): 45%, 0.3 s',
  );
  assert.equal(describeProgress({ phase: 'load' }, 10, 'tablebase'), 'Loading the tablebase this browser kept…');
  assert.equal(
    describeProgress({ phase: 'search', bound: 78, nodes: 412_000_000, workers: 4 }, 9050, 'pattern databases'),
    'Searching on 4 workers: the solution has at least 78 moves; 412.0 M positions tried in 9.1 s',
  );
  assert.equal(
    describeProgress({ phase: 'search', bound: 78, nodes: 1_000_000, workers: 1 }, 1000, 'pattern databases'),
    'Searching: the solution has at least 78 moves; 1.0 M positions tried in 1.0 s',
  );
  // a count below a million is written whole, one over a billion in billions
  assert.equal(
    describeProgress({ phase: 'search', bound: 50, nodes: 950 }, 200, 'tables'),
    'Searching: the solution has at least 50 moves; 950 positions tried in 0.2 s',
  );
  assert.equal(
    describeProgress({ phase: 'search', bound: 104, nodes: 1_077_012_345, length: 112, workers: 2 }, 93_200, 'tables'),
    'Best so far: 112 moves · the shortest is at least 104 moves · 1.08 billion positions searched on 2 workers in 93.2 s',
  );
});

test("an anytime search's progress says its best so far against what it proved", () => {
  assert.equal(bestSoFar(112, 104), 'Best so far: 112 moves · the shortest is at least 104 moves');
  assert.equal(bestSoFar(28, 28), 'Best so far: 28 moves, proven the shortest');
  assert.equal(bestSoFar(1, 0), 'Best so far: 1 move · the shortest is at least 0 moves');
  assert.equal(
    describeProgress({ phase: 'search', bound: 104, nodes: 3_210_000, length: 112 }, 4120, 'tables'),
    'Best so far: 112 moves · the shortest is at least 104 moves · 3.2 M positions searched in 4.1 s',
  );
  assert.equal(
    describeProgress({ phase: 'search', bound: 104, nodes: 3_210_000, length: 112, moves: ['d', 'l'] }, 4120, 'tables'),
    'Best so far: 112 moves · the shortest is at least 104 moves · 3.2 M positions searched in 4.1 s',
    'the moves of a report change nothing of its words',
  );
  // beside a line that says the best so far, the report says the work alone
  assert.equal(
    describeProgress({ phase: 'search', bound: 104, nodes: 3_210_000, length: 112, workers: 2 }, 4120, 'tables', { besides: true }),
    '3.2 M positions searched on 2 workers in 4.1 s',
  );
  assert.equal(unproven(112, 104), '112 moves; the shortest is at least 104');
});

test('a table says where it stands, and what an optional one costs', () => {
  const strong = {
    family: 'fifteen-databases-strong',
    version: 4,
    label: 'stronger pattern databases (7-8)',
    purpose: 'the hardest positions',
    bytes: 195_685_625,
    buildBytes: 554_000_000,
    optional: true,
  };
  const offer = tableLine(strong, { ...strong, state: 'absent', progress: 0 }, false);
  assert.equal(
    offer.text,
    'Optional: the stronger pattern databases (7-8), for the hardest positions. This browser keeps their 196 MB; building them takes about 554 MB of memory and tens of seconds of one core.',
  );
  assert.deepEqual([offer.build, offer.cancel], [true, false]);
  const small = { ...strong, label: 'pattern databases', purpose: 'a higher proven bound', bytes: 2_800_000, buildBytes: 8_800_000 };
  assert.equal(
    tableLine(small, { ...small, state: 'absent', progress: 0 }, false).text,
    'Optional: the pattern databases, for a higher proven bound. This browser keeps their 2.8 MB; building them takes about 8.8 MB of memory and seconds of one core.',
  );
  assert.doesNotMatch(tableLine(small, { ...small, state: 'absent', progress: 0 }, true).text, /On a phone/, 'a small build fits a phone');
  assert.match(tableLine(strong, { ...strong, state: 'absent', progress: 0 }, true).text, /On a phone they may not fit\.$/);
  const building = tableLine(strong, { ...strong, state: 'building', progress: 0.42 }, false);
  assert.equal(building.text, 'Building the stronger pattern databases (7-8) (once; this browser keeps them): 42%');
  assert.deepEqual([building.build, building.cancel], [false, true], 'no second build while one runs; it can be cancelled');
  const visit = tableLine(strong, { ...strong, state: 'ready', progress: 1, how: 'built', millis: 15_800, kept: false }, false);
  assert.equal(
    visit.text,
    'Ready: the stronger pattern databases (7-8), for the hardest positions (built in 15.8 s); this browser could not keep their 196 MB, so they serve this visit only.',
  );
  assert.equal(visit.build, false);
  const needed = {
    ...strong,
    family: 'fifteen-databases-0',
    label: 'pattern databases (6-6-3)',
    purpose: 'every position of this goal',
    bytes: 1_600_000,
    optional: false,
  };
  assert.equal(
    tableLine(needed, { ...needed, state: 'ready', progress: 1, how: 'loaded' }, false).text,
    'Ready: the pattern databases (6-6-3), for every position of this goal (loaded from this browser).',
  );
  assert.equal(tableLine(needed, undefined, false).text, 'Preparing the pattern databases (6-6-3)…');
});

test('sizes, values and long messages', () => {
  assert.equal(size(1_600_000), '1.6 MB');
  assert.equal(size(195_685_625), '196 MB');
  assert.equal(size(1_200_000_000), '1.2 GB');
  assert.equal(valueText({ outcome: 'win', plies: 5 }), 'win in 5');
  assert.equal(valueText({ outcome: 'draw' }), 'draw');
  assert.equal(shorten('x'.repeat(500)).length, 200);
  assert.equal(shorten('short'), 'short');
});
