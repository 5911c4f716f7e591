// The player's kept solves: a solve by hand is kept and replayed at its own pace beside
// the optimal solution; figures by the WCA rule from kept times worked by hand; export,
// clear, import and a bad file; a corrupt store reported with the rest kept; axe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { browserForTests, cells, load, seriousViolations, settle, openTool } from './browser.mjs';

const browser = browserForTests();

/** A kept solve of the Eight at any level, `millis` long, days before this visit. */
function kept(millis, day) {
  return {
    puzzle: 'eight',
    level: 'any',
    date: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    millis,
    moves: 2,
    mtm: 1,
    optimal: 2,
    helped: false,
    start: '1 2 3 4 5 6 x 7 8',
    goal: '1 2 3 4 5 6 7 8 x',
    path: ['r', 'r'],
    gaps: [0, 400],
  };
}
const TIMES = [10_000, 11_000, 12_000, 13_000, 20_000, 9_000];
const STORE = JSON.stringify({ version: 1, solves: [...TIMES.map((millis, i) => kept(millis, i + 1)), { ...kept(5_000, 9), moves: 'two' }] });

/** How many solves this browser keeps (read in the page). */
const keptCount = () =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open('puzzle-playground-solves');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const counted = request.result.transaction('solves').objectStore('solves').count();
      counted.onsuccess = () => {
        request.result.close();
        resolve(counted.result);
      };
    };
  });

/** The figures table as its rows read. */
const figures = (page) => page.$$eval('#stats-rows tr', (rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent).join(' ')));

test('a solve by hand is kept, and replayed at its own pace beside the optimal solution', async () => {
  const { page, errors } = await browser.open();
  await load(page, '1 2 3 4 5 6 x 7 8');
  await page.waitForSelector('#distance:has-text("2")');
  await openTool(page, 'stats');
  assert.equal(await page.textContent('#stats-summary'), 'No solves yet from positions you set: solve one and its time, moves and replay are kept here.');
  await page.click('#board .tile[data-tile="7"]');
  await page.click('#board .tile[data-tile="8"]');
  await page.waitForSelector('#result:not([hidden])');
  // a position not shuffled is kept to replay, out of the times
  assert.equal(
    await page.textContent('#stats-summary'),
    'One solve from positions you set, made this visit. It is kept to replay; times and averages count shuffled positions only.',
  );
  assert.equal(await page.isVisible('#stats-figures'), false);
  await page.click('#stats-solves summary');
  assert.match(await page.textContent('#stats-list li span'), /^\d+\.\d\d · 2\smoves\s\(1\sMTM\) · optimal\s2 · \d+\.\d\d\smoves\/s$/);
  // the replay starts from the solve's start and ends at its goal; the keyboard's place
  // stays on its button
  await page.focus('#stats-list button[data-action="Replay"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#player:not([hidden])');
  assert.match(await page.textContent('#solver-status'), /^Your solve of .+, 2 moves in \d+\.\d\d s, replayed at its own pace\.$/);
  await page.waitForFunction(() => document.getElementById('player-position')?.textContent === 'Move 2 of 2');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'Replay');
  await openTool(page, 'optimal');
  await page.waitForSelector('#optimal-range:text-is("The list waits while a solve of yours is replayed.")');
  assert.equal(await page.locator('#optimal-list li').count(), 0, "a replay is not one of the position's shortest solutions");
  await page.click('#player-last');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  // beside it, the optimal solution from the same start
  await openTool(page, 'stats');
  await page.click('#stats-list button[data-action="Optimal"]');
  await page.waitForSelector('#move-list li:nth-child(2)');
  assert.deepEqual(await page.$$eval('#move-list button', (buttons) => buttons.map((b) => b.textContent)), ['r', 'r']);
  assert.match(await page.textContent('#stats-summary'), /^One solve from positions you set/, 'a replay is not a new solve');
  assert.deepEqual(errors, []);
  await page.close();
});

