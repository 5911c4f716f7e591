// Accessibility: axe finds nothing serious or critical on any puzzle in light or dark
// colours (playing, editing, and with a solution shown); the board is a grid with one
// tab stop and arrow keys, in board order; a goal that cannot be edited is a picture;
// the stone boards' target dots stand out from the wood; with reduced motion nothing
// glides and solutions wait to be played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForTests, nextFrames, puzzles, hangWorkers, seriousViolations, load, settle, openTool } from './browser.mjs';

// with a sliding board of any size (its size chooser), and one of many cells
/** Boards of any size looked at beside the picker's puzzles. */
const SIZES = ['slide-7x3', 'slide-10x10'];
const browser = browserForTests();

test('axe finds nothing serious or critical on any puzzle or tool, light or dark', async () => {
  const { page: first } = await browser.open();
  const kinds = [...(await puzzles(first)), ...SIZES];
  await first.close();
  for (const colorScheme of ['light', 'dark']) {
    for (const kind of kinds) {
      const { page } = await browser.open(`#${kind}`, { colorScheme });
      await settle(page);
      assert.deepEqual(await seriousViolations(page), [], `${kind}, ${colorScheme}`);
      // every tool the puzzle offers, opened
      for (const tab of await page.$$eval('.tool-tab', (tabs) => tabs.filter((t) => t.checkVisibility()).map((t) => t.dataset.tool))) {
        await openTool(page, tab);
        assert.deepEqual(await seriousViolations(page, `#tool-${tab}`), [], `${kind}, the ${tab} tool, ${colorScheme}`);
      }
      await page.click('#edit');
      await page.waitForSelector('#editor-bar:not([hidden])');
      assert.deepEqual(await seriousViolations(page), [], `${kind} while editing, ${colorScheme}`);
      await page.click('#editor-cancel');
      await page.close();
    }
  }
  // a link's size refused, a search of a board of any size with its best so far, and that best shown
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await browser.open('#slide-11x3', { colorScheme });
    assert.equal(await page.isVisible('#link-note'), true);
    assert.deepEqual(await seriousViolations(page), [], `a size refused, ${colorScheme}`);
    await page.click('#solve');
    await page.waitForSelector('#stop:not([hidden])', { timeout: 20_000 });
    assert.deepEqual(await seriousViolations(page), [], `a search with its best so far, ${colorScheme}`);
    await page.click('#stop');
    assert.deepEqual(await seriousViolations(page), [], `its best shown, ${colorScheme}`);
    await page.close();
  }
  // a solution shown, a hint marked and the settings open
  const { page } = await browser.open('#sdao', { colorScheme: 'dark' });
  await load(page, 'w**b\n*b**\n**b*\nbwww', 'w**b\n*bb*\n****\nbwww');
  await page.click('#hint');
  await page.waitForSelector('#hint-text:has-text("Hint:")');
  await page.click(`#board .cell[data-cell="5"]`); // picks a stone: its targets are marked
  assert.deepEqual(await seriousViolations(page), [], 'hint and targets');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  assert.deepEqual(await seriousViolations(page), [], 'a solution shown');
  await page.click('#settings-open');
  assert.deepEqual(await seriousViolations(page), [], 'the settings');
  await page.close();
});

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(a, b) {
  const luminance = (css) => {
    const [r, g, bl] = css
      .match(/[\d.]+/g)
      .map(Number)
      .map((c) => {
        const x = c / 255;
        return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

test("the stone boards' target dots stand out at 3:1, plain and with their values, light and dark", async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await browser.open('#dao', { colorScheme });
    await page.selectOption('#versus-side', 'both'); // nobody moves by itself
    await page.click('#hardest'); // white to move and win in 11: moves of every value
    await openTool(page, 'position');
    const whites = [...(await page.inputValue('#position-input')).replace(/\s/g, '').slice(0, 16)].flatMap((c, cell) => (c === 'w' ? [cell] : []));
    const seen = new Set();
    for (const analysis of [false, true]) {
      await page.setChecked('#versus-analysis', analysis);
      if (analysis) await page.waitForSelector('#analysis-list button');
      for (const cell of whites) {
        await page.click(`#board .cell[data-cell="${cell}"]`);
        const dots = await page.$$eval('#board .cell.target', (targets) =>
          targets.map((target) => {
            const dot = getComputedStyle(target, '::after');
            return {
              outcome: target.dataset.outcome ?? 'plain',
              fill: dot.backgroundColor,
              ring: dot.boxShadow.match(/^rgba?\([^)]*\)/)[0],
              wood: getComputedStyle(document.getElementById('board')).backgroundColor,
            };
          }),
        );
        for (const { outcome, fill, ring, wood } of dots) {
          seen.add(outcome);
          // a transparent ring shows the wood
          const edge = /^rgba\(.*, 0\)$/.test(ring) ? wood : ring;
          assert.ok(contrast(fill, edge) >= 3, `${colorScheme}, ${outcome}: ${fill} on ${edge}`);
          if (edge !== wood) assert.ok(contrast(edge, wood) >= 3, `${colorScheme}, ${outcome}: the ring ${edge} on ${wood}`);
        }
        await page.click(`#board .cell[data-cell="${cell}"]`); // puts the stone down
      }
    }
    assert.deepEqual([...seen].sort(), ['draw', 'loss', 'plain', 'win'], colorScheme);
    await page.close();
  }
});

test('the board is one tab stop; arrow keys move through it in board order', async () => {
  const { page } = await browser.open('#fifteen');
  await load(page, '5 1 2 3 4 6 7 8 9 10 11 12 13 14 15 x');
  // Tab from the Edit board button's predecessor chain: the board's cells take one stop
  const stops = await page.evaluate(() => [...document.querySelectorAll('#board button')].filter((b) => b.tabIndex === 0).length);
  assert.equal(stops, 1);
  await page.locator('#board button[data-cell="0"]').focus();
  const focusedCell = () => page.evaluate(() => document.activeElement.dataset.cell);
  await page.keyboard.press('ArrowRight');
  assert.equal(await focusedCell(), '1', 'right: the next cell, whatever its tile');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedCell(), '5');
  await page.keyboard.press('End');
  assert.equal(await focusedCell(), '7');
  await page.keyboard.press('Control+End');
  assert.equal(await focusedCell(), '15');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focusedCell(), '11', 'arrow keys on the board move the focus, not the gap');
  assert.equal(await page.getAttribute('#board', 'data-cells'), '5,1,2,3,4,6,7,8,9,10,11,12,13,14,15,0');
  // Enter slides the focused tile when it can move
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#board', 'data-cells'), '5,1,2,3,4,6,7,8,9,10,11,0,13,14,15,12');
  const rows = await page.$$eval('#board [role="row"]', (rows) => rows.map((r) => r.getAttribute('aria-owns').split(' ').length));
  assert.deepEqual(rows, [4, 4, 4, 4]);
  await page.close();
});

