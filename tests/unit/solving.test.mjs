// The solve's words, the multi-tile metric's slides as single moves (worked by hand), and
// the solvers' façade waiting for tables still building, on a made-up puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { noSolution } from '../../www/features/solve/words.js';
import { singleMoves } from '../../www/puzzles/notation.js';
import { createSolver } from '../../www/solver/facade.js';
import { Cancelled } from '../../www/solver/client.js';
import { laneName } from '../../www/solver/lanes.js';
import { Store } from '../../www/kernel/store.js';

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
 * The façade on a made-up puzzle whose one table is still building: the interim search
 * gives up at once (its time is up), so Solve waits for the table. Counts the store's
 * listeners, the lanes ended and the questions asked.
 */
function waitingForTables() {
  const store = new Store();
  let listeners = 0;
  const subscribe = store.subscribe.bind(store);
  store.subscribe = (listener) => {
    listeners++;
    const stop = subscribe(listener);
    return () => (listeners--, stop());
  };
  /** @type {string[]} */
  const ended = [];
  /** @type {string[]} */
  const asked = [];
  /** @type {((value: unknown) => void) | null} */
  let built = null;
  /** @type {Map<string, (error: Error) => void>} */
  const pending = new Map();
  const client = {
    request: (/** @type {any} */ lane, /** @type {string} */ op, /** @type {any} */ _args, /** @type {any} */ options) => {
      asked.push(`${laneName(lane)} ${op}`);
      if (op === 'solveInterim') return Promise.resolve({ unsolvable: true, why: 'stopped', reason: 'out of time', micros: 0 });
      return new Promise((resolve, reject) => {
        pending.set(laneName(lane), reject);
        if (op === 'table') {
          options?.onProgress?.({ phase: 'build', fraction: 0.25 });
          built = resolve;
        }
      });
    },
    end: (/** @type {any} */ lane) => ended.push(laneName(lane)),
    cancel: (/** @type {string} */ kind) => {
      pending.get(kind)?.(new Cancelled());
      ended.push(kind);
      return false;
    },
    retire: () => {},
    keep: () => {},
    busy: () => false,
    alive: [],
  };
  const solver = createSolver({ store, client: /** @type {any} */ (client) });
  const puzzle = /** @type {any} */ ({
    kind: 'tiles',
    capabilities: { interim: true, twoPlayer: false, sharedSearch: false },
    rules: {
      tables: () => [{ family: 'tiles-databases', version: 1, optional: false, label: 'tables' }],
      whyUnsolvable: () => undefined,
      isGoal: () => false,
    },
  });
  solver.tables.ensure(puzzle, 'goal');
  return { store, solver, puzzle, ended, asked, listeners: () => listeners, build: () => built?.({ how: 'built', millis: 1 }) };
}

/** Lets the microtasks run (the store tells its listeners in one). */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits, a turn at a time, until `holds()` (the interim search's module loads first). */
async function until(holds, turns = 100) {
  for (let i = 0; i < turns && !holds(); i++) await turn();
  assert.ok(holds(), `not after ${turns} turns`);
}

test('Cancel during the wait for the tables ends the wait and its listener', async () => {
  const { solver, puzzle, ended, listeners } = waitingForTables();
  const controller = new AbortController();
  const solved = solver.solve(puzzle, { start: 'start', goal: 'goal' }, { signal: controller.signal });
  // the wait listens for the tables
  await until(() => listeners() === 1);
  controller.abort('cancel');
  await assert.rejects(solved, Cancelled);
  await turn();
  assert.equal(listeners(), 0);
  assert.deepEqual([...new Set(ended)], ['tiles#interim'], "the interim tables' helper ended alone: the build goes on");
});

test('the tables made ready end the wait, and the puzzle worker is asked', async () => {
  const { store, solver, puzzle, asked, listeners, build } = waitingForTables();
  solver.solve(puzzle, { start: 'start', goal: 'goal' }).catch(() => {});
  await until(() => listeners() === 1);
  assert.equal(store.state.tables['tiles-databases'].state, 'building');
  build();
  await until(() => asked.length === 3);
  assert.equal(listeners(), 0);
  assert.deepEqual(asked, ['tiles table', 'tiles#interim solveInterim', 'tiles solve'], 'now searching in the puzzle worker');
});
