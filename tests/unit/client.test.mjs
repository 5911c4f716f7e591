// SolverClient's lanes, with a stand-in for the browser's Worker: Cancel ends only the
// workers with a request to stop; retire() ends a puzzle's workers once they have all been
// idle a moment; a worker whose core trapped is replaced.
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
  /** Fails the oldest request it holds, its core trapped. */
  trap() {
    const { id } = /** @type {{ id: number }} */ (this.received.shift());
    this.onmessage?.({ data: { id, ok: false, error: 'unreachable', trapped: true } });
  }
}
globalThis.Worker = /** @type {any} */ (FakeWorker);
const { SolverClient, Cancelled } = await import('../../www/solver/client.js');
const { helperLane, labLane, ownLane } = await import('../../www/solver/lanes.js');
const own = ownLane('tiles');

/** A client whose puzzle `tiles` has answered a plan, and whose two helpers are searching. */
function sharing() {
  made.length = 0;
  const client = new SolverClient();
  const planned = client.request(own, 'plan', /** @type {any} */ ({}));
  const [planner] = made;
  planner.answer();
  const parts = [1, 2].map((i) => client.request(helperLane('tiles', i), 'searchPart', /** @type {any} */ ({})));
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
  const next = client.request(own, 'distance', /** @type {any} */ ({}));
  planner.answer();
  assert.equal(await next, 4);
  assert.equal(made.length, 3);
});

test('Cancel ends the puzzle worker while it runs a request', async () => {
  made.length = 0;
  const client = new SolverClient();
  const solved = client.request(own, 'solve', /** @type {any} */ ({}));
  assert.equal(client.cancel('tiles'), true);
  assert.equal(made[0].terminated, true);
  await assert.rejects(solved, Cancelled);
  client.request(own, 'solve', /** @type {any} */ ({})).catch(() => {});
  assert.equal(made.length, 2, 'the next request starts a new worker');
});

test('Ending a helper leaves the puzzle and the other helpers alone', async () => {
  const { client, planner, parts, helpers } = sharing();
  client.end(helperLane('tiles', 1));
  assert.deepEqual(
    [planner, ...helpers].map((worker) => worker.terminated),
    [false, true, false],
  );
  await assert.rejects(parts[0], Cancelled);
});

test('retire ends the workers of a puzzle once every one of them has been idle a while', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { client, planner, helpers, parts } = sharing();
  client.retire('tiles');
  t.mock.timers.tick(5000);
  assert.deepEqual(
    [planner, ...helpers].map((worker) => worker.terminated),
    [false, false, false],
    'a helper still searches: none is ended',
  );
  helpers[0].answer();
  await parts[0];
  t.mock.timers.tick(5000);
  assert.equal(planner.terminated, false, 'the other helper still searches');
  helpers[1].answer();
  await parts[1];
  t.mock.timers.tick(100);
  assert.equal(planner.terminated, false, 'not at once: a shared search is idle between its runs');
  t.mock.timers.tick(5000);
  assert.deepEqual(
    [planner, ...helpers].map((worker) => worker.terminated),
    [true, true, true],
  );
  assert.deepEqual(client.alive, []);
});

test('a puzzle shown again keeps its workers', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { client, planner } = sharing();
  client.retire('tiles');
  client.keep('tiles');
  t.mock.timers.tick(10_000);
  assert.equal(planner.terminated, false);
});

test('a worker whose core trapped is replaced, its request failed', async () => {
  made.length = 0;
  const client = new SolverClient();
  const lane = labLane('tiles');
  const run = client.request(lane, 'lab', /** @type {any} */ ({}));
  made[0].trap();
  await assert.rejects(run, /unreachable/);
  assert.equal(made[0].terminated, true);
  const again = client.request(lane, 'lab', /** @type {any} */ ({}));
  assert.equal(made.length, 2, 'the next request starts a new worker');
  made[1].answer();
  assert.equal(await again, 2);
});
