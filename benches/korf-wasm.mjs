// The Fifteen through the wasm build in headless chromium, against the Vite development
// server: Korf's 100 instances (lengths checked against the published ones) and the two
// 80-move boards, first with the default databases (built in the page), then with the
// strong ones built in the page (their SHA-256 compared with the natively built file's),
// then in a fresh page with the strong ones taken from the native file's bytes (as from a
// cache); then two cold visits of the page's Fifteen board (fresh profiles, so the worker
// builds the databases) timed from opening the board to the optimal solution of a shuffled
// position; last, the page's Hardest then Solve once the stronger tables were built on
// request. Long (a few minutes), so it is `npm run bench:korf`, not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { launch, tableIn } from '../tests/e2e/browser.mjs';

const rows = (await readFile(new URL('../tests/data/korf100.txt', import.meta.url), 'utf8'))
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/).map(Number));
const instances = rows.map(([id, length, , ...tiles]) => ({ id, length, tiles }));
const korfGoal = Array.from({ length: 16 }, (_, i) => i);
const playgroundGoal = [...Array.from({ length: 15 }, (_, i) => i + 1), 0];
/** The two 80-move boards with the longest searches, and their goals. */
const hardest = [
  { tiles: [15, 14, 8, 12, 10, 11, 9, 13, 2, 6, 5, 1, 3, 7, 4, 0], goal: korfGoal },
  { tiles: [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1], goal: playgroundGoal },
];

// the strong databases as the command line builds them natively
const strongFile = new URL('../target/fifteen-strong.bin', import.meta.url).pathname;
execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'puzzle', '--', 'fifteen', '--strong', strongFile, '/dev/null'], {
  stdio: 'inherit',
});
const strongBytes = await readFile(strongFile);
const strongDigest = createHash('sha256').update(strongBytes).digest('hex');
const CHUNKS = 8;
const chunk = Math.ceil(strongBytes.length / CHUNKS);

/** Runs in the page: the wasm module and helpers to time solves. */
async function inPage({ instances, hardest, korfGoal, task, chunks }) {
  const { default: init, Puzzle } = await import('/www/pkg/puzzle_core.js');
  const wasm = await init();
  const memory = () => wasm.memory.buffer.byteLength;
  const fifteen = new Puzzle('fifteen');
  const time = (f) => {
    const started = performance.now();
    const value = f();
    return { value, ms: performance.now() - started };
  };
  const korf = () => {
    const solved = instances.map(({ id, tiles }) => {
      const { value, ms } = time(() => fifteen.solve(tiles, korfGoal, () => {}));
      return { id, length: value.moves.length, nodes: value.nodes, ms };
    });
    return { solved, ms: solved.reduce((t, s) => t + s.ms, 0) };
  };
  const hard = () =>
    hardest.map(({ tiles, goal }) => {
      let reports = 0;
      const { value, ms } = time(() => fifteen.solve(tiles, goal, () => reports++));
      return { length: value.moves.length, nodes: value.nodes, ms, reports };
    });
  const [defaults, strong] = fifteen.tables(korfGoal);
  const key = ({ family, version }) => ({ family, version });
  const figures = {};
  if (task === 'build') {
    figures.defaultBuild = time(() => fifteen.buildTable(key(defaults), () => {})).ms;
    figures.defaultKorf = korf();
    figures.defaultMemory = memory();
    const randomMs = [];
    for (let seed = 1; seed <= 20; seed++) {
      const board = fifteen.scramble(seed, undefined, undefined);
      randomMs.push(time(() => fifteen.solve(board, undefined, undefined)).ms);
    }
    figures.randomMs = randomMs.sort((a, b) => a - b);
    figures.defaultHard = hard();
    let reports = 0;
    const built = time(() => fifteen.buildTable(key(strong), () => reports++));
    figures.strongBuild = built.ms;
    figures.strongReports = reports;
    figures.strongSize = built.value.length;
    figures.strongDigest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', built.value))].map((b) => b.toString(16).padStart(2, '0')).join('');
    figures.buildMemory = memory();
  } else {
    const parts = await Promise.all(Array.from({ length: chunks }, (_, i) => fetch(`/bench/fifteen-strong-${i}.bin`).then((r) => r.arrayBuffer())));
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
    parts.reduce((at, p) => (bytes.set(new Uint8Array(p), at), at + p.byteLength), 0);
    figures.load = time(() => fifteen.loadTable(key(strong), bytes)).ms;
    figures.loadMemory = memory();
  }
  figures.strongKorf = korf();
  figures.strongHard = hard();
  figures.strongMemory = memory();
  return figures;
}

