// Browser tests of the playground's player, hints, history, editor, sharing, memory,
// cancelling and plot, on the Eight and Eight II boards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { browserForTests, cells, hangWorkers, inView, load, openTool, settle } from './browser.mjs';

const ARTIFACTS = new URL('./artifacts/', import.meta.url);
const SAMPLE = '2 3 4 1 5 x 7 6 8';
const browser = browserForTests();

const text = (page, selector) => page.textContent(selector);

/**
 * Makes the page's first solver worker hang in any solve (a busy loop, as a search too
 * long to wait for); workers started after it are the real one. The page counts the
 * workers it started in `window.solverWorkers`.
 */
async function hangFirstSolver(page) {
  await page.addInitScript(() => {
    window.solverWorkers = 0;
    const RealWorker = window.Worker;
    window.Worker = class extends RealWorker {
      constructor(url, options) {
        super(url, options);
        window.solverWorkers++;
      }
    };
  });
  await hangWorkers(page, "(data) => data.op === 'solve'", { workers: 1 });
}

/** Solves the loaded position and pauses the player at its start. */
async function solvePaused(page) {
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#player-first');
}

test('the player steps, jumps, scrubs and plays through a solution', async () => {
  const { page, errors } = await browser.open();
  await load(page, SAMPLE);
  await solvePaused(page);
  assert.equal(await text(page, '#player-position'), 'Move 0 of 19');
  assert.equal(await cells(page), '2,3,4,1,5,0,7,6,8');

  await page.click('#player-forward');
  assert.equal(await cells(page), '2,3,4,1,5,8,7,6,0'); // d
  assert.equal(await page.locator('#move-list li.current').textContent(), 'd');
  await page.click('#player-last');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.equal(await text(page, '#player-position'), 'Move 19 of 19');
  await page.click('#player-back');
  assert.equal(await text(page, '#player-position'), 'Move 18 of 19');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,0,8');

  await page.click('#move-list li:nth-child(5) button'); // the 5th move
  assert.equal(await text(page, '#player-position'), 'Move 5 of 19');
  assert.equal(await page.locator('#move-list li.current').count(), 1);
  assert.equal(await page.locator('#move-list li.done').count(), 4);
  assert.equal(await text(page, '#move-count'), '0', "the solver's moves are not the player's");

  await page.locator('#player-scrubber').fill('10');
  assert.equal(await text(page, '#player-position'), 'Move 10 of 19');

  await page.click('#player-first');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await text(page, '#player-position'), 'Move 2 of 19');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await text(page, '#player-position'), 'Move 1 of 19');

  await page.selectOption('#player-speed', '80'); // 4x
  // at 4x a slide takes less time than a step
  const slide = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--slide-ms'));
  assert.ok(parseFloat(slide) < 80, `a slide takes ${slide}`);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press(' ');
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'true');
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 10_000 });
  assert.equal(await text(page, '#player-position'), 'Move 19 of 19');
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'false');
  assert.deepEqual(errors, []);
  await page.close();
});

test('hint marks the next optimal move; the distance follows every move', async () => {
  const { page } = await browser.open();
  await load(page, SAMPLE);
  await page.waitForSelector('#distance:text("19 moves from the goal")');
  await page.click('#hint');
  await page.waitForSelector('#hint-text:text("Hint: slide 8 up.")');
  assert.equal(await page.getAttribute('#board .tile.hinted', 'data-tile'), '8');
  await page.click('#board .tile.hinted');
  assert.equal(await cells(page), '2,3,4,1,5,8,7,6,0');
  await page.waitForSelector('#distance:text("18 moves from the goal")');
  assert.equal(await page.locator('#board .tile.hinted').count(), 0);
  await page.keyboard.press('h');
  await page.waitForSelector('#hint-text:text("Hint: slide 6 right.")');
  await load(page, '2 1 3 4 5 6 7 8 x');
  await page.waitForSelector('#distance:text("cannot reach the goal")');
  await page.close();
});

