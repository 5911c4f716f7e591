// Browser tests of what a demanding new player and an attacker found: answers about an old
// position that stayed, what a phone hid, a game's end said two ways, the editor's verdict
// below the fold, the picker, Nine's wrapping digit, numbers on a picture, the layout's
// shift, the update prompt, and hidden controls fired by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForTests, cells, hangWorkers, inView, load, settle, openTool } from './browser.mjs';

const browser = browserForTests();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test('the judge output and a hint go with the position they were about', async () => {
  const { page, errors } = await browser.open();
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#hint');
  await page.waitForSelector('#hint-text:text("Hint: slide 8 up.")');
  await page.click('#solve');
  await page.waitForSelector('#judge:not([hidden])');
  assert.equal(await page.textContent('#judge-output'), 'dlurullddrurdllurdr\n');
  assert.equal(await page.textContent('#hint-text'), '', 'the hint goes when the solution plays');
  await page.click('#shuffle');
  assert.equal(await page.isVisible('#judge'), false, 'a new position has no judge output yet');
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#judge:not([hidden])');
  await page.click('#picker [data-kind="nine"]');
  assert.equal(await page.isVisible('#judge'), false, "Nine never shows the Eight's answer");
  assert.deepEqual(errors, []);
  await page.close();
});

test("on a phone a long search's progress, and then its Cancel, stand beside the controls", async () => {
  const { page } = await browser.open('#fifteen', {
    viewport: PHONE,
    // every search hangs, the interim tables' of a first visit too
    prepare: (page) => hangWorkers(page, "(data) => ['solve', 'plan', 'solveInterim'].includes(data.op)"),
  });
  await page.click('#shuffle');
  await page.click('#solve');
  await page.waitForSelector('#search-progress:not([hidden])');
  await page.locator('#cancel').scrollIntoViewIfNeeded();
  assert.ok(await inView(page, '#cancel'));
  assert.ok(await inView(page, '#search-progress'), 'the progress is in view with Cancel');
  await page.click('#cancel');
  // the status under the buttons says so, in view, once: the progress line is gone
  await page.waitForSelector('#solver-status:text("Cancelled.")');
  assert.ok(await inView(page, '#solver-status'));
  assert.equal(await page.isVisible('#search-progress'), false);
  await page.click('#shuffle');
  assert.notEqual(await page.textContent('#solver-status'), 'Cancelled.', 'a new position clears it');
  await page.close();
});

test("a game's perfect play ends with its status, badge, stones and analysis agreeing", async () => {
  // the player has white, whose move it is: the computer waits
  const { page, errors } = await browser.open('#dao');
  await page.check('#versus-analysis');
  await page.click('#hardest');
  await page.waitForFunction(() => document.getElementById('analysis-value').textContent === 'White to move: win in 11.');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#player-last');
  await settle(page);
  assert.equal(await page.textContent('#solved-badge'), 'Game over');
  assert.equal(await page.isVisible('#solved-badge'), true);
  assert.match(await page.textContent('#game-status'), /^White wins: /, "the computer's showing is no win of the player's");
  assert.equal(await page.locator('#board .cell.last-to').count(), 1, "the frame's last move is marked");
  assert.equal(await page.getAttribute('#game-status', 'data-over'), 'true');
  assert.equal(await page.locator('#board .cell.won').count(), 4, 'the winning stones are marked');
  assert.equal(await page.textContent('#analysis-value'), 'The game is over.');
  assert.equal(await page.locator('#analysis-list button').count(), 0, "the start's moves are gone");
  // back at the start of the solution, the analysis is the start's again
  await page.click('#player-first');
  await page.waitForFunction(() => document.getElementById('analysis-value').textContent === 'White to move: win in 11.');
  assert.deepEqual(errors, []);
  await page.close();
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the editor's verdict is in view as it opens, at ${viewport.width} px`, async () => {
    const { page } = await browser.open('', { viewport });
    await page.click('#edit');
    await page.waitForSelector('#editor-bar:not([hidden])');
    assert.ok(await inView(page, '#editor-verdict'), 'the verdict is seen without scrolling');
    assert.ok(await inView(page, '#editor-apply'));
    await page.close();
  });
}

test('on a phone the picker shows the puzzle shown, and its buttons are big enough to tap', async () => {
  const { page } = await browser.open('#dao', { viewport: PHONE });
  const button = '#picker [data-kind="dao"]';
  assert.ok(await inView(button), 'Dao is scrolled into view');
  for (const height of await page.$$eval('#picker button', (buttons) => buttons.map((b) => b.getBoundingClientRect().height))) {
    assert.ok(height >= 44, `a picker button is ${height} px tall`);
  }
  await page.close();

  /** `selector` whole in the picker's own scrolled box. */
  function inView(selector) {
    return page.$eval(selector, (element) => {
      const box = element.getBoundingClientRect();
      const frame = element.parentElement.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
  }
});

test("Nine's shift carries the last digit out on the right and back in on the left", async () => {
  const { page } = await browser.open('#nine');
  await load(page, '0 1 2\n3 4 5\n6 7 8');
  // nothing else moving (on a busy machine the load's own animations may still run)
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.click('.operation[data-move="2"]');
  const moving = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => !(a instanceof CSSTransition))
      .map((a) => a.effect.target.querySelector('.tile')?.dataset.tile),
  );
  assert.deepEqual(moving, ['5'], 'the wrapping digit has its own way round');
  await settle(page);
  assert.equal(await cells(page), '0,1,2,5,3,4,6,7,8');
  await page.close();
});

