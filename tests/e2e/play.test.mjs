// Browser tests of what a player meets: one search at a time, puzzles that never wait on
// each other, messages that leave with their cause, the editor's verdict, hostile links,
// Back between puzzles, attempts with their clock and best results, level shuffles and
// hardest positions, line slides, swipes, W A S D and the settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForTests, cells, hangWorkers, load, settle, solveToTheEnd } from './browser.mjs';

const browser = browserForTests();

test('one search at a time: Hint waits while Solve runs, and Cancel stops it', async () => {
  const { page } = await browser.open('', { prepare: (page) => hangWorkers(page, "(data) => data.op === 'solve'") });
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#cancel:not([hidden])');
  assert.equal(await page.isDisabled('#hint'), true);
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('h');
  assert.equal(await page.textContent('#hint-text'), '', 'H starts no second search');
  await page.click('#cancel');
  assert.equal(await page.isDisabled('#hint'), false);
  await page.close();
});

test("a long build of one puzzle never delays another puzzle's answers", async () => {
  // the Fifteen's worker takes the request to prepare its databases as the board opens,
  // and never finishes it
  const { page } = await browser.open('#fifteen', { prepare: (page) => hangWorkers(page, "(data) => data.kind === 'fifteen'") });
  await page.click('#picker [data-kind="eight"]');
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.waitForSelector('#distance:text("19 moves from the goal")');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text("Optimal: 19 moves")');
  await page.close();
});

test('a message about a text goes once the board shows another', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 x 5 7 8 6');
  await page.fill('#position-input', '1 2 3 9');
  assert.equal(await page.isVisible('#input-error'), true);
  await page.click('#shuffle');
  assert.equal(await page.isVisible('#input-error'), false);
  await load(page, '1 2 3 4 x 5 7 8 6');
  await page.fill('#position-input', 'nonsense');
  assert.equal(await page.isVisible('#input-error'), true);
  await page.click('#board .tile[data-tile="5"]');
  assert.equal(await page.isVisible('#input-error'), false);
  await page.close();
});

test('the editor explains its gesture, says live whether the goal can be reached, and cancels', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 5 6 7 x 8');
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  assert.match(await page.textContent('#editor-help'), /Click or tap a tile, then another, to swap them/);
  assert.equal(await page.textContent('#editor-verdict'), 'The goal can be reached from this position.');
  await page.click('#board .tile[data-tile="1"]');
  await page.click('#board .tile[data-tile="2"]');
  assert.match(await page.textContent('#editor-verdict'), /^The goal cannot be reached: the number of inversions .* is odd here but even in the goal/);
  await page.click('#editor-cancel');
  assert.equal(await page.isVisible('#editor-bar'), false);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,0,8');
  for (const [kind, help] of [
    ['nine', /swap them/],
    ['sdao', /cycle it: empty, white, black/],
    ['fifteen', /swap them/],
  ]) {
    await page.click(`#picker [data-kind="${kind}"]`);
    await page.click('#edit');
    await page.waitForSelector('#editor-bar:not([hidden])');
    assert.match(await page.textContent('#editor-help'), help, kind);
    await page.click('#editor-cancel');
  }
  // S-Dao: a start where white cannot move
  await page.click('#picker [data-kind="sdao"]');
  await load(page, 'wwww\nbbbb\n****\n****', 'w**b\n*wb*\n*bw*\nb**w');
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  assert.match(await page.textContent('#editor-verdict'), /cannot be reached: the final position cannot be reached from this one: white has no legal move/);
  await page.close();
});

