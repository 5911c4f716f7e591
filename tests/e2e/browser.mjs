// Shared set-up of the browser tests: the page served locally and Debian's chromium
// driven by playwright-core (never a downloaded browser).
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

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

/** Starts the server and the browser; `close()` stops both. */
export async function launch() {
  const { url, server } = await serve(0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    url,
    browser,
    /**
     * A new page at the playground (optionally at `hash`), with console errors collected.
     * Pages opened with the same `context` share storage; `prepare(page)` runs first.
     */
    async open(hash = '', { viewport = { width: 1100, height: 820 }, context, prepare } = {}) {
      const page = context ? await context.newPage() : await browser.newPage({ viewport });
      if (context) await page.setViewportSize(viewport);
      await prepare?.(page);
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(url + hash);
      await page.waitForSelector('body[data-ready="true"]');
      return { page, errors };
    },
    async close() {
      await browser.close();
      await new Promise((done) => server.close(done));
    },
  };
}

/** Waits until no CSS transition runs: the tiles stand on their cells. */
export function settle(page) {
  return page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/** Launches the browser before the calling file's tests and closes it after them. */
export function browserForTests() {
  const handle = {};
  before(async () => Object.assign(handle, await launch()));
  after(async () => handle.close?.());
  return handle;
}

/** Types `position` (and `goal`) into the form, loads it, and waits for the board to settle. */
export async function load(page, position, goal) {
  await page.fill('#position-input', position);
  if (goal !== undefined) await page.fill('#goal-input', goal);
  await page.click('#load');
  await settle(page);
}
