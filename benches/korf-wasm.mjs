// Korf's 100 Fifteen instances through the wasm build in headless chromium: the pattern
// database build, then every instance solved, with lengths checked against the published
// ones; then two cold visits of the page's Fifteen board (fresh profiles, so the worker
// builds the databases) timed from opening the board to the optimal solution of a
// shuffled position. Long (tens of seconds), so it is `npm run bench:korf`, not part of
// `npm test`.
import { readFile } from 'node:fs/promises';
import { launch } from '../tests/e2e/browser.mjs';

const rows = (await readFile(new URL('../tests/data/korf100.txt', import.meta.url), 'utf8'))
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/).map(Number));
const instances = rows.map(([id, length, , ...tiles]) => ({ id, length, tiles }));

const browser = await launch({ development: true });
try {
  const { page } = await browser.open();
  const figures = await page.evaluate(async (instances) => {
    const { default: init, Puzzle } = await import('/www/pkg/puzzle_core.js');
    const wasm = await init();
    const fifteen = new Puzzle('fifteen');
    const goal = Array.from({ length: 16 }, (_, i) => i);
    let started = performance.now();
    fifteen.prepare(goal, () => {});
    const build = performance.now() - started;
    const solved = [];
    started = performance.now();
    for (const { id, tiles } of instances) {
      const t = performance.now();
      const answer = fifteen.solveReporting(tiles, goal, () => {});
      solved.push({ id, length: answer.moves.length, nodes: answer.nodes, ms: performance.now() - t });
    }
    const search = performance.now() - started;
    // a warm page: random positions toward the playground's goal
    const randomMs = [];
    for (let seed = 1; seed <= 20; seed++) {
      const board = fifteen.scramble(seed);
      const t = performance.now();
      fifteen.solve(board);
      randomMs.push(performance.now() - t);
    }
    randomMs.sort((a, b) => a - b);
    return { build, search, solved, randomMs, memory: wasm.memory.buffer.byteLength };
  }, instances);
  const wrong = figures.solved.filter((s, i) => s.length !== instances[i].length);
  const nodes = figures.solved.reduce((n, s) => n + s.nodes, 0);
  const slowest = figures.solved.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`Korf's 100 in headless chromium (wasm):`);
  console.log(`  pattern databases built in ${(figures.build / 1000).toFixed(2)} s`);
  console.log(`  search: ${(figures.search / 1000).toFixed(2)} s for all 100, ${nodes.toLocaleString('en')} nodes, ` +
    `${(nodes / figures.search / 1000).toFixed(1)} M nodes/s; slowest #${slowest.id} ${(slowest.ms / 1000).toFixed(2)} s`);
  console.log(`  lengths equal to the published ones: ${100 - wrong.length} of 100`);
  const ms = figures.randomMs;
  console.log(`  20 random positions to 1..15 x, warm: median ${ms[10].toFixed(0)} ms, slowest ${ms[19].toFixed(0)} ms`);
  console.log(`  wasm memory after build and search: ${(figures.memory / 2 ** 20).toFixed(0)} MiB`);

  // cold visits: open the board, shuffle, solve; the build runs in the worker meanwhile
  const cold = [];
  for (let visit = 0; visit < 2; visit++) {
    const context = await browser.browser.newContext();
    const started = Date.now();
    const { page } = await browser.open('#fifteen', { context });
    await page.click('#shuffle');
    await page.click('#solve');
    await page.waitForSelector('#solver-status:text-matches("^Optimal")', { timeout: 120_000 });
    cold.push((Date.now() - started) / 1000);
    await context.close();
  }
  console.log(`  cold visits, opening the board to the first optimal solution: ${cold.map((s) => `${s.toFixed(1)} s`).join(' and ')}`);
  if (wrong.length) {
    console.error(`wrong lengths: ${wrong.map((w) => `#${w.id}`).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