test('a goal that cannot be edited is a picture, not a stop on the way', async () => {
  const { page } = await browser.open('#eight');
  assert.equal(await page.getAttribute('#goal-board', 'role'), 'img');
  assert.match(await page.getAttribute('#goal-board', 'aria-label'), /^Goal board: 1 2 3, 4 5 6, 7 8 gap$/);
  assert.equal(await page.$$eval('#goal-board button', (buttons) => buttons.filter((b) => b.tabIndex >= 0 && !b.disabled).length), 0);
  await page.click('#picker [data-kind="eight2"]');
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  assert.equal(await page.getAttribute('#goal-board [role="grid"]', 'aria-label'), 'Goal board', 'an editable goal while editing');
  await page.close();
});

test('with reduced motion nothing glides and a solution waits to be played', async () => {
  // the page's timers run on a clock of the test's, so that waiting costs no time
  const { page } = await browser.open('', { reducedMotion: 'reduce', prepare: (page) => page.clock.install() });
  await load(page, '2 3 4 1 5 x 7 6 8');
  const duration = await page.$eval('#board .piece', (piece) => getComputedStyle(piece).transitionDuration);
  assert.equal(duration, '0s');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.clock.runFor(5000); // many steps' time: nothing plays by itself
  assert.equal(await page.textContent('#player-position'), 'Move 0 of 19');
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'false');
  await page.close();
});

