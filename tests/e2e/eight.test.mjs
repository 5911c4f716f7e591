// Browser tests of the playground with the Eight and Eight II boards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { browserForTests, cells, load } from './browser.mjs';

const ARTIFACTS = new URL('./artifacts/', import.meta.url);
const browser = browserForTests();

test('the page loads with a shuffled Eight and no errors', async () => {
  const { page, errors } = await browser.open();
  assert.equal(await page.getAttribute('#picker [aria-pressed="true"]', 'data-kind'), 'eight');
  assert.equal(await page.locator('#board .tile:not(.gap)').count(), 8);
  const shown = (await cells(page)).split(',').map(Number);
  assert.deepEqual([...shown].sort(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(await page.textContent('#move-count'), '0');
  assert.deepEqual(errors, []);
  await page.close();
});

test('clicking a tile next to the gap moves it; other tiles stay', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 x 5 7 8 6');
  await page.click('#board .tile[data-tile="1"]', { force: true }); // a corner: not next to the gap
  assert.equal(await cells(page), '1,2,3,4,0,5,7,8,6');
  assert.equal(await page.textContent('#move-count'), '0');
  await page.click('#board .tile[data-tile="2"]'); // above the gap
  assert.equal(await cells(page), '1,0,3,4,2,5,7,8,6');
  assert.equal(await page.textContent('#move-count'), '1');
  await page.close();
});

test('arrow keys move the gap', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 x 5 7 8 6');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowRight');
  assert.equal(await cells(page), '1,2,3,4,5,0,7,8,6');
  await page.keyboard.press('ArrowRight'); // the gap is at the edge: nothing happens
  assert.equal(await cells(page), '1,2,3,4,5,0,7,8,6');
  await page.keyboard.press('ArrowDown');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  assert.equal(await page.isVisible('#solved-badge'), true);
  assert.equal(await page.textContent('#move-count'), '2');
  await page.close();
});

test('shuffle gives a new position and resets the counter; reset returns to it', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 5 6 7 8 x');
  await page.click('#shuffle');
  const shuffled = await cells(page);
  assert.notEqual(shuffled, '1,2,3,4,5,6,7,8,0');
  assert.equal(await page.textContent('#move-count'), '0');
  const gapCell = shuffled.split(',').indexOf('0');
  const neighbour = gapCell >= 3 ? gapCell - 3 : gapCell + 3;
  const tile = shuffled.split(',')[neighbour];
  await page.click(`#board .tile[data-tile="${tile}"]`);
  assert.notEqual(await cells(page), shuffled);
  await page.click('#reset');
  assert.equal(await cells(page), shuffled);
  assert.equal(await page.textContent('#move-count'), '0');
  await page.close();
});

test('solve shows the optimal moves and animates the board to the goal', async () => {
  const { page, errors } = await browser.open();
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 15_000 });
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.match(await page.textContent('#solver-status'), /^Optimal: 19 moves, found in /);
  assert.equal((await page.locator('#move-list li').allTextContents()).join(''), 'dlurullddrurdllurdr');
  assert.equal(await page.locator('#move-list li.current').textContent(), 'r');
  assert.equal(await page.textContent('#moves-key'), 'A letter is where the gap moves: d\u00a0down, l\u00a0left, r\u00a0right, u\u00a0up.');
  assert.equal(await page.textContent('#move-count'), '0', "the counter counts the player's moves, not the solver's");
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL('eight-solved.png', ARTIFACTS).pathname });
  assert.deepEqual(errors, []);
  await page.close();
});

