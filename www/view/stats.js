// The card of the player's solves of the puzzle and level shown: the summary, the
// speedsolving figures (latest, best this visit, best ever), a chart of the times, every
// solve a page at a time with a Replay for each, and the buttons that export, import and
// clear them.
import { PAGE, dateText, solveText, solvesOf, summaryText } from '../app/stats.js';
import { figures, rolling } from '../app/figures.js';
import { stopwatch } from '../app/durations.js';
import { drawTimesPlot } from './plot.js';
import { as } from './elements.js';

/** @typedef {import('../app/state.js').State} State */

/**
 * A figure as its cell shows it, rounded to the hundredth (a dash where there is none).
 * @param {number | null} ms
 */
const cell = (ms) => (ms === null ? '–' : stopwatch(Math.round(ms / 10) * 10));

/**
 * The stats card's renderer in `ui`; `actions` are what its list's buttons do.
 * @param {import('./elements.js').Elements} ui
 * @param {{ replay: (date: string) => void }} actions
 */
export function createStatsView(ui, actions) {
  /** @type {unknown[]} what the card was last drawn from */
  let drawn = [];

  /** @param {State} state */
  function render(state) {
    const { capabilities, kind, stats } = state;
    ui.statsCard.hidden = !capabilities || capabilities.twoPlayer || Boolean(state.editor);
    if (ui.statsCard.hidden) return;
    ui.statsMessage.textContent = stats.message.text;
    ui.statsMessage.dataset.tone = stats.message.tone;
    ui.statsConfirm.hidden = !stats.clearing;
    ui.statsConfirmText.textContent = `Clear all ${stats.solves.length === 1 ? 'one kept solve' : `${stats.solves.length} kept solves`}, of every puzzle? Export them first to keep a copy.`;
    for (const button of [ui.statsExportJson, ui.statsExportCsv, ui.statsClear]) as(button, HTMLButtonElement).disabled = stats.solves.length === 0;
    ui.statsReplay.hidden = stats.replaying === null;
    const solves = solvesOf(stats.solves, kind, stats.level);
    const inputs = [solves, stats.since, stats.page];
    if (inputs.every((input, i) => input === drawn[i])) return;
    drawn = inputs;
    ui.statsSummary.textContent = summaryText(solves, stats.since, stats.level);
    const unaided = solves.filter((solve) => !solve.helped);
    const times = unaided.map((solve) => solve.millis);
    const recent = unaided.filter((solve) => solve.date >= stats.since).length;
    const rows = figures(times, recent).filter((row) => row.ever !== null);
    ui.statsFigures.hidden = rows.length === 0;
    ui.statsRows.replaceChildren(
      ...rows.map((row) => {
        const tr = document.createElement('tr');
        const name = document.createElement('th');
        name.scope = 'row';
        name.textContent = row.name;
        tr.append(name, ...[row.current, row.session, row.ever].map((ms) => Object.assign(document.createElement('td'), { textContent: cell(ms) })));
        return tr;
      }),
    );
    ui.statsPlot.hidden = times.length < 2;
    if (times.length >= 2)
      drawTimesPlot(
        ui.statsPlot,
        times,
        times.map((_, i) => rolling(times.slice(0, i + 1), 5)?.current ?? null),
      );
    renderList(solves, stats.page);
  }

  /**
   * The list of `solves`, newest first, at page `page`.
   * @param {import('../app/solves.js').Solve[]} solves
   * @param {number} page
   */
  function renderList(solves, page) {
    ui.statsSolves.hidden = solves.length === 0;
    ui.statsSolvesSummary.textContent = `Every solve (${solves.length})`;
    const newest = [...solves].reverse();
    const first = page * PAGE;
    const shown = newest.slice(first, first + PAGE);
    const list = as(ui.statsList, HTMLOListElement);
    list.replaceChildren(
      ...shown.map((solve, i) => {
        const item = document.createElement('li');
        const number = solves.length - first - i;
        const when = document.createElement('time');
        when.dateTime = solve.date;
        when.textContent = `#${number} · ${dateText(solve.date)}`;
        const words = document.createElement('span');
        words.textContent = solveText(solve);
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Replay';
        button.setAttribute('aria-label', `Replay solve ${number}, of ${dateText(solve.date)}`);
        button.addEventListener('click', () => actions.replay(solve.date));
        item.append(when, words, button);
        return item;
      }),
    );
    ui.statsPages.hidden = solves.length <= PAGE;
    as(ui.statsNewer, HTMLButtonElement).disabled = page === 0;
    as(ui.statsOlder, HTMLButtonElement).disabled = first + PAGE >= solves.length;
  }

  return { render };
}