test('a screen reader hears where a playback stops: at its end, a pause or a step', async () => {
  const { page, errors } = await browser.open('', { prepare: (page) => page.clock.install() });
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  assert.equal(await page.getAttribute('#player-said', 'aria-live'), 'polite');
  // while it plays the region is quiet: a frame said at every step would drown the rest
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'true');
  assert.equal(await page.textContent('#player-said'), '');
  await page.clock.runFor(60_000);
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'false');
  assert.equal(await page.textContent('#player-said'), 'Move 19 of 19: the end of the solution');
  await page.click('#player-back');
  assert.equal(await page.textContent('#player-said'), 'Move 18 of 19');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the move list is one stop of the Tab key, on the current move, and the arrows step from it', async () => {
  const { page, errors } = await browser.open('', { prepare: (page) => page.clock.install() });
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#player-play'); // paused at its start
  const stops = () => page.$$eval('#move-list button', (buttons) => buttons.filter((b) => b.tabIndex === 0).map((b) => b.dataset.index));
  assert.deepEqual(await stops(), ['1']);
  await page.click('#move-list li:nth-child(5) button');
  assert.deepEqual(await stops(), ['5']);
  // Tab enters the list once, at the current move, and the next Tab leaves it
  const focused = () =>
    page.evaluate(() => ({ index: document.activeElement?.dataset?.index, inList: Boolean(document.activeElement?.closest('#move-list')) }));
  // the speed is the player's control before the list
  await page.focus('#player-speed');
  await page.keyboard.press('Tab');
  assert.deepEqual(await focused(), { index: '5', inList: true });
  // the arrows step the solution, the focus on the move shown
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await focused(), { index: '6', inList: true });
  assert.equal(await page.textContent('#player-position'), 'Move 6 of 19');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await focused(), { index: '4', inList: true });
  // in the list the other arrows step too (not a move on the board), Home and End jump
  await page.keyboard.press('ArrowDown');
  assert.deepEqual(await focused(), { index: '5', inList: true });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  assert.equal(await page.textContent('#player-position'), 'Move 19 of 19');
  assert.deepEqual(await focused(), { index: '19', inList: true });
  await page.keyboard.press('Home');
  assert.equal(await page.textContent('#player-position'), 'Move 0 of 19');
  assert.deepEqual(await focused(), { index: '1', inList: true });
  assert.equal(await page.textContent('#move-count'), '0');
  await page.keyboard.press('Tab');
  assert.equal((await focused()).inList, false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the focus follows the keys: Solve to the player, the player and the editor back', async () => {
  const { page, errors } = await browser.open();
  const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.closest('[id]')?.id || 'body');
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.focus('#solve');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#player:not([hidden])');
  // on the player's play button: Space pauses the solution (on Solve it would solve again)
  assert.equal(await focused(), 'player-play');
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'true');
  await page.keyboard.press('Space');
  assert.equal(await page.getAttribute('#player-play', 'data-playing'), 'false');
  assert.match(await page.textContent('#solver-status'), /^Optimal: 19 moves/);
  // Escape from the speed list closes the player, and the focus goes back to Solve
  await page.focus('#player-speed');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#player', { state: 'hidden' });
  assert.equal(await focused(), 'solve');
  // Edit board hands the keys to the board, and Escape gives them back to Edit board
  const onBoard = () => page.evaluate(() => document.getElementById('board-frame').contains(document.activeElement));
  await page.focus('#edit');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#editor-bar:not([hidden])');
  assert.ok(await onBoard(), 'a cell of the board');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#editor-bar', { state: 'hidden' });
  assert.equal(await focused(), 'edit');
  // the editor's Cancel gives them back to Edit board
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  await page.focus('#editor-cancel');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#editor-bar', { state: 'hidden' });
  assert.equal(await focused(), 'edit');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the focus stays on a control: Cancel through a search, Undo and Redo, Hint at the goal, Nine’s operations', async () => {
  const focused = (/** @type {import('playwright-core').Page} */ page) =>
    page.evaluate(() => document.activeElement?.id || document.activeElement?.closest('[id]')?.id || 'body');
  // a search that never ends: Solve, disabled while it runs, hands the focus to Cancel,
  // and Escape stops it and gives the focus back
  const { page, errors } = await browser.open('', { prepare: (page) => hangWorkers(page, "(data) => data.op === 'solve'") });
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.focus('#solve');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#cancel:not([hidden])');
  await nextFrames(page); // a disabled button would have dropped the focus by now
  assert.equal(await focused(page), 'cancel');
  assert.equal(await page.getAttribute('#search-progress', 'aria-busy'), 'true');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#cancel', { state: 'hidden' });
  assert.equal(await page.textContent('#solver-status'), 'Cancelled.');
  assert.equal(await page.getAttribute('#search-progress', 'aria-busy'), 'false');
  await nextFrames(page);
  assert.equal(await focused(page), 'solve');
  // Undo with nothing more to take back hands the focus to Redo, and Redo back to Undo
  await page.keyboard.press('Tab'); // off Solve, then the moves by key
  await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).blur());
  await page.keyboard.press('ArrowDown');
  await page.focus('#undo');
  await page.keyboard.press('Enter');
  await nextFrames(page);
  assert.equal(await focused(page), 'redo');
  await page.keyboard.press('Enter');
  await nextFrames(page);
  assert.equal(await focused(page), 'undo');
  // Hint, with the goal reached by a key, has nothing left to hint: Shuffle takes the focus
  await load(page, '1 2 3 4 5 6 7 x 8');
  await page.focus('#hint');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#solved-badge:not([hidden])');
  await nextFrames(page);
  assert.equal(await focused(page), 'shuffle');
  await page.close();
  // Nine: a pressed operation keeps the focus for the next press
  const nine = await browser.open('#nine');
  await nine.page.focus('.operation[data-move="1"]');
  await nine.page.keyboard.press('Enter');
  await nine.page.keyboard.press('Enter');
  assert.equal(await nine.page.textContent('#move-count'), '2');
  assert.equal(await nine.page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).dataset.move), '1');
  assert.deepEqual([...errors, ...nine.errors], []);
  await nine.page.close();
});

