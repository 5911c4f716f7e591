// The editor's gestures on a board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { swapCells, cycleStones } from '../../www/puzzles/edits.js';

test('a first click picks a cell, a second swaps it, the same one drops it', () => {
  const board = [1, 2, 3, 0];
  assert.deepEqual(swapCells(board, 1, null), { board, selected: 1 });
  assert.deepEqual(swapCells(board, 3, 1), { board: [1, 0, 3, 2], selected: null });
  assert.deepEqual(swapCells(board, 1, 1), { board, selected: null });
  assert.deepEqual(board, [1, 2, 3, 0], 'the board itself is left as it was');
});

test('a click on a stone board cycles empty, white, black', () => {
  const position = { cells: '*wb*', turn: 'black' };
  assert.deepEqual(cycleStones(position, 0).board, { cells: 'wwb*', turn: 'black' });
  assert.deepEqual(cycleStones(position, 1).board, { cells: '*bb*', turn: 'black' });
  assert.deepEqual(cycleStones(position, 2).board, { cells: '*w**', turn: 'black' });
  assert.equal(cycleStones(position, 2).selected, null);
});
