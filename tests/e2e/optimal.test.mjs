// Browser tests of the list of every shortest solution (its count against a breadth-first
// count apart from the crate, its pages in the order of the moves, Play on the board; the
// Fifteen's, counted by a search on request) and of the review of a game's moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForTests, seriousViolations, cells, load, settle, solveToTheEnd, openTool } from './browser.mjs';

const browser = browserForTests();

/** The solutions the list shows, as their letters. */
const listed = (page) => page.$$eval('#optimal-list code', (codes) => codes.map((code) => code.textContent.replaceAll(' ', '')));

test('every shortest solution is counted, listed a page at a time and played', async () => {
  const { page, errors } = await browser.open();
  // one of the two 3x3 boards 31 moves from the goal: 40 shortest solutions (a plain
  // breadth-first count in Python, and tests/optimal.rs's in Rust)
  await load(page, '8 6 7 2 5 4 3 x 1');
  await openTool(page, 'optimal');
  await page.waitForSelector('#optimal-summary:text-is("All 40 shortest solutions")');
  assert.equal(
    await page.textContent('#optimal-range'),
    '1 to 10 of 40, sorted by their letters. A letter is where the gap moves: d\u00a0down, l\u00a0left, r\u00a0right, u\u00a0up.',
  );
  let shown = await listed(page);
  assert.equal(shown.length, 10);
  assert.ok(
    shown.every((moves) => /^[dlru]{31}$/.test(moves)),
    shown.join(' '),
  );
  assert.deepEqual([...shown].sort(), shown, 'in the order of their letters');
  // the first is the one Solve gives
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 31 moves")');
  assert.equal((await page.locator('#move-list li').allTextContents()).join(''), shown[0]);
  // the key under the move list says what the letters are: the list does not say it again
  assert.equal(await page.textContent('#optimal-range'), '1 to 10 of 40, sorted by their letters.');
  const first = shown;
  await page.click('#optimal-next');
  await page.waitForSelector('#optimal-range:has-text("11 to 20 of 40")');
  shown = await listed(page);
  assert.ok(first[9] < shown[0], 'the next page goes on in order');
  assert.equal(await page.getAttribute('#optimal-list', 'start'), '11');
  for (let i = 0; i < 2; i++) await page.click('#optimal-next');
  await page.waitForSelector('#optimal-range:has-text("31 to 40 of 40")');
  assert.equal(await page.getAttribute('#optimal-next', 'aria-disabled'), 'true');
  // the last one, played on the board, reaches the goal
  await page.click('#optimal-list li:last-child button');
  await page.waitForSelector('#player:not([hidden])');
  // the solution card says which plays, and the list marks it
  assert.equal(await page.textContent('#solver-status'), 'Shortest solution 40 of 40, 31 moves, plays on the board.');
  assert.equal(await page.getAttribute('#optimal-list li:last-child', 'aria-current'), 'true');
  await page.click('#player-last');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  // a board one move away has one; the goal and another puzzle show no list
  await load(page, '1 2 3 4 5 6 7 x 8');
  await openTool(page, 'optimal');
  await page.waitForSelector('#optimal-summary:text-is("The only shortest solution")');
  assert.equal(await page.textContent('#optimal-range'), 'A letter is where the gap moves: d\u00a0down, l\u00a0left, r\u00a0right, u\u00a0up.');
  await load(page, '1 2 3 4 5 6 7 8 x');
  await page.waitForSelector('#optimal-range:text-is("None to list: the position is at the goal, or cannot reach it.")');
  assert.equal(await page.locator('#optimal-list li').count(), 0);
  await page.click('#picker [data-kind="dao"]');
  await page.waitForSelector('#puzzle-title:text-is("Dao")');
  assert.equal(await page.isVisible('#optimal'), false, 'Dao has no such tool: it closes');
  assert.equal(await page.isVisible('#tool-tab-optimal'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * The length of the shortest paths from the 4x4 board `start` to `goal` (cells row by
 * row, 0 the gap) and their number, by a breadth-first search written apart from the page.
 */
function shortestPaths4x4(start, goal) {
  const seen = new Set([start.join(',')]);
  let layer = new Map([[start.join(','), 1]]);
  for (let depth = 0; layer.size > 0; depth++) {
    const ways = layer.get(goal.join(','));
    if (ways !== undefined) return { length: depth, count: ways };
    const next = new Map();
    for (const [key, count] of layer) {
      const cells = key.split(',').map(Number);
      const gap = cells.indexOf(0);
      const [row, column] = [Math.floor(gap / 4), gap % 4];
      for (const [legal, target] of [
        [row < 3, gap + 4],
        [column > 0, gap - 1],
        [column < 3, gap + 1],
        [row > 0, gap - 4],
      ]) {
        if (!legal) continue;
        const moved = [...cells];
        [moved[gap], moved[target]] = [moved[target], moved[gap]];
        const name = moved.join(',');
        if (!seen.has(name)) next.set(name, (next.get(name) ?? 0) + count);
      }
    }
    for (const name of next.keys()) seen.add(name);
    layer = next;
  }
  return null;
}

test("the Fifteen's shortest solutions are counted by a search, on request, and stopped", async () => {
  const { page, errors } = await browser.open('#fifteen');
  // 14 moves from the goal, with more than one shortest way back
  const start = [1, 3, 7, 4, 5, 2, 11, 8, 0, 13, 6, 12, 10, 9, 14, 15];
  const { length, count } = /** @type {{ length: number, count: number }} */ (shortestPaths4x4(start, [...Array(15).keys()].map((i) => i + 1).concat(0)));
  assert.ok(count > 1);
  await load(page, start.map((t) => (t === 0 ? 'x' : String(t))).join(' '));
  await openTool(page, 'optimal');
  assert.equal(await page.textContent('#optimal-range'), 'A search counts them: it takes as long as a solve, and often several times longer.');
  await page.click('#optimal-count');
  await page.waitForSelector(`#optimal-summary:text-is("All ${count} shortest solutions")`);
  assert.equal(await page.isVisible('#optimal-search'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'optimal-summary', 'the button gone, focus stays near');
  const shown = await listed(page);
  assert.equal(shown.length, count);
  assert.ok(shown.every((moves) => moves.length === length));
  assert.deepEqual([...shown].sort(), shown, 'in the order of their letters');
  // the last, played, reaches the goal
  await page.click('#optimal-list li:last-child button');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#player-last');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0');
  // a hard position: the count says where it stands, is stopped, and can be asked again
  await load(page, '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1');
  await openTool(page, 'optimal');
  await page.click('#optimal-count');
  await page.waitForSelector('#optimal-progress:has-text("positions searched")');
  assert.equal(await page.textContent('#optimal-count'), 'Stop counting');
  assert.deepEqual(await seriousViolations(page, '#optimal'), []);
  await page.click('#optimal-count');
  await page.waitForSelector('#optimal-range:text-is("Stopped before the count was done.")');
  assert.equal(await page.textContent('#optimal-count'), 'Count them');
  assert.equal(await page.isVisible('#optimal-progress'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the list is used by keyboard, and axe finds nothing serious, light or dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await browser.open('', { colorScheme });
    await load(page, '8 6 7 2 5 4 3 x 1');
    await openTool(page, 'optimal');
    await page.waitForSelector('#optimal-summary:text-is("All 40 shortest solutions")');
    await page.focus('#optimal-summary');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#optimal-list li');
    await page.focus('#optimal-next');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#optimal-range:has-text("11 to 20 of 40")');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'optimal-next');
    assert.deepEqual(await seriousViolations(page, '#optimal'), [], colorScheme);
    if (colorScheme === 'light') {
      // a Play pressed while another solution plays keeps the focus, for the next
      const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      await page.focus('#optimal-list li:nth-child(1) button');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#player:not([hidden])');
      await page.focus('#optimal-list li:nth-child(2) button');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#optimal-list li:nth-child(2)[aria-current="true"]');
      assert.equal(await label(), 'Play solution 12');
    }
    await page.close();
  }
});

test('a game solved by hand is reviewed move by move, and a loss taken back', async () => {
  const { page, errors } = await browser.open();
  // two moves from the goal (gap left, twice); the player first goes up and back down
  await load(page, '1 2 3 4 5 6 x 7 8');
  await openTool(page, 'review');
  assert.equal(await page.isDisabled('#review-run'), true, 'nothing to review before a move');
  for (const tile of ['4', '4', '7', '8']) await page.click(`#board .tile[data-tile="${tile}"]`);
  await page.waitForSelector('#result:not([hidden])');
  // reviewed on its own once solved: distances 2, 3, 2, 1, 0
  await page.waitForSelector('#review-text:has-text("From 2 moves away")');
  assert.equal(
    await page.textContent('#review-text'),
    'From 2 moves away, 4 moves took the board to the goal: 2 moves wasted. One move did not go nearer the goal. Each below takes the game back to before it and plays the shortest way on.',
  );
  assert.equal(await page.locator('#review-plot circle.mark').count(), 1);
  assert.deepEqual(await page.$$eval('#review-list button', (buttons) => buttons.map((b) => b.textContent)), ['Move 1 (u): 2 → 3 away']);
  assert.deepEqual(await seriousViolations(page, '#review-card'), []);
  // back to before the loss: the start, with the moves after it to redo, and the optimal
  // continuation from there played
  await page.click('#review-list button');
  await page.waitForSelector('#player:not([hidden])');
  assert.deepEqual(await page.$$eval('#move-list button', (buttons) => buttons.map((b) => b.textContent)), ['r', 'r']);
  await page.click('#player-first');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,0,7,8');
  assert.equal(await page.textContent('#move-count'), '0');
  assert.equal(await page.isEnabled('#redo'), true);
  // the review stays while the game is on its line; a move off it ends the review, and
  // one asked again weighs the new moves
  await page.click('#board .tile[data-tile="7"]');
  await page.waitForSelector('#review-text:text-is("The distance to the goal after each of your moves, and where they went astray.")');
  await page.click('#review-run');
  await page.waitForSelector('#review-text:has-text("1 move left it 1 move away")');
  assert.equal(await page.textContent('#review-text'), 'From 2 moves away, 1 move left it 1 move away: the shortest way. Every move went one nearer the goal.');
  // the solver's move to the goal is reviewed as the solver's
  await solveToTheEnd(page);
  await page.waitForSelector('#review-text:has-text("took the board to the goal")');
  assert.equal(
    await page.textContent('#review-text'),
    "From 2 moves away, 2 moves (1 of them the solver's) took the board to the goal: the shortest way. Every move went one nearer the goal.",
  );
  // the chart dashes the solver's move, the second, and says so
  assert.equal(await page.locator('#review-plot .walk.solver').count(), 1);
  assert.equal(
    await page.getAttribute('#review-plot .walk.solver', 'points'),
    await page.$eval('#review-plot .walk:not(.solver)', (line) => line.getAttribute('points').split(' ').slice(1).join(' ')),
  );
  assert.equal(await page.textContent('#review-plot .legend'), "dashed: the solver's");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the Fifteen's review shows a proven lower bound, and says so", async () => {
  const { page, errors } = await browser.open('#fifteen');
  // one move from the goal; 14 goes right and back, then 15 left: Manhattan distances
  // (no linear conflicts on these boards) 1, 2, 1, 0
  await load(page, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15');
  for (const tile of ['14', '14', '15']) await page.click(`#board .tile[data-tile="${tile}"]`);
  await page.waitForSelector('#result:not([hidden])');
  await openTool(page, 'review');
  await page.waitForSelector('#review-text:has-text("From at least")');
  assert.equal(
    await page.textContent('#review-text'),
    'From at least 1 move away, 3 moves took the board to the goal: at most 2 moves beyond the shortest. Exact distances of this board take a search, so the chart shows a proven lower bound (Manhattan distance with linear conflicts): a move that raised it did not always take the board farther from the goal.',
  );
  assert.equal(
    await page.getAttribute('#review-plot svg', 'aria-label'),
    'A proven lower bound on the distance to the goal after each of 3 moves, from 1 to 0',
  );
  assert.equal(await page.locator('#review-list button').count(), 0, 'no move is called a loss on a bound');
  assert.deepEqual(await seriousViolations(page, '#review-card'), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a larger board of any size is reviewed by the lower bound too', async () => {
  const { page, errors } = await browser.open('#slide-6x6');
  await page.waitForSelector('#puzzle-title:text-is("Sliding 6 × 6")');
  // one move from the goal; 29 goes down and back, then 35 left: Manhattan distances 1,
  // 2, 1, 0
  await load(
    page,
    [...Array(34).keys()]
      .map((i) => String(i + 1))
      .concat(['x', '35'])
      .join(' '),
  );
  for (const tile of ['29', '29', '35']) await page.click(`#board .tile[data-tile="${tile}"]`);
  await openTool(page, 'review');
  await page.waitForSelector('#review-text:has-text("From at least 1 move away, 3 moves took the board to the goal")');
  assert.deepEqual(errors, []);
  await page.close();
});

test('after one loss taken back, a later one goes on along the line to it', async () => {
  const { page, errors } = await browser.open();
  // distances 2, 3, 2, 1, 2, 1: moves 1 and 4 went away from the goal
  await load(page, '1 2 3 4 5 6 x 7 8');
  for (const tile of ['4', '4', '7', '5', '5']) await page.click(`#board .tile[data-tile="${tile}"]`);
  await openTool(page, 'review');
  await page.click('#review-run');
  await page.waitForSelector('#review-list li:nth-child(2)');
  assert.deepEqual(await page.$$eval('#review-list button', (buttons) => buttons.map((b) => b.textContent)), [
    'Move 1 (u): 2 → 3 away',
    'Move 4 (u): 1 → 2 away',
  ]);
  await page.click('#review-list li:nth-child(1) button');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#review-list li:nth-child(2) button');
  await page.waitForFunction(() => document.getElementById('move-count')?.textContent === '3');
  await page.click('#player-first');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,0,8', 'the board before move 4');
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * The fewest slides of the multi-tile metric from `start` to the 3x3 goal (cells row by
 * row, 0 the gap), by a breadth-first search written apart from the page.
 */
function slidesBetween(start, goal) {
  const seen = new Map([[start.join(','), 0]]);
  let layer = [start];
  for (let depth = 0; layer.length > 0; depth++) {
    const next = [];
    for (const cells of layer) {
      if (cells.join(',') === goal.join(',')) return depth;
      const gap = cells.indexOf(0);
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        let [r, c] = [Math.floor(gap / 3), gap % 3];
        const board = [...cells];
        for (;;) {
          const [nr, nc] = [r + dr, c + dc];
          if (nr < 0 || nr > 2 || nc < 0 || nc > 2) break;
          [board[r * 3 + c], board[nr * 3 + nc]] = [board[nr * 3 + nc], board[r * 3 + c]];
          [r, c] = [nr, nc];
          const key = board.join(',');
          if (!seen.has(key)) {
            seen.set(key, depth + 1);
            next.push([...board]);
          }
        }
      }
    }
    layer = next;
  }
  return null;
}

test('Solve in the multi-tile metric plays the fewest slides, each one step', async () => {
  const { page, errors } = await browser.open('#eight');
  // a 31-move board: its fewest slides by a breadth-first search of this file's
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  const slides = slidesBetween(start, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  await load(page, '8 6 7 2 5 4 3 x 1');
  await page.selectOption('#metric', 'mtm');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal in the multi-tile metric")');
  const moves = await page.$$eval('#move-list button', (buttons) => buttons.map((b) => b.textContent));
  assert.equal(moves.length, slides);
  assert.ok(
    moves.some((move) => /^[dlru][2-9]$/.test(move)),
    'some slides move more than one tile',
  );
  assert.match(await page.textContent('#solver-status'), new RegExp(`^Optimal in the multi-tile metric: ${slides} moves, found in `));
  assert.equal(
    await page.textContent('#moves-key'),
    'A letter is where the gap moves: d\u00a0down, l\u00a0left, r\u00a0right, u\u00a0up. A number after a letter: that many cells at once (r2: two right).',
  );
  // the list of shortest solutions counts single moves, and says so
  await openTool(page, 'optimal');
  await page.waitForSelector('#optimal-summary:text-is("All 40 shortest solutions in single moves")');
  await page.click('#player-last');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.equal(await page.textContent('#player-position'), `Move ${slides} of ${slides}`);
  // single moves again, from the start: the 31 of the Eight's own solver
  await page.click('#player-first');
  assert.equal(await page.textContent('#distance'), `${slides} slides from the goal`);
  await page.selectOption('#metric', 'moves');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 31 moves")');
  assert.equal(await page.isVisible('#metric-label'), true);
  await page.click('#picker [data-kind="fifteen"]');
  assert.equal(await page.isVisible('#metric-label'), false, 'the Fifteen has no table of slides');
  assert.deepEqual(errors, []);
  await page.close();
});

/** The single-move distance to the 3x3 goal of every board (cells row by row joined by
 * commas, 0 the gap), by a breadth-first search written apart from the page. */
function distancesToGoal() {
  const goal = '1,2,3,4,5,6,7,8,0';
  const distance = new Map([[goal, 0]]);
  let layer = [goal.split(',').map(Number)];
  for (let depth = 1; layer.length > 0; depth++) {
    const next = [];
    for (const cells of layer) {
      const gap = cells.indexOf(0);
      for (const to of [gap - 3, gap + 3, gap % 3 > 0 ? gap - 1 : -1, gap % 3 < 2 ? gap + 1 : -1]) {
        if (to < 0 || to > 8) continue;
        const board = [...cells];
        [board[gap], board[to]] = [board[to], board[gap]];
        const key = board.join(',');
        if (!distance.has(key)) {
          distance.set(key, depth);
          next.push(board);
        }
      }
    }
    layer = next;
  }
  return distance;
}

test('slides of the multi-tile metric kept from the player are reviewed as single moves', async () => {
  const { page, errors } = await browser.open('#eight');
  await load(page, '8 6 7 2 5 4 3 x 1');
  await page.selectOption('#metric', 'mtm');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal in the multi-tile metric")');
  await page.click('#player-first');
  for (let i = 0; i < 8; i++) await page.click('#player-forward');
  await settle(page);
  const slides = (await page.$$eval('#move-list button', (buttons) => buttons.map((b) => b.textContent))).slice(0, 8);
  const singles = slides.reduce((sum, slide) => sum + Number(slide.slice(1) || 1), 0);
  assert.ok(singles > 8, 'a slide of several tiles among the first eight');
  const left = distancesToGoal().get(await cells(page));
  // Escape keeps the board shown: the slides become the game's moves, the solver's
  await page.keyboard.press('Escape');
  await openTool(page, 'review');
  await page.click('#review-run');
  await page.waitForSelector('#review-text:has-text("From 31 moves away")');
  const wasted = singles - (31 - left);
  const spent = wasted === 0 ? 'the shortest way' : `${wasted} move${wasted === 1 ? '' : 's'} wasted`;
  assert.match(
    await page.textContent('#review-text'),
    new RegExp(`^From 31 moves away, ${singles} moves \\(all the solver's\\) left it ${left} moves away: ${spent}\\. `),
  );
  assert.deepEqual(errors, []);
  await page.close();
});
