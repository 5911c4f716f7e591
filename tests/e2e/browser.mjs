// Shared set-up of the browser tests: the built page (dist/, from `vite build`) served by
// Vite's preview server, or the sources by its development server, and Debian's chromium
// driven by playwright-core (never a downloaded browser).
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { preview, createServer } from 'vite';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** Serves the built page (or, with `development`, the sources); resolves to { url, close }. */
export async function servePage({ development = false } = {}) {
  const options = { logLevel: 'silent' };
  if (development) {
    const server = await createServer({ ...options, server: { port: 0 } });
    await server.listen();
    return { url: server.resolvedUrls.local[0], close: () => server.close() };
  }
  const server = await preview({ ...options, preview: { port: 0 } });
  return { url: server.resolvedUrls.local[0], close: () => server.close() };
}

/** A browser with a profile of its own in `folder` (not incognito, as an installed app's is). */
export function launchWithProfile(folder) {
  return chromium.launchPersistentContext(folder, { executablePath: CHROMIUM, args: ARGS });
}

/** Starts a server and the browser; `close()` stops both. */
export async function launch({ development = false } = {}) {
  const server = await servePage({ development });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    url: server.url,
    browser,
    /**
     * A new page at the playground (optionally at `hash`), with console errors collected.
     * Pages opened with the same `context` share storage; `prepare(page)` runs first. Each
     * page without a context gets its own, without a service worker (so that routes can
     * be intercepted).
     */
    async open(hash = '', { viewport = { width: 1100, height: 820 }, context, prepare, colorScheme, reducedMotion } = {}) {
      const options = { viewport, serviceWorkers: 'block', colorScheme, reducedMotion };
      const own = context ? null : await browser.newContext(options);
      const page = await (context ?? own).newPage();
      page.on('close', () => own?.close().catch(() => {})); // the browser may have closed first
      if (context) await page.setViewportSize(viewport);
      await prepare?.(page);
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(server.url + hash);
      await page.waitForSelector('body[data-ready="true"]');
      return { page, errors };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Makes the page's solver workers hang (a busy loop, as a search too long to wait for) on
 * every request for which `hangs`, the source of a function of the request's data, is
 * true; only the first `workers` workers started, if given (the later ones are real).
 */
export async function hangWorkers(page, hangs, { workers = Infinity } = {}) {
  let started = 0;
  await page.route('**/assets/worker-*.js', async (route) => {
    try {
      if (started++ >= workers) return await route.continue();
      const response = await route.fetch();
      const body = `${await response.text()}
const answer = self.onmessage;
self.onmessage = (event) => {
  if ((${hangs})(event.data)) for (;;);
  answer(event);
};`;
      await route.fulfill({ response, body });
    } catch {
      // the page closed while its worker was on the way
    }
  });
}

/**
 * Waits until two animation frames have been drawn: a control disabled or hidden by the
 * last change has dropped the focus by then, and a scroll asked for is done.
 */
export function nextFrames(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until no CSS transition runs: the tiles stand on their cells. */
export function settle(page) {
  return page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/** Asks for the solution, plays it to its end and leaves the player: the solver's moves made. */
export async function solveToTheEnd(page) {
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#player-last');
  await settle(page);
  await page.keyboard.press('Escape');
}

/** Launches the browser before the calling file's tests and closes it after them. */
export function browserForTests(options) {
  const handle = {};
  before(async () => Object.assign(handle, await launch(options)));
  after(async () => handle.close?.());
  return handle;
}

/** The cells of the board `selector` (the playing board unless given), as its data-cells say: "1,2,0,…". */
export function cells(page, selector = '#board') {
  return page.getAttribute(selector, 'data-cells');
}

/** Waits until the table whose family starts with `family` is in `state` ('ready', 'absent', …). */
export function tableIn(page, family, state, options) {
  return page.waitForSelector(`#tables li[data-family^="${family}"][data-state="${state}"]`, options);
}

/**
 * The puzzles the page's picker offers, in its order (the sliding boards of any size, one
 * button, left out unless `sized`): read from the page, never written twice.
 */
export async function puzzles(page, { sized = false } = {}) {
  const kinds = await page.$$eval('#picker button[data-kind]', (buttons) => buttons.map((button) => button.dataset.kind));
  return sized ? kinds : kinds.filter((kind) => !kind.startsWith('slide-'));
}

/**
 * Opens the tool `name` (its tab pressed, unless it is open) and waits for its panel:
 * 'position', 'distances', 'optimal', 'review', 'stats', 'marathon', 'lab', 'help', 'moves'.
 */
export async function openTool(page, name) {
  const tab = page.locator(`#tool-tab-${name}`);
  if ((await tab.getAttribute('aria-expanded')) !== 'true') await tab.click();
  await page.waitForSelector(`#tool-${name}:not([hidden]) > *`);
}

/**
 * Types `position` (and `goal`) into the form (its tool opened), loads it, and waits for
 * the board to settle; the tool open before, if another, is opened again.
 */
export async function load(page, position, goal) {
  const before = await page.evaluate(() => document.body.dataset.tool);
  await openTool(page, 'position');
  await page.fill('#position-input', position);
  if (goal !== undefined) await page.fill('#goal-input', goal);
  await page.click('#load');
  await settle(page);
  if (before && before !== 'position') await openTool(page, before);
}

/**
 * The serious and critical violations axe finds on the page as it is (within `selector`
 * if given), each as "id: help (where)".
 */
export async function seriousViolations(page, selector) {
  const axe = new AxeBuilder({ page });
  const { violations } = await (selector ? axe.include(selector) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Whether `selector`'s box lies within the viewport, whole. */
export async function inView(page, selector) {
  const box = await page.locator(selector).boundingBox();
  const { width, height } = page.viewportSize();
  // a pixel's slack for layouts at fractions of a pixel
  return box !== null && box.y >= -1 && box.x >= -1 && box.y + box.height <= height + 1 && box.x + box.width <= width + 1;
}
