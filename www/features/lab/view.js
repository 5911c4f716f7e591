// The search lab's card: the choice of search, heuristic and limits, the running search's
// progress and Cancel, a few words on the search and heuristic chosen, and the table of
// runs on the puzzle shown, each with a Play button when it ran on the board of the game.
import { onBoard } from './controller.js';
import {
  HEURISTICS,
  LIMITS,
  MAX_DEPTH,
  SEARCHES,
  againstShortest,
  foundText,
  heuristicNamed,
  iterationsText,
  profileText,
  searchNamed,
  timeText,
} from './searches.js';
import { countText } from '../../kernel/words.js';
import { entryFor } from '../../puzzles/catalogue.js';
import { as } from '../../ui/dom.js';
import { drawProfilePlot, iterationsPlot } from './plots.js';

/** @typedef {import('./state.js').Lab} Lab */
/** @typedef {import('./state.js').LabRun} LabRun */
/**
 * The game as the lab sees it: a one-player puzzle whose boards it takes, and its goal.
 * @typedef {import('../../game/session.js').Game & { goal: import('../../pkg/puzzle_core.js').Board }} Game
 */

/**
 * The lab's card in `ui`.
 * @param {Record<string, HTMLElement>} ui
 */
export function createLabView(ui) {
  const algorithm = as(ui.labAlgorithm, HTMLSelectElement);
  const heuristic = as(ui.labHeuristic, HTMLSelectElement);
  const limit = as(ui.labLimit, HTMLSelectElement);
  const depth = as(ui.labDepth, HTMLInputElement);
  algorithm.replaceChildren(...SEARCHES.map((search) => new Option(search.title, search.name)));
  heuristic.replaceChildren(...HEURISTICS.map((estimate) => new Option(estimate.title, estimate.name)));
  limit.replaceChildren(...LIMITS.map((count) => new Option(`${countText(count)} generated`, String(count))));
  depth.max = String(MAX_DEPTH);
  /** @type {unknown[]} what the table was last drawn from */
  let drawn = [];
  /** @type {unknown[]} what the profile was last drawn from */
  let plotted = [];

  /**
   * Draws the lab of the puzzle shown.
   * @param {Lab} lab
   * @param {Game} game
   */
  function render(lab, game) {
    const search = searchNamed(lab.choice.algorithm);
    algorithm.value = lab.choice.algorithm;
    heuristic.value = lab.choice.heuristic;
    limit.value = String(lab.choice.limit);
    // a field being typed in keeps what it holds
    if (document.activeElement !== depth) depth.value = String(lab.choice.depth);
    ui.labDepthLabel.hidden = search.name !== 'dfs';
    const running = lab.running !== null;
    // kept focusable while a run goes, so that the keyboard's place is not lost
    ui.labRun.setAttribute('aria-disabled', String(running));
    ui.labProfileRun.setAttribute('aria-disabled', String(running));
    ui.labCancel.hidden = !running;
    const runs = lab.runs.filter((kept) => kept.kind === game.kind);
    as(ui.labClear, HTMLButtonElement).disabled = runs.length === 0;
    const ranked = heuristicNamed(lab.choice.heuristic);
    const estimate = search.informed
      ? ` ${ranked.title}: ${ranked.about}`
      : ' It ranks no board by a heuristic: the one chosen serves greedy best-first, A*, IDA* and the profile.';
    ui.labAbout.textContent = `${search.title}: ${search.about}${estimate}`;
    // a run of another puzzle's lab is named as such
    const elsewhere = lab.running !== null && lab.running !== game.kind ? `${entryFor(lab.running)?.title ?? lab.running}: ` : '';
    const said = lab.status.kind === game.kind ? lab.status.text : '';
    ui.labStatus.textContent = running ? `${elsewhere}${lab.progress}` : said;
    ui.labProfileRun.hidden = !game.capabilities.instantDistance;
    const here = lab.here;
    if (!here || here.kind !== game.kind) return;
    const measured = lab.measured;
    // the lab's worker's answer, when of the board of the game
    const tabled = measured?.kind === here.kind && measured.board === here.text && measured.goal === here.goalText ? measured : null;
    renderEstimates(lab, here, tabled);
    renderProfile(lab, here, tabled);
    ui.labStatus.classList.toggle('search-progress', running);
    ui.labStatus.classList.toggle('error', !running && said !== '' && lab.status.tone === 'error');
    ui.labResults.hidden = runs.length === 0;
    // drawn again only when the runs or the board they are compared with change, so that
    // a focused Play button stays
    const from = [lab.runs, here];
    if (from.every((value, i) => Object.is(value, drawn[i]))) return;
    drawn = from;
    const table = as(ui.labTable, HTMLTableElement);
    for (const body of [...table.tBodies]) body.remove();
    table.append(...groups(runs).map((group) => section(group, runs, here)));
  }

  /**
   * Every heuristic's value on the board of the game, and its exact distance when known.
   * @param {Lab} lab
   * @param {import('./state.js').Here} here
   * @param {import('./state.js').LabMeasured | null} tabled
   */
  function renderEstimates(lab, { estimates, distance }, tabled) {
    const values = estimates.map(({ heuristic, value }) => [heuristicNamed(heuristic).title, value]);
    const chosen = heuristicNamed(lab.choice.heuristic);
    if (chosen.tables) {
      const value = tabled?.heuristic === chosen.name ? tabled.value : undefined;
      // an ellipsis while the lab's worker counts it
      values.push([chosen.title, value === undefined ? '…' : typeof value === 'number' ? value : `(${value})`]);
    }
    if (distance !== undefined) values.push(['Exact distance', distance]);
    // a name and its value never part at the end of a line
    const items = values.map(([name, value]) => `${name} ${value}`.replaceAll(' ', '\u00a0'));
    ui.labEstimates.textContent = `This board: ${items.join(' · ')}`;
  }

  /**
   * The profile of a heuristic for this puzzle and goal, with the board of the game marked.
   * @param {Lab} lab
   * @param {import('./state.js').Here} here
   * @param {import('./state.js').LabMeasured | null} tabled
   */
  function renderProfile(lab, here, tabled) {
    const profile = lab.profile;
    const { kind, goalText, estimates, distance } = here;
    const shown = profile !== null && profile.kind === kind && profile.goal === goalText;
    ui.labProfile.hidden = !shown;
    if (!shown) return;
    const from = [profile, here, lab.measured];
    if (from.every((value, i) => Object.is(value, plotted[i]))) return;
    plotted = from;
    const title = heuristicNamed(profile.heuristic).title;
    const known = tabled?.heuristic === profile.heuristic ? tabled.value : estimates.find((e) => e.heuristic === profile.heuristic)?.value;
    const value = typeof known === 'number' ? known : undefined;
    const mark = distance !== undefined && value !== undefined ? { distance, value } : null;
    drawProfilePlot(ui.labProfilePlot, profile.layers, title, mark);
    const marked = mark ? ` The board of the game is the red dot: ${mark.value} at ${mark.distance}.` : '';
    ui.labProfileCaption.textContent = `${profileText(profile.layers, title)} Across: the exact distance; up: the heuristic, a bar from its least to its largest value, a dot at its mean; the line is where they would be equal.${marked}`;
  }

  return { render };
}