test('undo and redo walk through the moves made, by button and by key', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 x 5 7 8 6');
  assert.equal(await page.isDisabled('#undo'), true);
  await page.click('#board .tile[data-tile="5"]'); // gap right
  await page.click('#board .tile[data-tile="6"]'); // gap down
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.equal(await text(page, '#move-count'), '2');
  await page.click('#undo');
  assert.equal(await cells(page), '1,2,3,4,5,0,7,8,6');
  assert.equal(await text(page, '#move-count'), '1');
  await page.keyboard.press('Control+z');
  assert.equal(await cells(page), '1,2,3,4,0,5,7,8,6');
  assert.equal(await page.isDisabled('#undo'), true);
  await page.click('#redo');
  await page.keyboard.press('Control+y');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.equal(await page.isDisabled('#redo'), true);
  await page.click('#undo');
  await page.click('#board .tile[data-tile="3"]'); // a new move forgets the redo
  assert.equal(await page.isDisabled('#redo'), true);
  await page.close();
});

test('the editor swaps cells, checks text live and applies the draft', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 5 6 7 8 x');
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  await page.waitForSelector('#editor-bar:not([hidden])');
  assert.equal(await page.isVisible('#edit'), false, 'one way to apply: the editor bar');
  await page.click('#board .tile[data-tile="1"]');
  assert.equal(await page.getAttribute('#board .tile.selected', 'data-tile'), '1');
  await page.click('#board .tile.gap'); // the gap is a target while editing
  assert.equal(await cells(page), '0,2,3,4,5,6,7,8,1');
  assert.equal(await page.inputValue('#position-input'), 'x 2 3 4 5 6 7 8 1');

  await page.fill('#position-input', '1 2 3 4 5 6 7 8 8');
  assert.equal(await text(page, '#input-error'), 'Board: line 1, column 17: `8` appears more than once');
  assert.equal(await cells(page), '0,2,3,4,5,6,7,8,1'); // the draft stays
  // a draft from which the goal cannot be reached cannot be applied
  await page.fill('#position-input', '8 2 3 4 5 6 7 x 1');
  assert.equal(await page.isVisible('#input-error'), false);
  assert.equal(await cells(page), '8,2,3,4,5,6,7,0,1');
  assert.match(await text(page, '#editor-verdict'), /^The goal cannot be reached/);
  assert.equal(await page.isDisabled('#editor-apply'), true);
  await page.fill('#position-input', '2 8 3 4 5 6 7 x 1');
  assert.equal(await text(page, '#editor-verdict'), 'The goal can be reached from this position.');

  await page.click('#editor-apply');
  assert.equal(await page.isVisible('#editor-bar'), false);
  assert.equal(await cells(page), '2,8,3,4,5,6,7,0,1');
  assert.equal(await text(page, '#move-count'), '0');
  await page.click('#board .tile[data-tile="7"]'); // playing again
  assert.equal(await cells(page), '2,8,3,4,5,6,0,7,1');

  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  await page.click('#board .tile[data-tile="2"]');
  await page.keyboard.press('Escape'); // cancel the edits
  assert.equal(await cells(page), '2,8,3,4,5,6,0,7,1');
  await page.close();
});

test('Eight II goals are edited on the goal board', async () => {
  const { page } = await browser.open('#eight2');
  await load(page, '12345678X', '12345678X');
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  await page.click('#goal-board .tile[data-tile="8"]');
  await page.click('#goal-board .tile.gap');
  assert.equal(await page.getAttribute('#goal-board', 'data-cells'), '1,2,3,4,5,6,7,0,8');
  await page.click('#editor-apply');
  assert.equal(await page.inputValue('#goal-input'), '1234567X8');
  await page.waitForSelector('#distance:text("1 move from the goal")');
  await page.close();
});

