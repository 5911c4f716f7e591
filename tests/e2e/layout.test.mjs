// The page as people see it at every width: the whole board in view and clear of the
// panel, the player's controls and the goal in view while a solution plays on a phone,
// text fields that show all they hold, and screenshots of every puzzle (and sliding boards
// of several sizes) at phone, tablet and desktop widths in light and dark colours
// (tests/e2e/artifacts/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { browserForTests, cells, nextFrames, puzzles, load, settle, openTool } from './browser.mjs';

const ARTIFACTS = new URL('./artifacts/', import.meta.url);
/** Sliding boards of any size: square, wide, tall and the largest. */
const SIZES = ['slide-7x3', 'slide-10x10', 'slide-2x10', 'slide-10x2'];
/** The sizes screenshot beside the puzzles. */
const SHOWN_SIZES = ['slide-2x3', 'slide-5x5', 'slide-7x3', 'slide-10x10'];
const browser = browserForTests();

/** Widths from 320 to 1920 px, closer together where tablets are. */
const WIDTHS = [...Array.from({ length: 21 }, (_, i) => 320 + i * 80), ...Array.from({ length: 11 }, (_, i) => 760 + i * 10)].sort((a, b) => a - b);

/** Where the board's pieces and the panel stand, and how wide the page is. */
function measure(page) {
  return page.evaluate(() => {
    const rect = (element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    return {
      pieces: [...document.querySelectorAll('#board .piece')].map(rect),
      chart: document.querySelector('#plot-card:not([hidden]) #plot svg')?.getBoundingClientRect().height ?? 0,
      panel: rect(document.querySelector('.tools')),
      scrollWidth: document.documentElement.scrollWidth,
      width: innerWidth,
    };
  });
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('at every width from 320 to 1920 px every piece is in view and clear of the tools, and the chart keeps its size', async () => {
  const page = await browser.browser.newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await page.goto(browser.url);
  await page.waitForSelector('body[data-ready="true"]');
  for (const kind of [...(await puzzles(page)), ...SIZES]) {
    await page.goto(`${browser.url}#${kind}`);
    await page.waitForSelector('body[data-ready="true"]');
    // the chart of distances open, where the puzzle has one
    if (await page.isVisible('#tool-tab-distances')) {
      await openTool(page, 'distances');
      await page.waitForSelector('#plot svg');
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page);
      const { pieces, panel, chart, scrollWidth } = await measure(page);
      assert.ok(pieces.length >= 9, kind);
      assert.ok(chart <= 230, `${kind} at ${width}px: the distance chart is ${chart}px tall`);
      assert.ok(scrollWidth <= width, `${kind} at ${width}px: the page is ${scrollWidth}px wide`);
      for (const piece of pieces) {
        assert.ok(piece.left >= 0 && piece.right <= width + 0.5, `${kind} at ${width}px: a piece spans ${piece.left}-${piece.right}`);
        assert.ok(!overlaps(piece, panel), `${kind} at ${width}px: a piece lies under the panel`);
        // a board of any size keeps tiles of 28 px from a phone's 390 px up
        if (width >= 390)
          assert.ok(piece.right - piece.left >= 28 && piece.bottom - piece.top >= 28, `${kind} at ${width}px: a tile of ${piece.right - piece.left} px`);
      }
    }
  }
  await page.close();
});

test('on a phone the player and the goal stay in view while a solution plays', async () => {
  const { page } = await browser.open('#sdao', { viewport: { width: 390, height: 844 } });
  await load(page, 'w**b\n*b**\n**b*\nbwww', 'w**b\n*bb*\n****\nbwww');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  const inView = (selector) =>
    page.evaluate((selector) => {
      const r = document.querySelector(selector).getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    }, selector);
  for (const selector of ['#player-play', '#player-forward', '#player-position', '#goal-board', '#board']) {
    assert.ok(await inView(selector), `${selector} is in view`);
  }
  // scrolled down to the position form, the controls are still there
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  assert.ok(await inView('#player-play'), 'the player stays pinned');
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL('phone-solving.png', ARTIFACTS).pathname });
  await page.close();
});

