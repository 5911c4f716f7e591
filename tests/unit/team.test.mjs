// The shared search's coordination, against a made-up puzzle whose iterations and the
// boards holding solutions are known: the answer is the solution below the earliest such
// board, whatever order the workers finish in.
import test from 'node:test';
import assert from 'node:assert/strict';
import { runSize, shareAnytime, shareSearch } from '../../www/solver/team.js';
import { helperLane, inTeam, laneName, ownLane, buildLane, teamLanes } from '../../www/solver/lanes.js';

/**
 * A fake team: `plan` cuts the iteration of `bound` into `count` boards (after 10
 * positions); `solutions[bound]` lists the boards with a solution below them. A run
 * of iteration `bound` answers after `delay(first, bound)` ms; `end(lane)` makes a helper's run reject at once.
 * `improve` finds solutions of the lengths `beams`, in turn.
 * @param {{ first: number, count: number, solutions: Record<number, number[]>, delay?: (first: number, bound: number) => number, beams?: number[] }} world
 */
function fakeTeam({ first, count, solutions, delay = () => 0, beams = [] }) {
  const asked = {
    plans: /** @type {any[]} */ ([]),
    planners: /** @type {string[]} */ ([]),
    parts: /** @type {any[]} */ ([]),
    ended: /** @type {string[]} */ ([]),
  };
  /** @type {Map<string, (error: Error) => void>} */
  const cancels = new Map();
  /** @type {any} */
  const request = async (to, op, args, { onProgress } = {}) => {
    const lane = laneName(to);
    if (op === 'improve') {
      // the beams: a solution of each length of `beams`, a millisecond apart; done when
      // one meets the first bound, else searching until ended
      for (const [i, length] of beams.entries()) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        onProgress?.({ phase: 'search', bound: first, nodes: 100 * (i + 1), length, moves: Array(length).fill('b') });
        if (length <= first) return { moves: Array(length).fill('b'), boards: [], bound: first, nodes: 100 * (i + 1), micros: 1 };
      }
      return new Promise((_, reject) => cancels.set(lane, reject));
    }
    if (op === 'plan') {
      asked.plans.push(args.sharing);
      asked.planners.push(lane);
      const bound = args.sharing.from ?? first;
      onProgress?.({ phase: 'search', bound, nodes: 5 });
      return { cut: true, bound, depth: 6, count, nodes: 10 };
    }
    const { bound, first: from, end } = args.part;
    asked.parts.push({ lane, bound, from, end });
    onProgress?.({ phase: 'search', bound, nodes: 1 });
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, delay(from, bound));
      cancels.set(lane, (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    const hit = (solutions[bound] ?? []).filter((index) => index >= from && index < end).sort((a, b) => a - b)[0];
    if (hit === undefined) return { nodes: end - from };
    const moves = Array.from({ length: bound }, () => `m${hit}`);
    return { nodes: hit - from + 1, index: hit, solved: { moves, boards: [], bound, nodes: hit - from + 1, micros: 1 } };
  };
  /** @param {string} lane */
  const end = (to) => {
    const lane = laneName(to);
    asked.ended.push(lane);
    cancels.get(lane)?.(new Error('cancelled'));
  };
  return { request, end, asked };
}

test('the team is the puzzle and its helpers', () => {
  assert.deepEqual(teamLanes('fifteen', 3).map(laneName), ['fifteen#1', 'fifteen#2', 'fifteen#3']);
  assert.ok(inTeam(helperLane('fifteen', 2), 'fifteen'));
  assert.ok(inTeam(ownLane('fifteen'), 'fifteen'));
  assert.ok(!inTeam(buildLane('fifteen', 'fifteen-databases'), 'fifteen'));
  assert.ok(!inTeam(ownLane('fifteen-x'), 'fifteen'));
});

