// Browser tests of the search lab: runs on the Eight compared in a table, each checked
// against the published facts of the boards it ran on, played on the board, cancelled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserForTests, seriousViolations, cells, hangWorkers, load, settle, openTool } from './browser.mjs';

const browser = browserForTests();

/**
 * Runs the search `algorithm` (with `heuristic`, where it takes one) and waits for its
 * row: the rows' texts, cell by cell.
 */
async function run(page, algorithm, heuristic) {
  await openTool(page, 'lab');
  const before = await page.locator('#lab-table tbody tr:not(:first-child)').count();
  await page.selectOption('#lab-algorithm', algorithm);
  if (heuristic) await page.selectOption('#lab-heuristic', heuristic);
  await page.click('#lab-run');
  await page.waitForFunction((n) => document.querySelectorAll('#lab-table tbody tr:not(:first-child)').length > n, before);
  return rows(page);
}

/** The rows of runs: number, search, heuristic, moves, verdict, counts, time, board. */
function rows(page) {
  return page.$$eval('#lab-table tbody tr:not(:first-child)', (trs) =>
    trs.map((tr) => {
      const [search, , moves, expanded, generated, open, kept, time] = [...tr.children];
      const [n, name] = search.firstChild.textContent.split('. ');
      const text = (cell) => cell.firstChild?.textContent ?? '';
      const small = (cell) => cell.querySelector('small:not(.iterations-line)')?.textContent ?? '';
      const board = tr.closest('tbody').querySelector('th[scope="rowgroup"]').textContent;
      return [
        n,
        name,
        small(search) || '—',
        text(moves),
        small(moves),
        expanded.textContent,
        generated.textContent,
        open.textContent,
        kept.textContent,
        time.textContent,
        board,
      ];
    }),
  );
}

/** The Play button of run `n`. */
const play = (n) => `[data-run] >> nth=${n - 1}`;

test('the lab compares searches on the board of the game and plays a solution', async () => {
  const { page, errors } = await browser.open();
  // a textbook board 14 moves from the goal (the Eight's own solver says so below)
  await load(page, '8 1 3 4 x 2 7 6 5');
  await openTool(page, 'lab');
  assert.equal(await page.isVisible('#lab-card'), true);
  // the puzzle's rules, a step away
  await page.click('#lab-rules');
  await page.waitForSelector('#tool-help:not([hidden]) #rules');
  await page.waitForFunction(() => document.activeElement?.id === 'help-title');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'How to play');
  // the depth shows for dfs alone
  await openTool(page, 'lab');
  await page.selectOption('#lab-algorithm', 'bfs');
  assert.equal(await page.isVisible('#lab-depth'), false);
  // every heuristic's value on this board, and its exact distance (the Eight's table)
  await page.waitForSelector('#lab-estimates:has-text("Exact distance 14")');
  // a name and its value joined by no-break spaces
  assert.match(await page.textContent('#lab-estimates'), /Manhattan\u00a0distance\u00a010 · /);
  assert.equal(
    (await page.textContent('#lab-estimates')).replaceAll('\u00a0', ' '),
    'This board: Misplaced tiles 5 · Manhattan distance 10 · Linear conflict 10 · Exact distance 14',
  );
  await page.selectOption('#lab-algorithm', 'dfs');
  assert.equal(await page.isVisible('#lab-depth'), true);
  assert.match(await page.textContent('#lab-about'), /depth limit/);

  let table = await run(page, 'bfs');
  assert.deepEqual(table[0].slice(0, 5), ['1', 'Breadth-first', '—', '14', 'shortest']);
  table = await run(page, 'astar', 'manhattan');
  assert.deepEqual(table[1].slice(0, 5), ['2', 'A*', 'Manhattan distance', '14', 'shortest']);
  // A* expands fewer boards than breadth-first on this board
  const expanded = (row) => Number(row[5].replaceAll(',', ''));
  assert.ok(expanded(table[1]) < expanded(table[0]), `${table[1][5]} < ${table[0][5]}`);
  table = await run(page, 'idastar', 'linear-conflict');
  assert.deepEqual(table[2].slice(0, 5), ['3', 'IDA*', 'Linear conflict', '14', 'shortest']);
  assert.equal(table[2][8], '0', 'IDA* keeps no boards beside its path');
  // its iterations: bounds from the start's estimate (10) up by twos to the length (14)
  const iterations = await page.getAttribute('#lab-table tbody tr:nth-child(4) svg.iterations', 'aria-label');
  assert.match(iterations, /^3 iterations, bounds 10 to 14; the last generated \d+ of 111 boards \(bars on a log scale\)$/);
  assert.equal(table[2][10], 'Board 8 1 3 4 x 2 7 6 5');
  // depth-first down to 5 moves finds none
  await page.selectOption('#lab-algorithm', 'dfs');
  await page.fill('#lab-depth', '5');
  await page.dispatchEvent('#lab-depth', 'change');
  table = await run(page, 'dfs');
  assert.deepEqual(table[3].slice(0, 5), ['4', 'Depth-first', 'to depth 5', 'none within depth 5', '']);

  // the Eight's solver agrees on the length
  await page.click('#solve');
  await page.waitForSelector('#solver-status:has-text("Optimal: 14 moves")');
  await page.click('#player-first');

  // a run plays on the board, and the lab says which
  await page.click(play(2));
  assert.equal(await page.textContent('#lab-status'), 'Playing run 2 on the board: A* (Manhattan distance), 14 moves, the shortest.');
  await page.click('#player-last');
  await settle(page);
  assert.equal(await cells(page), '1,2,3,4,5,6,7,8,0');
  assert.deepEqual(errors, []);
  await page.close();
});

