// Browser tests of the Fifteen: pattern databases built in the worker with progress,
// kept in IndexedDB for the next visit, and optimal solutions played to the goal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { browserForTests, hangWorkers, load, settle, tableIn } from './browser.mjs';

const ARTIFACTS = new URL('./artifacts/', import.meta.url);
const GOAL = '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0';
const browser = browserForTests();
/** The line of the default databases of the page's goal. */
const DEFAULT = '#tables li[data-family="fifteen-databases-0"]';

/** Records every text the tables' lines show, from the page's start (the build takes a
 * few seconds). */
function recordStatuses(page) {
  return page.addInitScript(() => {
    window.statuses = [];
    // the tables' list comes with the page's features: every change of the page is looked at
    addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        const status = document.getElementById('tables')?.textContent;
        if (status !== undefined && status !== window.statuses.at(-1)) window.statuses.push(status);
      }).observe(document.body, { childList: true, characterData: true, subtree: true });
    });
  });
}

test('Fifteen: refused at once when unsolvable; a shuffle solved and played; kept for the next visit', async () => {
  const context = await browser.browser.newContext();
  // what an older version kept, and another class of goals' databases, stored before the
  // page first runs: the build must replace the first and keep the second
  const seeding = await context.newPage();
  await seeding.goto(`${browser.url}icons/icon.svg`);
  await seeding.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('puzzle-playground', 2);
        request.onupgradeneeded = () => request.result.createObjectStore('prepared');
        request.onsuccess = () => {
          const transaction = request.result.transaction('prepared', 'readwrite');
          const old = { version: 1, bytes: new Uint8Array(8) };
          transaction.objectStore('prepared').put(old, 'fifteen-databases-0');
          transaction.objectStore('prepared').put({ version: 3, bytes: new Uint8Array(8) }, 'fifteen-databases-9');
          transaction.oncomplete = () => {
            request.result.close();
            resolve();
          };
        };
      }),
  );
  await seeding.close();
  const { page, errors } = await browser.open('#fifteen', { context, prepare: recordStatuses });
  assert.equal(await page.locator('#board .tile:not(.gap)').count(), 15);
  assert.equal(await page.isVisible('#tool-tab-distances'), false, 'no chart of distances: they take a search');

  // the databases are prepared as soon as the board is shown (a few seconds)
  await page.waitForFunction(() => window.statuses.some((text) => text.startsWith('Building the pattern databases (7-6-2)')));
  await load(page, '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 x');
  // said as soon as the position is shown, before any Solve
  assert.match(await page.textContent('#solver-status'), /^No solution: the inversions plus the blank's row is even here but odd in the goal/);
  assert.equal(await page.textContent('#distance'), 'cannot reach the goal');
  await page.click('#solve');
  await page.waitForSelector('#solver-status[data-tone="error"]');
  assert.match(await page.textContent('#solver-status'), /^No solution: the inversions plus the blank's row is even here but odd in the goal/);
  // refused at once, whether the build still runs or not
  assert.match(await page.textContent(DEFAULT), /^(Building|Ready: the pattern databases)/);

  await page.click('#shuffle');
  await settle(page);
  await page.click('#solve');
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 120_000 });
  assert.equal(await page.getAttribute('#board', 'data-cells'), GOAL);
  // the solve may have come from the interim tables while the build ran
  await tableIn(page, 'fifteen-databases-0', 'ready', { timeout: 120_000 });
  assert.match(await page.textContent(DEFAULT), /^Ready: the pattern databases \(7-6-2\), for every position of this goal \(built in [\d.]+ s\)\.$/);
  const building = (await page.evaluate(() => window.statuses)).filter((text) => text.startsWith('Building'));
  assert.ok(building.length > 1, 'the build reports its progress');
  const status = await page.textContent('#solver-status');
  assert.match(status, /^Optimal: \d+ moves, found in (under 0\.1 ms|[\d.]+ m?s), [\d,]+ positions searched( on \d+ workers)?\.$/);
  const moves = Number(/^Optimal: (\d+)/.exec(status)[1]);
  assert.equal(await page.locator('#move-list li').count(), moves);
  assert.equal(await page.textContent('#player-position'), `Move ${moves} of ${moves}`);
  assert.equal(await page.textContent('#move-count'), '0', "the solver's moves are not the player's");
  const kept = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('puzzle-playground');
        request.onsuccess = () => {
          const store = request.result.transaction('prepared').objectStore('prepared');
          const keys = store.getAllKeys();
          const records = store.getAll();
          records.onsuccess = () => resolve(keys.result.map((key, i) => [key, records.result[i].version, records.result[i].bytes.length]));
        };
      }),
  );
  assert.deepEqual(
    kept.map(([key, version]) => [key, version]),
    [
      ['fifteen-databases-0', 4],
      ['fifteen-databases-9', 3],
    ],
  );
  assert.ok(kept[0][2] > 1_500_000, `the databases are kept whole (${kept[0][2]} bytes)`);
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL('fifteen.png', ARTIFACTS).pathname, fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();

  // a second visit loads the kept databases instead of building them, and refuses the
  // default tables stored as the stronger ones: dropped, and the stronger ones offered
  await page.close().catch(() => {});
  const copying = await context.newPage();
  await copying.goto(`${browser.url}icons/icon.svg`);
  await copying.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('puzzle-playground', 2);
        request.onsuccess = () => {
          const store = request.result.transaction('prepared', 'readwrite').objectStore('prepared');
          const read = store.get('fifteen-databases-0');
          read.onsuccess = () => {
            store.put(read.result, 'fifteen-databases-strong').onsuccess = () => resolve();
          };
        };
      }),
  );
  await copying.close();
  const again = await browser.open('#fifteen', { context });
  await tableIn(again.page, 'fifteen-databases-0', 'ready');
  assert.equal(await again.page.textContent(DEFAULT), 'Ready: the pattern databases (7-6-2), for every position of this goal (loaded from this browser).');
  await tableIn(again.page, 'fifteen-databases-strong', 'absent');
  assert.match(await again.page.textContent('#tables li[data-family="fifteen-databases-strong"]'), /^Optional: the stronger pattern databases \(7-8\)/);
  await load(again.page, '1 2 3 4 5 6 7 8 9 10 11 12 x 13 14 15');
  await again.page.click('#solve');
  await again.page.waitForSelector('#board[data-solved="true"]', { timeout: 60_000 });
  assert.deepEqual(await again.page.locator('#move-list li').allTextContents(), ['r', 'r', 'r']);
  await context.close();
});