test('the earliest board with a solution wins, and helpers past it are ended', async () => {
  // the run of the early boards is slow: a later board's solution arrives first, and
  // the runs past board 7 would take a minute
  const { request, end, asked } = fakeTeam({
    first: 50,
    count: 64,
    solutions: { 52: [7, 30] },
    delay: (first, bound) => (bound < 52 ? 1 : first === 6 ? 40 : first > 7 ? 60_000 : 1),
  });
  /** @type {any[]} */
  const heard = [];
  const answer = await shareSearch(request, end, 'fifteen', { start: [], goal: [] }, { workers: 2, onProgress: (p) => heard.push(p) });
  assert.deepEqual(answer.moves, Array(52).fill('m7'));
  assert.equal(answer.bound, 52);
  // plans: the first, then the one after the empty iteration of 50
  assert.deepEqual(asked.plans, [{ parts: 2 }, { parts: 2, from: 52 }]);
  // iteration 50 was searched whole by the helpers, in runs of 64 / (2 * 16) = 2 boards,
  // single boards once 8 are left
  const fifty = asked.parts.filter((p) => p.bound === 50).sort((a, b) => a.from - b.from);
  assert.deepEqual(
    fifty.map((p) => p.end - p.from),
    [...Array(28).fill(2), ...Array(8).fill(1)],
  );
  assert.ok(fifty.every((p, i) => p.from === (fifty[i - 1]?.end ?? 0) && p.lane.startsWith('fifteen#')));
  // at 52, the helper with a run past board 7 was ended, not waited for
  assert.deepEqual(asked.ended.length, 1);
  assert.ok(asked.parts.filter((p) => p.bound === 52).every((p) => p.from <= 8));
  // every report counts all workers and says how many there are
  assert.ok(heard.length > 0 && heard.every((p) => p.workers === 2));
});

test("runs shrink near an iteration's end, to single boards", () => {
  // 2,204 boards on 2 workers (an 80-move Fifteen's cut): 2204 / 32 = 68.9, so 69 a run
  assert.equal(runSize(2204, 2204, 2), 69);
  assert.equal(runSize(2204, 552, 2), 69);
  // a quarter of each worker's part of what is left: 400 / 2 / 4
  assert.equal(runSize(2204, 400, 2), 50);
  assert.equal(runSize(2204, 9, 2), 2);
  assert.equal(runSize(2204, 8, 2), 1);
  assert.equal(runSize(2204, 1, 2), 1);
  assert.equal(runSize(3, 3, 8), 1);
  // handed out in turn, the runs cover the boards once, never grow, and end single
  for (const [count, workers] of [
    [2204, 2],
    [2204, 8],
    [64, 2],
    [5, 4],
    [1, 1],
  ]) {
    const sizes = [];
    for (let next = 0; next < count; next += sizes.at(-1)) sizes.push(runSize(count, count - next, workers));
    assert.equal(
      sizes.reduce((a, b) => a + b, 0),
      count,
    );
    assert.ok(sizes.every((size, i) => i === 0 || size <= sizes[i - 1]));
    assert.equal(sizes.at(-1), 1);
  }
});

test('a plan that solves the search is the answer', async () => {
  /** @type {any} */
  const request = async () => ({ moves: ['u'], boards: [], bound: 1, nodes: 3, micros: 1 });
  const answer = await shareSearch(request, () => {}, 'fifteen', { start: [], goal: [] }, { workers: 4 });
  assert.deepEqual(answer.moves, ['u']);
  assert.equal(answer.nodes, 3);
});

test('a failing run fails the search', async () => {
  const { request, end } = fakeTeam({ first: 10, count: 8, solutions: {} });
  /** @type {any} */
  const failing = async (kind, op, args, options) => {
    if (op === 'searchPart' && args.part.first > 0) return { unsolvable: true, why: 'stopped', reason: 'the search was stopped', micros: 0 };
    return request(kind, op, args, options);
  };
  await assert.rejects(shareSearch(failing, end, 'fifteen', { start: [], goal: [] }, { workers: 2 }), /the search was stopped/);
});

