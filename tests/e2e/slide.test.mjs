// Browser tests of the sliding boards of any size: the picker's one entry and the size
// chooser (presets, a custom size, Back), the board's shape and its tiles at a phone's
// width, links with a size (and one out of range), play, the editor and records per size,
// an optimal solve of a small board, a 3 x 5's own pattern databases, a 9 x 2's optional
// ones, the anytime solve of a 10 x 10 on two workers (its best so far and bound, Stop that
// keeps the best and plays it to the goal, Cancel that drops it) and a hint on a board no
// table serves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForTests, cells, load, settle, openTool } from './browser.mjs';

const browser = browserForTests();
const PHONE = { width: 390, height: 844 };

/** Counts the workers the page starts and ends in `window.workers` ({ started, ended }),
 * on a browser that reports 2 cores: an anytime search runs its beams in one worker and
 * raises its bound in another. */
async function countWorkers(page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 2 });
    window.workers = { started: 0, ended: 0 };
    const RealWorker = window.Worker;
    window.Worker = class extends RealWorker {
      constructor(url, options) {
        super(url, options);
        window.workers.started++;
      }
      terminate() {
        window.workers.ended++;
        super.terminate();
      }
    };
  });
}

/** The playing board's columns and rows, as its pieces stand, and its smallest tile's side. */
function shape(page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('#board .piece')].map((piece) => piece.getBoundingClientRect());
    const distinct = (values) => new Set(values.map((v) => Math.round(v))).size;
    return {
      columns: distinct(boxes.map((b) => b.left)),
      rows: distinct(boxes.map((b) => b.top)),
      tiles: boxes.length,
      smallest: Math.min(...boxes.flatMap((b) => [b.width, b.height])),
      inView: boxes.every((b) => b.left >= 0 && b.right <= innerWidth + 0.5),
    };
  });
}

const pressedSize = (page) => page.$$eval('#size-presets button[aria-pressed="true"]', (buttons) => buttons.map((b) => b.dataset.kind));

test('the picker reaches any size: presets, a custom size, Back, and the size last used', async () => {
  const { page, errors } = await browser.open('#eight');
  assert.equal(await page.isVisible('#sizes'), false, 'no size chooser on the Eight');
  assert.equal(await page.textContent('#picker [data-kind="slide-5x5"]'), 'Any size');
  // first visit: 5 x 5
  await page.click('#picker [data-kind="slide-5x5"]');
  assert.equal(await page.textContent('#puzzle-title'), 'Sliding 5 × 5');
  assert.equal(await page.getAttribute('#picker [aria-pressed="true"]', 'data-kind'), 'slide-5x5');
  assert.deepEqual(await pressedSize(page), ['slide-5x5']);
  assert.deepEqual(await page.$$eval('#size-presets button', (buttons) => buttons.map((b) => b.textContent)), ['3×3', '4×4', '5×5', '6×6', '7×7', '10×10']);
  const { smallest, ...fiveByFive } = await shape(page);
  assert.deepEqual(fiveByFive, { columns: 5, rows: 5, tiles: 25, inView: true });
  assert.ok(smallest >= 28, `a tile is ${smallest} px`);
  await openTool(page, 'position');
  assert.equal(await page.textContent('#format-help'), '25 tokens row by row (5 x 5), x for the gap');
  // a preset
  await page.click('#size-presets [data-kind="slide-4x4"]');
  assert.equal(await page.textContent('#puzzle-title'), 'Sliding 4 × 4');
  assert.deepEqual(await pressedSize(page), ['slide-4x4']);
  assert.equal((await shape(page)).tiles, 16);
  assert.equal(await page.getAttribute('#picker [aria-pressed="true"]', 'data-kind'), 'slide-5x5', 'every size is the picker entry');
  // a custom size: 7 columns, 3 rows
  assert.equal(await page.inputValue('#size-columns'), '4', 'the custom size starts at the size shown');
  await page.selectOption('#size-columns', '7');
  await page.selectOption('#size-rows', '3');
  await page.click('#size-open');
  await page.waitForFunction(() => location.hash.startsWith('#slide-7x3?board='));
  assert.equal(await page.textContent('#puzzle-title'), 'Sliding 7 × 3');
  assert.deepEqual(await pressedSize(page), [], 'no preset is 7 x 3');
  const { columns, rows, tiles } = await shape(page);
  assert.deepEqual([columns, rows, tiles], [7, 3, 21]);
  const box = await page.locator('#board').boundingBox();
  assert.ok(Math.abs(box.width / box.height - 7 / 3) < 0.02, `the board is ${box.width} x ${box.height}`);
  assert.equal(await page.textContent('#format-help'), '21 tokens row by row (7 x 3), x for the gap');
  assert.equal((await page.inputValue('#position-input')).split(' ').length, 21);
  // each size is a puzzle switch of its own in the browser's history
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('puzzle-title').textContent === 'Sliding 4 × 4');
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('puzzle-title').textContent === 'Sliding 5 × 5');
  await page.goForward();
  await page.waitForFunction(() => document.getElementById('puzzle-title').textContent === 'Sliding 4 × 4');
  await page.goForward();
  await page.waitForFunction(() => document.getElementById('puzzle-title').textContent === 'Sliding 7 × 3');
  // the picker opens the size last used
  await page.click('#picker [data-kind="eight"]');
  assert.equal(await page.isVisible('#sizes'), false);
  await page.click('#picker [data-kind="slide-5x5"]');
  assert.equal(await page.textContent('#puzzle-title'), 'Sliding 7 × 3');
  assert.deepEqual(errors, []);
  await page.close();
});

