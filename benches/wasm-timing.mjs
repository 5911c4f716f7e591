// Times the wasm build in headless chromium: the first Eight table (a cold solve),
// then 1000 solves of random boards, then Eight II's nine goal tables.
// Run with `npm run bench` (which builds the wasm first) or `node benches/wasm-timing.mjs`.
import { launch } from '../tests/e2e/browser.mjs';

const SOLVES = 1000;

const browser = await launch();
try {
  const { page } = await browser.open();
  const figures = await page.evaluate(async (solves) => {
    const { default: init, Puzzle } = await import('/www/pkg/puzzle_core.js');
    await init();
    const eight = new Puzzle('eight');
    const boards = Array.from({ length: solves }, (_, seed) => eight.scramble(seed));
    let started = performance.now();
    eight.solve(boards[0]);
    const firstTable = performance.now() - started;
    started = performance.now();
    let moves = 0;
    for (const board of boards) moves += eight.solve(board).moves.length;
    const solveAll = performance.now() - started;
    const eight2 = new Puzzle('eight2');
    started = performance.now();
    for (let blank = 0; blank < 9; blank++) {
      const goal = [1, 2, 3, 4, 5, 6, 7, 8];
      goal.splice(blank, 0, 0);
      eight2.solve(eight2.scramble(blank, goal), goal);
    }
    const nineTables = performance.now() - started;
    return { firstTable, solveAll, meanMoves: moves / solves, nineTables };
  }, SOLVES);
  console.log(`wasm in headless chromium (${SOLVES} random Eight boards):`);
  console.log(`  first Eight table + first solve: ${figures.firstTable.toFixed(1)} ms`);
  console.log(`  ${SOLVES} solves after that:        ${figures.solveAll.toFixed(1)} ms ` +
    `(${(figures.solveAll / SOLVES * 1000).toFixed(1)} µs each, mean ${figures.meanMoves.toFixed(2)} moves)`);
  console.log(`  Eight II, all 9 goal tables:     ${figures.nineTables.toFixed(1)} ms`);
} finally {
  await browser.close();
}