test('a link that names no puzzle, or holds garbage, opens a working page with a short note', async () => {
  const { page, errors } = await browser.open('#constructor');
  assert.equal(await page.getAttribute('#picker [aria-pressed="true"]', 'data-kind'), 'eight');
  assert.match(await page.textContent('#link-note'), /^The link names no puzzle of this page \(constructor\)/);
  assert.equal(await page.locator('#board .tile').count(), 9);
  const garbage = await browser.open(`#eight?board=${'7'.repeat(100_000)}`);
  const note = await garbage.page.textContent('#link-note');
  assert.match(note, /^The position in the link could not be read: /);
  assert.ok(note.length <= 200, `${note.length} characters`);
  assert.equal((await cells(garbage.page)).split(',').length, 9);
  // a name that starts with a puzzle's opens that puzzle
  const near = await browser.open('#fifteen/garbage');
  assert.equal(await near.page.getAttribute('#picker [aria-pressed="true"]', 'data-kind'), 'fifteen');
  assert.equal(await near.page.textContent('#link-note'), 'The link names no puzzle of this page (fifteen/garbage); here is the Fifteen.');
  errors.push(...near.errors);
  await near.page.close();
  assert.deepEqual([...errors, ...garbage.errors], []);
  await page.close();
  await garbage.page.close();
});

test('Back and Forward move between the puzzles visited', async () => {
  const { page } = await browser.open('#eight');
  await page.click('#picker [data-kind="nine"]');
  await page.click('#picker [data-kind="sdao"]');
  const shown = () => page.getAttribute('#picker [aria-pressed="true"]', 'data-kind');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#picker [aria-pressed="true"]').dataset.kind === 'nine');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('#picker [aria-pressed="true"]').dataset.kind === 'eight');
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('#picker [aria-pressed="true"]').dataset.kind === 'nine');
  assert.equal(await shown(), 'nine');
  // S-Dao's board shows the names its moves use
  await page.click('#picker [data-kind="sdao"]');
  assert.equal(await page.textContent('#board .coordinates.columns'), 'abcd');
  assert.equal(await page.textContent('#board .coordinates.rows'), '1234');
  await page.close();
});

/**
 * The tiles to click, one by one, that bring the 3x3 board `text` ("1,2,…,0") to the goal
 * by a shortest way: a breadth-first search of the test's own.
 */
function shortestClicks(text) {
  const goal = '1,2,3,4,5,6,7,8,0';
  const before = new Map([[text, null]]);
  const queue = [text];
  for (let i = 0; i < queue.length && !before.has(goal); i++) {
    const board = queue[i].split(',').map(Number);
    const gap = board.indexOf(0);
    for (const cell of [gap - 3, gap + 3, gap % 3 ? gap - 1 : -1, gap % 3 < 2 ? gap + 1 : -1]) {
      if (cell < 0 || cell > 8) continue;
      const next = [...board];
      [next[gap], next[cell]] = [next[cell], 0];
      const key = next.join(',');
      if (!before.has(key)) {
        before.set(key, { from: queue[i], tile: board[cell] });
        queue.push(key);
      }
    }
  }
  const clicks = [];
  for (let at = goal; before.get(at); at = before.get(at).from) clicks.unshift(before.get(at).tile);
  return clicks;
}

/**
 * The moves of clicking `tiles` in turn from the 3x3 board `text` in the multi-tile
 * metric: a run of moves of the gap the same way counts once.
 */
function slidesOf(text, tiles) {
  const board = text.split(',').map(Number);
  let slides = 0;
  let last = 0;
  for (const tile of tiles) {
    const gap = board.indexOf(0);
    const cell = board.indexOf(tile);
    if (cell - gap !== last) slides++;
    last = cell - gap;
    [board[gap], board[cell]] = [tile, 0];
  }
  return slides;
}

/** Clicks `tiles` in turn on the board. */
async function clickTiles(page, tiles) {
  for (const tile of tiles) await page.click(`#board .tile[data-tile="${tile}"]`);
}

