// The page's own responsiveness and memory, in Debian's chromium (docs/performance.md):
//  - taps: from a tap on a tile beside the gap to the frame that shows the move painted,
//    20 taps each on the Eight, the Fifteen and a 10x10, with the CPU slowed 4x as on a
//    mid-range phone (CDP Emulation.setCPUThrottlingRate) and unslowed; the time runs from
//    the pointerdown's timestamp to a message posted from the next animation frame after the
//    board changed (it runs once that frame is painted);
//  - memory: the renderer process's resident and proportional memory (workers included: they
//    run in it) and the workers alive, after visiting every puzzle, then after a hard Fifteen
//    solve and a return to the Eight;
//  - first visit: the page's own JavaScript and CSS (gzipped sizes of the built files) fetched
//    before the board answers (body[data-ready]) and within 6 s after (what loads once the
//    page is idle), the time until the board answers and until the main thread's last long
//    task ends, with the CPU slowed 4x.
// `npm run bench:page [taps|memory|first]` (all unless one is named); DIST=path serves
// another build (to measure two side by side).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const only = process.argv[2];
const DIST = process.env.DIST ?? 'dist';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const server = await preview({ logLevel: 'silent', preview: { port: 0 }, build: { outDir: DIST } });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });

/** Median, 90th percentile and worst of `values`, rounded to 0.1 ms. */
function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const r = (x) => Math.round(x * 10) / 10;
  return `median ${r(at(0.5))} ms, p90 ${r(at(0.9))} ms, worst ${r(sorted[sorted.length - 1])} ms (${values.length} taps)`;
}

/** A fresh page at `hash`, ready, with the CPU slowed `rate` times. */
async function open(hash, { rate = 1, viewport = { width: 1440, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url + hash);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
  return { page, context, cdp };
}

/** Waits until no CSS transition runs. */
const settle = (page) => page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));

/** 20 taps on a tile beside the gap: the times from each tap to the painted move. */
async function taps(hash, rate) {
  const { page, context } = await open(hash, { rate });
  await page.waitForSelector('#board .tile');
  await settle(page);
  await page.evaluate(() => {
    const board = /** @type {HTMLElement} */ (document.querySelector('#board'));
    window.__taps = [];
    addEventListener(
      'pointerdown',
      (event) => {
        const start = event.timeStamp;
        const before = board.dataset.cells;
        const watch = new MutationObserver(() => {
          if (board.dataset.cells === before) return;
          watch.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => window.__taps.push(performance.now() - start);
            channel.port2.postMessage(0);
          });
        });
        watch.observe(board, { attributes: true, attributeFilter: ['data-cells'] });
      },
      true,
    );
  });
  let previous = -1;
  for (let i = 0; i < 20; i++) {
    const cell = await page.evaluate((avoid) => {
      const board = /** @type {HTMLElement} */ (document.querySelector('#board'));
      const cells = (board.dataset.cells ?? '').split(',').map(Number);
      const columns = Number(getComputedStyle(board).getPropertyValue('--columns'));
      const gap = cells.indexOf(0);
      const col = gap % columns;
      const rows = cells.length / columns;
      const near = [gap - columns, gap + columns, col > 0 ? gap - 1 : -1, col < columns - 1 ? gap + 1 : -1].filter(
        (c) => c >= 0 && c < cells.length && Math.floor(c / columns) < rows && c !== avoid,
      );
      return near[Math.floor(Math.random() * near.length)];
    }, previous);
    previous = await page.evaluate(() => (document.querySelector('#board')?.getAttribute('data-cells') ?? '').split(',').indexOf('0'));
    const box = await page.locator(`#board [data-cell="${cell}"]`).boundingBox();
    if (!box) throw new Error(`no tile at cell ${cell}`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction((n) => window.__taps.length >= n, i + 1, { timeout: 30_000 });
    await settle(page);
  }
  const times = await page.evaluate(() => window.__taps);
  await context.close();
  return times;
}

/** The largest renderer process's resident and proportional memory, in MB. */
function rendererMemory() {
  let best = { rss: 0, pss: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes('--type=renderer') || cmdline.includes('--extension-process')) continue;
    try {
      const rollup = readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8');
      const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
      const found = { rss: field('Rss'), pss: field('Pss') };
      if (found.rss > best.rss) best = found;
    } catch {
      // gone
    }
  }
  return `${Math.round(best.rss)} MB resident (${Math.round(best.pss)} MB proportional)`;
}

