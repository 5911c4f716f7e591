// The page's Fifteen sharing a search among Web Workers: the two 80-move boards solved
// from the page (Solve, default databases), with one worker and with one helper per core
// this browser reports. The time is the one the page states ("found in"), from Solve to
// the answer. `npm run bench:workers`; a few minutes.
import { launch, load } from '../tests/e2e/browser.mjs';

/** The 80-move boards, as the page's goal (1 ... 15, blank last) has them: the second of
 * the core's HARDEST, and the first turned half a turn with tile t renamed 16 - t. */
const korfHardest = [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0];
const boards = [korfHardest.map((_, i) => korfHardest[15 - i]).map((t) => (t === 0 ? 0 : 16 - t)), [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1]].map(
  (cells) => cells.map((t) => (t === 0 ? 'x' : String(t))).join(' '),
);

const browser = await launch();
try {
  const { page: probe } = await browser.open();
  const cores = await probe.evaluate(() => navigator.hardwareConcurrency);
  await probe.close();
  const counts = [...new Set([1, Math.min(cores, 8)])];
  console.log(`The Fifteen's 80-move boards in the page (chromium reports ${cores} cores):`);
  for (const [i, board] of boards.entries()) {
    for (const count of counts) {
      const { page } = await browser.open('#fifteen', {
        prepare: (page) => page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => c }), count),
      });
      await load(page, board);
      await page.click('#solve');
      await page.waitForSelector('#solver-status:text-matches("^Optimal|^No solution")', { timeout: 600_000 });
      const status = await page.textContent('#solver-status');
      const [, length, time, unit, nodes] = /^Optimal: (\d+) moves .*found in ([\d.]+) (m?s), ([\d,]+) positions/.exec(status) ?? [];
      const seconds = unit === 'ms' ? Number(time) / 1000 : Number(time);
      console.log(`  board ${i + 1}, ${count} worker${count > 1 ? 's' : ''}: ${seconds.toFixed(1)} s, ${nodes} positions, length ${length}`);
      if (length !== '80') process.exitCode = 1;
      await page.close();
    }
  }
} finally {
  await browser.close();
}