test('an attempt counts its moves and time, knows the optimum, and keeps one real best per level', async () => {
  const { page, errors } = await browser.open('', {
    // a record kept by an older page that is not one: reported, replaced, never fatal
    prepare: (page) =>
      page.addInitScript(
        () => localStorage.getItem('records-seeded') || (localStorage.setItem('puzzle-playground:records', '5'), localStorage.setItem('records-seeded', '1')),
      ),
  });
  await page.selectOption('#level', 'easy');
  await page.click('#shuffle');
  await page.waitForSelector('#distance:text("9 moves from the goal")');
  assert.equal(await page.textContent('#timer'), '0:00');
  const scramble = await cells(page);
  const way = shortestClicks(scramble);
  assert.equal(way.length, 9);
  await clickTiles(page, way);
  await page.waitForSelector('#result:not([hidden])');
  assert.match(
    await page.textContent('#result'),
    new RegExp(
      `^Solved in 9 moves \\(${slidesOf(scramble, way)} MTM\\), \\d\\.\\d\\d s \\(optimal 9\\)\\. Your first result at this level\\. \\(The results this browser kept could not be read, so they start again here\\.\\)$`,
    ),
  );
  // the clock, stopped, reads the result's time to the hundredth
  const took = /(\d\.\d\d) s/.exec(await page.textContent('#result'))?.[1];
  assert.equal(await page.textContent('#timer'), took);
  // the same scramble, a longer way: its best stays the real attempt before
  await page.click('#reset');
  assert.equal(await page.isVisible('#result'), false);
  await clickTiles(page, [way[0], way[0], ...way]);
  await page.waitForSelector('#result:not([hidden])');
  assert.match(
    await page.textContent('#result'),
    new RegExp(
      `^Solved in 11 moves \\(${slidesOf(scramble, [way[0], way[0], ...way])} MTM\\), \\d+\\.\\d\\d s \\(optimal 9\\)\\. (Your best: 9 moves \\(${slidesOf(scramble, way)} MTM\\) in \\d\\.\\d\\d s|A new best: fastest! Your best: fewest 9 moves \\(${slidesOf(scramble, way)} MTM\\) in \\d\\.\\d\\d s)\\.$`,
    ),
  );
  // with a hint: not counted
  await page.click('#reset');
  await page.click('#hint');
  await page.waitForSelector('#hint-text:has-text("Hint:")');
  await clickTiles(page, way);
  await page.waitForSelector('#result:not([hidden])');
  assert.match(await page.textContent('#result'), /^Solved in 9 moves \(\d MTM\), .* With 1 hint: not counted for your best\.$/);
  // finished by the solver: its moves and the player's counted apart, not counted
  await page.click('#reset');
  await clickTiles(page, way.slice(0, 3));
  await solveToTheEnd(page);
  await page.waitForSelector('#result:not([hidden])');
  assert.match(
    await page.textContent('#result'),
    /^Solved in 9 moves: 3 of yours \(\d MTM\) and 6 of the solver's, \d+\.\d\d s \(optimal 9\)\. Not counted for your best\.$/,
  );
  // a position loaded one move from the goal is no record
  await load(page, '1 2 3 4 5 6 7 x 8');
  await page.click('#board .tile[data-tile="8"]');
  await page.waitForSelector('#result:not([hidden])');
  assert.match(await page.textContent('#result'), /^Solved in 1 move \(1 MTM\), \d\.\d\d s \(optimal 1\)\. Only shuffled positions count for your best\.$/);
  // records are kept per level: a medium scramble has none yet
  await page.selectOption('#level', 'medium');
  await page.click('#shuffle');
  await page.waitForSelector('#distance:text("17 moves from the goal")');
  await clickTiles(page, shortestClicks(await cells(page)));
  await page.waitForSelector('#result:not([hidden])');
  assert.match(await page.textContent('#result'), /Your first result at this level\.$/);
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('puzzle-playground:records')));
  assert.deepEqual(Object.keys(kept).sort(), ['eight:easy', 'eight:medium']);
  assert.equal(kept['eight:easy'].fewest.moves, 9);
  assert.deepEqual(errors, []);
  await page.close();
});

