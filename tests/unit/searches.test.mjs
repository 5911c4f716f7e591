// The search lab's words: what a run found and cost, said the same way everywhere.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  HEURISTICS,
  SEARCHES,
  againstShortest,
  foundText,
  runText,
  heuristicNamed,
  iterationsText,
  labProgress,
  profileText,
  choiceFrom,
  DEFAULT_CHOICE,
  hasTables,
  keepChoice,
  readChoice,
  searchNamed,
  timeText,
} from '../../www/features/lab/searches.js';
import { countText } from '../../www/kernel/words.js';

const counts = { expanded: 1_234_567, generated: 3_000_002, peakOpen: 10, peakClosed: 20 };

test('every search and heuristic of the core is offered once, with words', () => {
  assert.deepEqual(
    SEARCHES.map((s) => s.name),
    ['bfs', 'dfs', 'iddfs', 'greedy', 'astar', 'idastar', 'bidirectional'],
  );
  assert.deepEqual(
    HEURISTICS.map((h) => h.name),
    ['misplaced', 'manhattan', 'linear-conflict', 'patterns'],
  );
  // the pattern databases' values are asked of the lab's worker, the others' at once
  assert.deepEqual(
    HEURISTICS.filter((h) => hasTables(h.name)).map((h) => h.name),
    ['patterns'],
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
  // and those that go depth first, keeping only their path
  assert.deepEqual(
    SEARCHES.filter((s) => s.depthFirst).map((s) => s.name),
    ['dfs', 'iddfs', 'idastar'],
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
  assert.equal(countText(999_949_999), '999.9 M');
  assert.equal(countText(1_077_012_345), '1.08 billion');
  assert.equal(timeText(40), '< 0.1 ms');
  assert.equal(timeText(400), '0.4 ms');
  assert.equal(timeText(12_345), '12 ms');
  assert.equal(timeText(3_210_000), '3.2 s');
  assert.equal(labProgress(counts, 2500), 'Searching: 3.0 M boards generated, 1.2 M expanded in 2.5 s');
});

test('what a run found, and how it compares with the shortest', () => {
  const run = (outcome, moves, shortest) => ({ outcome, moves, shortest, counts, iterations: [], startEstimate: 0, micros: 1 });
  const moves = (n) => Array.from({ length: n }, () => 'd');
  const limits = { depth: 30, limit: 10_000 };
  assert.equal(foundText(run('solved', moves(14), 14), limits), '14');
  assert.equal(foundText(run('limit'), limits), 'none in 10,000 boards');
  assert.equal(foundText(run('exhausted'), { depth: 12, limit: 10_000 }), 'none within depth 12');
  const asked = (algorithm, heuristic) => ({ algorithm, heuristic });
  assert.equal(runText({ choice: asked('astar', 'manhattan'), answer: run('solved', moves(14), 14) }), 'A* (Manhattan distance), 14 moves, the shortest');
  assert.equal(
    runText({ choice: asked('greedy', 'misplaced'), answer: run('solved', moves(63), 31) }),
    'Greedy best-first (Misplaced tiles), 63 moves, 32 more than the shortest',
  );
  assert.equal(runText({ choice: asked('bfs', 'misplaced'), answer: run('solved', moves(1)) }), 'Breadth-first, 1 move');
  assert.equal(againstShortest(run('solved', moves(14), 14)), 'shortest');
  assert.equal(againstShortest(run('solved', moves(63), 31)), '+32');
  assert.equal(againstShortest(run('solved', moves(0), 0)), 'shortest');
  // the shortest not known (the puzzle's solver took too long), or no solution
  assert.equal(againstShortest(run('solved', moves(80))), '');
  assert.equal(againstShortest(run('limit')), '');
});

test('the iterations of iterative deepening and IDA* in words', () => {
  const iterations = [
    { bound: 10, generated: 37 },
    { bound: 12, generated: 41 },
    { bound: 14, generated: 45 },
  ];
  assert.equal(iterationsText(iterations, true), '3 iterations, bounds 10 to 14; the last generated 45 of 123 boards');
  assert.equal(iterationsText([{ bound: 0, generated: 0 }], false), '1 iteration, depth 0; the last generated 0 of 0 boards');
  assert.equal(iterationsText([], true), '');
});

test('a profile in words: admissible or not, and the mean share of the distance', () => {
  const layers = [
    { distance: 0, boards: 1, least: 0, most: 0, sum: 0 },
    { distance: 1, boards: 2, least: 1, most: 1, sum: 2 },
    { distance: 2, boards: 4, least: 0, most: 2, sum: 4 },
  ];
  // estimates sum to 6 over distances summing to 2 + 8 = 10: 60%
  assert.equal(
    profileText(layers, 'Manhattan distance'),
    'Manhattan distance over all 7 boards that reach this goal: never above the exact distance (admissible); on average 60% of it.',
  );
  const over = [...layers, { distance: 3, boards: 1, least: 2, most: 4, sum: 4 }];
  assert.match(profileText(over, 'A guess'), /above the exact distance at 1 distances \(not admissible\)/);
});

test("the lab's choice is read back checked, part by part, and kept", () => {
  assert.deepEqual(choiceFrom(null), DEFAULT_CHOICE);
  assert.deepEqual(choiceFrom({ algorithm: 'idastar', heuristic: 'patterns', depth: 12, limit: 3_000_000 }), {
    algorithm: 'idastar',
    heuristic: 'patterns',
    depth: 12,
    limit: 3_000_000,
  });
  // what the lab does not offer falls back to the default, the rest stays
  assert.deepEqual(choiceFrom({ algorithm: 'a*', heuristic: 'linear-conflict', depth: 201, limit: 5 }), {
    ...DEFAULT_CHOICE,
    heuristic: 'linear-conflict',
  });
  assert.deepEqual(choiceFrom({ depth: 2.5 }), DEFAULT_CHOICE);
  /** @type {Map<string, string>} */
  const kept = new Map();
  const storage = /** @type {Storage} */ (/** @type {unknown} */ ({ getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, v) }));
  keepChoice({ ...DEFAULT_CHOICE, algorithm: 'bfs' }, storage);
  assert.equal(readChoice(storage).algorithm, 'bfs');
  kept.set('puzzle-playground:lab', '{not json');
  assert.deepEqual(readChoice(storage), DEFAULT_CHOICE);
  const refusing = /** @type {Storage} */ (
    /** @type {unknown} */ ({
      setItem: () => {
        throw new Error('full');
      },
    })
  );
  assert.doesNotThrow(() => keepChoice(DEFAULT_CHOICE, refusing));
});
