// The search lab's words: what a run found and cost, said the same way everywhere.
import test from 'node:test';
import assert from 'node:assert/strict';
import { HEURISTICS, SEARCHES, againstShortest, countText, foundText, heuristicNamed, labProgress, searchNamed, timeText } from '../../www/app/searches.js';
import { describeProgress } from '../../www/app/progress.js';

const counts = { expanded: 1_234_567, generated: 3_000_002, peakOpen: 10, peakClosed: 20 };

test('every search and heuristic of the core is offered once, with words', () => {
  assert.deepEqual(
    SEARCHES.map((s) => s.name),
    ['bfs', 'dfs', 'iddfs', 'greedy', 'astar', 'idastar', 'bidirectional'],
  );
  assert.deepEqual(
    HEURISTICS.map((h) => h.name),
    ['misplaced', 'manhattan', 'linear-conflict'],
  );
  // the searches that are not shortest, and those that rank by a heuristic
  assert.deepEqual(
    SEARCHES.filter((s) => !s.optimal).map((s) => s.name),
    ['dfs', 'greedy'],
  );
  assert.deepEqual(
    SEARCHES.filter((s) => s.informed).map((s) => s.name),
    ['greedy', 'astar', 'idastar'],
  );
  for (const { about } of [...SEARCHES, ...HEURISTICS]) assert.ok(about.length > 40 && about.endsWith('.'));
  assert.equal(searchNamed('idastar').title, 'IDA*');
  assert.equal(heuristicNamed('linear-conflict').title, 'Linear conflict');
});

test('counts, times and progress in words', () => {
  assert.equal(countText(950), '950');
  assert.equal(countText(12_400), '12,400');
  assert.equal(countText(999_999), '999,999');
  assert.equal(countText(1_250_000), '1.3 M');
  assert.equal(timeText(40), '< 0.1 ms');
  assert.equal(timeText(400), '0.4 ms');
  assert.equal(timeText(12_345), '12 ms');
  assert.equal(timeText(3_210_000), '3.2 s');
  assert.equal(labProgress(counts, 2500), 'Searching: 3.0 M boards generated, 1.2 M expanded in 2.5 s');
  assert.equal(describeProgress({ phase: 'lab', ...counts }, 2500, 'tables'), labProgress(counts, 2500));
});

test('what a run found, and how it compares with the shortest', () => {
  const run = (outcome, moves, shortest) => ({ outcome, moves, shortest, counts, iterations: [], startEstimate: 0, micros: 1 });
  const moves = (n) => Array.from({ length: n }, () => 'd');
  assert.equal(foundText(run('solved', moves(14), 14), 30), '14');
  assert.equal(foundText(run('limit'), 30), 'none: limit reached');
  assert.equal(foundText(run('exhausted'), 12), 'none within depth 12');
  assert.equal(againstShortest(run('solved', moves(14), 14)), 'shortest');
  assert.equal(againstShortest(run('solved', moves(63), 31)), '+32');
  assert.equal(againstShortest(run('solved', moves(0), 0)), 'shortest');
  // the shortest not known (the puzzle's solver took too long), or no solution
  assert.equal(againstShortest(run('solved', moves(80))), '');
  assert.equal(againstShortest(run('limit')), '');
});