test('levels, the hardest positions, line slides, swipes and W A S D', async () => {
  const { page } = await browser.open();
  await page.selectOption('#level', 'easy');
  await page.click('#shuffle');
  await page.waitForSelector('#distance:text("9 moves from the goal")');
  await page.selectOption('#level', 'hard');
  await page.click('#shuffle');
  await page.waitForSelector('#distance:text("25 moves from the goal")');
  await page.click('#hardest');
  await page.waitForSelector('#distance:text("31 moves from the goal")');

  await load(page, '1 2 3 4 5 6 7 8 x');
  await page.click('#board .tile[data-tile="7"]'); // two cells left of the gap: the line slides
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,0,7,8');
  assert.equal(await page.textContent('#move-count'), '2');
  // in the multi-tile metric a line slid at once is one move
  assert.equal(await page.textContent('#slide-count'), '1');
  await page.click('#board .tile[data-tile="1"]'); // straight above the gap, two rows up
  await settle(page);
  assert.equal(await cells(page), '0,2,3,1,5,6,4,7,8');
  assert.equal(await page.textContent('#move-count'), '4');
  assert.equal(await page.textContent('#slide-count'), '2');
  // a swipe to the left moves the tile right of the gap into it
  const box = await page.locator('#board').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await settle(page);
  assert.equal(await cells(page), '2,0,3,1,5,6,4,7,8');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('s'); // the gap goes down
  assert.equal(await cells(page), '2,5,3,1,0,6,4,7,8');
  // a swipe from a tile two cells from the gap, toward it, slides its line, as a click does
  await load(page, '1 2 3 4 5 6 7 8 x');
  const seven = await page.locator('#board .tile[data-tile="7"]').boundingBox();
  await page.mouse.move(seven.x + seven.width / 2, seven.y + seven.height / 2);
  await page.mouse.down();
  await page.mouse.move(seven.x + seven.width, seven.y + seven.height / 2, { steps: 4 });
  await page.mouse.up();
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,0,7,8');
  assert.equal(await page.textContent('#move-count'), '2');

  await page.click('#picker [data-kind="fifteen"]');
  await page.click('#hardest');
  assert.equal(await cells(page), '0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1');
  assert.equal(await page.inputValue('#goal-input'), '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 x');
  await page.close();
});