test('at 390 px every board up to 10 x 10, and the tall and wide ones, is in view with tiles of 28 px or more', async () => {
  const { page } = await browser.open('#eight', { viewport: PHONE });
  for (const [c, r] of [
    [10, 10],
    [10, 2],
    [2, 10],
    [7, 3],
    [2, 2],
    [6, 6],
  ]) {
    await page.evaluate((hash) => (location.hash = hash), `#slide-${c}x${r}`);
    await page.waitForFunction((title) => document.getElementById('puzzle-title').textContent === title, `Sliding ${c} × ${r}`);
    await settle(page);
    const seen = await shape(page);
    assert.deepEqual([seen.columns, seen.rows, seen.tiles, seen.inView], [c, r, c * r, true], `${c} x ${r}`);
    assert.ok(seen.smallest >= 28, `${c} x ${r}: a tile is ${seen.smallest} px`);
    const { height, font } = await page.evaluate(() => ({
      height: document.getElementById('board').getBoundingClientRect().height,
      font: parseFloat(getComputedStyle(document.querySelector('#board .tile')).fontSize),
    }));
    assert.ok(height <= PHONE.height - 200, `${c} x ${r}: the board is ${height} px tall`);
    assert.ok(font >= 12 && font <= seen.smallest * 0.45, `${c} x ${r}: the numbers are ${font} px on ${seen.smallest} px tiles`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${c} x ${r}: nothing wider than the phone`);
  }
  // the size chooser's controls are big enough to tap, and its six sizes fit one line
  const controls = await page.$$eval('#sizes button, #sizes select', (elements) => elements.map((e) => [e.textContent.trim(), e.getBoundingClientRect()]));
  for (const [name, box] of controls) assert.ok(box.height >= 44, `${name}: ${box.height} px tall`);
  const tops = await page.$$eval('#size-presets button', (buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
  assert.equal(tops, 1);
  await page.close();
});

test('a link with a size reopens the same board; a size out of range is refused with a message', async () => {
  const first = await browser.open('#slide-7x3');
  await first.page.click('#shuffle');
  const hash = await first.page.evaluate(() => location.hash);
  assert.match(hash, /^#slide-7x3\?board=[\dx+]+&goal=1\+2\+3\+4\+5\+6\+7\+8\+9\+10\+11\+12\+13\+14\+15\+16\+17\+18\+19\+20\+x$/);
  const board = await cells(first.page);
  await first.page.close();

  const shared = await browser.open(hash);
  assert.equal(await cells(shared.page), board);
  assert.equal(await shared.page.textContent('#puzzle-title'), 'Sliding 7 × 3');
  assert.equal(await shared.page.getAttribute('#picker [aria-pressed="true"]', 'data-kind'), 'slide-5x5');
  assert.equal(await shared.page.isVisible('#link-note'), false);
  await shared.page.close();

  // written in capitals, the link opens the board the page names in small letters (its records' key)
  const capitals = await browser.open(hash.replace('#slide-7x3', '#Slide-7X3'));
  assert.equal(await cells(capitals.page), board);
  assert.match(await capitals.page.evaluate(() => location.hash), /^#slide-7x3\?/);
  await capitals.page.close();

  const { page, errors } = await browser.open('#slide-11x3?board=1+2+3');
  assert.equal(await page.isVisible('#link-note'), true);
  assert.equal(
    await page.textContent('#link-note'),
    'The link asks for a board of 11 × 3, but a board is 2 to 10 cells across and down: here is the nearest size, 10 × 3.',
  );
  assert.equal(await page.textContent('#puzzle-title'), 'Sliding 10 × 3');
  assert.equal((await shape(page)).tiles, 30);
  assert.match(await page.evaluate(() => location.hash), /^#slide-10x3\?board=/);
  // the note goes with the next size
  await page.click('#size-presets [data-kind="slide-3x3"]');
  assert.equal(await page.isVisible('#link-note'), false);
  assert.deepEqual(errors, []);
  await page.close();

  // a board that does not fit the size named is reported, and a board of that size shown
  const broken = await browser.open('#slide-4x3?board=1+2+3');
  assert.equal(await broken.page.textContent('#link-note'), 'The position in the link could not be read: line 1, column 6: expected 12 tokens, found only 3');
  assert.equal((await shape(broken.page)).tiles, 12);
  await broken.page.close();
});

test('a 7 x 3 board plays like the Eight: clicks, lines, keys, undo, the editor and the text fields', async () => {
  const { page, errors } = await browser.open('#slide-7x3');
  await load(page, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 x', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 x');
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  // a click on the gap's row slides the line: three moves
  await page.click('#board .tile[data-tile="18"]');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,0,18,19,20');
  assert.equal(await page.textContent('#move-count'), '3');
  assert.equal(await page.getAttribute('#board .tile[data-tile="18"]', 'aria-label'), 'Tile 18, row 3, column 5');
  // the arrow keys move the gap
  await page.evaluate(() => document.activeElement.blur()); // on the board, arrow keys move the focus
  await page.keyboard.press('ArrowUp');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,9,10,0,12,13,14,15,16,17,11,18,19,20');
  // Undo takes back the key's move, then the line the click slid, whole; Redo makes it again
  await page.keyboard.press('Control+z');
  assert.equal(await page.textContent('#move-count'), '3');
  await page.keyboard.press('Control+z');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,0');
  assert.equal(await page.textContent('#move-count'), '0');
  await page.keyboard.press('Control+y');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,0,18,19,20');
  assert.equal(await page.textContent('#move-count'), '3');
  // the editor: a swap changes the parity, said at once
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  await page.click('#board .tile[data-tile="1"]');
  await page.click('#board .tile[data-tile="2"]');
  assert.match(await page.textContent('#editor-verdict'), /^The goal cannot be reached: /);
  assert.equal(await page.isDisabled('#editor-apply'), true);
  await page.click('#board .tile[data-tile="3"]');
  await page.click('#board .tile[data-tile="4"]');
  assert.equal(await page.textContent('#editor-verdict'), 'The goal can be reached from this position.');
  await page.click('#editor-apply');
  assert.equal(await cells(page), '2,1,4,3,5,6,7,8,9,10,11,12,13,14,15,16,17,0,18,19,20');
  // the text fields: a board of another size is refused in the core's words
  await page.fill('#position-input', '1 2 3 x');
  await page.locator('#position-input').blur(); // left short: said then
  assert.equal(await page.textContent('#input-error'), 'Board: line 1, column 8: expected 21 tokens, found only 4');
  await load(page, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 x 20');
  await page.click('#board .tile[data-tile="20"]');
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  assert.equal(await page.isVisible('#solved-badge'), true);
  // a swipe to the right moves the tile left of the gap into it
  await settle(page);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + (box.width * 3) / 4, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,0,20');
  assert.deepEqual(errors, []);
  await page.close();
});

test("a goal of the player's own is said in words and drawn with its numbers", async () => {
  // a board of many cells, and one of 15 whose small picture is as small
  for (const [columns, rows] of [
    [5, 5],
    [3, 5],
  ]) {
    const tiles = columns * rows - 1;
    const { page, errors } = await browser.open(`#slide-${columns}x${rows}`, { viewport: { width: 390, height: 844 } });
    const numbers = () => page.$$eval('#goal-board .tile:not(.gap)', (cells) => cells.map((tile) => parseFloat(getComputedStyle(tile).fontSize)));
    const order = `Slide the tiles into order: 1 to ${tiles}, with the gap last.`;
    assert.equal(await page.textContent('#tagline'), order);
    // the usual goal's picture is small, its order said by the words: no numbers drawn
    assert.ok((await numbers()).every((size) => size === 0));
    const own = `x ${Array.from({ length: tiles }, (_, i) => i + 1).join(' ')}`;
    await openTool(page, 'position');
    await page.fill('#goal-input', own);
    await page.click('#load');
    await settle(page);
    assert.equal(await page.textContent('#tagline'), 'Slide the tiles until the board matches the goal you set.');
    assert.ok(
      (await numbers()).every((size) => size >= 10),
      `${columns}x${rows}: ${await numbers()}`,
    );
    assert.equal(await page.textContent('#goal-board .tile:not(.gap) >> nth=0'), '1');
    await page.fill('#goal-input', `${own.slice(2)} x`);
    await page.click('#load');
    await settle(page);
    assert.equal(await page.textContent('#tagline'), order);
    assert.ok((await numbers()).every((size) => size === 0));
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a shuffle of a 2 x 2 board is neither the goal nor the position shown', async () => {
  const { page, errors } = await browser.open('#slide-2x2');
  for (let shuffles = 0; shuffles < 30; shuffles++) {
    const before = await cells(page);
    await page.click('#shuffle');
    // one in twelve draws is the goal, and one the position shown, before a draw again
    await page.waitForFunction((before) => document.getElementById('board').dataset.cells !== before, before);
    assert.notEqual(await page.getAttribute('#board', 'data-solved'), 'true');
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('attempts and best results are kept per size', async () => {
  const { page, errors } = await browser.open('#slide-2x2');
  await page.click('#shuffle');
  // a 2 x 2 board's twelve positions are one cycle: the gap going round clockwise reaches the goal
  const clockwise = { 0: 'ArrowRight', 1: 'ArrowDown', 3: 'ArrowLeft', 2: 'ArrowUp' };
  for (let moves = 0; moves < 12 && (await page.getAttribute('#board', 'data-solved')) !== 'true'; moves++) {
    const gap = (await cells(page)).split(',').indexOf('0');
    await page.keyboard.press(clockwise[gap]);
  }
  assert.match(await page.textContent('#result'), /^Solved in \d+ moves? \(\d+ MTM\), \d+\.\d\d s( \(optimal \d+\))?\. Your first result at this level\.$/);
  // kept under the size's own name: the other sizes, and the Eight, start afresh
  const records = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('puzzle-playground:records'))));
  assert.deepEqual(records, ['slide-2x2:any']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 3 x 3 slide board is solved at once, optimally, and played back to the goal', async () => {
  const { page, errors } = await browser.open('#slide-3x3');
  await load(page, '8 6 7 2 5 4 3 x 1');
  await page.waitForSelector('#distance:text("31 moves from the goal")');
  await page.click('#hint');
  await page.waitForSelector('#hint-text:has-text("Hint:")');
  assert.match(await page.textContent('#hint-text'), /^Hint: slide \d (up|down|left|right)\.$/, 'a proven hint says no more');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  assert.match(await page.textContent('#solver-status'), /^Optimal: 31 moves, found in (under 0\.1 ms|[\d.]+ m?s)\.$/);
  assert.equal(await page.isVisible('#stop'), false);
  assert.match((await page.locator('#move-list li').allTextContents()).join(' '), /^([dlru] ){30}[dlru]$/);
  await page.click('#player-last');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  await page.waitForSelector('#judge:not([hidden])');
  assert.equal((await page.textContent('#judge-output')).trim().length, 31);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a search that proves its best the shortest ends by itself: "Optimal"', async () => {
  const { page, errors } = await browser.open('#slide-5x5');
  await load(page, '6 4 x 5 9 2 13 7 8 10 17 1 3 14 15 11 22 12 18 19 16 21 23 24 20');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])', { timeout: 20_000 });
  assert.match(
    await page.textContent('#solver-status'),
    /^Optimal: 38 moves, found in (under 0\.1 ms|[\d.]+ m?s), [\d,]+ positions searched( on \d+ workers)?\.$/,
  );
  assert.match((await page.locator('#move-list li').allTextContents()).join(' '), /^([dlru] ){37}[dlru]$/);
  assert.equal(await page.isVisible('#stop'), false);
  await page.click('#player-first');
  assert.equal(await page.textContent('#distance'), '38 moves from the goal', 'a proven solution is the distance');
  await page.click('#player-last');
  await settle(page);
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a picture is cut along the cells of a 7 x 3 board', async () => {
  const { page } = await browser.open('#slide-7x3', {
    prepare: (page) =>
      page.addInitScript(() =>
        localStorage.setItem('puzzle-playground:settings', JSON.stringify({ picture: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==', pictureNumbers: true })),
      ),
  });
  assert.equal(await page.getAttribute('#board', 'class'), 'board tiles many picture numbered');
  const cut = (tile) =>
    page.$eval(`#board .tile[data-tile="${tile}"]`, (button) => {
      const style = getComputedStyle(button);
      return [style.backgroundSize, style.backgroundPosition, getComputedStyle(button, '::after').content];
    });
  assert.deepEqual(await cut(1), ['700% 300%', '0% 0%', '"1"']);
  assert.deepEqual(await cut(20), ['700% 300%', '83.3333% 100%', '"20"']);
  assert.deepEqual(await cut(9), ['700% 300%', '16.6667% 50%', '"9"']);
  await page.close();
});

test("a 4 x 4 board of any size uses the Fifteen's pattern databases, kept once for both", async () => {
  const context = await browser.browser.newContext({ serviceWorkers: 'block' });
  const { page, errors } = await browser.open('#fifteen', { context });
  const databases = '#tables li[data-family="fifteen-databases-0"]';
  await page.waitForSelector(`${databases}[data-state="ready"]`, { timeout: 60_000 });
  await page.click('#picker [data-kind="slide-5x5"]');
  await page.click('#size-presets [data-kind="slide-4x4"]');
  // the 4 x 4's own worker takes them from this browser: not built again
  await page.waitForSelector(`${databases}[data-state="ready"]`, { timeout: 60_000 });
  assert.equal(await page.textContent(databases), 'Ready: the pattern databases (7-6-2), for every position of this goal (loaded from this browser).');
  await load(page, '5 1 2 3 9 6 7 4 13 10 11 8 14 15 12 x');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])', { timeout: 30_000 });
  assert.match(await page.textContent('#solver-status'), /^Optimal: 12 moves, found in /);
  assert.equal((await page.locator('#move-list li').allTextContents()).join(' '), 'l l l u u u r r r d d d');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 3 x 5 board builds its own pattern databases in the worker and solves optimally', async () => {
  const context = await browser.browser.newContext({ serviceWorkers: 'block' });
  const { page, errors } = await browser.open('#slide-3x5', { context });
  const databases = '#tables li[data-family="slide-databases-3x5-0"]';
  await page.waitForSelector(`${databases}[data-state="ready"]`, { timeout: 60_000 });
  assert.match(await page.textContent(databases), /^Ready: the pattern databases, for every position of this goal \(built in [\d.]+ s\)\.$/);
  assert.doesNotMatch(await page.textContent('#solver-status'), /Stop and show/, 'no best-so-far search is promised');
  // 14 moves from the goal, by a breadth-first search from both ends outside the project
  await load(page, '1 2 3 4 5 6 10 11 7 13 8 9 14 12 x');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])', { timeout: 30_000 });
  assert.match(await page.textContent('#solver-status'), /^Optimal: 14 moves, found in /);
  assert.match((await page.locator('#move-list li').allTextContents()).join(' '), /^([dlru] ){13}[dlru]$/);
  await page.click('#player-last');
  await settle(page);
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  // another visit takes them from this browser
  await page.reload();
  await page.waitForSelector(`${databases}[data-state="ready"]`, { timeout: 60_000 });
  assert.match(await page.textContent(databases), /\(loaded from this browser\)\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 9 x 2 board offers pattern databases for its bound, builds them on request and keeps them', async () => {
  const context = await browser.browser.newContext({ serviceWorkers: 'block' });
  const { page, errors } = await browser.open('#slide-9x2', { context });
  const databases = '#tables li[data-family="slide-patterns-9x2-17"]';
  await page.waitForSelector(`${databases}[data-state="absent"]`, { timeout: 30_000 });
  assert.match(
    await page.textContent(`${databases} .table-status`),
    /^Optional: the pattern databases, for finding shorter solutions and proving how short the shortest can be\. This browser keeps their 2\.8 MB; building them takes about [\d.]+ MB of memory and seconds of one core\.$/,
  );
  // from the keyboard: the focus stays on the table's line while its buttons come and go
  await page.focus(`${databases} button`);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${databases}[data-state="ready"]`, { timeout: 60_000 });
  assert.equal(await page.evaluate(() => document.activeElement?.closest('li')?.dataset.family), 'slide-patterns-9x2-17');
  assert.match(
    await page.textContent(databases),
    /^Ready: the pattern databases, for finding shorter solutions and proving how short the shortest can be \(built in [\d.]+ s\)\.$/,
  );
  // 26 moves from the goal, by a breadth-first search from both ends outside the project
  await load(page, '1 2 3 12 13 5 6 16 9 x 10 14 11 4 15 8 7 17');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])', { timeout: 30_000 });
  assert.match(await page.textContent('#solver-status'), /^Optimal: 26 moves, found in /);
  assert.match((await page.locator('#move-list li').allTextContents()).join(' '), /^([dlru] ){25}[dlru]$/);
  // another visit takes them from this browser
  await page.reload();
  await page.waitForSelector(`${databases}[data-state="ready"]`, { timeout: 60_000 });
  assert.match(await page.textContent(databases), /\(loaded from this browser\)\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a 10 x 10 solve shows its best so far and bound; Stop keeps the best, which plays back to the goal', async () => {
  const { page, errors } = await browser.open('#slide-10x10', { prepare: countWorkers });
  const start = await cells(page);
  await page.click('#solve');
  await page.waitForSelector('#stop:not([hidden])', { timeout: 20_000 });
  // the status says the best so far against the bound, the progress line beside it the work
  await page.waitForFunction(() => /·/.test(document.getElementById('solver-status').textContent));
  const status = await page.textContent('#solver-status');
  const [, best, bound] = /^Best so far: (\d+) moves · the shortest is at least (\d+) moves$/.exec(status) ?? [];
  assert.ok(best && Number(best) > Number(bound), status);
  assert.match(await page.textContent('#search-progress'), /^[\d.,]+(?: M| billion)? positions searched on 2 workers in [\d.]+ s$/);
  assert.equal(await page.isVisible('#cancel'), true);
  // a while of search (two reports more): the best gets no longer, the bound no lower
  for (let i = 0; i < 2; i++) {
    const said = await page.textContent('#search-progress');
    await page.waitForFunction((before) => document.getElementById('search-progress').textContent !== before, said);
  }
  const later = /^Best so far: (\d+) moves · the shortest is at least (\d+) moves$/.exec(await page.textContent('#solver-status'));
  assert.ok(Number(later[1]) <= Number(best) && Number(later[2]) >= Number(bound), later[0]);
  const { started, ended } = await page.evaluate(() => window.workers);
  assert.ok(started >= 2, 'the beams and the bound in workers of their own');
  await page.click('#stop');
  const kept = /^(\d+) moves; the shortest is at least (\d+) \(stopped after [\d.]+ m?s, [\d,]+ positions searched\)\.$/.exec(
    await page.textContent('#solver-status'),
  );
  assert.ok(kept, await page.textContent('#solver-status'));
  const n = Number(kept[1]);
  assert.ok(n <= Number(later[1]) && n > 100, `${n} moves`);
  assert.equal(await page.evaluate(() => window.workers.ended), ended + started, "Stop ends the search's workers");
  assert.equal(await page.isVisible('#stop'), false);
  assert.equal(await page.isVisible('#cancel'), false);
  assert.equal(await page.isDisabled('#solve'), false);
  // the best is played like any solution: the player, the move list, the speeds
  assert.match(await page.textContent('#player-position'), new RegExp(`^Move \\d+ of ${n}$`));
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'true', 'it plays at once');
  assert.equal(await page.locator('#move-list li').count(), n);
  await page.click('#player-first');
  assert.equal(await page.textContent('#player-position'), `Move 0 of ${n}`);
  await settle(page);
  assert.equal(await cells(page), start);
  assert.equal(await page.textContent('#distance'), `${n} moves left in this solution`, 'not said to be the distance to the goal');
  await page.selectOption('#player-speed', '20'); // 16x
  await page.click('#player-play');
  await page.waitForFunction(() => Number(/^Move (\d+)/.exec(document.getElementById('player-position').textContent)[1]) >= 40);
  // the page answers at once while it plays
  const answered = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
  assert.equal(answered, true);
  await page.click('#player-last');
  await settle(page);
  assert.equal(await page.textContent('#player-position'), `Move ${n} of ${n}`);
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  assert.equal(await cells(page), [...Array.from({ length: 99 }, (_, i) => i + 1), 0].join(','));
  assert.equal(await page.isVisible('#judge'), false, 'a 10 x 10 has no judge format');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Cancel drops a 10 x 10 solve: the page answers at once and another puzzle solves', async () => {
  const { page, errors } = await browser.open('#slide-10x10', { prepare: countWorkers });
  await page.click('#solve');
  await page.waitForSelector('#stop:not([hidden])', { timeout: 20_000 });
  const searching = await page.evaluate(() => window.workers.started);
  assert.ok(searching >= 2, 'the beams and the bound in workers of their own');
  await page.click('#cancel');
  assert.equal(await page.textContent('#solver-status'), 'Cancelled.');
  assert.equal(await page.isVisible('#player'), false, 'nothing is kept');
  assert.equal(await page.isVisible('#stop'), false);
  assert.equal(await page.evaluate(() => window.workers.ended), searching, "the search's workers are ended");
  await page.click('#picker [data-kind="eight"]');
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text("Optimal: 19 moves")', { timeout: 5000 });

  // leaving a 10 x 10 while it solves ends its search too (it may never end by itself),
  // and the other puzzle answers
  await page.click('#picker [data-kind="slide-5x5"]');
  await page.click('#size-presets [data-kind="slide-10x10"]');
  const before = await page.evaluate(() => window.workers);
  await page.click('#solve');
  await page.waitForSelector('#stop:not([hidden])', { timeout: 20_000 });
  const started = (await page.evaluate(() => window.workers.started)) - before.started;
  await page.click('#picker [data-kind="eight"]');
  // its searching workers at once, the rest once idle a moment
  await page.waitForFunction((ended) => window.workers.ended >= ended, before.ended + started);
  assert.equal(await page.isVisible('#stop'), false);
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#hint');
  await page.waitForSelector('#hint-text:text("Hint: slide 8 up.")', { timeout: 5000 });
  // back on the 10 x 10, the page says why its search is gone
  await page.click('#picker [data-kind="slide-5x5"]');
  await page.waitForSelector('#picker [data-kind="slide-5x5"][aria-pressed="true"]');
  assert.equal(await page.textContent('#solver-status'), 'The search stopped when you left this puzzle: Solve starts it again.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a hint on a large board takes the first move of the best solution found in a second', async () => {
  const { page, errors } = await browser.open('#slide-6x6');
  const before = await cells(page);
  const asked = Date.now();
  await page.click('#hint');
  await page.waitForSelector('#hint-text:has-text("Hint:")', { timeout: 10_000 });
  assert.ok(Date.now() - asked < 5000, 'about a second');
  assert.match(
    await page.textContent('#hint-text'),
    /^Hint: slide \d+ (up|down|left|right)( \(the first move of a \d+-move solution; the shortest is at least \d+\))?\.$/,
  );
  assert.equal(await page.locator('#board .tile.hinted').count(), 1);
  await page.click('#board .tile.hinted');
  assert.notEqual(await cells(page), before, 'the hinted tile slides');
  assert.deepEqual(errors, []);
  await page.close();
});