async function memory() {
  const { page, context } = await open('#eight');
  console.log(`memory at load (the Eight): ${rendererMemory()}, ${page.workers().length} workers`);
  const kinds = await page.$$eval('#picker button[data-kind]', (buttons) => buttons.map((b) => /** @type {HTMLElement} */ (b).dataset.kind));
  for (const kind of kinds) {
    await page.click(`#picker button[data-kind="${kind}"]`);
    await page.waitForSelector(`#picker button[data-kind="${kind}"][aria-pressed="true"]`);
    // each puzzle's tables made ready (Dao's tablebase, the Fifteen's databases)
    await page
      .waitForFunction(
        () => [...document.querySelectorAll('#tables li')].every((item) => /ready|absent/.test(/** @type {HTMLElement} */ (item).dataset.state ?? '')),
        null,
        { timeout: 120_000 },
      )
      .catch(() => {});
    await page.waitForTimeout(1500);
  }
  await page.click('#picker button[data-kind="eight"]');
  await page.waitForTimeout(3000);
  console.log(`memory after visiting the ${kinds.length} puzzles, back on the Eight: ${rendererMemory()}, ${page.workers().length} workers alive`);
  await page.click('#picker button[data-kind="fifteen"]');
  await page.waitForSelector('#picker button[data-kind="fifteen"][aria-pressed="true"]');
  await page.click('#hardest');
  await page.waitForTimeout(500);
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])', { timeout: 300_000 });
  console.log(`memory after a hard Fifteen solve: ${rendererMemory()}, ${page.workers().length} workers`);
  await page.click('#picker button[data-kind="eight"]');
  await page.waitForTimeout(3000);
  console.log(`memory back on the Eight: ${rendererMemory()}, ${page.workers().length} workers alive`);
  await context.close();
}

/** The gzipped size of each of dist's files, by its path under dist/. */
function gzipSizes() {
  const sizes = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else sizes.set(path.slice(DIST.length + 1), gzipSync(readFileSync(path), { level: 9 }).length);
    }
  };
  walk(DIST);
  return sizes;
}

async function first() {
  const sizes = gzipSizes();
  const ready = [];
  const busy = [];
  /** The gzipped KB of the page's own JS and CSS among `files` (the worker's and the wasm aside). */
  const kb = (files) =>
    files.filter((f) => /\.(js|css)$/.test(f) && !/worker-/.test(f)).reduce((sum, f) => sum + (sizes.get(f.replace(/^\//, '')) ?? 0), 0) / 1024;
  let before = 0;
  let after = 0;
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.startTime + e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
      new MutationObserver(() => {
        if (document.body?.dataset.ready === 'true' && window.__ready === undefined) window.__ready = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
    });
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
    await page.waitForTimeout(6000);
    const { readyAt, longs, files } = await page.evaluate(() => ({
      readyAt: window.__ready,
      longs: window.__long,
      files: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
    }));
    ready.push(readyAt);
    busy.push(Math.max(readyAt, ...longs));
    const first = files.filter((f) => f.at < readyAt).map((f) => f.path);
    const later = files.filter((f) => f.at >= readyAt).map((f) => f.path);
    [before, after] = [kb(first), kb(later)];
    if (run === 0)
      console.log(
        `JS and CSS before the board answers: ${first.filter((f) => /\.(js|css)$/.test(f)).join(', ')}; after: ${later.filter((f) => /\.(js|css)$/.test(f)).join(', ')}`,
      );
    await context.close();
  }
  const r = (x) => Math.round(x);
  console.log(
    `first visit, CPU slowed 4x: the page's own JS and CSS ${before.toFixed(1)} KB gzipped before the board answers, ${after.toFixed(1)} KB more within 6 s (the worker and the wasm aside)`,
  );
  console.log(`  board interactive at ${ready.map(r).join(', ')} ms; main thread busy until ${busy.map(r).join(', ')} ms (5 cold visits)`);
}

try {
  if (!only || only === 'taps') {
    for (const [name, hash] of [
      ['Eight', '#eight'],
      ['Fifteen', '#fifteen'],
      ['10x10', '#slide-10x10'],
    ]) {
      for (const rate of [4, 1])
        console.log(`tap to painted move, ${name}, CPU ${rate === 1 ? 'unslowed' : `slowed ${rate}x`}: ${summary(await taps(hash, rate))}`);
    }
  }
  if (!only || only === 'memory') await memory();
  if (!only || only === 'first') await first();
} finally {
  await browser.close();
  await server.close();
}