/**
 * `runs` cut where the board or the goal changes: runs in a row on one board.
 * @param {LabRun[]} runs
 * @returns {LabRun[][]}
 */
function groups(runs) {
  /** @type {LabRun[][]} */
  const cut = [];
  for (const kept of runs) {
    const last = cut[cut.length - 1];
    const same = last && last[0].text === kept.text && JSON.stringify(last[0].goal) === JSON.stringify(kept.goal);
    if (same) last.push(kept);
    else cut.push([kept]);
  }
  return cut;
}

/** The columns of the table. */
const COLUMNS = 8;

/**
 * The table's section of `group` (runs in a row on one board), headed by the board;
 * rows numbered by their place in `runs`.
 * @param {LabRun[]} group
 * @param {LabRun[]} runs
 * @param {import('./state.js').Here} here  the board the lab looks at
 */
function section(group, runs, here) {
  const body = document.createElement('tbody');
  const head = document.createElement('tr');
  const board = document.createElement('th');
  board.scope = 'rowgroup';
  board.colSpan = COLUMNS;
  board.className = 'board-text';
  // the board's words stay in view as the table scrolls
  const words = document.createElement('span');
  words.textContent = `Board ${group[0].text}`;
  board.append(words);
  head.append(board);
  const playable = onBoard(group[0], here);
  body.append(head, ...group.map((kept) => row(kept, runs.indexOf(kept) + 1, playable)));
  return body;
}