test('numbers on a picture stand on a dark chip', async () => {
  const { page } = await browser.open('', {
    prepare: (page) =>
      page.addInitScript(() =>
        localStorage.setItem('puzzle-playground:settings', JSON.stringify({ picture: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==', pictureNumbers: true })),
      ),
  });
  const chip = await page.$eval('#board .tile[data-tile="5"]', (tile) => {
    const after = getComputedStyle(tile, '::after');
    return { content: after.content, background: after.backgroundColor, color: after.color };
  });
  assert.equal(chip.content, '"5"', 'the number, on its chip');
  assert.equal(chip.color, 'rgb(255, 255, 255)');
  const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(chip.background)?.[1]);
  // white on black at this alpha over white, the worst case: at least 4.5:1
  const grey = 255 * (1 - alpha);
  const luminance = ((grey / 255 + 0.055) / 1.055) ** 2.4;
  assert.ok(1.05 / (luminance + 0.05) >= 4.5, `contrast over white: ${(1.05 / (luminance + 0.05)).toFixed(2)}`);
  await page.close();
});

test('a load shifts the layout by at most 0.05, on a phone and a desktop', async () => {
  for (const [kind, viewport] of [
    ['eight', DESKTOP],
    ['fifteen', DESKTOP],
    ['dao', DESKTOP],
    ['eight', PHONE],
    ['slide-10x10', PHONE],
  ]) {
    const { page } = await browser.open(`#${kind}`, {
      viewport,
      prepare: (page) =>
        page.addInitScript(() => {
          window.shifted = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifted += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        }),
    });
    await settle(page);
    const shifted = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(window.shifted))));
    assert.ok(shifted <= 0.05, `${kind} at ${viewport.width}px: cumulative layout shift ${shifted.toFixed(3)}`);
    await page.close();
  }
});

test('a page whose files are gone says so and reloads on request', async () => {
  const { page, errors } = await browser.open();
  // the host now serves a newer version: this page's files are gone
  await page.route('**/assets/*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.click('#picker [data-kind="fifteen"]'); // a worker this page has not started yet
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /^A newer version of the playground replaced this page\./);
  await page.unroute('**/assets/*.js');
  await Promise.all([page.waitForEvent('load'), page.click('#notice button:text("Reload")')]);
  await page.waitForSelector('body[data-ready="true"]');
  assert.deepEqual(
    errors.filter((e) => !/404|Failed to load|worker/i.test(e)),
    [],
  );
  await page.close();
});

test('two-player controls are absent from a one-player puzzle, and left behind they do nothing', async () => {
  const { page, errors } = await browser.open();
  const ids = ['versus-side', 'versus-level', 'versus-analysis', 'draw-accept', 'draw-decline', 'new-game'];
  assert.deepEqual(await page.evaluate((ids) => ids.filter((id) => document.getElementById(id)), ids), [], 'never loaded for a one-player puzzle');
  // Dao's controls come with it, and stay (hidden) once the Eight is back: fired by hand, nothing happens
  await page.click('#picker [data-kind="dao"]');
  await page.waitForSelector('#versus:not([hidden])');
  await page.click('#picker [data-kind="eight"]');
  await page.waitForSelector('#versus[hidden]', { state: 'attached' });
  const before = await cells(page);
  await page.evaluate(() => {
    for (const id of ['versus-side', 'versus-level', 'versus-analysis']) document.getElementById(id)?.dispatchEvent(new Event('change'));
    for (const id of ['draw-accept', 'draw-decline', 'new-game']) document.getElementById(id)?.click();
  });
  await settle(page);
  assert.equal(await cells(page), before);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a search says it runs, and why it stopped; a result goes with the board it reached', async () => {
  const { page } = await browser.open('', { prepare: (page) => hangWorkers(page, "(data) => data.op === 'solve'") });
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#solver-status[data-tone="busy"]:text("Solving…")');
  await page.click('#board .tile[data-tile="5"]');
  assert.equal(await page.textContent('#solver-status'), 'The search stopped: the position changed.');
  // another puzzle opened during a search: its card says nothing of the old one's search
  await page.click('#solve');
  await page.waitForSelector('#solver-status[data-tone="busy"]:text("Solving…")');
  await page.click('#picker [data-kind="nine"]');
  await page.waitForSelector('#picker [data-kind="nine"][aria-pressed="true"]');
  assert.doesNotMatch((await page.textContent('#solver-status')) ?? '', /stopped|Solving/);
  await page.close();

  const solved = await browser.open();
  await load(solved.page, '1 2 3 4 5 6 7 x 8');
  await solved.page.click('#board .tile[data-tile="8"]');
  await solved.page.waitForSelector('#result:not([hidden])');
  assert.equal(await solved.page.textContent('#distance'), '', '"Solved!" says it already');
  await solved.page.click('#undo');
  assert.equal(await solved.page.isVisible('#result'), false, 'no result beside a board that is not solved');
  await solved.page.close();
});

test('while a solution plays, the distance follows its frames', async () => {
  const { page } = await browser.open();
  await load(page, '2 3 4 1 5 x 7 6 8');
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#move-list li:nth-child(5) button');
  assert.equal(await page.textContent('#distance'), '14 moves from the goal');
  await openTool(page, 'distances');
  assert.equal(await page.getAttribute('#plot .bar.mark', 'data-distance'), '14');
  await page.close();
});

test('on a phone every control of the stage is at least 44 px tall', async () => {
  const { page } = await browser.open('#dao', { viewport: PHONE });
  const small = await page.$$eval('#stage button, #stage select', (controls) =>
    controls
      .filter((c) => c.offsetParent !== null && !c.closest('.board'))
      .map((c) => [c.id || c.textContent.trim(), c.getBoundingClientRect().height])
      .filter(([, height]) => height < 44),
  );
  assert.deepEqual(small, []);
  await page.close();
});