test('on a phone the status row keeps its height as the distance and the Solved badge come and go', async () => {
  // the distance comes with a solution's player and goes at the goal, where the badge
  // comes; each has the row's second line, so the buttons below stay where they are
  const cases = [
    ['fifteen', '2 6 3 4 5 1 7 8 13 11 x 12 10 9 14 15', 14],
    ['eight', '8 6 7 2 5 4 3 x 1', 31],
  ];
  for (const width of [320, 360, 390]) {
    for (const [kind, board, moves] of cases) {
      const { page, errors } = await browser.open(`#${kind}`, { viewport: { width, height: 844 }, reducedMotion: 'reduce' });
      await load(page, board);
      const row = () => page.$eval('.status-row', (element) => element.getBoundingClientRect().height);
      const solve = () => page.$eval('#solve', (element) => element.getBoundingClientRect().top + scrollY);
      const [height, top] = [await row(), await solve()];
      await page.click('#solve');
      await page.waitForSelector('#player:not([hidden])', { timeout: 60_000 });
      assert.equal(await page.textContent('#distance'), `${moves} moves from the goal`);
      assert.equal(await row(), height, `${kind} at ${width}px, the player open`);
      await page.click('#player-last');
      await page.waitForSelector('#solved-badge:not([hidden])');
      assert.equal(await row(), height, `${kind} at ${width}px, at the goal`);
      assert.equal(await solve(), top, `${kind} at ${width}px: Solve stays where it was`);
      assert.deepEqual(errors, []);
      await page.close();
    }
    // the goal reached by hand, the counts grown to two digits
    const { page, errors } = await browser.open('#eight', { viewport: { width, height: 844 }, reducedMotion: 'reduce' });
    await load(page, '1 2 3 4 5 6 7 x 8');
    const height = await page.$eval('.status-row', (element) => element.getBoundingClientRect().height);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#solved-badge:not([hidden])');
    assert.equal(await page.textContent('#move-count'), '13');
    assert.equal(await page.$eval('.status-row', (element) => element.getBoundingClientRect().height), height, `solved by hand at ${width}px`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("the current move stays in the move list's view when jumped, stepped or scrubbed to", async () => {
  // a 46-move solution: more rows of moves than the list shows at once
  const { page, errors } = await browser.open('#fifteen', { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  await load(page, '10 1 x 8 3 12 4 9 5 13 7 14 2 15 11 6');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])', { timeout: 60_000 });
  const shown = () =>
    page.evaluate(() => {
      const list = document.getElementById('move-list').getBoundingClientRect();
      const current = document.querySelector('#move-list li.current').getBoundingClientRect();
      return current.top >= list.top && current.bottom <= list.bottom;
    });
  await page.click('#player-last');
  assert.equal(await page.textContent('#player-position'), 'Move 46 of 46');
  assert.ok(await shown(), 'the last move, jumped to');
  await page.click('#player-first');
  await page.click('#player-forward');
  assert.ok(await shown(), 'the first move, stepped to');
  await page.$eval('#player-scrubber', (scrubber) => {
    scrubber.value = '40';
    scrubber.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.equal(await page.textContent('#player-position'), 'Move 40 of 46');
  assert.ok(await shown(), 'move 40, scrubbed to');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone the pinned player covers neither the board it plays on nor the end of the page', async () => {
  // a 10 x 10 solve stopped early: the tallest player (a long move list) over a tall board
  const { page, errors } = await browser.open('#slide-10x10', { viewport: { width: 390, height: 844 } });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('#solve');
  await page.waitForSelector('#stop:not([hidden])', { timeout: 20_000 });
  await page.click('#stop');
  await page.waitForSelector('#player:not([hidden])');
  /** How far the bottom of `selector` reaches under the pinned player (0: not at all). */
  const under = (selector) =>
    page.evaluate((selector) => {
      const top = document.getElementById('player').getBoundingClientRect().top;
      return Math.max(0, document.querySelector(selector).getBoundingClientRect().bottom - top);
    }, selector);
  assert.equal(await under('#board'), 0, 'the board is clear of the player');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  assert.equal(await under('footer'), 0, "the page's end is clear of the player");
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone on its side the board shows whole above the pinned player', async () => {
  for (const kind of ['eight', 'sdao']) {
    const { page, errors } = await browser.open(`#${kind}`, { viewport: { width: 844, height: 390 } });
    await settle(page);
    await page.click('#solve');
    await page.waitForSelector('#player:not([hidden])');
    await nextFrames(page); // the scroll that brings the board into view
    const { top, bottom, player } = await page.evaluate(() => {
      const frame = document.getElementById('board-frame').getBoundingClientRect();
      return { top: frame.top, bottom: frame.bottom, player: document.getElementById('player').getBoundingClientRect().top };
    });
    assert.ok(top >= 0 && bottom <= player, `${kind}: the board's frame (${top}-${bottom}) above the player (${player})`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('on a phone every tab that opens a tool, and every summary, is a target of 40 px or more', async () => {
  const { page, errors } = await browser.open('#eight', { viewport: { width: 390, height: 844 } });
  await settle(page);
  const heights = await page.evaluate(() =>
    [...document.querySelectorAll('.tool-tab, summary')]
      .filter((summary) => summary.checkVisibility())
      .map((summary) => [summary.textContent, summary.getBoundingClientRect().height]),
  );
  assert.ok(heights.length >= 3, 'How to play, Marathon, Shortest solutions');
  for (const [text, height] of heights) assert.ok(height >= 40, `${text}: ${height} px`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a tapped tile or button does not stay marked on a touch screen, as a hovered one does', async () => {
  const looks = async (options) => {
    const context = await browser.browser.newContext({ serviceWorkers: 'block', ...options });
    const { page } = await browser.open('', { context, viewport: { width: 390, height: 844 } });
    await load(page, '1 2 3 4 5 6 7 x 8');
    // the pointer left where a finger would leave it: on a tile that can slide, on Shuffle
    await page.hover('#board .tile.slidable >> nth=0');
    const tile = await page.$eval('#board .tile.slidable', (el) => getComputedStyle(el).filter);
    await page.hover('#shuffle');
    const shuffle = await page.$eval('#shuffle', (el) => getComputedStyle(el).borderColor);
    const plain = await page.$eval('#reset', (el) => getComputedStyle(el).borderColor);
    await context.close();
    return { tile, shuffleMarked: shuffle !== plain };
  };
  assert.deepEqual(await looks({}), { tile: 'brightness(1.08)', shuffleMarked: true });
  assert.deepEqual(await looks({ hasTouch: true, isMobile: true }), { tile: 'none', shuffleMarked: false });
});

test('on a touch screen no field writes under 16 px, which a phone would zoom in on', async () => {
  const context = await browser.browser.newContext({ serviceWorkers: 'block', hasTouch: true, isMobile: true });
  const { page } = await browser.open('', { context, viewport: { width: 390, height: 844 } });
  const small = await page.$$eval('select, textarea, input:not([type="range"], [type="checkbox"], [type="radio"], [type="file"])', (fields) =>
    fields.filter((field) => parseFloat(getComputedStyle(field).fontSize) < 16).map((field) => field.id),
  );
  assert.deepEqual(small, []);
  await context.close();
});

test('the text fields show every token they hold', async () => {
  for (const width of [390, 800, 1280]) {
    const { page } = await browser.open('#fifteen', { viewport: { width, height: 900 } });
    await load(page, '15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 x', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x');
    for (const field of ['#position-input', '#goal-input']) {
      const { scroll, client } = await page.$eval(field, (f) => ({ scroll: f.scrollHeight, client: f.clientHeight }));
      assert.ok(scroll <= client + 1, `${field} at ${width}px shows ${client} of ${scroll}px`);
    }
    await page.close();
  }
});

test('a long line typed without spaces, and its error, wrap inside the Position card', async () => {
  const text = Array.from({ length: 23 }, (_, i) => i + 1).join(',') + ',x,24';
  for (const width of [390, 1280]) {
    const { page } = await browser.open('#slide-5x5', { viewport: { width, height: 900 } });
    await openTool(page, 'position');
    await page.fill('#position-input', text);
    await page.click('#load');
    await page.waitForSelector('#input-error:not([hidden])');
    const { card, widest } = await page.$eval('#position-form', (form) => ({
      card: form.getBoundingClientRect().right,
      widest: Math.max(...[...form.querySelectorAll('textarea, button, p')].map((e) => e.getBoundingClientRect().right)),
    }));
    assert.ok(widest <= card, `at ${width}px a field or message ends at ${widest}px, past the card's ${card}px`);
    await page.close();
  }
});

test('screenshots of every puzzle at phone, tablet and desktop widths, light and dark', async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  const { page: first } = await browser.open();
  const KINDS = await puzzles(first);
  await first.close();
  for (const colorScheme of ['light', 'dark']) {
    for (const [name, width, height] of [
      ['phone', 390, 844],
      ['tablet', 820, 1180],
      ['desktop', 1440, 900],
    ]) {
      for (const kind of [...KINDS, ...SHOWN_SIZES]) {
        const { page, errors } = await browser.open(`#${kind}`, { viewport: { width, height }, colorScheme });
        // as a player first sees it, once the page has settled
        await settle(page);
        await page.screenshot({ path: new URL(`${kind}-${name}-${colorScheme}.png`, ARTIFACTS).pathname, fullPage: true });
        assert.deepEqual(errors, []);
        await page.close();
      }
    }
  }
});

test('the board is the largest thing on the first screen, the moves, Undo, Hint, Solve and Shuffle beside or under it, phone to desktop', async () => {
  for (const viewport of [
    { width: 820, height: 1180 },
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
    { width: 390, height: 844, phone: true },
  ]) {
    for (const kind of ['eight', 'fifteen', 'slide-10x10', 'nine', 'sdao', 'dao']) {
      if (viewport.phone && !['eight', 'fifteen', 'nine'].includes(kind)) continue;
      const { page, errors } = await browser.open(`#${kind}`, { viewport: { width: viewport.width, height: viewport.height } });
      await settle(page);
      const seen = await page.evaluate(() => {
        const box = (id) => document.getElementById(id)?.getBoundingClientRect();
        const frame = box('board-frame');
        const bottoms = ['undo', 'hint', 'solve', 'shuffle', 'move-count'].map((id) => {
          const found = box(id);
          return found && found.width > 0 ? found.bottom : null;
        });
        return { share: (frame.width * frame.height) / (innerWidth * innerHeight), bottom: frame.bottom, bottoms };
      });
      const where = `${kind} at ${viewport.width}x${viewport.height}`;
      // on a phone the board is as wide as the screen, and the buttons under it
      if (!viewport.phone) assert.ok(seen.share >= 0.35, `${where}: the board takes ${(seen.share * 100).toFixed(1)}% of the first screen`);
      assert.ok(seen.bottom <= viewport.height, `${where}: the board ends at ${seen.bottom}`);
      for (const bottom of seen.bottoms.filter((b) => b !== null)) assert.ok(bottom <= viewport.height, `${where}: a control ends at ${bottom}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test('on a phone the pinned player closes with its own button, the position kept', async () => {
  const { page, errors } = await browser.open('#eight', { viewport: { width: 390, height: 844 } });
  await load(page, '1 2 3 4 5 6 x 7 8');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#player-last');
  await settle(page);
  await page.click('#player-close');
  await page.waitForSelector('#player', { state: 'hidden' });
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  // nothing covers the buttons now
  const undo = await page.$eval('#undo', (button) => button.getBoundingClientRect().bottom);
  assert.ok(undo <= 844, `Undo ends at ${undo}`);
  assert.deepEqual(errors, []);
  await page.close();
});