test("an attempt's result stands where it reached the goal, not at the goal reached again", async () => {
  const { page, errors } = await browser.open();
  await load(page, '1 2 3 4 5 6 7 x 8');
  await page.click('#board .tile[data-tile="8"]');
  await page.waitForSelector('#result:not([hidden])');
  assert.match(await page.textContent('#result'), /^Solved in 1 move \(1 MTM\), 0\.00 s/);
  const time = await page.textContent('#timer');
  await page.click('#undo');
  assert.equal(await page.isVisible('#result'), false);
  // the 5 down and back up, then the 8: the goal again, three moves on
  for (const tile of ['5', '5', '8']) await page.click(`#board .tile[data-tile="${tile}"]`);
  await page.waitForSelector('#board[data-solved="true"]');
  assert.equal(await page.textContent('#move-count'), '3');
  assert.equal(await page.isVisible('#result'), false, 'the first result does not speak for these moves');
  assert.equal(await page.textContent('#timer'), time, 'the attempt ended at its first solve');
  // back where it was reached, it stands again
  for (let i = 0; i < 3; i++) await page.click('#undo');
  await page.click('#board .tile[data-tile="8"]');
  await page.waitForSelector('#result:not([hidden])');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the clock stands while a solution plays, and after it reaches the goal', async () => {
  // the page's clock is the test's: time passes when the test says so
  const { page, errors } = await browser.open('', { prepare: (page) => page.clock.install() });
  await load(page, '1 2 3 4 5 6 7 x 8');
  await page.click('#board .tile[data-tile="5"]'); // the clock starts, two moves from the goal
  await page.clock.runFor(1100);
  await page.waitForFunction(() => document.getElementById('timer').textContent !== '0:00');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.clock.runFor(5000); // the solution played to its end
  await page.waitForSelector('#board[data-solved="true"]');
  const watched = await page.textContent('#timer');
  await page.clock.runFor(2200);
  assert.equal(await page.textContent('#timer'), watched, 'no time passes while the solution shows');
  await page.keyboard.press('Escape'); // its moves made: the goal, reached with help
  await page.clock.runFor(1100);
  // the clock stopped at the same time, now read to the hundredth
  const [minutes, seconds] = watched.split(':').map(Number);
  const stopped = await page.textContent('#timer');
  assert.match(stopped, /^\d+\.\d\d$/);
  assert.equal(Math.floor(Number(stopped)), minutes * 60 + seconds);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unsolvable position says why instead of animating', async () => {
  const { page } = await browser.open();
  await load(page, '2 1 3 4 5 6 7 8 x');
  await page.click('#solve');
  await page.waitForSelector('#solver-status[data-tone="error"]');
  assert.match(await page.textContent('#solver-status'), /No solution: the number of inversions .* is odd here but even in the goal/);
  assert.equal(await page.locator('#move-list li').count(), 0);
  assert.equal(await cells(page), '2,1,3,4,5,6,7,8,0');
  await page.close();
});

test('solve at the goal says so and opens no player', async () => {
  const { page, errors } = await browser.open();
  await load(page, '1 2 3 4 5 6 7 8 x');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-is("Already at the goal.")');
  assert.equal(await page.isHidden('#player'), true);
  assert.equal(await page.locator('#move-list li').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bad position is reported and the board stays as it was', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 x 5 7 8 6');
  for (const [text, message] of [
    ['1 2 3 4 5 6 7 8 9', 'Board: line 1, column 17: expected a tile 1-8 or x for the blank, found `9`'],
    ['1 2 3 4 5 5 7 8 x', 'Board: line 1, column 11: `5` appears more than once'],
    ['1 2 3', 'Board: line 1, column 6: expected 9 tokens, found only 3'],
    ['1234567x8 extra', 'Board: line 1, column 11: expected the end of the board, found `extra`'],
  ]) {
    await load(page, text);
    assert.equal(await page.isVisible('#input-error'), true);
    assert.equal(await page.textContent('#input-error'), message);
    assert.equal(await cells(page), '1,2,3,4,0,5,7,8,6');
  }
  await page.fill('#position-input', '1 2 3 4 5 6 7 x 8');
  await page.press('#position-input', 'Enter'); // Enter loads from a one-line field
  assert.equal(await page.isVisible('#input-error'), false);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,0,8');
  await page.close();
});

test('Eight II solves toward a pasted goal with the d < l < r < u tie-break', async () => {
  const { page } = await browser.open('#eight2');
  await load(page, '564178X23', '7568X4123');
  assert.equal(await page.isVisible('#goal-input'), true);
  assert.equal(await page.getAttribute('#goal-board', 'data-cells'), '7,5,6,8,0,4,1,2,3');
  await page.click('#solve');
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 15_000 });
  assert.equal(await cells(page), '7,5,6,8,0,4,1,2,3');
  const moves = await page.locator('#move-list li').allTextContents();
  assert.equal(moves.join(''), 'urrulldr');
  await load(page, '12X453786', '1234567X8');
  assert.equal(await page.textContent('#input-error'), '');
  await page.close();
});

test('a move during a solve stops it without corrupting the board', async () => {
  const { page } = await browser.open();
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.click('#board .tile[data-tile="5"]'); // left of the gap
  // the solve was stopped (its worker replaced): the new worker answers the new position
  await page.waitForSelector('#distance:text("18 moves from the goal")');
  assert.equal(await page.isVisible('#cancel'), false);
  assert.equal(await page.isVisible('#player'), false, 'no solution of the old position is played');
  assert.equal(await cells(page), '2,3,4,1,0,5,7,6,8');
  assert.equal(await page.textContent('#move-count'), '1');
  await page.close();
});

test('the page fits a phone screen', async () => {
  const { page } = await browser.open('', { viewport: { width: 375, height: 740 } });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL('phone.png', ARTIFACTS).pathname, fullPage: true });
  await page.close();
});