test('lines that change many times a second are busy meanwhile: a build, a solution playing', async () => {
  // a first visit's build of the Fifteen's tables: its percentages are not read one by one
  const { page, errors } = await browser.open('#fifteen');
  await page.waitForSelector('#tables li[data-state="building"]', { timeout: 60_000 });
  assert.equal(await page.getAttribute('#tables', 'aria-busy'), 'true');
  await page.waitForSelector('#tables li[data-family^="fifteen-databases"][data-state="ready"]', { timeout: 120_000 });
  assert.equal(await page.getAttribute('#tables', 'aria-busy'), 'false');
  // the distance is read where a solution's playing stops, not at each of its moves
  await load(page, '1 2 3 4 5 6 7 8 9 10 11 12 x 13 14 15');
  await page.click('#solve');
  await page.waitForSelector('#player-play[data-playing="true"]');
  assert.equal(await page.getAttribute('#distance', 'aria-busy'), 'true');
  await page.click('#player-play');
  await page.waitForSelector('#player-play[data-playing="false"]');
  assert.equal(await page.getAttribute('#distance', 'aria-busy'), 'false');
  assert.deepEqual(errors, []);
  await page.close();
});

test('what the marks on a board show is in the cells’ names too', async () => {
  const { page, errors } = await browser.open('#dao');
  await page.selectOption('#versus-side', 'both');
  await page.click('#new-game');
  const cell = (name) => `#board .cell[data-cell="${'abcd'.indexOf(name[0]) + (Number(name[1]) - 1) * 4}"]`;
  await page.click(cell('a1'));
  assert.equal(await page.getAttribute(cell('a1'), 'aria-label'), 'a1: white stone, picked');
  const target = await page.getAttribute('#board .cell.target', 'aria-label');
  assert.match(target, /^[a-d][1-4]: empty, a move ends here$/);
  await page.click(cell('a1'));
  assert.equal(await page.getAttribute(cell('a1'), 'aria-label'), 'a1: white stone');
  // a tile's hint
  const eight = await browser.open('#eight');
  await load(eight.page, '1 2 3 4 5 6 7 x 8');
  await eight.page.click('#hint');
  await eight.page.waitForSelector('#board .tile.hinted');
  assert.match(await eight.page.getAttribute('#board .tile.hinted', 'aria-label'), /^Tile 8, row 3, column 3, hint$/);
  assert.deepEqual([...errors, ...eight.errors], []);
  await page.close();
  await eight.page.close();
});