test('greedy search is marked longer than the shortest, and runs stay per board', async () => {
  const { page } = await browser.open();
  // one of the two 3x3 boards 31 moves from the goal, the most there is
  await load(page, '8 6 7 2 5 4 3 x 1');
  let table = await run(page, 'greedy', 'misplaced');
  const moves = Number(table[0][3]);
  assert.ok(moves > 31);
  assert.equal(table[0][4], `+${moves - 31}`);
  // a run's Play waits for its own board
  await load(page, '1 2 3 4 5 6 7 x 8');
  assert.equal(await page.isDisabled(play(1)), true);
  table = await run(page, 'bidirectional');
  assert.deepEqual(table[1].slice(0, 5), ['2', 'Bidirectional breadth-first', '—', '1', 'shortest']);
  assert.equal(await page.isDisabled(play(2)), false);
  await openTool(page, 'lab');
  await page.click('#lab-clear');
  assert.equal(await page.isVisible('#lab-results'), false);
  await page.close();
});

test('a limit stops a run, Cancel ends one, and other puzzles have no lab', async () => {
  const { page, errors } = await browser.open('#fifteen');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-card:not([hidden])');
  // Korf's first instance toward the page's goal: the other parity, said at once
  const korf = '14 13 15 7 11 12 9 5 6 x 2 1 4 8 10 3';
  await load(page, korf);
  await openTool(page, 'lab');
  await page.click('#lab-run');
  await page.waitForSelector('#lab-status.error:has-text("No search: the inversions plus the blank\'s row is even here but odd in the goal")');
  // toward Korf's goal (57 moves): breadth-first stops at its limit
  await load(page, korf, 'x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15');
  await openTool(page, 'lab');
  await page.selectOption('#lab-limit', '10000');
  const table = await run(page, 'bfs');
  assert.deepEqual(table[0].slice(0, 5), ['1', 'Breadth-first', '—', 'none in 10,000 boards', '']);
  // with the largest limit, breadth-first runs long enough to cancel
  await page.selectOption('#lab-limit', '3000000');
  await page.selectOption('#lab-algorithm', 'bfs');
  await page.click('#lab-run');
  await page.waitForSelector('#lab-cancel:not([hidden])');
  await page.waitForSelector('#lab-status:has-text("boards generated")');
  await page.click('#lab-cancel');
  await page.waitForSelector('#lab-status:text-is("Cancelled.")');
  assert.equal(await page.isDisabled('#lab-run'), false);
  // the puzzle's own worker was never stopped: a move and a hint still answer
  await page.click('#hint');
  await page.waitForSelector('#hint-text:has-text("Hint:")');
  await page.click('#picker [data-kind="dao"]');
  await page.waitForSelector('#tool-lab[hidden]', { state: 'attached' });
  assert.equal(await page.isVisible('#tool-tab-lab'), false, 'Dao has no lab to open');
  assert.deepEqual(errors, []);
  await page.close();
});

