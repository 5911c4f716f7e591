// A game's history: moves, who made them, undo and redo, repetitions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { History } from '../../www/game/history.js';

test('moves are counted by who made them, and undone and redone in turn', () => {
  const history = new History([1, 2, 0]);
  assert.equal(history.moves, 0);
  assert.equal(history.canUndo, false);
  history.push([1, 0, 2], { move: { name: 'l', from: 1, to: 2 }, at: 500 });
  history.push([0, 1, 2], { bySolver: true, move: { name: 'l' }, at: 740 });
  assert.equal(history.moves, 2);
  assert.equal(history.playerMoves, 1);
  assert.equal(history.solverMoves, 1);
  assert.deepEqual(history.last, { name: 'l' });
  assert.deepEqual(history.played, [
    { name: 'l', bySolver: false, before: [1, 2, 0], at: 500 },
    { name: 'l', bySolver: true, before: [1, 0, 2], at: 740 },
  ]);
  history.undo();
  assert.deepEqual(history.current, [1, 0, 2]);
  assert.equal(history.canRedo, true);
  history.redo();
  assert.deepEqual(history.current, [0, 1, 2]);
  history.undo();
  history.push([1, 2, 0]);
  assert.equal(history.canRedo, false, 'a new move forgets what could be redone');
  assert.deepEqual(history.start, [1, 2, 0]);
});

test('moves made in one action are undone and redone together, or one at a time', () => {
  // a row of four: one move, then a line of two slid by one click, then one move
  const history = new History('x123');
  history.push('1x23', { move: { name: 'l' } });
  history.push('12x3', { move: { name: 'l' } });
  history.push('123x', { move: { name: 'l' }, joined: true });
  history.push('12x3', { move: { name: 'r' } });
  history.undo({ whole: true });
  assert.equal(history.current, '123x');
  history.undo({ whole: true });
  assert.equal(history.current, '1x23', 'the line taken back whole');
  history.redo({ whole: true });
  assert.equal(history.current, '123x', 'and made again whole');
  history.redo({ whole: true });
  assert.equal(history.current, '12x3');
  // one at a time (a review's step to a move)
  history.undo();
  history.undo();
  assert.equal(history.current, '12x3');
  history.undo({ whole: true });
  assert.equal(history.current, '1x23');
  history.undo({ whole: true });
  assert.equal(history.current, 'x123');
  assert.equal(history.canUndo, false);
});

test('repetitions are counted with the current position', () => {
  const history = new History('a');
  for (const board of ['b', 'a', 'b', 'a']) history.push(board);
  const same = (x, y) => x === y;
  assert.equal(history.occurrences('a', same), 3);
  assert.equal(history.occurrences('b', same), 2);
  history.restart('c');
  assert.equal(history.moves, 0);
  assert.equal(history.occurrences('a', same), 0);
});

test('in the multi-tile metric, moves the same way one after another count once', () => {
  const history = new History([1, 2, 3, 0]);
  assert.equal(history.playerSlides, 0);
  // left three times: one slide of a line; then up, then left again
  for (const name of ['l', 'l', 'l', 'u', 'l']) history.push([0], { move: { name } });
  assert.equal(history.playerMoves, 5);
  assert.equal(history.playerSlides, 3);
  // the solver's move between two of the player's splits them, and is not counted
  history.push([0], { bySolver: true, move: { name: 'l' } });
  history.push([0], { move: { name: 'l' } });
  assert.equal(history.playerSlides, 4);
  history.undo();
  history.undo();
  history.undo();
  assert.equal(history.playerSlides, 2, 'undone moves no longer count');
});
