// The Fifteen's stronger tables in the page: offered with what they cost, built in a
// worker of their own with progress while the default tables keep solving (seen the same
// from any puzzle, cancellable), kept in this browser, loaded on the next visit, and then
// the hardest position (80 moves) solved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserForTests, launchWithProfile, load, tableIn } from './browser.mjs';

const browser = browserForTests();
const STRONG = '#tables li[data-family="fifteen-databases-strong"]';
const BUILD = `${STRONG} [data-action="build"]`;

test('stronger tables are built on request, kept, and solve the hardest position', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'playground-profile-'));
  // a profile of its own: an incognito one keeps too little
  const context = await launchWithProfile(profile);
  const { page, errors } = await browser.open('#fifteen', { context });
  await tableIn(page, 'fifteen-databases-strong', 'absent');
  assert.match(await page.textContent(STRONG), /This browser keeps their 196 MB; building them takes about [\d.]+ MB of memory/);
  await page.click(BUILD);
  await tableIn(page, 'fifteen-databases-strong', 'building');
  // away and back during the build: it is still building, and offered no second time
  await page.click('#picker [data-kind="eight"]');
  await page.click('#picker [data-kind="fifteen"]');
  await tableIn(page, 'fifteen-databases-strong', 'building');
  assert.equal(await page.locator(BUILD).count(), 0);
  assert.match(await page.textContent(STRONG), /^Building the stronger pattern databases \(7-8\)/);
  // meanwhile the default tables solve
  await load(page, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 1 move")');
  await tableIn(page, 'fifteen-databases-strong', 'ready', { timeout: 300_000 });
  assert.equal(await page.locator(BUILD).count(), 0);
  await page.close();

  // the next visit loads them, and the hardest position is solved with them
  const again = await browser.open('#fifteen', { context });
  await tableIn(again.page, 'fifteen-databases-strong', 'ready', { timeout: 120_000 });
  assert.match(await again.page.textContent(STRONG), /\(loaded from this browser\)\.$/);
  await again.page.click('#hardest');
  await again.page.click('#solve');
  await again.page.waitForSelector('#solver-status:has-text("Optimal: 80 moves")', { timeout: 120_000 });
  assert.equal(await again.page.locator('#move-list li').count(), 80);
  assert.deepEqual([...errors, ...again.errors], []);
  await context.close();
  await rm(profile, { recursive: true, force: true });
});

test('a build of the stronger tables can be cancelled, and offered again', async () => {
  const { page } = await browser.open('#fifteen');
  await tableIn(page, 'fifteen-databases-strong', 'absent');
  await page.click(BUILD);
  await tableIn(page, 'fifteen-databases-strong', 'building');
  await page.click(`${STRONG} [data-action="cancel"]`);
  await tableIn(page, 'fifteen-databases-strong', 'absent');
  assert.equal(await page.locator(BUILD).count(), 1);
  // the default tables were untouched
  await load(page, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 1 move")');
  await page.close();
});

test('stronger tables this browser cannot keep still serve the visit', async () => {
  // an incognito profile keeps too little for 196 MB
  const { page } = await browser.open('#fifteen');
  await tableIn(page, 'fifteen-databases-strong', 'absent');
  await page.click(BUILD);
  await tableIn(page, 'fifteen-databases-strong', 'ready', { timeout: 300_000 });
  assert.match(await page.textContent(STRONG), /so they serve this visit only\.$/);
  // another goal with the blank in a corner: the tables this visit holds serve it too
  await load(page, '1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15', '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15');
  await tableIn(page, 'fifteen-databases-strong', 'ready');
  assert.equal(await page.locator(BUILD).count(), 0, 'not offered again');
  await page.click('#hardest');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 80 moves")', { timeout: 120_000 });
  await page.close();
});