const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const wrong = [];
function reportKorf(name, { solved, ms }) {
  const off = solved.filter((s, i) => s.length !== instances[i].length);
  wrong.push(...off.map((s) => `${name} #${s.id}`));
  const nodes = solved.reduce((n, s) => n + s.nodes, 0);
  const slowest = solved.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(
    `  Korf's 100, ${name}: ${seconds(ms)}, ${nodes.toLocaleString('en')} nodes, ` +
      `${(nodes / ms / 1000).toFixed(1)} M nodes/s; slowest #${slowest.id} ${seconds(slowest.ms)}; ` +
      `${100 - off.length} of 100 at the published lengths`,
  );
}
function reportHard(name, solves) {
  solves.forEach(({ length, nodes, ms, reports }, i) => {
    if (length !== 80) wrong.push(`${name} 80-move board ${i + 1}`);
    console.log(
      `  80-move board ${i + 1}, ${name}: ${seconds(ms)}, ${nodes.toLocaleString('en')} nodes, ` +
        `${(nodes / ms / 1000).toFixed(1)} M nodes/s, ${reports} progress reports, length ${length}`,
    );
  });
}

const browser = await launch({ development: true });
try {
  const args = { instances, hardest, korfGoal, chunks: CHUNKS };
  const { page } = await browser.open();
  const built = await page.evaluate(inPage, { ...args, task: 'build' });
  console.log(`The Fifteen in headless chromium (wasm):`);
  console.log(`  default databases built in ${seconds(built.defaultBuild)}`);
  reportKorf('default databases', built.defaultKorf);
  const ms = built.randomMs;
  console.log(`  20 random positions to 1..15 x, default databases: median ${ms[10].toFixed(0)} ms, slowest ${ms[19].toFixed(0)} ms`);
  console.log(`  wasm memory with the default databases: ${mib(built.defaultMemory)}`);
  reportHard('default databases', built.defaultHard);
  console.log(
    `  strong databases built in the page in ${seconds(built.strongBuild)} (${built.strongReports} progress reports), ` +
      `${built.strongSize.toLocaleString('en')} bytes, wasm memory then ${mib(built.buildMemory)}; ` +
      `SHA-256 ${built.strongDigest === strongDigest ? 'equal to' : 'DIFFERENT from'} the native build's`,
  );
  if (built.strongDigest !== strongDigest) wrong.push('strong databases built in wasm');
  reportKorf('strong databases built in the page', built.strongKorf);
  reportHard('strong databases built in the page', built.strongHard);
  console.log(`  wasm memory after: ${mib(built.strongMemory)}`);
  await page.close();

  // a fresh page given the strong databases' bytes, as from a cache
  const { page: fresh } = await browser.open('', {
    prepare: (p) =>
      p.route('**/bench/fifteen-strong-*.bin', (route) => {
        const i = Number(
          route
            .request()
            .url()
            .match(/-(\d+)\.bin$/)[1],
        );
        return route.fulfill({ body: strongBytes.subarray(i * chunk, (i + 1) * chunk), contentType: 'application/octet-stream' });
      }),
  });
  const loaded = await fresh.evaluate(inPage, { ...args, task: 'load' });
  console.log(`  strong databases taken from their bytes (digest checked) in ${seconds(loaded.load)}, wasm memory then ${mib(loaded.loadMemory)}`);
  reportKorf('strong databases loaded', loaded.strongKorf);
  reportHard('strong databases loaded', loaded.strongHard);
  console.log(`  wasm memory after: ${mib(loaded.strongMemory)}`);
  await fresh.close();

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

  // the page's Hardest, then Solve, once the stronger tables were built on request
  const { page: player } = await browser.open('#fifteen');
  await tableIn(player, 'fifteen-databases-strong', 'absent');
  await player.click('#tables li[data-family="fifteen-databases-strong"] [data-action="build"]');
  await tableIn(player, 'fifteen-databases-strong', 'ready', { timeout: 300_000 });
  await player.click('#hardest');
  const clicked = Date.now();
  await player.click('#solve');
  await player.waitForSelector('#solver-status:text-matches("^Optimal: 80 moves")', { timeout: 120_000 });
  const answered = (Date.now() - clicked) / 1000;
  console.log(
    `  the page's Hardest, then Solve, with the stronger tables: ${answered.toFixed(2)} s from the click to the answer (${await player.textContent('#solver-status')})`,
  );
  await player.close();
  if (wrong.length) {
    console.error(`wrong: ${wrong.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
