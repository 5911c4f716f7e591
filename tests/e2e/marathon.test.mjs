// Browser tests of marathons and relays: shuffles solved by hand in a row on one clock,
// each goal bringing the next, the run's record kept; a relay going on to the next board;
// a position set another way stopping the run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForTests, cells, seriousViolations, settle, solveToTheEnd, openTool } from './browser.mjs';

const browser = browserForTests();

/**
 * A shortest way from the 3x3 board `start` (cells row by row, 0 the gap) to the goal, as
 * the tiles to move one after another, by a breadth-first search written apart from the page.
 * @param {number[]} start
 */
function tilesToGoal(start) {
  const goal = '1,2,3,4,5,6,7,8,0';
  const parent = new Map([[start.join(','), null]]);
  let layer = [start];
  while (layer.length && !parent.has(goal)) {
    const next = [];
    for (const board of layer) {
      const gap = board.indexOf(0);
      for (const target of [gap - 3, gap + 3, gap % 3 ? gap - 1 : -1, gap % 3 < 2 ? gap + 1 : -1]) {
        if (target < 0 || target > 8) continue;
        const moved = [...board];
        [moved[gap], moved[target]] = [moved[target], moved[gap]];
        const key = moved.join(',');
        if (parent.has(key)) continue;
        parent.set(key, { from: board.join(','), tile: board[target] });
        next.push(moved);
      }
    }
    layer = next;
  }
  const tiles = [];
  for (let key = goal; parent.get(key); key = /** @type {{ from: string }} */ (parent.get(key)).from)
    tiles.unshift(/** @type {{ tile: number }} */ (parent.get(key)).tile);
  return tiles;
}

/** Solves the 3x3 board shown by hand, a tile at a time. */
async function solveByHand(page) {
  const start = (await cells(page)).split(',').map(Number);
  for (const tile of tilesToGoal(start)) await page.click(`#board .tile[data-tile="${tile}"]`);
}

/** Opens the Eight and starts a marathon of three easy shuffles. */
async function eightMarathon() {
  const opened = await browser.open('#eight');
  const page = opened.page;
  await page.selectOption('#level', 'easy');
  await openTool(page, 'marathon');
  await page.selectOption('#marathon-count', '3');
  await page.click('#marathon-start');
  await page.waitForSelector('#marathon-text:has-text("Marathon of 3 (Eight, easy): the clock starts")');
  return opened;
}

test('a marathon: shuffles solved in a row on one clock, each goal bringing the next', async () => {
  const { page, errors } = await eightMarathon();
  await solveByHand(page);
  await page.waitForSelector('#marathon-text:has-text("1 of 3 solved")');
  // the next shuffle comes by itself: drawn among the 152 positions 9 moves from the goal,
  // it is the first again in one run of 152 (a CI run met one)
  await page.waitForFunction((solved) => document.getElementById('board')?.dataset.cells !== solved, '1,2,3,4,5,6,7,8,0');
  await solveByHand(page);
  await page.waitForSelector('#marathon-text:has-text("2 of 3 solved")');
  await page.waitForFunction(() => document.getElementById('board')?.dataset.cells !== '1,2,3,4,5,6,7,8,0');
  await solveByHand(page);
  await page.waitForSelector('#marathon-text:has-text("done in")');
  assert.match(
    await page.textContent('#marathon-text'),
    /^Marathon of 3 \(Eight, easy\): done in \d+\.\d\d s, \d+ moves \(\d+ MTM\)\. Your first run of this kind: your best so far\.$/,
  );
  assert.match(await page.textContent('#marathon-laps'), /^Each shuffle on the run's clock \(the look at it included\): \d+\.\d\d, \d+\.\d\d, \d+\.\d\d\.$/);
  assert.equal(await page.textContent('#marathon-close'), 'Close');
  assert.deepEqual(await seriousViolations(page, '#marathon-bar'), []);
  // kept with the records, across a reload
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('puzzle-playground:records') ?? '{}'));
  assert.ok(kept['marathon-3:eight:easy']?.fastest.moves > 0);
  await page.click('#marathon-close');
  assert.equal(await page.isVisible('#marathon-bar'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'marathon-summary', 'focus kept near');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a relay goes on to the next board; a shuffle of your own stops it', async () => {
  const { page, errors } = await browser.open('#eight');
  await openTool(page, 'marathon');
  await page.click('#relay-start');
  await page.waitForSelector('#puzzle-title:text-is("Sliding 3 × 3")');
  await page.waitForSelector('#marathon-text:has-text("Relay 3×3, 4×4, 5×5: the clock starts")');
  await solveByHand(page);
  await page.waitForSelector('#puzzle-title:text-is("Sliding 4 × 4")');
  await page.waitForSelector('#marathon-text:has-text("1 of 3 solved")');
  await settle(page);
  await page.click('#shuffle');
  await page.waitForSelector('#marathon-text:has-text("stopped after 1 of 3")');
  assert.match(await page.textContent('#marathon-text'), /: a position was set another way\.$/);
  assert.equal(await page.textContent('#marathon-close'), 'Close');
  // the marathon's controls are not offered in a two-player game, nor is its bar shown
  await page.click('#picker [data-kind="dao"]');
  assert.equal(await page.isVisible('#marathon'), false);
  assert.equal(await page.isVisible('#marathon-bar'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a shuffle solved with the solver's moves goes on to the next, and the run is not counted", async () => {
  const { page, errors } = await eightMarathon();
  await solveToTheEnd(page);
  await page.waitForSelector('#marathon-text:has-text("1 of 3 solved")');
  await page.waitForFunction(() => document.getElementById('board')?.dataset.cells !== '1,2,3,4,5,6,7,8,0');
  for (let i = 0; i < 2; i++) {
    await solveByHand(page);
    await page.waitForSelector(`#marathon-text:has-text("${i === 0 ? '2 of 3 solved' : 'done in'}")`);
    if (i === 0) await page.waitForFunction(() => document.getElementById('board')?.dataset.cells !== '1,2,3,4,5,6,7,8,0');
  }
  assert.match(await page.textContent('#marathon-text'), /With help: not counted for your best\.$/);
  assert.deepEqual(errors, []);
  await page.close();
});
