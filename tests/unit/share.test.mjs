// Share links: a position's texts in the URL hash, and back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readHash, hashFor } from '../../www/game/share.js';

test('a hash names the puzzle, the board and the goal, and reads back', () => {
  const hash = hashFor('eight2', { board: '564178X23', goal: '7568X4123' });
  assert.equal(hash, '#eight2?board=564178X23&goal=7568X4123');
  assert.deepEqual(readHash(hash), { kind: 'eight2', board: '564178X23', goal: '7568X4123' });
  assert.equal(hashFor('dao', { board: null, goal: null }), '#dao');
  assert.deepEqual(readHash('#dao'), { kind: 'dao', board: null, goal: null });
});

test('texts with spaces and line ends travel whole', () => {
  const board = 'w**b\n*wb*\n*bw*\nb**w\nb';
  const hash = hashFor('dao', { board, goal: null });
  assert.equal(readHash(hash)?.board, board);
  assert.equal(readHash(hashFor('eight', { board: '2 3 4 1 5 x 7 6 8', goal: null }))?.board, '2 3 4 1 5 x 7 6 8');
});

test('no hash is no link, and a malformed escape is read as written', () => {
  assert.equal(readHash(''), null);
  assert.equal(readHash('#'), null);
  assert.equal(readHash('#%E0%A4%A')?.kind, '%E0%A4%A');
  assert.equal(readHash('#%65ight')?.kind, 'eight');
});
