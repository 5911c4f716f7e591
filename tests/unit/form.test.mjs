// When a text being typed is not yet called wrong: the core's message places the problem
// at the end of the text or past it (the messages are the core's, as the browser tests
// and tests/sdao.rs see them).
import test from 'node:test';
import assert from 'node:assert/strict';
import { cutShort } from '../../www/features/position/words.js';

test('a text that stops short is cut short', () => {
  assert.equal(cutShort('w*', 'line 1, column 3: expected 4 cells in the row, found only 2'), true);
  assert.equal(cutShort('w**b\n', 'line 2, column 1: expected 4 rows of 4 cells, found the end of the input'), true);
  assert.equal(cutShort('w**b\n*wb*\n*bw*\n\n  ', 'line 4, column 1: expected 4 rows of 4 cells, found the end of the input'), true);
  assert.equal(cutShort('1 2 3 ', 'line 1, column 6: expected 9 tokens, found only 3'), true);
  assert.equal(cutShort('1 2 3', 'line 1, column 6: expected 9 tokens, found only 3'), true);
});

test('a wrong token, or one past the last line, is said at once', () => {
  assert.equal(cutShort('zzz', 'line 1, column 1: expected `w`, `b` or `*`, found `z`'), false);
  assert.equal(cutShort('1 2 3 4 5 6 7 8 9', 'line 1, column 17: expected a tile 1-8 or x for the blank, found `9`'), false);
  assert.equal(cutShort('w**b\n*wb', 'line 1, column 4: expected `*`, found `b`'), false);
  assert.equal(cutShort('w**b\nb**w', 'line 1, column 2: the board already has 4 white stones'), false);
  // a message that places nothing
  assert.equal(cutShort('', 'the board is empty'), false);
});