test('positions are exported, shared by URL and remembered per puzzle', async () => {
  const context = await browser.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = await browser.open('#eight2', { context });
  await load(page, '564178X23', '7568X4123');
  await page.click('#copy');
  await page.waitForSelector('#copied:text("Position copied.")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '564178X23');
  const hash = await page.evaluate(() => location.hash);
  assert.equal(hash, '#eight2?board=564178X23&goal=7568X4123');
  await page.click('#share');
  await page.waitForSelector('#copied:text("Link copied.")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), browser.url + hash);

  // a fresh page opened at the shared link shows the same board and goal
  const shared = await browser.open(hash);
  assert.equal(await cells(shared.page), '5,6,4,1,7,8,0,2,3');
  assert.equal(await shared.page.getAttribute('#goal-board', 'data-cells'), '7,5,6,8,0,4,1,2,3');
  assert.equal(await shared.page.getAttribute('#picker [aria-pressed="true"]', 'data-kind'), 'eight2');
  await shared.page.close();

  // the same browser remembers the last position of each puzzle, once the player pauses
  await page.click('#board .tile[data-tile="1"]'); // the gap moves up
  await page.waitForFunction((before) => location.hash !== before, hash);
  const again = await browser.open('', { context });
  await again.page.click('#picker [data-kind="eight2"]');
  assert.equal(await cells(again.page), '5,6,4,0,7,8,1,2,3');
  await openTool(again.page, 'position');
  assert.equal(await again.page.inputValue('#goal-input'), '7568X4123');
  await context.close();
});

test('a broken shared link is reported in view and the page still works', async () => {
  const { page, errors } = await browser.open('#eight?board=1+2+3', { viewport: { width: 390, height: 844 } });
  assert.match(await text(page, '#link-note'), /^The position in the link could not be read: line 1, column 6: expected 9 tokens, found only 3/);
  assert.ok(await inView(page, '#link-note'), 'the note is on the first screen of a phone');
  assert.equal(await page.locator('#board .tile').count(), 9);
  // the note goes with the first move
  await page.click('#shuffle');
  assert.equal(await page.isVisible('#link-note'), false);
  await page.close();

  // a goal that cannot be read is said as the goal's; the position is kept
  const goal = await browser.open('#eight2?board=12345678X&goal=1234');
  assert.match(await text(goal.page, '#link-note'), /^The goal in the link could not be read: /);
  assert.equal(await cells(goal.page), '1,2,3,4,5,6,7,8,0');
  await goal.page.close();
  const goalAlone = await browser.open('#eight2?goal=garbage');
  assert.match(await text(goalAlone.page, '#link-note'), /^The goal in the link could not be read: /);
  errors.push(...goalAlone.errors);
  await goalAlone.page.close();

  // a position the goal cannot be reached from is opened, and said to have no solution
  const unsolvable = await browser.open('#eight?board=2+1+3+4+5+6+7+8+x');
  assert.equal(await cells(unsolvable.page), '2,1,3,4,5,6,7,8,0');
  assert.match(await text(unsolvable.page, '#solver-status'), /^No solution: /);
  assert.deepEqual([...errors, ...goal.errors, ...unsolvable.errors], []);
  await unsolvable.page.close();
});

test('cancel stops a long solve, the page stays usable, and solving works again', async () => {
  const { page } = await browser.open('', { prepare: hangFirstSolver });
  await load(page, SAMPLE);
  await page.click('#solve');
  await page.waitForSelector('#search-progress:text("Solving…")');
  assert.equal(await page.isVisible('#cancel'), true);
  assert.equal(await page.isDisabled('#solve'), true);
  await page.click('#cancel');
  await page.waitForSelector('#solver-status:text("Cancelled.")');
  assert.equal(await page.isVisible('#cancel'), false);
  assert.equal(await page.isVisible('#search-progress'), false, 'the solution card beside the board says it');
  assert.equal(await cells(page), '2,3,4,1,5,0,7,6,8');
  await page.click('#solve');
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 15_000 });
  assert.equal(await page.evaluate(() => window.solverWorkers), 2);

  await page.close();

  // a move while a solve hangs cancels that solve and is kept
  const reloaded = await browser.open('', { prepare: hangFirstSolver });
  await load(reloaded.page, SAMPLE);
  await reloaded.page.click('#solve');
  await reloaded.page.waitForSelector('#search-progress:text("Solving…")');
  await reloaded.page.click('#board .tile[data-tile="5"]');
  assert.equal(await cells(reloaded.page), '2,3,4,1,0,5,7,6,8');
  assert.equal(await reloaded.page.isVisible('#cancel'), false);
  await reloaded.page.waitForSelector('#distance:text("moves from the goal")');
  await reloaded.page.close();
});