test("pattern databases are built in the lab's worker, and find the Fifteen's published length", async () => {
  const { page, errors } = await browser.open();
  await load(page, '8 1 3 4 x 2 7 6 5');
  await openTool(page, 'lab');
  await page.selectOption('#lab-heuristic', 'patterns');
  // its value, counted by the lab's worker, as scripts/check-patterns.py counts it
  await page.waitForSelector('#lab-estimates:has-text("Pattern databases 12")');
  assert.equal(
    (await page.textContent('#lab-estimates')).replaceAll('\u00a0', ' '),
    'This board: Misplaced tiles 5 · Manhattan distance 10 · Linear conflict 10 · Pattern databases 12 · Exact distance 14',
  );
  let table = await run(page, 'idastar', 'patterns');
  assert.deepEqual(table[0].slice(0, 5), ['1', 'IDA*', 'Pattern databases', '14', 'shortest']);
  // another board: the value follows it (a move from the goal)
  await load(page, '1 2 3 4 5 6 7 x 8');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-estimates:has-text("Pattern databases 1 ·")');

  // Korf's sixth instance, 52 moves toward the blank first (Korf, 1985)
  await page.click('#picker [data-kind="fifteen"]');
  await page.waitForSelector('#lab-card:not([hidden])');
  await load(page, '14 7 1 9 12 3 6 15 8 11 2 5 10 x 4 13', 'x 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-estimates:has-text("Pattern databases")');
  table = await run(page, 'idastar', 'patterns');
  // the table shows this puzzle's runs alone
  assert.deepEqual(table[0].slice(0, 5), ['1', 'IDA*', 'Pattern databases', '52', 'shortest']);
  // with linear conflicts IDA* does not end within the million boards the other needed
  // less than
  table = await run(page, 'idastar', 'linear-conflict');
  assert.equal(table[1][3], 'none in 1.0 M boards');
  assert.ok(Number(table[0][6].replaceAll(',', '')) < 1_000_000, table[0][6]);
  // the choice is kept for the next visit
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await openTool(page, 'lab');
  assert.equal(await page.inputValue('#lab-algorithm'), 'idastar');
  assert.equal(await page.inputValue('#lab-heuristic'), 'linear-conflict');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the lab is used by keyboard alone, and axe finds nothing serious, light or dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await browser.open('', { colorScheme });
    await load(page, '8 1 3 4 x 2 7 6 5');
    await openTool(page, 'lab');
    await page.focus('#lab-algorithm');
    await page.keyboard.press('End'); // the last search: bidirectional
    // on to Run (past the limit; the heuristic is hidden for an uninformed search)
    for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement?.id)) !== 'lab-run'; i++) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'lab-run');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#lab-table [data-run]');
    assert.deepEqual((await rows(page))[0].slice(0, 5), ['1', 'Bidirectional breadth-first', '—', '14', 'shortest']);
    assert.deepEqual(await seriousViolations(page, '#lab-card'), [], colorScheme);
    await page.close();
  }
});

