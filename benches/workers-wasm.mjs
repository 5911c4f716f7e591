// The page sharing a search among Web Workers, with one worker and with one per core this
// browser reports: the two 80-move Fifteen positions (Solve, default databases, built in
// each fresh profile before Solve is pressed), the one of the 17 80-move positions the
// search takes longest over, from a cold visit (a fresh profile, the page opened, the
// board loaded and Solved at once: the build inside the time), and
// boards of more than 16 cells (5x5 boards proven optimal with their pattern databases,
// built once in the page). The time is the one the page states ("found in"), from Solve
// to the answer. `npm run bench:workers [fifteen|larger]` (both unless one is named);
// minutes.
import { launch, load } from '../tests/e2e/browser.mjs';

/** The 80-move boards, as the page's goal (1 ... 15, blank last) has them: the second of
 * the core's HARDEST, and the first turned half a turn with tile t renamed 16 - t. */
const korfHardest = [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0];
const FIFTEEN = [korfHardest.map((_, i) => korfHardest[15 - i]).map((t) => (t === 0 ? 0 : 16 - t)), [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1]].map(
  (cells) => cells.map((t) => (t === 0 ? 'x' : String(t))).join(' '),
);

/** Of the 17 positions that need 80 moves (tests/data/eighty.txt, toward the page's goal),
 * the one the default databases search the most boards for (94.3 M natively). */
const SLOWEST = 'x 15 9 13 11 12 10 14 3 7 6 2 4 8 5 1';

/** 5x5 boards toward the page's goal (1 ... 24, blank last), made by random walks of 120
 * moves outside the project (Python's `random`, seeds 103, 107 and 108): 64, 72 and 68
 * moves from it, each proven in 8 to 22 s natively on one thread. */
const LARGER = [
  '6 4 2 5 15 1 11 9 18 3 x 21 12 8 24 7 14 13 10 20 22 16 17 23 19',
  '17 2 10 4 18 7 x 3 5 9 16 22 14 12 24 1 11 8 6 19 21 13 15 20 23',
  '11 6 14 4 18 2 13 17 5 9 8 12 1 3 x 21 16 15 20 10 19 7 22 23 24',
];

const only = process.argv[2];
const browser = await launch();
try {
  const { page: probe } = await browser.open();
  const cores = await probe.evaluate(() => navigator.hardwareConcurrency);
  await probe.close();
  const counts = [...new Set([1, Math.min(cores, 8)])];
  if (only !== 'larger') {
    console.log(`The Fifteen's 80-move boards in the page (chromium reports ${cores} cores):`);
    for (const [i, board] of FIFTEEN.entries()) {
      for (const count of counts) {
        // the tables made ready first: the time is the search's, not a first visit's build
        const solved = await solve(browser, '#fifteen', board, count, { ready: '#tables li[data-family^="fifteen-databases"][data-state="ready"]' });
        console.log(`  board ${i + 1}, ${workers(count)}: ${solved.text}`);
        if (solved.length !== 80) process.exitCode = 1;
      }
    }
    console.log(`The slowest of the 17 80-move boards, from a cold visit (navigation to the answer):`);
    for (const count of counts) {
      const solved = await solve(browser, '#fifteen', SLOWEST, count, { cold: true });
      console.log(`  ${workers(count)}: ${solved.text}`);
      if (solved.length !== 80) process.exitCode = 1;
    }
  }
  if (only !== 'fifteen') {
    console.log(`5x5 boards proven optimal in the page, with their pattern databases (chromium reports ${cores} cores):`);
    const context = await browser.browser.newContext({ serviceWorkers: 'block' });
    const { page } = await browser.open('#slide-5x5', { context });
    const databases = '#tables li[data-family^="slide-patterns-5x5"]';
    await page.waitForSelector(`${databases}[data-state="absent"], ${databases}[data-state="ready"]`, { timeout: 60_000 });
    const started = performance.now();
    await page.click(`${databases} button`);
    await page.waitForSelector(`${databases}[data-state="ready"]`, { timeout: 600_000 });
    console.log(`  databases built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await page.close();
    for (const [i, board] of LARGER.entries()) {
      for (const count of counts) {
        const solved = await solve(browser, '#slide-5x5', board, count, { context, ready: `${databases}[data-state="ready"]` });
        console.log(`  board ${i + 1}, ${workers(count)}: ${solved.text}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}

/** @param {number} count */
function workers(count) {
  return `${count} worker${count > 1 ? 's' : ''}`;
}

/**
 * Solves `board` on the page of `hash`, the browser saying it has `count` cores: the
 * length, and the time and positions in words. `ready` is a selector to wait for first;
 * `cold` times from the page's opening to the answer, where the page's own time starts
 * at Solve.
 * @param {Awaited<ReturnType<typeof launch>>} browser
 * @param {string} hash
 * @param {string} board
 * @param {number} count
 * @param {{ context?: import('playwright-core').BrowserContext, ready?: string, cold?: boolean }} [options]
 */
async function solve(browser, hash, board, count, { context, ready, cold = false } = {}) {
  const opened = performance.now();
  const { page } = await browser.open(hash, {
    context,
    prepare: (page) => page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => c }), count),
  });
  if (ready) await page.waitForSelector(ready, { timeout: 60_000 });
  await load(page, board);
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-matches("^Optimal|^No solution")', { timeout: 1_800_000 });
  const status = await page.textContent('#solver-status');
  const [, length, time, unit, nodes] = /^Optimal: (\d+) moves\b.*found in ([\d.]+) (m?s), ([\d,]+) positions/.exec(status) ?? [];
  const seconds = cold ? (performance.now() - opened) / 1000 : unit === 'ms' ? Number(time) / 1000 : Number(time);
  await page.close();
  return { length: Number(length), text: `${seconds.toFixed(1)} s, ${nodes} positions, length ${length}` };
}
