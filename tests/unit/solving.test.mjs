// The multi-tile metric's slides as single moves, worked by hand; the solving controller's
// wait for tables still building, on a made-up puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolving, noSolution } from '../../www/app/solving.js';
import { singleMoves } from '../../www/app/attempt.js';
import { Store } from '../../www/app/store.js';
import { Hub } from '../../www/app/hub.js';
import { Freshness } from '../../www/app/freshness.js';

test('a parity the slides keep is said with the way past it; other reasons as they are', () => {
  const parity = { why: /** @type {const} */ ('parity'), reason: 'the number of inversions is odd here but even in the goal, and every move keeps its parity' };
  assert.equal(
    noSolution(parity),
    'No solution: the number of inversions is odd here but even in the goal, and every move keeps its parity. Swapping any two tiles (Edit board) makes it solvable.',
  );
  const unreachable = { why: /** @type {const} */ ('unreachable'), reason: 'the goal is not among the positions reached' };
  assert.equal(noSolution(unreachable), 'No solution: the goal is not among the positions reached.');
});

test('a slide of n cells is n single moves the same way', () => {
  assert.deepEqual(singleMoves(['d2', 'r', 'l3']), ['d', 'd', 'r', 'l', 'l', 'l']);
  assert.deepEqual(singleMoves([]), []);
});

/**
 * The solving controller on a made-up puzzle whose one table is still building: the
 * interim search gives up at once (its time is up), so Solve waits for the table. Counts
 * the store's listeners, and the lanes ended.
 */
function waitingForTables() {
  const store = new Store(
    /** @type {any} */ ({
      kind: 'tiles',
      game: {
        tables: () => [{ family: 'tiles-databases', optional: false, label: 'tables' }],
        whyUnsolvable: () => undefined,
        isGoal: () => false,
      },
      history: { current: 'start', moves: 0 },
      goal: 'goal',
      capabilities: { interim: true },
      tables: { 'tiles-databases': { state: 'building', progress: 0.25 } },
    }),
  );
  let listeners = 0;
  const add = store.addEventListener.bind(store);
  const remove = store.removeEventListener.bind(store);
  store.addEventListener = (...args) => (listeners++, add(...args));
  store.removeEventListener = (...args) => (listeners--, remove(...args));
  /** @type {string[]} */
  const ended = [];
  const solver = {
    request: async (/** @type {string} */ kind, /** @type {string} */ op) => {
      if (op === 'solveInterim') return { unsolvable: true, why: 'stopped', reason: 'out of time', micros: 0 };
      return new Promise(() => {}); // the puzzle's worker, busy building
    },
    cancel: (/** @type {string} */ lane) => {
      ended.push(lane);
      return true;
    },
    release: (/** @type {string} */ lane) => ended.push(lane),
  };
  const solving = createSolving(
    /** @type {any} */ ({ store, hub: new Hub(), solver, fresh: { position: new Freshness(), goal: new Freshness() }, show: () => {} }),
  );
  return { store, solving, ended, listeners: () => listeners };
}

/** Lets the microtasks run (the store tells its listeners in one). */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

test('Cancel during the wait for the tables ends the wait and its listener', async () => {
  const { store, solving, ended, listeners } = waitingForTables();
  let settled = false;
  const solved = solving.solve().then(() => (settled = true));
  await turn();
  assert.equal(store.state.searching, true);
  assert.equal(listeners(), 1, 'the wait listens for the tables');
  solving.cancel();
  await turn();
  assert.equal(settled, true, 'Solve returned without the tables');
  assert.equal(listeners(), 0);
  assert.deepEqual(ended, ['tiles#interim', 'tiles#interim']);
  assert.equal(store.state.searching, false);
  assert.equal(store.state.status.text, 'Cancelled.');
  await solved;
});

test('the tables made ready end the wait, and the puzzle worker is asked', async () => {
  const { store, solving, listeners } = waitingForTables();
  solving.solve();
  await turn();
  store.update({ tables: { 'tiles-databases': { state: 'ready' } } });
  await turn();
  assert.equal(listeners(), 0);
  assert.equal(store.state.searching, true, 'now searching in the puzzle worker');
});
