// The records kept by several tabs: merged key by key, the better run of each kept, and a
// tab whose write another tab's overwrote puts it back when it hears of that write.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keepRecord, mergeRecords, parseRecords } from '../../www/game/records.js';

const KEY = 'puzzle-playground:records';
/** @param {number} moves @param {number} millis @param {string} date */
const run = (moves, millis, date = '2026-11-28T10:00:00.000Z') => ({ moves, millis, date });

/** A localStorage of a test's own. */
function storage() {
  const kept = new Map();
  return { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => kept.set(k, String(v)), removeItem: (k) => kept.delete(k) };
}

test('two sets of records merge: for each key the fewest moves and the fastest time', () => {
  const a = { 'eight:easy': { fewest: run(9, 8_000), fastest: run(11, 3_000) }, 'eight:hard': { fewest: run(20, 30_000), fastest: run(20, 30_000) } };
  const b = {
    'eight:easy': { fewest: run(9, 7_000, '2026-11-28T09:00:00.000Z'), fastest: run(13, 2_500) },
    'nine:any': { fewest: run(5, 1_000), fastest: run(5, 1_000) },
  };
  assert.deepEqual(mergeRecords(a, b), {
    // a tie on moves goes to the earlier run
    'eight:easy': { fewest: run(9, 7_000, '2026-11-28T09:00:00.000Z'), fastest: run(13, 2_500) },
    'eight:hard': a['eight:hard'],
    'nine:any': b['nine:any'],
  });
  assert.deepEqual(mergeRecords(a, {}), a);
});

test("a record another tab's write overwrote is put back when this tab hears of it", () => {
  const store = storage();
  const events = new EventTarget();
  const easy = { fewest: run(9, 8_000), fastest: run(9, 8_000) };
  assert.equal(keepRecord('eight:easy', easy, store, events), true);
  // another tab, which read before that write, writes its own record alone
  const medium = { fewest: run(17, 20_000), fastest: run(17, 20_000) };
  store.setItem(KEY, JSON.stringify({ 'eight:medium': medium }));
  events.dispatchEvent(Object.assign(new Event('storage'), { key: KEY, newValue: store.getItem(KEY) }));
  assert.deepEqual(parseRecords(store.getItem(KEY)).records, { 'eight:medium': medium, 'eight:easy': easy });
  // a later record of this tab keeps the other tab's too
  const hard = { fewest: run(25, 40_000), fastest: run(25, 40_000) };
  keepRecord('eight:hard', hard, store, events);
  assert.deepEqual(Object.keys(parseRecords(store.getItem(KEY)).records).sort(), ['eight:easy', 'eight:hard', 'eight:medium']);
});
