// Times the wasm build in headless chromium: the first Eight table (a cold solve), then
// 1000 solves of random boards, Eight II's nine goal tables, Nine's table with its hardest
// board, S-Dao's deepest and impossible instances, and Dao's tablebase with the answers
// the page asks for per move; then sliding boards of any size, the same boards and
// workloads as the `slide` group of benches/solvers.rs (the median of 3 runs each).
// Run with `npm run bench` (which builds the wasm first) or `node benches/wasm-timing.mjs`.
import { launch } from '../tests/e2e/browser.mjs';

const SOLVES = 1000;

const browser = await launch({ development: true });
try {
  const { page } = await browser.open();
  const figures = await page.evaluate(async (solves) => {
    const { default: init, Puzzle } = await import('/www/pkg/puzzle_core.js');
    await init();
    const eight = new Puzzle('eight');
    const boards = Array.from({ length: solves }, (_, seed) => eight.scramble(seed, undefined, undefined));
    let started = performance.now();
    eight.solve(boards[0], undefined, undefined);
    const firstTable = performance.now() - started;
    started = performance.now();
    let moves = 0;
    for (const board of boards) moves += eight.solve(board, undefined, undefined).moves.length;
    const solveAll = performance.now() - started;
    const eight2 = new Puzzle('eight2');
    started = performance.now();
    for (let blank = 0; blank < 9; blank++) {
      const goal = [1, 2, 3, 4, 5, 6, 7, 8];
      goal.splice(blank, 0, 0);
      eight2.solve(eight2.scramble(blank, goal, undefined), goal, undefined);
    }
    const nineTables = performance.now() - started;

    const nine = new Puzzle('nine');
    started = performance.now();
    const hardest = nine.solve([2, 7, 0, 3, 4, 5, 8, 1, 6], undefined, undefined);
    const nineFirst = performance.now() - started;

    const sdao = new Puzzle('sdao');
    const board = (rows) => sdao.parse(rows.join('\n'));
    const cases = [
      ['13 moves', board(['bbb*', '**b*', '*ww*', '*w*w']), board(['w*w*', '*w*w', 'b*b*', '*b*b'])],
      ['13 moves', board(['bbww', 'bbww', '****', '****']), board(['wwbb', '*w*b', '**w*', '***b'])],
      ['impossible', board(['wwww', 'bbbb', '****', '****']), board(['w**b', '*wb*', '*bw*', 'b**w'])],
    ];
    const sdaoRuns = cases.map(([what, start, goal]) => {
      const t = performance.now();
      const answer = sdao.solve(start, goal, undefined);
      return { what, ms: performance.now() - t, length: answer.unsolvable ? -1 : answer.moves.length };
    });

    // Dao: the tablebase, then what the page asks per move on random positions
    const dao = new Puzzle('dao');
    started = performance.now();
    const [table] = dao.tables(undefined);
    const key = { family: table.family, version: table.version };
    const tablebase = dao.buildTable(key, () => {});
    const daoBuild = performance.now() - started;
    const positions = Array.from({ length: 200 }, (_, seed) => dao.random(seed + 1));
    started = performance.now();
    for (const [i, position] of positions.entries()) {
      dao.value(position);
      dao.moveValues(position);
      dao.computerMove(position, 'perfect', i);
    }
    const daoMoves = (performance.now() - started) / positions.length;
    const other = new Puzzle('dao');
    started = performance.now();
    other.loadTable(key, tablebase);
    const daoLoad = performance.now() - started;
    return {
      firstTable,
      solveAll,
      meanMoves: moves / solves,
      nineTables,
      nineFirst,
      nineLength: hardest.moves.length,
      sdaoRuns,
      daoBuild,
      daoMoves,
      daoLoad,
      daoBytes: tablebase.length,
    };
  }, SOLVES);
  console.log(`wasm in headless chromium (${SOLVES} random Eight boards):`);
  console.log(`  first Eight table + first solve: ${figures.firstTable.toFixed(1)} ms`);
  console.log(
    `  ${SOLVES} solves after that:        ${figures.solveAll.toFixed(1)} ms ` +
      `(${((figures.solveAll / SOLVES) * 1000).toFixed(1)} µs each, mean ${figures.meanMoves.toFixed(2)} moves)`,
  );
  console.log(`  Eight II, all 9 goal tables:     ${figures.nineTables.toFixed(1)} ms`);
  console.log(`  Nine, table + the ${figures.nineLength}-operation board: ${figures.nineFirst.toFixed(1)} ms`);
  for (const run of figures.sdaoRuns) {
    console.log(`  S-Dao, ${run.what} (answer ${run.length}): ${run.ms.toFixed(1)} ms`);
  }
  console.log(
    `  Dao, tablebase build: ${figures.daoBuild.toFixed(1)} ms (${figures.daoBytes.toLocaleString('en')} bytes); ` +
      `loaded from its bytes: ${figures.daoLoad.toFixed(1)} ms`,
  );
  console.log(`  Dao, value + moveValues + computerMove of a position: ${(figures.daoMoves * 1000).toFixed(1)} µs (mean of 200)`);

  const slide = await page.evaluate(async () => {
    const { default: init, Puzzle } = await import('/www/pkg/puzzle_core.js');
    await init();
    const scrambles = (puzzle, count) => Array.from({ length: count }, (_, i) => puzzle.scramble(i + 1, undefined, undefined));
    /** The median time of 3 runs of `work`, in milliseconds. */
    const median = (work) => {
      const times = [0, 1, 2].map(() => {
        const started = performance.now();
        work();
        return performance.now() - started;
      });
      return times.sort((a, b) => a - b)[1];
    };
    // the first report stops the search: the first solution (limitMillis above 0)
    const FIRST = 1e-9;
    const rows = [];
    const boards5x2 = scrambles(new Puzzle('slide-5x2'), 100);
    rows.push([
      '5x2: table and 100 random boards',
      median(() => {
        const puzzle = new Puzzle('slide-5x2');
        for (const board of boards5x2) puzzle.solve(board, undefined, undefined, undefined);
      }),
    ]);
    const first3x5 = scrambles(new Puzzle('slide-3x5'), 1)[0];
    rows.push(['3x5: databases and the first random board', median(() => new Puzzle('slide-3x5').solve(first3x5, undefined, undefined, undefined))]);
    for (const size of ['4x3', '3x5', '5x3', '2x8', '8x2']) {
      const puzzle = new Puzzle(`slide-${size}`);
      const boards = scrambles(puzzle, 20);
      puzzle.solve(boards[0], undefined, undefined, undefined);
      rows.push([
        `${size}: 20 random boards, databases built`,
        median(() => {
          for (const board of boards) puzzle.solve(board, undefined, undefined, undefined);
        }),
      ]);
    }
    rows.push([
      '9x2: pattern databases built',
      median(() => {
        const puzzle = new Puzzle('slide-9x2');
        const [table] = puzzle.tables(undefined);
        puzzle.buildTable({ family: table.family, version: table.version }, () => {});
      }),
    ]);
    for (const side of [5, 7, 10]) {
      const puzzle = new Puzzle(`slide-${side}x${side}`);
      const boards = scrambles(puzzle, 5);
      rows.push([
        `${side}x${side}: first solution of 5 random boards`,
        median(() => {
          for (const board of boards) puzzle.solve(board, undefined, undefined, FIRST);
        }),
      ]);
    }
    return rows;
  });
  console.log('sliding boards, wasm in headless chromium (median of 3 runs):');
  for (const [what, ms] of slide) console.log(`  ${what}: ${ms.toFixed(1)} ms`);
} finally {
  await browser.close();
}
