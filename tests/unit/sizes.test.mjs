// Sliding boards of any size: a size read from a kind's name (a link's), the words for a
// size, and the last size opened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSlideKind, isSlideKind, slideKind, sizeText, formatHelp, rememberSize, recallSize, DEFAULT_SIZE, PRESETS } from '../../www/game/sizes.js';
import { entryFor, entriesOf } from '../../www/puzzles/catalogue.js';
import { rulesOf } from '../../www/puzzles/rules.js';

/** A Storage of a Map's, or one that throws at every call. */
function storage({ broken = false } = {}) {
  const items = new Map();
  const fail = () => {
    throw new Error('storage disabled');
  };
  return /** @type {Storage} */ ({
    getItem: broken ? fail : (key) => items.get(key) ?? null,
    setItem: broken ? fail : (key, value) => items.set(key, String(value)),
  });
}

test('a kind names a sliding board of columns x rows', () => {
  assert.deepEqual(readSlideKind('slide-7x3'), { kind: 'slide-7x3', columns: 7, rows: 3 });
  assert.deepEqual(readSlideKind('slide-10x10'), { kind: 'slide-10x10', columns: 10, rows: 10 });
  assert.deepEqual(readSlideKind('slide-2x2'), { kind: 'slide-2x2', columns: 2, rows: 2 });
  // written otherwise, the same board under the one name the page keeps records under
  assert.deepEqual(readSlideKind('Slide-07X3'), { kind: 'slide-7x3', columns: 7, rows: 3 });
  assert.equal(slideKind(7, 3), 'slide-7x3');
  for (const other of [
    'eight',
    'fifteen',
    'slide',
    'slide-',
    'slide-7',
    'slide-7x',
    'slide-x3',
    'slide-7x3x',
    'slide-7*3',
    'slide-1234567890x3',
    ' slide-7x3',
  ]) {
    assert.equal(readSlideKind(other), null, other);
    assert.equal(isSlideKind(other), false, other);
  }
  assert.equal(isSlideKind('slide-11x3'), true, 'a size out of range is still a size');
  assert.equal(isSlideKind(null), false);
});

test('a size out of range is refused in words, with the nearest size in range', () => {
  assert.deepEqual(readSlideKind('slide-11x3'), {
    kind: 'slide-10x3',
    columns: 10,
    rows: 3,
    problem: 'The link asks for a board of 11 × 3, but a board is 2 to 10 cells across and down: here is the nearest size, 10 × 3.',
  });
  assert.equal(readSlideKind('slide-1x1')?.kind, 'slide-2x2');
  assert.equal(readSlideKind('slide-0x50')?.kind, 'slide-2x10');
  assert.equal(
    readSlideKind('slide-999999999x3')?.problem,
    'The link asks for a board of 999999999 × 3, but a board is 2 to 10 cells across and down: here is the nearest size, 10 × 3.',
    'a huge number is said as it is (nine digits at most: a longer one names no board)',
  );
});

test('a size in words, and the text fields of a size', () => {
  assert.equal(sizeText({ columns: 7, rows: 3 }), '7 × 3');
  assert.equal(formatHelp({ columns: 7, rows: 5 }), '35 tokens row by row (7 x 5), x for the gap');
  assert.equal(formatHelp({ columns: 2, rows: 2 }), '4 tokens row by row (2 x 2), x for the gap');
  assert.deepEqual(
    PRESETS.map(([c, r]) => slideKind(c, r)),
    ['slide-3x3', 'slide-4x4', 'slide-5x5', 'slide-6x6', 'slide-7x7', 'slide-10x10'],
  );
});

test('the picker opens the last size opened, or 5 x 5', () => {
  const kept = storage();
  assert.equal(recallSize(kept), DEFAULT_SIZE);
  assert.equal(DEFAULT_SIZE, 'slide-5x5');
  rememberSize('slide-7x3', kept);
  assert.equal(recallSize(kept), 'slide-7x3');
  kept.setItem('puzzle-playground:size', 'slide-11x3');
  assert.equal(recallSize(kept), DEFAULT_SIZE, 'a size out of range kept by hand is not opened');
  kept.setItem('puzzle-playground:size', 'eight');
  assert.equal(recallSize(kept), DEFAULT_SIZE);
  const broken = storage({ broken: true });
  rememberSize('slide-7x3', broken);
  assert.equal(recallSize(broken), DEFAULT_SIZE, 'storage disabled: the default');
});

test('the catalogue presents every size in range, and the picker one entry for all', () => {
  const entry = entryFor('slide-7x5');
  assert.ok(entry);
  assert.equal(entry.title, 'Sliding 7 × 5');
  assert.equal(entry.formatHelp, '35 tokens row by row (7 x 5), x for the gap');
  assert.equal(entry.tagline, 'Slide the tiles into order: 1 to 34, with the gap last.');
  assert.equal(entry.sized, true);
  assert.equal(entry.sliding, true);
  assert.equal(entry.editableGoal, true);
  assert.equal(entryFor('slide-7x5'), entry, 'made once');
  assert.match(rulesOf('slide-7x5').html, /With 7 columns \(an\s+odd number\)/);
  assert.match(rulesOf('slide-4x6').html, /With 4 columns \(an\s+even number\) the gap's row counts too/);
  assert.match(rulesOf('slide-3x3').html, /at once/);
  assert.match(rulesOf('slide-3x4').html, /solved optimally: Solve finds a shortest solution\s+with pattern databases/);
  assert.equal(entryFor('slide-3x4')?.hintMillis, undefined, 'a hint of 11 to 16 cells is optimal');
  assert.match(rulesOf('slide-4x5').html, /Stop and show/);
  assert.equal(entryFor('slide-4x5')?.hintMillis, 1000);
  for (const missing of ['slide-11x3', 'slide-7X5', 'slide-07x5', 'constructor', 'toString', 'slide']) assert.equal(entryFor(missing), undefined, missing);
  const picker = entriesOf(['eight', 'fifteen', 'slide-5x5', 'dao']);
  assert.deepEqual(
    picker.map(([kind, e]) => [kind, e.pickerTitle ?? e.title]),
    [
      ['eight', 'Eight'],
      ['fifteen', 'Fifteen'],
      ['slide-5x5', 'Any size'],
      ['dao', 'Dao'],
    ],
  );
  assert.throws(() => entriesOf(['eight', 'tetris']), /the catalogue has no entry for the core's puzzle tetris/);
});