test('figures by the WCA rule, export, clear, import, and a corrupt store kept in part', async () => {
  const { page, errors } = await browser.open('#eight', {
    prepare: (page) => page.addInitScript((store) => localStorage.setItem('puzzle-playground:solves', store), STORE),
  });
  // the seventh solve is not one: reported, the six kept
  await openTool(page, 'stats');
  assert.equal(await page.textContent('#stats-message'), 'One kept solve could not be read: set aside in this browser, the rest kept.');
  assert.equal(
    await page.textContent('#stats-summary'),
    '6 solves shuffled at any level, none this visit. Without help, on average 2.0 moves (1.0 MTM), 0.16 moves/s, efficiency 100%.',
  );
  // 10 11 12 13 20 9 s: means of 3 11, 12, 15, 14; averages of 5 (best and worst
  // dropped) 12 and 12; none this visit
  assert.deepEqual(await figures(page), ['Single 9.00 – 9.00', 'Mean of 3 14.00 – 11.00', 'Average of 5 12.00 – 12.00']);
  assert.equal(await page.locator('#stats-plot circle.time').count(), 6);
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    assert.deepEqual(await seriousViolations(page, '#stats-card'), [], colorScheme);
  }
  // exported as JSON: the six solves
  const [json] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export-json')]);
  const text = await readFile(await json.path(), 'utf8');
  assert.deepEqual(
    JSON.parse(text).solves.map((solve) => solve.millis),
    TIMES,
  );
  assert.match(json.suggestedFilename(), /^puzzle-solves-\d{4}-\d\d-\d\d\.json$/);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export-csv')]);
  const rows = (await readFile(await csv.path(), 'utf8')).split('\n');
  assert.equal(rows[0], 'puzzle,level,date,millis,moves,mtm,optimal,helped,start,goal,path,gaps');
  assert.equal(rows[1], 'eight,any,2026-11-01T10:00:00.000Z,10000,2,1,2,false,1 2 3 4 5 6 x 7 8,1 2 3 4 5 6 7 8 x,r r,0 400');
  // cleared once confirmed, by keyboard
  await page.focus('#stats-clear');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#stats-confirm:not([hidden])');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'stats-clear-no');
  assert.equal(await page.textContent('#stats-confirm-text'), 'Clear all 6 kept solves, of every puzzle? Export them first to keep a copy.');
  await page.click('#stats-clear-yes');
  await page.waitForSelector('#stats-message:text-is("All 6 kept solves were cleared.")');
  assert.equal(await page.isVisible('#stats-figures'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'stats-import');
  // a bad file is refused, naming its line and field; the export imports whole
  await page.setInputFiles('#stats-file', { name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`${rows[0]}\n${rows[1].replace('10000', 'ten')}\n`) });
  await page.waitForSelector('#stats-message[data-tone="error"]');
  assert.equal(await page.textContent('#stats-message'), 'bad.csv was not imported. Line 2 of the file: millis "ten" is not a whole number from 0.');
  // a solve whose moves do not play is refused, and so is an empty file
  const unplayable = JSON.stringify({ version: 1, solves: [{ ...kept(4_000, 1), path: ['r', 'd'] }] });
  await page.setInputFiles('#stats-file', { name: 'odd.json', mimeType: 'application/json', buffer: Buffer.from(unplayable) });
  await page.waitForSelector('#stats-message:has-text("odd.json")');
  assert.match(await page.textContent('#stats-message'), /^odd\.json was not imported\. Solve 1 of the file does not play: .*move 2.*\.$/);
  await page.setInputFiles('#stats-file', { name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await page.waitForSelector('#stats-message:text-is("empty.csv was not imported. The file is empty.")');
  await page.setInputFiles('#stats-file', { name: 'solves.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForSelector('#stats-message:text-is("6 solves imported from solves.json.")');
  assert.deepEqual(await figures(page), ['Single 9.00 – 9.00', 'Mean of 3 14.00 – 11.00', 'Average of 5 12.00 – 12.00']);
  // kept in the browser's storage for the next visit, and no longer where an earlier version kept them
  assert.equal(await page.evaluate(keptCount), 6);
  assert.equal(await page.evaluate(() => localStorage.getItem('puzzle-playground:solves')), null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a new visit shows the solves of the level chosen for shuffles, which it keeps', async () => {
  const context = await browser.browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript((store) => localStorage.setItem('puzzle-playground:solves', store), STORE.replace(/"any"/g, '"easy"'));
  const first = await browser.open('#eight', { context });
  await first.page.selectOption('#level', 'easy');
  await first.page.click('#shuffle');
  await openTool(first.page, 'stats');
  await first.page.waitForSelector('#stats-summary:has-text("shuffled at level easy")');
  // a reload opens the board the address holds: the level's solves still show
  assert.match(await first.page.evaluate(() => location.hash), /^#eight\?board=/);
  await first.page.reload();
  await first.page.waitForSelector('body[data-ready="true"]');
  await openTool(first.page, 'stats');
  await first.page.waitForSelector('#stats-summary:has-text("6 solves shuffled at level easy")');
  await first.page.close();
  // the position this browser kept opens the next visit: not one set by hand
  const again = await browser.open('#eight', { context });
  assert.equal(await again.page.inputValue('#level'), 'easy');
  await openTool(again.page, 'stats');
  assert.match(await again.page.textContent('#stats-summary'), /^6 solves shuffled at level easy, none this visit\./);
  assert.deepEqual([...first.errors, ...again.errors], []);
  await context.close();
});

test("three tabs solving at once keep every solve, and each shows the others' ", async () => {
  const context = await browser.browser.newContext({ serviceWorkers: 'block' });
  const tabs = [];
  for (let i = 0; i < 3; i++) {
    const tab = await browser.open('#eight', { context });
    await load(tab.page, '1 2 3 4 5 6 7 x 8');
    await openTool(tab.page, 'stats');
    tabs.push(tab);
  }
  // together: each tab's one-move solve at the same moment
  await Promise.all(tabs.map(({ page }) => page.click('#board .tile[data-tile="8"]')));
  for (const { page } of tabs) await page.waitForSelector('#stats-summary:has-text("3 solves from positions you set")');
  // and apart: one more in the first tab, heard by the two others
  await load(tabs[0].page, '1 2 3 4 5 6 7 x 8');
  await tabs[0].page.click('#board .tile[data-tile="8"]');
  for (const { page } of tabs) await page.waitForSelector('#stats-summary:has-text("4 solves from positions you set")');
  assert.equal(await tabs[2].page.evaluate(keptCount), 4);
  // a fourth tab opened later reads them all
  const later = await browser.open('#eight', { context });
  await load(later.page, '1 2 3 4 5 6 7 x 8');
  await openTool(later.page, 'stats');
  await later.page.waitForSelector('#stats-summary:has-text("4 solves from positions you set")');
  assert.deepEqual(
    [...tabs, later].flatMap(({ errors }) => errors),
    [],
  );
  await context.close();
});

test('an import of many solves keeps the new ones once, and says so', async () => {
  const { page, errors } = await browser.open('#eight');
  await openTool(page, 'stats');
  const header = 'puzzle,level,date,millis,moves,mtm,optimal,helped,start,goal,path,gaps';
  // 5,000 solves, each twice, the second half of them in the file twice over
  const row = (i) => `eight,any,2026-11-01T10:00:00.000Z,${10_000 + i},2,1,2,false,1 2 3 4 5 6 x 7 8,1 2 3 4 5 6 7 8 x,r r,0 400`;
  const rows = Array.from({ length: 5_000 }, (_, i) => row(i));
  const file = [header, ...rows, ...rows.slice(2_500)].join('\n');
  await page.setInputFiles('#stats-file', { name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.waitForSelector('#stats-message:text-is("5,000 solves imported from many.csv (2,500 were there already).")', { timeout: 60_000 });
  assert.equal(await page.evaluate(keptCount), 5_000);
  await page.setInputFiles('#stats-file', { name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.waitForSelector('#stats-message:text-is("No new solves in many.csv: all 7,500 were kept already.")', { timeout: 60_000 });
  // a level the puzzle does not have is refused: no list would ever show its solve
  await page.setInputFiles('#stats-file', { name: 'odd.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${row(0).replace(',any,', ',zzzz,')}\n`) });
  await page.waitForSelector('#stats-message:text-is("odd.csv was not imported. Solve 1 of the file is at level zzzz, which eight does not have.")');
  assert.deepEqual(errors, []);
  await page.close();
});

test('where this browser keeps nothing, the solves of the visit show and the tool says so', async () => {
  const { page, errors } = await browser.open('#eight', {
    prepare: (page) =>
      page.addInitScript(() => {
        indexedDB.open = () => {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        };
      }),
  });
  await load(page, '1 2 3 4 5 6 7 x 8');
  await openTool(page, 'stats');
  assert.equal(
    await page.textContent('#stats-message'),
    'This browser keeps no solves here (its storage is turned off): the solves of this visit show, and are gone when it ends. Export them to keep them.',
  );
  await page.click('#board .tile[data-tile="8"]');
  await page.waitForSelector(
    '#stats-message:text-is("This browser would not keep the solve: its storage is full or turned off. Export your solves to keep them.")',
  );
  assert.match(await page.textContent('#stats-summary'), /^One solve from positions you set, made this visit\./);
  assert.deepEqual(errors, []);
  await page.close();
});
