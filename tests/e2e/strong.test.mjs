// The Fifteen's stronger tables in the page: offered, built in a worker of their own with
// progress while the default tables keep solving, kept in this browser, loaded on the next
// visit, and then the hardest position (80 moves) solved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserForTests, launchWithProfile, load } from './browser.mjs';

const browser = browserForTests();

test('stronger tables are built on request, kept, and solve the hardest position', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'playground-profile-'));
  // a profile of its own: an incognito one keeps too little
  const context = await launchWithProfile(profile);
  const { page, errors } = await browser.open('#fifteen', { context });
  await page.waitForSelector('#strong-build:not([hidden])');
  await page.click('#strong-build');
  await page.waitForSelector('#strong-status:has-text("Building the stronger tables")');
  // meanwhile the default tables solve
  await page.fill('#position-input', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15');
  await page.click('#load');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 1 move")');
  await page.waitForSelector('#strong-status:text("Ready: the stronger tables, for the hardest positions.")', { timeout: 300_000 });
  assert.equal(await page.isVisible('#strong-build'), false);
  await page.close();

  // the next visit loads them, and the hardest position is solved with them
  const again = await browser.open('#fifteen', { context });
  await again.page.waitForSelector('#strong-status:text("Ready: the stronger tables, for the hardest positions.")', { timeout: 120_000 });
  await again.page.click('#hardest');
  await again.page.click('#solve');
  await again.page.waitForSelector('#solver-status:has-text("Optimal: 80 moves")', { timeout: 120_000 });
  assert.equal(await again.page.locator('#move-list li').count(), 80);
  assert.deepEqual([...errors, ...again.errors], []);
  await context.close();
  await rm(profile, { recursive: true, force: true });
});

test('stronger tables this browser cannot keep still serve the visit', async () => {
  // an incognito profile keeps too little for 196 MB
  const { page } = await browser.open('#fifteen');
  await page.click('#strong-build');
  await page.waitForSelector('#strong-status:has-text("so they serve this visit only")', { timeout: 300_000 });
  // another goal with the blank in a corner: the tables this visit holds serve it too
  await load(page, '1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15', '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15');
  await page.waitForSelector('#strong-status:text("Ready: the stronger tables, for the hardest positions.")');
  assert.equal(await page.isVisible('#strong-build'), false, 'not offered again');
  await page.click('#hardest');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 80 moves")', { timeout: 120_000 });
  await page.close();
});
