// The kept solves' store (IndexedDB, here fake-indexeddb's): tabs keeping solves at once
// lose none, and each hears of the others'; the list an earlier version kept in
// localStorage moves in; a record that is not a solve is set aside, every time, never lost.
import 'fake-indexeddb/auto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openDB } from 'idb';
import { createSolveStore } from '../../www/features/stats/store.js';
import { identity, newcomers } from '../../www/features/stats/solves.js';

/** A solve of the Eight made `millis` into a day. */
const solve = (millis) => ({
  puzzle: 'eight',
  level: 'any',
  date: `2026-11-28T10:00:00.${String(millis % 1000).padStart(3, '0')}Z`,
  millis,
  moves: 1,
  mtm: 1,
  optimal: 1,
  helped: false,
  start: '1 2 3 4 5 6 7 x 8',
  goal: '1 2 3 4 5 6 7 8 x',
  path: ['l'],
  gaps: [millis],
});

/** A Storage over a Map. */
function storage(entries = {}) {
  const kept = new Map(Object.entries(entries));
  return {
    kept,
    store: /** @type {Storage} */ (
      /** @type {any} */ ({ getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, v), removeItem: (k) => kept.delete(k) })
    ),
  };
}

/** Empties the database between tests. */
async function wipe() {
  const database = await openDB('puzzle-playground-solves', 1, {
    upgrade(db) {
      db.createObjectStore('solves');
      db.createObjectStore('aside', { autoIncrement: true });
    },
  });
  await database.clear('solves');
  await database.clear('aside');
  database.close();
}

test('three tabs keeping solves at once lose none, and each hears of the others', async () => {
  await wipe();
  let heard = 0;
  const tabs = [0, 1, 2].map(() => createSolveStore({ storage: null, channel: 'test-three', heard: () => (heard += 1) }));
  // each tab keeps ten solves, all at once, one at a time as a player's solves come
  await Promise.all(tabs.map((tab, t) => Promise.all(Array.from({ length: 10 }, (_, i) => tab.add([solve(t * 100 + i)])))));
  for (const tab of tabs) {
    const { solves, unreadable } = await tab.all();
    assert.equal(solves.length, 30);
    assert.equal(unreadable, 0);
  }
  // each add is announced to the other two tabs (a BroadcastChannel's messages come on later turns)
  for (let turn = 0; turn < 1000 && heard < 60; turn++) await new Promise((resolve) => setImmediate(resolve));
  assert.equal(heard, 60);
  await Promise.all(tabs.map((tab) => tab.close()));
});

test('two tabs making the same solve in the same millisecond keep both', async () => {
  await wipe();
  const [one, two] = [0, 1].map(() => createSolveStore({ storage: null, channel: 'test-same' }));
  await Promise.all([one.add([solve(7)], { made: true }), two.add([solve(7)], { made: true })]);
  assert.deepEqual((await one.all()).solves, [solve(7), solve(7)]);
  // imported again, it is one of those kept already
  assert.deepEqual(newcomers((await two.all()).solves, [solve(7)]), { added: [], already: 1 });
  await Promise.all([one.close(), two.close()]);
});

test('a solve kept twice is kept once, and the list comes back in the order solved', async () => {
  await wipe();
  const tab = createSolveStore({ storage: null, channel: 'test-once' });
  assert.deepEqual(await tab.add([solve(5), solve(3)]), { put: 2, error: null });
  assert.deepEqual(await tab.add([solve(3)]), { put: 1, error: null });
  assert.deepEqual((await tab.all()).solves, [solve(3), solve(5)]);
  assert.equal(await tab.clear(), true);
  assert.deepEqual((await tab.all()).solves, []);
  await tab.close();
});

test("an earlier version's list moves in, what it could not read set aside", async () => {
  await wipe();
  const text = JSON.stringify({ version: 1, solves: [solve(1), { ...solve(2), moves: 'many' }] });
  const { kept, store } = storage({ 'puzzle-playground:solves': text, 'puzzle-playground:solves-unreadable': 'older text' });
  const tab = createSolveStore({ storage: store, channel: 'test-legacy' });
  assert.deepEqual(await tab.all(), { solves: [solve(1)], unreadable: 1, error: null }, 'the unreadable one said');
  assert.equal(kept.size, 0, 'moved out of localStorage');
  const database = await openDB('puzzle-playground-solves', 1);
  assert.deepEqual(await database.getAll('aside'), [text, 'older text'], 'nothing lost');
  database.close();
  assert.deepEqual(await tab.all(), { solves: [solve(1)], unreadable: 0, error: null }, 'said once');
  await tab.close();
});

test('a record that is not a solve is set aside each time one is found', async () => {
  await wipe();
  const tab = createSolveStore({ storage: null, channel: 'test-aside' });
  await tab.add([solve(1)]);
  const database = await openDB('puzzle-playground-solves', 1);
  // a store damaged twice: each time its bad records go aside, none overwriting another
  await database.put('solves', { ...solve(2), moves: -1 }, identity(solve(2)));
  assert.deepEqual(await tab.all(), { solves: [solve(1)], unreadable: 1, error: null });
  await database.put('solves', 'not a solve', 'x');
  await database.put('solves', solve(4), 'a key that is not its identity');
  assert.deepEqual(await tab.all(), { solves: [solve(1)], unreadable: 2, error: null });
  assert.deepEqual(await database.getAll('aside'), [{ ...solve(2), moves: -1 }, solve(4), 'not a solve']);
  assert.deepEqual(await tab.all(), { solves: [solve(1)], unreadable: 0, error: null }, 'said once');
  database.close();
  await tab.close();
});
