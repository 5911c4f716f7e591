// Browser tests of the S-Dao board: picking a stone, sliding it, solving to a final board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { browserForTests, cells, load, openTool, settle } from './browser.mjs';

const ARTIFACTS = new URL('./artifacts/', import.meta.url);
const browser = browserForTests();
const cell = (name) => 'abcd'.indexOf(name[0]) + (Number(name[1]) - 1) * 4;

test('a picked stone shows its slides; a click slides it and the turn passes', async () => {
  const { page, errors } = await browser.open('#sdao');
  await load(page, 'w**b\n*wb*\n*bw*\nb**w', 'w**b\n*wb*\n*bw*\nbw**');
  assert.equal(await page.textContent('.turn'), 'White to move');
  await page.waitForSelector('#distance:text("1 move from the goal")');
  await page.click(`#board .cell[data-cell="${cell('a4')}"]`); // a black stone: not white's turn
  assert.equal(await page.locator('#board .cell.picked').count(), 0);
  await page.click(`#board .cell[data-cell="${cell('d4')}"]`);
  assert.equal(await page.getAttribute('#board .cell.picked', 'data-cell'), String(cell('d4')));
  // Escape puts it down; a click picks it again
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#board .cell.picked, #board .cell.target').count(), 0);
  await page.click(`#board .cell[data-cell="${cell('d4')}"]`);
  assert.equal(await page.getAttribute('#board .cell.picked', 'data-cell'), String(cell('d4')));
  const targets = await page.locator('#board .cell.target').evaluateAll((els) => els.map((e) => Number(e.dataset.cell)));
  assert.deepEqual(
    targets.sort((a, b) => a - b),
    [cell('d2'), cell('b4')].sort((a, b) => a - b),
  );
  await page.click(`#board .cell[data-cell="${cell('b4')}"]`);
  await settle(page);
  assert.equal(await cells(page), 'w**b*wb**bw*bw**');
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  // at the goal the Solved badge speaks; whose move it is would contradict it
  assert.equal(await page.isVisible('#solved-badge'), true);
  assert.equal(await page.isVisible('.turn'), false);
  await page.click('#undo');
  assert.equal(await page.isVisible('.turn'), true);
  assert.equal(await page.textContent('.turn'), 'White to move');
  assert.deepEqual(errors, []);
  await page.close();
});

test('solve slides the stones to the final board in the fewest moves', async () => {
  const { page } = await browser.open('#sdao');
  await load(page, 'w**b\n*b**\n**b*\nbwww', 'w**b\n*bb*\n****\nbwww');
  await page.click('#solve');
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 15_000 });
  assert.equal(await cells(page), 'w**b*bb*****bwww');
  const moves = await page.locator('#move-list li').allTextContents();
  assert.equal(moves.length, 3);
  assert.ok(
    moves.every((m) => /^[a-d][1-4]-[a-d][1-4]$/.test(m)),
    moves.join(' '),
  );
  await openTool(page, 'distances');
  await page.waitForSelector('#plot .bar');
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL('sdao.png', ARTIFACTS).pathname, fullPage: true });
  await page.close();
});

test('a board typed row by row is not called wrong before it is done; a wrong cell is at once', async () => {
  const { page, errors } = await browser.open('#sdao');
  await load(page, 'w**b\n*wb*\n*bw*\nb**w', 'w**b\n*wb*\n*bw*\nbw**');
  const field = page.locator('#position-input');
  await field.fill('');
  // typed as a player types it: each row stops short of the board until the last
  for (const part of ['w*', '*b\n*wb*', '\n*bw*\n']) {
    await field.pressSequentially(part);
    assert.equal(await page.isVisible('#input-error'), false, `after ${JSON.stringify(part)}`);
    assert.equal(await field.getAttribute('aria-invalid'), 'false');
  }
  // left short, it is: the field says so to a screen reader too
  await field.blur();
  assert.equal(await page.textContent('#input-error'), 'Board: line 4, column 1: expected 4 rows of 4 cells, found the end of the input');
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  // Load of a text that is wrong brings the keys back to its field
  await page.click('#load');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'position-input');
  await field.pressSequentially('b**w');
  assert.equal(await page.isVisible('#input-error'), false);
  assert.equal(await field.getAttribute('aria-invalid'), 'false');
  // a cell that no row can hold is said as it is typed
  await field.fill('zz');
  assert.equal(await page.textContent('#input-error'), 'Board: line 1, column 1: expected `w`, `b` or `*`, found `z`');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the editor cycles cells and the core checks the stone counts live', async () => {
  const { page } = await browser.open('#sdao');
  await load(page, 'w**b\n*wb*\n*bw*\nb**w', 'w**b\n*wb*\n*bw*\nbw**');
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  await page.click(`#board .cell[data-cell="${cell('b1')}"]`); // empty -> white: 5 white stones
  assert.match(await page.textContent('#editor-verdict'), /^This board cannot be used: .*white/);
  assert.equal(await page.isDisabled('#editor-apply'), true);
  await page.click(`#board .cell[data-cell="${cell('b1')}"]`); // -> black: 5 black
  assert.match(await page.textContent('#editor-verdict'), /black/);
  await page.click(`#board .cell[data-cell="${cell('b1')}"]`); // -> empty again
  assert.equal(await page.textContent('#editor-verdict'), 'The goal can be reached from this position.');
  await page.click(`#board .cell[data-cell="${cell('a1')}"]`); // white -> black
  await page.click(`#board .cell[data-cell="${cell('d1')}"]`); // black -> empty
  await page.click(`#board .cell[data-cell="${cell('d1')}"]`); // empty -> white
  await page.click('#editor-apply'); // colours of a1 and d1 swapped
  assert.equal(await cells(page), 'b**w*wb**bw*b**w');
  await page.close();
});