/**
 * A board of Korf's (his goal has the blank first) turned half a turn with tile t renamed
 * 16 - t: a board of the same distance from the page's goal, in the form's words.
 * @param {number[]} korf
 */
function toPlayground(korf) {
  return korf
    .map((_, i) => korf[15 - i])
    .map((t) => (t === 0 ? 'x' : String(16 - t)))
    .join(' ');
}

/** Korf's instance 60: 66 moves, a search of hundreds of thousands of positions. */
const INSTANCE_60 = toPlayground([11, 14, 13, 1, 2, 3, 12, 4, 15, 7, 9, 5, 10, 6, 8, 0]);
/** Korf's instance 12: 45 moves, a search of a few thousand positions on any tables. */
/** One of the 17 positions that need 80 moves (tests/data/eighty.txt): the one the default
 * tables search the fewest positions for, still tens of millions, so shared by workers. */
const EIGHTY = 'x 12 14 13 15 11 9 10 8 3 6 2 4 7 5 1';
const INSTANCE_12 = toPlayground([14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15]);

test('Fifteen: while the default tables build, Solve answers from the interim ones', async () => {
  // the puzzle's worker never finishes its build: the answer can only come from the
  // worker of the interim tables
  const { page, errors } = await browser.open('#fifteen', { prepare: (page) => hangWorkers(page, "(data) => data.op === 'table'") });
  await load(page, INSTANCE_12);
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-matches("^Optimal")', { timeout: 120_000 });
  assert.match(await page.textContent('#solver-status'), /^Optimal: 45 moves, found in /);
  assert.equal(await page.locator('#move-list li').count(), 45);
  assert.doesNotMatch(await page.textContent(DEFAULT), /^Ready/);
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 120_000 });
  assert.equal(await page.getAttribute('#board', 'data-cells'), GOAL);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Says `cores` for the browser's count of cores, and records every progress line. */
function cores(count) {
  return (page) =>
    page.addInitScript((count) => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => count });
      window.said = [];
      addEventListener('DOMContentLoaded', () => {
        new MutationObserver(() => {
          const progress = document.getElementById('search-progress')?.textContent;
          if (progress !== undefined && progress !== window.said.at(-1)) window.said.push(progress);
        }).observe(document.body, { childList: true, characterData: true, subtree: true });
      });
    }, count);
}

