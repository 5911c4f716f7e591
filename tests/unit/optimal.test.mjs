// The words of the list of shortest solutions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countText, countingText, groupedMoves, rangeText } from '../../www/features/optimal/words.js';

test('a count is grouped by thousands, past 2^53 too, and one is said as one', () => {
  assert.equal(countText('1'), 'The only shortest solution');
  assert.equal(countText('2'), 'Both shortest solutions');
  assert.equal(countText('40'), 'All 40 shortest solutions');
  assert.equal(countText('1234567'), 'All 1,234,567 shortest solutions');
  // 2^53 + 1, which a number would round
  assert.equal(countText('9007199254740993'), 'All 9,007,199,254,740,993 shortest solutions');
});

test('a page says which solutions it shows', () => {
  assert.equal(rangeText(0, 10, '40'), '1 to 10 of 40');
  assert.equal(rangeText(30, 10, '40'), '31 to 40 of 40');
  assert.equal(rangeText(40, 1, '41'), '41 of 41');
  assert.equal(rangeText(999, 10, '12345'), '1,000 to 1,009 of 12,345');
});

test('moves are written in groups of five letters', () => {
  assert.equal(groupedMoves([]), '');
  assert.equal(groupedMoves(['d', 'l', 'r']), 'dlr');
  // 31 moves: six groups of five, then one
  assert.equal(groupedMoves([...'lurdrulurdlldrrululddruulddrurd']), 'lurdr ulurd lldrr ululd druul ddrur d');
});

test('where fewer are listed than there are, a page says so', () => {
  assert.equal(rangeText(0, 10, '25000', '10000'), '1 to 10 of the first 10,000 of 25,000');
  assert.equal(rangeText(9999, 1, '25000', '10000'), '10,000 of the first 10,000 of 25,000');
  assert.equal(rangeText(0, 10, '40', '40'), '1 to 10 of 40');
});

test("a count's progress says what it searched, and no bound", () => {
  assert.equal(countingText({ phase: 'search', bound: 78, nodes: 99_612_345 }, 8_123), 'Counting: 99.6 M positions searched in 8.1 s');
  assert.match(countingText({ phase: 'build', fraction: 0.5 }, 300), /^Building the pattern databases/);
});