/**
 * The table row of run `kept`, numbered `number`; its Play button works when `here`.
 * @param {LabRun} kept
 * @param {number} number
 * @param {boolean} here  whether it ran on the board of the game
 */
function row(kept, number, here) {
  const { answer, choice } = kept;
  const search = searchNamed(choice.algorithm);
  const tr = document.createElement('tr');
  const cell = (/** @type {string} */ text, /** @type {string} */ className = '') => {
    const td = document.createElement('td');
    td.textContent = text;
    if (className) td.className = className;
    tr.append(td);
    return td;
  };
  // the run's number and search head the row, and stay in view as the table scrolls
  const name = document.createElement('th');
  name.scope = 'row';
  name.textContent = `${number}. ${search.title}`;
  tr.append(name);
  if (search.informed) {
    const estimate = document.createElement('small');
    estimate.textContent = heuristicNamed(choice.heuristic).title;
    name.append(estimate);
  }
  if (answer.iterations.length > 0) {
    // how the iterations grew: a small chart, said in words beside it
    const words = `${iterationsText(answer.iterations, search.informed)} (bars on a log scale)`;
    const line = document.createElement('small');
    line.className = 'iterations-line';
    line.title = words;
    const count = answer.iterations.length;
    line.append(iterationsPlot(answer.iterations, words), count === 1 ? ' 1 iteration' : ` ${count} iterations`);
    name.append(line);
  }
  if (search.name === 'dfs') {
    const depth = document.createElement('small');
    depth.textContent = `to depth ${choice.depth}`;
    name.append(depth);
  }
  // what can be done with the run, beside its name: in view on a phone too
  const actions = document.createElement('div');
  actions.className = 'row-actions';
  cell('').append(actions);
  const watch = document.createElement('button');
  watch.type = 'button';
  watch.textContent = 'Watch';
  watch.dataset.watch = String(kept.id);
  watch.setAttribute('aria-label', `Watch run ${number} step by step`);
  actions.append(watch);
  if (answer.moves && answer.moves.length > 0) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Play';
    button.dataset.run = String(kept.id);
    button.disabled = !here;
    button.title = here ? `Play run ${number}'s ${answer.moves.length} moves on the board` : 'It ran on another board: load that board to play it';
    button.setAttribute('aria-label', `Play run ${number}`);
    actions.append(button);
  }
  const moves = cell(foundText(answer, choice), answer.outcome === 'solved' ? 'number' : 'number none');
  const verdict = againstShortest(answer);
  if (verdict) {
    const mark = document.createElement('small');
    mark.textContent = verdict;
    mark.className = verdict === 'shortest' ? 'shortest' : 'longer';
    moves.append(mark);
  }
  cell(countText(answer.counts.expanded), 'number');
  cell(countText(answer.counts.generated), 'number');
  cell(countText(answer.counts.peakOpen), 'number');
  cell(countText(answer.counts.peakClosed), 'number');
  cell(timeText(answer.micros), 'number');
  return tr;
}