test('Fifteen: interim tables that have not answered give way to the default ones; Cancel leaves the build', async () => {
  // the interim tables' worker never answers: the default tables' build must take over
  const prepare = async (/** @type {import('playwright-core').Page} */ page) => {
    await hangWorkers(page, "(data) => data.op === 'solveInterim'");
    await recordStatuses(page);
  };
  const { page, errors } = await browser.open('#fifteen', { prepare });
  await load(page, INSTANCE_12);
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-matches("^Optimal")', { timeout: 120_000 });
  assert.match(await page.textContent('#solver-status'), /^Optimal: 45 moves, found in /);
  assert.match(await page.textContent(DEFAULT), /^Ready: the pattern databases \(7-6-2\)/);
  assert.deepEqual(errors, []);
  await page.close();

  // Cancel ends the interim search alone: the build goes on, and is not started again
  const again = await browser.open('#fifteen', { prepare });
  await load(again.page, INSTANCE_12);
  await again.page.waitForFunction(() => window.statuses.some((text) => text.startsWith('Building')));
  await again.page.click('#solve');
  await again.page.click('#cancel');
  await again.page.waitForSelector('#solver-status:text("Cancelled.")');
  await tableIn(again.page, 'fifteen-databases-0', 'ready', { timeout: 120_000 });
  const statuses = await again.page.evaluate(() => window.statuses);
  const building = statuses.findIndex((text) => text.startsWith('Building'));
  // ended with the search, the build would say it stopped, then start again from nothing
  const after = statuses.slice(building).filter((text) => !/^(Building|Ready)/.test(text));
  assert.deepEqual(after, [], 'the build went on');
  assert.deepEqual(again.errors, []);
  await again.page.close();
});

test('Fifteen: interim tables out of time leave the wait to the build, its progress shown', async () => {
  // every interim search stops at once, as one that ran out of time does
  const prepare = async (/** @type {import('playwright-core').Page} */ page) => {
    await page.route('**/assets/worker-*.js', async (route) => {
      const response = await route.fetch();
      const body = `${await response.text()}
const answer = self.onmessage;
self.onmessage = (event) => {
  const { id, op } = event.data;
  if (op === 'solveInterim') self.postMessage({ id, ok: true, result: { unsolvable: true, why: 'stopped', reason: 'stopped', micros: 0 } });
  else answer(event);
};`;
      await route.fulfill({ response, body });
    });
    await cores(1)(page);
  };
  const { page, errors } = await browser.open('#fifteen', { prepare });
  await load(page, INSTANCE_12);
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-matches("^Optimal")', { timeout: 120_000 });
  assert.match(await page.textContent('#solver-status'), /^Optimal: 45 moves, found in /);
  const said = await page.evaluate(() => window.said);
  assert.ok(
    said.some((text) => /^Building the pattern databases \(7-6-2\) \(once; this browser keeps them\): \d+%, [\d.]+ s$/.test(text)),
    said.join('\n'),
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('Fifteen: a search shared by three workers gives the solution one worker gives', async () => {
  /** @type {string[]} */
  const answers = [];
  for (const count of [3, 1]) {
    const { page, errors } = await browser.open('#fifteen', { prepare: cores(count) });
    // shared by the workers once the default tables are ready (before, the interim ones answer)
    await tableIn(page, 'fifteen-databases-0', 'ready', { timeout: 120_000 });
    await load(page, EIGHTY);
    await page.click('#solve');
    // the answer, without waiting for its playback
    await page.waitForSelector('#solver-status:text-matches("^Optimal")', { timeout: 120_000 });
    const status = await page.textContent('#solver-status');
    assert.match(status, /^Optimal: 80 moves, found in /, `${count} workers`);
    // the answer says the workers that shared it
    if (count > 1) assert.match(status, /positions searched on 3 workers\.$/);
    else assert.doesNotMatch(status, /workers/);
    answers.push((await page.locator('#move-list li').allTextContents()).join(''));
    const said = await page.evaluate(() => window.said.join('\n'));
    if (count > 1) assert.match(said, /Searching on 3 workers: the solution has at least \d+ moves/);
    else assert.doesNotMatch(said, /workers/);
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.equal(answers[0].length, 80);
  assert.equal(answers[0], answers[1]);
});

test('Fifteen: Cancel of a shared search keeps the tables of the idle puzzle worker', async () => {
  const prepare = async (/** @type {import('playwright-core').Page} */ page) => {
    await cores(2)(page);
    await recordStatuses(page);
  };
  const { page, errors } = await browser.open('#fifteen', { prepare });
  await tableIn(page, 'fifteen-databases-0', 'ready', { timeout: 120_000 });
  // an 80-move board: seconds of search on two workers
  await load(page, 'x 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1');
  await page.click('#solve');
  // the helpers search the runs its worker planned
  await page.waitForFunction(() => window.said.some((text) => text.startsWith('Searching on 2 workers')), null, { timeout: 60_000 });
  const before = await page.evaluate(() => window.statuses.length);
  await page.click('#cancel');
  await page.waitForSelector('#solver-status:text("Cancelled.")');
  await load(page, INSTANCE_60);
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-matches("^Optimal")', { timeout: 120_000 });
  assert.match(await page.textContent('#solver-status'), /^Optimal: 66 moves, found in /);
  // ended, the puzzle's worker would have taken its tables from the cache again
  const after = await page.evaluate((from) => window.statuses.slice(from), before);
  assert.deepEqual(
    after.filter((text) => !text.startsWith('Ready')),
    [],
  );
  assert.match(await page.textContent(DEFAULT), /^Ready: the pattern databases \(7-6-2\)/);
  assert.deepEqual(errors, []);
  await page.close();
});
