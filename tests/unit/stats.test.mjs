// The kept solves in words: a solve's line, and a level's summary with its means (moves,
// moves a second, efficiency) over the solves without help, worked by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { levelText, solveText, solvesOf, summaryText } from '../../www/features/stats/words.js';

/** A kept solve of the Eight: `moves` in `millis`, the optimal 20. */
function solve(moves, millis, change = {}) {
  const path = Array(moves).fill('u');
  return {
    puzzle: 'eight',
    level: 'any',
    date: '2026-11-20T10:00:00.000Z',
    millis,
    moves,
    mtm: moves - 4,
    optimal: 20,
    helped: false,
    start: '',
    goal: '',
    path,
    gaps: path.map(() => 0),
    ...change,
  };
}
const nbsp = (text) => text.replaceAll(' ', '\u00a0');

test("a solve's line: time, moves in both metrics, the optimal, moves a second, help", () => {
  assert.equal(solveText(solve(25, 10_000)), ['10.00', '25 moves (21 MTM)', 'optimal 20', '2.50 moves/s'].map(nbsp).join(' · '));
  assert.equal(solveText(solve(1, 0, { mtm: null, optimal: null, helped: true })), ['0.00', '1 move', 'with help'].map(nbsp).join(' · '));
});

test("a level's summary means the solves without help, and counts this visit's", () => {
  const solves = [solve(20, 10_000), solve(30, 15_000, { date: '2026-11-25T10:00:00.000Z' }), solve(50, 1_000, { helped: true })];
  // (20 + 30) / 2 = 25.0 moves, 21.0 MTM, 50 moves in 25 s = 2.00 a second, 40 / 50 = 80%
  assert.equal(
    summaryText(solves, '2026-11-25T00:00:00.000Z', 'any'),
    '3 solves shuffled at any level, 1 this visit. One with help is left out of the figures. Without help, on average 25.0 moves (21.0 MTM), 2.00 moves/s, efficiency 80%.',
  );
  assert.equal(
    summaryText([solve(9, 3_000, { helped: true })], '2026-12-01', 'hard'),
    'One solve shuffled at level hard, from an earlier visit. One with help is left out of the figures.',
  );
  assert.equal(summaryText([], '2026-12-01', 'custom'), 'No solves yet from positions you set: solve one and its time, moves and replay are kept here.');
  assert.equal(
    summaryText([], '2026-12-01', 'any'),
    'No solves yet of positions shuffled at any level: solve one and its time, moves and replay are kept here.',
  );
  assert.equal(
    summaryText([solve(9, 3_000, { level: 'custom', date: '2026-12-02' })], '2026-12-01', 'custom'),
    'One solve from positions you set, made this visit. It is kept to replay; times and averages count shuffled positions only.',
  );
  assert.equal(
    summaryText([solve(20, 8_000)], '2026-11-01', 'any'),
    'One solve shuffled at any level, made this visit. Without help: 20.0 moves (16.0 MTM), 2.50 moves/s, efficiency 100%.',
  );
  assert.equal(levelText('any'), 'shuffled at any level');
});

test("the solves shown are the puzzle's and level's", () => {
  const solves = [solve(5, 1), solve(6, 1, { level: 'custom' }), solve(7, 1, { puzzle: 'nine' })];
  assert.deepEqual(
    solvesOf(solves, 'eight', 'custom').map((s) => s.moves),
    [6],
  );
});
