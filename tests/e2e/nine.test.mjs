// Browser tests of the nine-number game's board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { browserForTests, cells, load, openTool } from './browser.mjs';

const ARTIFACTS = new URL('./artifacts/', import.meta.url);
const SAMPLE = '2 3 0\n1 8 7\n5 4 6';
const SAMPLE_OUTPUT = await readFile(new URL('../data/nine-sample.out', import.meta.url), 'utf8');
const browser = browserForTests();

async function open() {
  const opened = await browser.open('#nine');
  await load(opened.page, SAMPLE);
  return opened;
}

test('both operations work by button and by key, and undo takes them back', async () => {
  const { page, errors } = await open();
  assert.equal(await page.locator('#board .tile').count(), 9);
  assert.deepEqual(await page.locator('.operations button').allTextContents(), ['Rotate ring ↻', 'Shift row →']);
  await page.click('.operations button[data-move="1"]');
  assert.equal(await cells(page), '1,2,3,5,8,0,4,6,7');
  await page.keyboard.press('2');
  assert.equal(await cells(page), '1,2,3,0,5,8,4,6,7');
  assert.equal(await page.textContent('#move-count'), '2');
  await page.click('#undo');
  await page.click('#undo');
  assert.equal(await cells(page), '2,3,0,1,8,7,5,4,6');
  await openTool(page, 'position');
  assert.equal(await page.inputValue('#position-input'), SAMPLE); // three lines kept
  await page.click('.operations button[data-move="2"]');
  await page.fill('#position-input', '0 1 2\n3 4 5\n6 7 8');
  await page.press('#position-input', 'Control+Enter');
  assert.equal(await cells(page), '0,1,2,3,4,5,6,7,8');
  assert.deepEqual(errors, []);
  await page.close();
});

test('solve reaches the goal by 1 2 1 2 and shows the exact judge output', async () => {
  const { page } = await open();
  await page.waitForSelector('#distance:text("4 moves from the goal")');
  await page.click('#solve');
  await page.waitForSelector('#board[data-solved="true"]', { timeout: 15_000 });
  assert.equal(await cells(page), '0,1,2,3,4,5,6,7,8');
  assert.deepEqual(await page.locator('#move-list li').allTextContents(), ['1', '2', '1', '2']);
  assert.equal(await page.textContent('#moves-key'), '1 rotates the ring clockwise; 2 shifts the middle row right.');
  await page.waitForSelector('#judge:not([hidden])');
  assert.equal(await page.textContent('#judge-output'), SAMPLE_OUTPUT);
  await page.click('#judge summary');
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL('nine.png', ARTIFACTS).pathname, fullPage: true });
  await page.close();
});

test('hint, distance plot and a clean switch to another board', async () => {
  const { page } = await open();
  await page.click('#hint');
  await page.waitForSelector('#hint-text:text("Hint: rotate the ring clockwise (1).")');
  assert.equal(await page.getAttribute('.operations button.hinted', 'data-move'), '1');
  await openTool(page, 'distances');
  await page.waitForSelector('#plot .bar.mark');
  assert.equal(await page.locator('#plot .bar').count(), 33);
  assert.equal(await page.getAttribute('#plot .bar.mark', 'data-distance'), '4');
  await page.click('#picker [data-kind="eight"]');
  assert.equal(await page.locator('.operations').count(), 0);
  assert.equal(await page.locator('#board .tile:not(.gap)').count(), 8);
  await page.close();
});
