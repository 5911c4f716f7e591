// SolverClient's lanes, with a stand-in for the browser's Worker: Cancel ends only the
// workers with a request to stop; release() ends them all.
import { test } from 'node:test';
import assert from 'node:assert/strict';

/** Workers made, by the order of their making; each answers only when told to. */
const made = [];
class FakeWorker {
  terminated = false;
  /** @type {{ id: number, op: string }[]} */
  received = [];
  /** @type {((event: { data: unknown }) => void) | null} */
  onmessage = null;
  constructor() {
    made.push(this);
  }
  /** @param {{ id: number, op: string }} message */
  postMessage(message) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the oldest request it holds. */
  answer() {
    const { id } = /** @type {{ id: number }} */ (this.received.shift());
    this.onmessage?.({ data: { id, ok: true, result: id } });
  }
}
globalThis.Worker = /** @type {any} */ (FakeWorker);
const { SolverClient, Cancelled } = await import('../../www/solver/client.js');

/** A client whose puzzle `tiles` has answered a plan, and whose two helpers are searching. */
function sharing() {
  made.length = 0;
  const client = new SolverClient();
  const planned = client.request('tiles', 'plan', /** @type {any} */ ({}));
  const [planner] = made;
  planner.answer();
  const parts = ['tiles#1', 'tiles#2'].map((lane) => client.request('tiles', 'searchPart', /** @type {any} */ ({}), { lane }));
  return { client, planner, planned, parts, helpers: made.slice(1) };
}

test('Cancel ends the searching helpers and keeps the idle puzzle worker', async () => {
  const { client, planner, planned, parts, helpers } = sharing();
  assert.equal(await planned, 1);
  assert.equal(client.cancel('tiles'), false, 'the puzzle worker was not ended');
  assert.equal(planner.terminated, false);
  assert.deepEqual(
    helpers.map((helper) => helper.terminated),
    [true, true],
  );
  for (const part of parts) await assert.rejects(part, Cancelled);
  // the puzzle worker goes on answering, with no new worker made
  const next = client.request('tiles', 'distance', /** @type {any} */ ({}));
  planner.answer();
  assert.equal(await next, 4);
  assert.equal(made.length, 3);
});

test('Cancel ends the puzzle worker while it runs a request', async () => {
  made.length = 0;
  const client = new SolverClient();
  const solved = client.request('tiles', 'solve', /** @type {any} */ ({}));
  assert.equal(client.cancel('tiles'), true);
  assert.equal(made[0].terminated, true);
  await assert.rejects(solved, Cancelled);
  client.request('tiles', 'solve', /** @type {any} */ ({})).catch(() => {});
  assert.equal(made.length, 2, 'the next request starts a new worker');
});

test('Cancel of a helper leaves the puzzle and the other helpers alone', async () => {
  const { client, planner, parts, helpers } = sharing();
  assert.equal(client.cancel('tiles#1'), true);
  assert.deepEqual(
    [planner, ...helpers].map((worker) => worker.terminated),
    [false, true, false],
  );
  await assert.rejects(parts[0], Cancelled);
});

test('release ends every worker of the puzzle, idle or not', async () => {
  const { client, planner, helpers, parts } = sharing();
  helpers[0].answer();
  await parts[0];
  client.release('tiles');
  assert.deepEqual(
    [planner, ...helpers].map((worker) => worker.terminated),
    [true, true, true],
  );
  await assert.rejects(parts[1], Cancelled);
});