test('the distance plot has a bar per distance and marks the position', async () => {
  const { page } = await browser.open();
  await load(page, SAMPLE);
  await openTool(page, 'distances');
  await page.waitForSelector('#plot .bar.mark');
  assert.equal(await page.locator('#plot .bar').count(), 32);
  assert.equal(await page.getAttribute('#plot .bar.mark', 'data-distance'), '19');
  assert.match(await text(page, '#plot-caption'), /^181,440 positions can reach this goal, at most 31 moves away; yours is 19 away/);
  await page.click('#picker [data-kind="eight2"]');
  await load(page, '12345678X', 'X12345678');
  await openTool(page, 'distances');
  await page.waitForSelector('#plot .bar.mark');
  assert.equal(await page.locator('#plot .bar').count(), 32);
  await page.close();
});

test("each puzzle's example of its text, typed as the help writes it, loads", async () => {
  for (const hash of ['#eight', '#eight2', '#nine', '#fifteen']) {
    const { page, errors } = await browser.open(hash);
    await openTool(page, 'position');
    const help = await text(page, '#format-help');
    const example = /e\.g\. (.+)$/.exec(help ?? '')?.[1];
    assert.ok(example, `${hash}: no example in "${help}"`);
    await load(page, example);
    assert.equal(await page.isHidden('#input-error'), true, `${hash}: "${example}" gave "${await text(page, '#input-error')}"`);
    // the board holds the example: tokens, or characters where it has no spaces
    const tokens = example.includes(' ') ? example.split(' ') : [...example];
    assert.equal(await cells(page), tokens.map((t) => (/^x$/i.test(t) ? '0' : t)).join(','), hash);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("after a failed Load, the browser's Back shows the puzzle it opens in the field", async () => {
  const { page, errors } = await browser.open('#eight');
  await page.click('#picker [data-kind="nine"]');
  await settle(page);
  await openTool(page, 'position');
  await page.fill('#position-input', '2 3 0 / 1 8 7');
  await page.click('#load');
  await page.waitForSelector('#input-error:not([hidden])');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'position-input');
  await page.goBack();
  await page.waitForSelector('#picker [data-kind="eight"][aria-pressed="true"]');
  await settle(page);
  // the field holds Eight's board, as the board shows it, and no message stays
  const tokens = (await page.inputValue('#position-input')).trim().split(/\s+/);
  assert.equal(tokens.map((t) => (t === 'x' ? '0' : t)).join(','), await cells(page));
  assert.equal(await page.isHidden('#input-error'), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('tiles are labelled buttons and the help explains the rules', async () => {
  const { page } = await browser.open();
  await load(page, SAMPLE);
  assert.equal(await page.getAttribute('#board .tile[data-tile="2"]', 'aria-label'), 'Tile 2, row 1, column 1');
  assert.equal(await page.locator('#board button.tile').count(), 9);
  await openTool(page, 'help');
  assert.match(await text(page, '#rules'), /Half of all arrangements cannot reach a given goal/);
  await page.locator('#board .tile[data-tile="5"]').focus();
  await page.keyboard.press('Enter'); // a focused tile slides like a clicked one
  assert.equal(await cells(page), '2,3,4,1,0,5,7,6,8');
  await mkdir(ARTIFACTS, { recursive: true });
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#move-list li:nth-child(7) button');
  await settle(page);
  await page.screenshot({ path: new URL('playground.png', ARTIFACTS).pathname, fullPage: true });
  await page.close();
});

test('a link the clipboard refused is shown to be copied by hand', async () => {
  const { page, errors } = await browser.open('#slide-10x10', {
    viewport: { width: 390, height: 844 },
    prepare: (page) =>
      page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })),
  });
  await openTool(page, 'position');
  await page.click('#share');
  const said = await text(page, '#copied');
  assert.equal(await page.getAttribute('#copied', 'data-tone'), 'error', 'not in the colour of a copy made');
  assert.ok(said.startsWith('Copy failed: select the link and copy it yourself: http'), said);
  assert.equal(said.slice(said.indexOf('http')), await page.evaluate(() => location.href));
  // a 10x10 board's long link does not widen the page
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  assert.deepEqual(errors, []);
  await page.close();
});
