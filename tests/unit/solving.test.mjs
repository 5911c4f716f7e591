// The multi-tile metric's slides as single moves, worked by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { singleMoves } from '../../www/app/solving.js';

test('a slide of n cells is n single moves the same way', () => {
  assert.deepEqual(singleMoves(['d2', 'r', 'l3']), ['d', 'd', 'r', 'l', 'l', 'l']);
  assert.deepEqual(singleMoves([]), []);
});