test('a helper that fails ends the others at once', async () => {
  // the first helper's run is slow; the second's first run fails
  const { request, end, asked } = fakeTeam({ first: 10, count: 64, solutions: {}, delay: (first) => (first === 0 ? 60_000 : 1) });
  /** @type {any} */
  const failing = async (kind, op, args, options) => {
    if (op === 'searchPart' && args.part.first > 0) throw new Error('the solver stopped: out of memory');
    return request(kind, op, args, options);
  };
  await assert.rejects(shareSearch(failing, end, 'fifteen', { start: [], goal: [] }, { workers: 2 }), /out of memory/);
  assert.deepEqual(asked.ended, ['fifteen#1']);
  assert.equal(asked.parts.length, 1, 'no run is handed out after the failure');
});

test("an anytime search ends when the bound proven meets the beams' best", async () => {
  // the beams find 60 moves, then 56; no iteration up to 54 holds a solution
  const { request, end, asked } = fakeTeam({ first: 50, count: 64, solutions: {}, delay: () => 5, beams: [60, 56] });
  /** @type {any[]} */
  const heard = [];
  const answer = await shareAnytime(request, end, 'slide-5x5', { start: [], goal: [] }, { workers: 2, onProgress: (p) => heard.push(p) });
  assert.deepEqual(answer.moves, Array(56).fill('b'));
  assert.equal(answer.bound, 56);
  // one helper plans and searches (the other worker runs the beams); 56 is not searched
  assert.deepEqual(asked.plans, [{ parts: 1 }, { parts: 1, from: 52 }, { parts: 1, from: 54 }]);
  assert.ok(asked.planners.every((lane) => lane === 'slide-5x5#1'));
  assert.ok(asked.parts.every((p) => p.lane === 'slide-5x5#1'));
  assert.deepEqual(asked.ended, ['slide-5x5#beams']);
  // the progress says the best so far where it got shorter, and both workers
  assert.deepEqual(
    heard.filter((p) => p.moves).map((p) => p.moves.length),
    [60, 56],
  );
  assert.ok(heard.every((p) => p.workers === 2));
  assert.equal(answer.nodes, 200 + 3 * 10 + 3 * 64);
});

test('an anytime search ends with the solution an iteration finds, and the beams are ended', async () => {
  const { request, end, asked } = fakeTeam({ first: 50, count: 64, solutions: { 54: [3, 40] }, beams: [70] });
  const answer = await shareAnytime(request, end, 'slide-5x5', { start: [], goal: [] }, { workers: 3 });
  assert.deepEqual(answer.moves, Array(54).fill('m3'));
  assert.equal(answer.bound, 54);
  assert.ok(asked.ended.includes('slide-5x5#beams'));
  assert.ok(
    asked.parts.some((p) => p.lane === 'slide-5x5#2'),
    'two helpers share the iterations',
  );
});

test('beams that meet the first bound end the iterations', async () => {
  const { request, end, asked } = fakeTeam({ first: 50, count: 64, solutions: {}, delay: () => 60_000, beams: [58, 50] });
  const answer = await shareAnytime(request, end, 'slide-5x5', { start: [], goal: [] }, { workers: 2 });
  assert.deepEqual(answer.moves, Array(50).fill('b'));
  assert.equal(answer.bound, 50);
  assert.deepEqual(asked.ended, ['slide-5x5#1']);
});

test('a failing side fails the anytime search and ends every worker', async () => {
  const { request, end, asked } = fakeTeam({ first: 50, count: 64, solutions: {}, delay: () => 60_000, beams: [70] });
  /** @type {any} */
  const failing = async (kind, op, args, options) => {
    if (op === 'improve') throw new Error('the solver stopped: out of memory');
    return request(kind, op, args, options);
  };
  await assert.rejects(shareAnytime(failing, end, 'slide-5x5', { start: [], goal: [] }, { workers: 2 }), /out of memory/);
  assert.deepEqual(asked.ended.sort(), ['slide-5x5#1', 'slide-5x5#beams']);
});