test('settings: colours, what the arrows move, the distance shown, a picture on the tiles', async () => {
  const { page } = await browser.open();
  await load(page, '1 2 3 4 x 5 7 8 6');
  await page.click('#settings-open');
  // a click inside the dialog's box, on its padding, keeps it; one on the backdrop closes it
  const box = await page.locator('#settings').boundingBox();
  await page.mouse.click(box.x + 4, box.y + 4);
  assert.equal(await page.isVisible('#settings'), true);
  // a press inside released on the backdrop (a drag that overshoots) keeps it too
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width + 10, box.y + 10);
  await page.mouse.up();
  assert.equal(await page.isVisible('#settings'), true);
  await page.mouse.click(box.x + box.width + 10, box.y + 10);
  await page.waitForSelector('#settings', { state: 'hidden' });
  await page.click('#settings-open');
  await page.check('#settings input[name="theme"][value="dark"]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.check('#settings input[name="arrows"][value="tile"]');
  await page.uncheck('#settings input[name="showDistance"]');
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(64, 64);
    const context = canvas.getContext('2d');
    context.fillStyle = '#c33';
    context.fillRect(0, 0, 64, 64);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await page.setInputFiles('#picture-file', { name: 'red.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await page.waitForSelector('#picture-status:text("The picture is on the tiles.")');
  await page.click('#settings button[value="close"]');
  assert.equal(await page.getAttribute('#board', 'class'), 'board tiles picture numbered');
  assert.match(await page.$eval('#board .tile[data-tile="5"]', (tile) => getComputedStyle(tile).backgroundImage), /^url\("data:image\/jpeg/);
  assert.equal(await page.textContent('#distance'), '', 'the distance is hidden');
  await page.keyboard.press('ArrowLeft'); // a tile into the gap: 5 goes left
  assert.equal(await cells(page), '1,2,3,4,5,0,7,8,6');
  // kept for the next visit
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.match(await page.getAttribute('#board', 'class'), /picture/);
  await page.close();
});

test('durations read as people read them', async () => {
  const { duration, clock } = await import('../../www/kernel/durations.js');
  assert.equal(duration(61_555.9), '61.6 s');
  assert.equal(duration(12.34), '12.3 ms');
  assert.equal(clock(72_000), '1:12');
  assert.equal(clock(3_725_000), '1:02:05');
});

test('a move asks the main thread core at most 3 questions, and touches only the tiles it moves', async () => {
  for (const hash of ['#eight', '#fifteen', '#slide-10x10']) {
    const { page, errors } = await browser.open(hash);
    await settle(page);
    const before = await page.evaluate(() => globalThis.puzzlePlayground.coreCalls());
    // the tiles whose style changes, per move
    await page.evaluate(() => {
      window.touched = 0;
      new MutationObserver((records) => (window.touched += records.filter((r) => r.attributeName === 'style').length)).observe(
        document.getElementById('board'),
        {
          attributes: true,
          subtree: true,
          attributeFilter: ['style'],
        },
      );
    });
    const moves = 10;
    for (let i = 0; i < moves; i++) {
      // a tile beside the gap: every board has one to its left or right
      const cell = await page.evaluate(() => {
        const board = /** @type {HTMLElement} */ (document.getElementById('board'));
        const cells = (board.dataset.cells ?? '').split(',');
        const columns = Number(getComputedStyle(board).getPropertyValue('--columns'));
        const gap = cells.indexOf('0');
        return gap % columns > 0 ? gap - 1 : gap + 1;
      });
      await page.click(`#board [data-cell="${cell}"]`);
      await settle(page);
    }
    const calls = (await page.evaluate(() => globalThis.puzzlePlayground.coreCalls())) - before;
    assert.ok(calls <= 3 * moves, `${hash}: ${calls} core calls for ${moves} moves`);
    // a move of one tile restyles the tile and the gap (their cells), not the board's others
    const touched = await page.evaluate(() => window.touched);
    assert.ok(touched <= 4 * moves, `${hash}: ${touched} style writes for ${moves} moves`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('two tabs: a setting changed in one holds in the other, and neither undoes the other', async () => {
  const context = await browser.browser.newContext({ serviceWorkers: 'block' });
  const [one, two] = [await browser.open('#eight', { context }), await browser.open('#eight', { context })];
  await one.page.click('#settings-open');
  await one.page.check('#settings input[name="theme"][value="dark"]');
  // the other tab takes it at once, without a reload
  await two.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await two.page.click('#settings-open');
  assert.equal(await two.page.isChecked('#settings input[name="theme"][value="dark"]'), true);
  await two.page.check('#settings input[name="arrows"][value="tile"]');
  await one.page.waitForFunction(() => document.querySelector('#settings input[name="arrows"][value="tile"]')?.checked);
  const kept = JSON.parse(await one.page.evaluate(() => localStorage.getItem('puzzle-playground:settings')));
  assert.deepEqual([kept.theme, kept.arrows], ['dark', 'tile']);
  // at the same moment: the first tab turns the distance off while a write of the other,
  // made before it heard of that, lands (its own change, the colours, with the old rest)
  await one.page.uncheck('#settings input[name="showDistance"]');
  await one.page.evaluate(() => {
    const key = 'puzzle-playground:settings';
    const old = JSON.parse(localStorage.getItem(key));
    const theirs = JSON.stringify({ ...old, showDistance: true, theme: 'light', changed: { ...old.changed, theme: Date.now() + 1, showDistance: 0 } });
    localStorage.setItem(key, theirs);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: theirs }));
  });
  // both changes hold, in both tabs
  for (const { page } of [one, two]) await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await two.page.waitForFunction(() => !document.querySelector('#settings input[name="showDistance"]')?.checked);
  const merged = JSON.parse(await two.page.evaluate(() => localStorage.getItem('puzzle-playground:settings')));
  assert.deepEqual([merged.theme, merged.arrows, merged.showDistance], ['light', 'tile', false]);
  assert.deepEqual([...one.errors, ...two.errors], []);
  await context.close();
});

test('after a tile is clicked the arrow keys still move the board, not a focus ring', async () => {
  const { page, errors } = await browser.open('#eight');
  await load(page, '1 2 3 4 5 6 7 x 8');
  await page.click('#board .tile[data-tile="7"]');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,0,7,8');
  // the gap moves (the default): left of it, nothing; right twice, to the goal
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#board[data-solved="true"]');
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.deepEqual(errors, []);
  await page.close();
});
