// Browser tests of Dao, the two-player game: the perfect computer wins a won position in
// exactly the predicted number of plies against the longest defence, never leaves the
// draw from the usual start, and the analysis, hints, the draw offered on a third
// repetition, two players on one device and the editor's side to move work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { browserForTests, cells, load, seriousViolations, settle, openTool } from './browser.mjs';

const ARTIFACTS = new URL('./artifacts/', import.meta.url);
const browser = browserForTests();

/** Waits for `side` to move (or the game's end); resolves to the game's status line. */
async function turnOf(page, side) {
  await page.waitForFunction(
    (side) => {
      const status = document.getElementById('game-status');
      return status.dataset.over === 'true' || status.textContent.startsWith(`${side} to move`);
    },
    side,
    { timeout: 20_000 },
  );
  return page.textContent('#game-status');
}

/** The analysis of the position shown: { value, moves: [{ move, outcome, plies }] }, once complete. */
async function analysis(page, side) {
  await page.waitForFunction(
    (side) =>
      document.getElementById('analysis-value').textContent.startsWith(`${side} to move`) && document.querySelectorAll('#analysis-list button').length > 0,
    side,
  );
  const value = await page.textContent('#analysis-value');
  const moves = await page.$$eval('#analysis-list button', (buttons) =>
    buttons.map((b) => {
      const [, plies] = /in (\d+)$/.exec(b.textContent) ?? [];
      return { move: b.dataset.move, outcome: b.dataset.outcome, plies: Number(plies ?? 0) };
    }),
  );
  return { value, moves };
}

