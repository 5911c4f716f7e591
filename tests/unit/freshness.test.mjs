// The stale-answer guard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Freshness, STALE } from '../../www/kernel/freshness.js';

test('an answer that arrives after a change is stale, before it is kept', async () => {
  const fresh = new Freshness();
  assert.equal(await fresh.guard(Promise.resolve(7)), 7);
  const late = fresh.guard(new Promise((resolve) => setTimeout(() => resolve(8), 5)));
  fresh.invalidate();
  assert.equal(await late, STALE);
  const ticket = fresh.ticket();
  assert.equal(ticket.stale, false);
  fresh.invalidate();
  assert.equal(ticket.stale, true);
});

test('a failure is thrown while fresh, and stale once things changed', async () => {
  const fresh = new Freshness();
  await assert.rejects(fresh.guard(Promise.reject(new Error('no'))), /no/);
  const failing = fresh.guard(new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 5)));
  fresh.invalidate();
  assert.equal(await failing, STALE);
});