test('a heuristic profiled over every 3x3 board, the board of the game marked', async () => {
  const { page, errors } = await browser.open();
  await load(page, '8 1 3 4 x 2 7 6 5');
  await openTool(page, 'lab');
  await page.selectOption('#lab-heuristic', 'manhattan');
  await page.click('#lab-profile-run');
  await page.waitForSelector('#lab-profile:not([hidden])');
  // an independent count (a plain breadth-first search in Python over the 181,440 boards):
  // Manhattan distances sum to 2,540,160 and exact distances to 3,986,672: 64%
  assert.equal(
    await page.textContent('#lab-profile-caption'),
    'Manhattan distance over all 181,440 boards that reach this goal: never above the exact distance (admissible); on average 64% of it. ' +
      'Across: the exact distance; up: the heuristic, a bar from its least to its largest value, a dot at its mean; the line is where they would be equal. ' +
      'The board of the game is the red dot: 10 at 14.',
  );
  assert.equal(await page.locator('#lab-profile-plot g[data-distance]').count(), 32);
  await page.selectOption('#lab-heuristic', 'misplaced');
  await page.click('#lab-profile-run');
  await page.waitForSelector('#lab-profile-caption:has-text("Misplaced tiles over all 181,440 boards")');
  assert.match(await page.textContent('#lab-profile-caption'), /on average 32% of it/);
  // the pattern databases, built in the lab's worker: scripts/check-patterns.py counts
  // 85%, and 12 on this board
  await page.selectOption('#lab-heuristic', 'patterns');
  await page.click('#lab-profile-run');
  await page.waitForSelector('#lab-profile-caption:has-text("Pattern databases over all 181,440 boards")');
  await page.waitForSelector('#lab-profile-caption:has-text("The board of the game is the red dot: 12 at 14.")');
  assert.match(await page.textContent('#lab-profile-caption'), /never above the exact distance \(admissible\); on average 85% of it/);
  // boards too large to visit whole offer no profile
  await page.click('#picker [data-kind="fifteen"]');
  await page.waitForSelector('#lab-card:not([hidden])');
  assert.equal(await page.isVisible('#lab-profile-run'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone the table scrolls in its card, and the lab keeps its arrow keys', async () => {
  const { page } = await browser.open('', { viewport: { width: 390, height: 844 } });
  await load(page, '8 1 3 4 x 2 7 6 5');
  await run(page, 'astar', 'manhattan');
  await run(page, 'iddfs');
  // the table is wider than the phone, but only its own region scrolls
  assert.ok(await page.$eval('.lab-scroll', (region) => region.scrollWidth > region.clientWidth));
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  // arrows in the table's region scroll it and leave the board alone
  await page.focus('.lab-scroll');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.equal(await cells(page), '8,1,3,4,0,2,7,6,5');
  await page.close();
});

test("a run of one puzzle's lab is named as such on another puzzle", async () => {
  const { page } = await browser.open('#fifteen');
  await hangWorkers(page, "(data) => data.op === 'lab'");
  await openTool(page, 'lab');
  await page.selectOption('#lab-algorithm', 'bfs');
  await page.click('#lab-run');
  await page.waitForSelector('#lab-cancel:not([hidden])');
  await page.click('#picker [data-kind="eight"]');
  await page.waitForSelector('#lab-status:has-text("Fifteen: Breadth-first: searching")');
  // Run waits, without losing its place for the keyboard
  assert.equal(await page.getAttribute('#lab-run', 'aria-disabled'), 'true');
  await page.click('#lab-cancel');
  await page.waitForSelector('#lab-cancel[hidden]', { state: 'attached' });
  // "Cancelled." is the Fifteen's to say
  assert.equal(await page.textContent('#lab-status'), '');
  await page.click('#picker [data-kind="fifteen"]');
  await page.waitForSelector('#lab-status:text-is("Cancelled.")');
  await page.close();
});

test('a run watched step by step: its boards drawn, each step in words', async () => {
  const { page, errors } = await browser.open();
  // one move from the goal: A* expands the start, generates left, right (the goal) and
  // up, then takes the goal
  await load(page, '1 2 3 4 5 6 7 x 8');
  await run(page, 'astar', 'manhattan');
  await page.click('[data-watch] >> nth=0');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-watch:not([hidden])');
  assert.equal(await page.textContent('#lab-watch-title'), 'Run 1, step by step: A* (Manhattan distance)');
  assert.equal(await page.textContent('#lab-watch-position'), 'Step 1 of 5');
  assert.equal(await page.textContent('#lab-watch-step'), 'Expanding 1 2 3 4 5 6 7 x 8 (g 0, h 1, f 1)');
  const texts = [];
  for (let i = 1; i < 5; i++) {
    await page.click('#lab-watch-forward');
    texts.push(await page.textContent('#lab-watch-step'));
  }
  assert.deepEqual(texts, [
    'Generated 1 2 3 4 5 6 x 7 8 (g 1, h 2, f 3): waits to be expanded',
    'Generated 1 2 3 4 5 6 7 8 x (g 1, h 0, f 1): waits to be expanded',
    'Generated 1 2 3 4 x 6 7 5 8 (g 1, h 2, f 3): waits to be expanded',
    'The goal: 1 2 3 4 5 6 7 8 x (g 1, h 0, f 1)',
  ]);
  // the start expanded, the goal the board of the step, on the path from the start
  const looks = await page.$$eval('#lab-watch-graph svg > g:last-child > g', (boxes) => boxes.map((box) => box.getAttribute('class')));
  assert.deepEqual(looks, ['closed path', 'open', 'open path current', 'open']);
  assert.equal(await page.textContent('#lab-watch-board'), '12345678');
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    assert.deepEqual(await seriousViolations(page, '#lab-card'), [], colorScheme);
  }
  await page.click('#lab-watch-close');
  assert.equal(await page.isVisible('#lab-watch'), false);
  // from both ends: the start's child is the goal, drawn on each side, joined where they meet
  await run(page, 'bidirectional');
  await page.click('[data-watch] >> nth=1');
  await page.click('#lab-watch-last');
  assert.match(await page.textContent('#lab-watch-step'), /^The two sides meet: 1 2 3 4 5 6 7 8 x/);
  assert.equal(await page.isVisible('#lab-watch-graph line.meet'), true);
  await page.click('#lab-watch-first');
  assert.equal(await page.isVisible('#lab-watch-graph line.meet'), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('at every step of a breadth-first run the small board is the board the step names', async () => {
  const { page, errors } = await browser.open();
  // three moves out: breadth-first meets the start and other boards again (seen, dropped)
  await load(page, '1 2 3 4 x 5 7 8 6');
  await run(page, 'bfs');
  await page.click('[data-watch] >> nth=0');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-watch:not([hidden])');
  const [, count] = /of (\d+)/.exec(await page.textContent('#lab-watch-position')) ?? [];
  let seen = 0;
  for (let i = 1; i <= Number(count); i++) {
    const step = await page.textContent('#lab-watch-step');
    const named = /^(?:Expanding|Generated|The goal:) ([\dx ]+) \(/.exec(step)?.[1];
    assert.ok(named, step);
    assert.equal(await page.textContent('#lab-watch-board'), named.replace(/[ x]/g, ''), `step ${i}: ${step}`);
    if (step.endsWith('seen before, dropped')) seen++;
    if (i < Number(count)) await page.click('#lab-watch-forward');
  }
  assert.ok(seen > 0, 'no board met again');
  assert.deepEqual(errors, []);
  await page.close();
});

test('IDA* is watched iteration by iteration to the goal, and a large run drawn in part', async () => {
  const { page } = await browser.open();
  await load(page, '8 1 3 4 x 2 7 6 5');
  await run(page, 'idastar', 'manhattan');
  await page.click('[data-watch] >> nth=0');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-watch:not([hidden])');
  // bounds 10, 12, 14: the first step starts the first iteration
  assert.equal(await page.textContent('#lab-watch-step'), 'A new iteration: bound 10, from the start again');
  assert.match(await page.textContent('#lab-watch-position'), /^Step 1 of \d+ · iteration 1, bound 10$/);
  // the last step: the goal, in the third iteration
  await page.click('#lab-watch-last');
  assert.match(await page.textContent('#lab-watch-position'), /^Step (\d+) of \1 · iteration 3, bound 14$/);
  assert.match(await page.textContent('#lab-watch-step'), /^The goal: 1 2 3 4 5 6 7 8 x \(g 14, h 0, f 14\)$/);
  // breadth-first on the 31-move board generates 483,567 boards: the first 300 are drawn
  await load(page, '8 6 7 2 5 4 3 x 1');
  await run(page, 'bfs');
  await page.click('[data-watch] >> nth=1');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-watch-note:has-text("Only the first 300 boards of each iteration are drawn")');
  assert.equal(await page.locator('#lab-watch-graph svg > g:last-child > g').count(), 300);
  await page.close();
});

test('a watched run plays inside its drawing, pauses on another puzzle, and Close gives focus back', async () => {
  const { page } = await browser.open('', { viewport: { width: 390, height: 844 } });
  await load(page, '8 6 7 2 5 4 3 x 1');
  await run(page, 'astar', 'manhattan');
  await page.click('[data-watch] >> nth=0');
  await openTool(page, 'lab');
  await page.waitForSelector('#lab-watch:not([hidden])');
  await page.selectOption('#lab-watch-speed', '30');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('#lab-watch-play', { noWaitAfter: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  // a few steps played, the drawing following the board of each
  await page.waitForFunction(() => Number(/** @type {HTMLInputElement} */ (document.getElementById('lab-watch-scrubber')).value) >= 5);
  // the drawing scrolls to the board of each step; the page stays where the reader put it
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.equal(await page.getAttribute('#lab-watch-play', 'data-playing'), 'true');
  await page.click('#picker [data-kind="eight2"]');
  await page.click('#picker [data-kind="eight"]');
  await page.waitForSelector('#lab-watch:not([hidden])');
  assert.equal(await page.getAttribute('#lab-watch-play', 'data-playing'), 'false');
  await page.click('#lab-watch-close');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-watch')), '1');
  // Watch by key hands the keys to the drawing's Play; Escape there closes it too
  await page.keyboard.press('Enter');
  await page.waitForSelector('#lab-watch:not([hidden])');
  await page.waitForFunction(() => document.activeElement?.id === 'lab-watch-play');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#lab-watch'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-watch')), '1');
  await page.close();
});

test("on a phone a run's Watch, Play and moves are in view, the counts a scroll away", async () => {
  const { page, errors } = await browser.open('#eight', { viewport: { width: 390, height: 844 } });
  await load(page, '1 2 3 x 4 6 7 5 8');
  await run(page, 'idastar', 'manhattan');
  const right = (selector) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().right);
  const edge = await right('.lab-scroll');
  for (const selector of ['#lab-table button[data-watch]', '#lab-table button[data-run]', '#lab-table tbody tr:nth-child(2) td:nth-child(3)']) {
    assert.ok((await right(selector)) <= edge, `${selector} in view`);
  }
  assert.equal(await page.isVisible('.lab-scroll-note'), true, 'the caption says the table scrolls');
  assert.deepEqual(errors, []);
  await page.close();
});