test('the perfect computer wins a won position in exactly the predicted plies', async () => {
  const { page, errors } = await browser.open('#dao');
  assert.equal(await page.inputValue('#versus-level'), 'casual', 'a newcomer starts against a computer that can be beaten');
  await page.check('#versus-analysis');
  await page.selectOption('#versus-level', 'perfect');
  await page.selectOption('#versus-side', 'both'); // nobody moves until the sides are set
  await page.click('#hardest');
  await page.waitForFunction(() => document.getElementById('analysis-value').textContent === 'White to move: win in 11.');
  await page.selectOption('#versus-side', 'black'); // the computer takes white, and moves
  let defences = 0;
  for (;;) {
    const status = await turnOf(page, 'Black');
    if (status.startsWith('You lost')) break;
    const { value, moves } = await analysis(page, 'Black');
    assert.equal(value, `Black to move: loss in ${11 - 2 * defences - 1}.`, 'the computer keeps to the fastest win');
    // the longest defence: every move loses, the slowest most slowly
    const slowest = moves.reduce((a, b) => (b.plies > a.plies ? b : a));
    assert.ok(
      moves.every((m) => m.outcome === 'loss'),
      'every reply loses, for black',
    );
    await page.click(`#analysis-list button[data-move="${slowest.move}"]`);
    defences++;
  }
  assert.equal(defences, 5, '11 plies: six of the computer, five of the defence');
  assert.equal(await page.textContent('#move-count'), '5', "the player's moves, not the computer's");
  assert.equal(await page.getAttribute('#board', 'data-solved'), 'true');
  assert.equal(await page.locator('#board .cell.won').count(), 4, 'the winning stones are marked');
  assert.equal(await page.textContent('#solved-badge'), 'Game over');
  assert.match(
    await page.textContent('#game-status'),
    /^You lost: White made (four in a row|four in a column|a square of four|the four corners|a stone trapped in a corner)\.$/,
  );
  assert.equal(await page.getAttribute('#game-status', 'data-tone'), 'lost');
  // every move of the game is listed, the computer's marked, the last one too
  await openTool(page, 'moves');
  assert.equal(await page.locator('#game-moves [data-move]').count(), 11);
  assert.equal(await page.getAttribute('#game-moves .last', 'class'), 'computer last', "the computer's, in italics");
  await mkdir(ARTIFACTS, { recursive: true });
  await settle(page);
  await page.screenshot({ path: new URL('dao-won.png', ARTIFACTS).pathname, fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('perfect play lists its plies, and the board counts those left to the end', async () => {
  const { page, errors } = await browser.open('#dao');
  await page.click('#hardest'); // white to move: the player's, the computer waits
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-matches("^Perfect play")');
  // the plies are the move list's to show, not the line's
  assert.match(await page.textContent('#solver-status'), /^Perfect play: the game ends in 11 plies, found in (under 0\.1 ms|[\d.]+ m?s)\.$/);
  assert.equal(await page.locator('#move-list li').count(), 11);
  if ((await page.getAttribute('#player-play', 'data-playing')) === 'true') await page.click('#player-play');
  await page.click('#player-first');
  assert.equal(await page.textContent('#distance'), '11 plies to the end with perfect play');
  await page.click('#player-forward');
  assert.equal(await page.textContent('#distance'), '10 plies to the end with perfect play');
  // the showing is no move of the game, and the computer does not move in it
  await openTool(page, 'moves');
  assert.equal(await page.isVisible('#game-shown'), true);
  assert.equal(await page.textContent('#game-status'), 'Black to move.');
  const first = await page.locator('#move-list li').first().textContent();
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#game-shown'), false);
  assert.equal(await page.textContent('#game-moves td.computer'), first, 'the ply shown became a move of the game');
  assert.deepEqual(errors, []);
  await page.close();
});

test("a game perfect play finished for the player is no win of the player's", async () => {
  const { page, errors } = await browser.open('#dao');
  await page.click('#hardest'); // white, the player's side, wins in 11 plies
  await page.click('#solve');
  await page.waitForSelector('#player:not([hidden])');
  await page.click('#player-last');
  assert.equal(await page.textContent('#player-position'), 'Ply 11 of 11');
  await page.keyboard.press('Escape');
  await openTool(page, 'moves');
  assert.equal(await page.locator('#game-moves td.computer').count(), 11);
  assert.match(await page.textContent('#game-status'), /^White wins: /);
  assert.equal(await page.textContent('#solver-status'), 'The game is over: New game, Random position or Deepest win starts another.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('perfect play from the start says it is a draw, not an error', async () => {
  const { page, errors } = await browser.open('#dao');
  await page.selectOption('#versus-side', 'both');
  await page.click('#new-game');
  await page.click('#solve');
  await page.waitForSelector('#solver-status:text-matches("^Perfect play")');
  assert.equal(await page.textContent('#solver-status'), 'Perfect play: a draw. Neither side can force a win, so the game has no end to play out.');
  assert.equal(await page.getAttribute('#solver-status', 'data-tone'), '');
  assert.equal(await page.isVisible('#player'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('from the usual start the perfect computer never leaves the draw', async () => {
  const { page, errors } = await browser.open('#dao');
  await page.check('#versus-analysis');
  await page.selectOption('#versus-level', 'perfect');
  await page.click('#new-game');
  for (let turn = 0; turn < 8; turn++) {
    await turnOf(page, 'White');
    const { value, moves } = await analysis(page, 'White');
    assert.equal(value, 'White to move: draw.', `after ${turn} of the computer's moves`);
    // a drawing move, a different one each time
    const drawing = moves.filter((m) => m.outcome === 'draw');
    await page.click(`#analysis-list button[data-move="${drawing[turn % drawing.length].move}"]`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('hints, two players on one device, the draw on a third repetition, and the side to move in the editor', async () => {
  const { page, errors } = await browser.open('#dao');
  await page.selectOption('#versus-side', 'both');
  await page.click('#new-game');
  await page.click('#hint');
  await page.waitForSelector('#hint-text:has-text("Hint: slide the white stone")');
  // the perfect player's move, said as such: no search's solution length or bound
  assert.match(await page.textContent('#hint-text'), /^Hint: slide the white stone [a-d][1-4]-[a-d][1-4]\.$/);
  // two players: each side moves in turn; two moves each way and back repeat the start
  const there = [
    ['a1', 'c1'],
    ['a4', 'c4'],
    ['c1', 'a1'],
    ['c4', 'a4'],
  ];
  const cell = (name) => 'abcd'.indexOf(name[0]) + (Number(name[1]) - 1) * 4;
  for (let round = 0; round < 2; round++) {
    for (const [from, to] of there) {
      await page.click(`#board .cell[data-cell="${cell(from)}"]`);
      await page.click(`#board .cell[data-cell="${cell(to)}"]`);
      await settle(page);
    }
  }
  await page.waitForSelector('#draw-offer:not([hidden])');
  await page.click('#draw-accept');
  assert.equal(await page.textContent('#game-status'), 'Draw agreed.');
  // the game is over: a stone of the side to move (white, back on a1) no longer moves
  await page.click(`#board .cell[data-cell="${cell('a1')}"]`);
  assert.equal(await page.locator('#board .cell.target').count(), 0);

  // the editor sets the side to move, which the text keeps
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  assert.equal(await page.textContent('#editor-verdict'), 'The game can be played from this position.');
  assert.equal(await page.isVisible('#versus'), false, "the game's controls wait while a draft is edited");
  // a side short of a stone is no position: said, and not to be applied
  await page.click(`#board .cell[data-cell="${cell('a1')}"]`);
  assert.equal(await page.textContent('#editor-verdict'), 'This board cannot be used: a board has 4 white stones, found 3');
  assert.equal(await page.isDisabled('#editor-apply'), true);
  await page.click(`#board .cell[data-cell="${cell('a1')}"]`);
  await page.click(`#board .cell[data-cell="${cell('a1')}"]`);
  assert.equal(await page.textContent('#editor-verdict'), 'The game can be played from this position.');
  await page.click('#editor-turn');
  assert.equal(await page.textContent('#editor-turn'), 'Side to move: Black');
  await page.click('#editor-apply');
  await openTool(page, 'position');
  assert.match(await page.inputValue('#position-input'), /\nb$/);
  assert.match(await page.textContent('#game-status'), /^Black to move/);
  // a position typed with its side
  await load(page, 'wwww\nb***\n*b**\n**bb\nb');
  assert.equal(await page.textContent('#game-status'), 'White wins: four in a row.');
  // a finished game's position, edited, says so
  await page.click('#edit');
  await page.waitForSelector('#editor-bar:not([hidden])');
  assert.equal(await page.textContent('#editor-verdict'), 'The game is over in this position.');
  await page.click('#editor-cancel');
  assert.deepEqual(errors, []);
  await page.close();
});

test('against the computer, Undo takes back your move and its reply; its last move is marked', async () => {
  const { page, errors } = await browser.open('#dao');
  await page.click('#new-game');
  await turnOf(page, 'White');
  const start = await cells(page);
  // white slides its a1 stone to the one target the board marks for it that way
  const cell = (name) => 'abcd'.indexOf(name[0]) + (Number(name[1]) - 1) * 4;
  await page.click(`#board .cell[data-cell="${cell('a1')}"]`);
  const target = await page.getAttribute('#board .cell.target', 'data-cell');
  await page.click(`#board .cell[data-cell="${target}"]`);
  const status = await turnOf(page, 'White'); // the computer (black) replied
  assert.equal(await page.locator('#board .cell.last-to').count(), 1, "the computer's move is marked");
  await openTool(page, 'moves');
  assert.equal(await page.locator('#game-moves [data-move]').count(), 2);
  // and said, as the game's list writes it
  const reply = await page.locator('#game-moves td.computer').last().textContent();
  assert.equal(status, `White to move. Black played ${reply}.`);
  await page.click('#undo');
  assert.equal(await cells(page), start, 'back to the start: the reply and the move');
  // the player's turn: the computer has no move to make
  assert.equal(await page.textContent('#game-status'), 'White to move.');
  assert.deepEqual(errors, []);
  await page.close();
});

test("a game's moves are reviewed against the perfect one, and a mistake taken back", async () => {
  const { page, errors } = await browser.open('#dao');
  await page.selectOption('#versus-side', 'both');
  await page.check('#versus-analysis');
  await load(page, 'ww*w\n**w*\nb**b\n*b*b\nw');
  const { moves } = await analysis(page, 'White');
  // by the rules, c2-c1 fills the top row and wins at once
  assert.equal(moves.find((m) => m.move === 'c2-c1')?.outcome, 'win');
  const missed = moves.find((m) => m.outcome !== 'win');
  assert.ok(missed, 'some move lets the win go');
  await page.click(`#analysis-list button[data-move="${missed.move}"]`);
  await openTool(page, 'review');
  await page.click('#review-run');
  await page.waitForSelector('#review-list button');
  assert.equal(
    await page.textContent('#review-text'),
    "Your one move was a mistake: it changed the game's value. Each below takes the game back to before it and plays perfectly on.",
  );
  const after = missed.outcome === 'draw' ? 'draw' : `loss in ${missed.plies + 1}`;
  assert.equal(await page.textContent('#review-list button'), `Move 1 (${missed.move}): win in 1 → ${after}; perfect: c2-c1`.replaceAll('-', '\u2011'));
  assert.deepEqual(await seriousViolations(page, '#review-card'), []);
  // back to before it: the perfect move plays
  await page.click('#review-list button');
  await page.waitForSelector('#player:not([hidden])');
  assert.deepEqual(await page.$$eval('#move-list button', (buttons) => buttons.map((b) => b.textContent.replaceAll('\u2011', '-'))), ['c2-c1']);
  assert.equal(await page.textContent('#move-count'), '0');
  assert.deepEqual(errors, []);
  await page.close();
});
