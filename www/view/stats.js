// The card of the player's solves of the puzzle and level shown: the summary, the
// speedsolving figures (latest, best this visit, best ever) and a chart of the times on
// shuffled levels, every solve a page at a time with a Replay for each (and, for the one
// replayed, its optimal solution), and the buttons that export, import and clear them.
import { PAGE, dateText, solveText, solvesOf, summaryText } from '../app/stats.js';
import { figures, rolling } from '../app/figures.js';
import { stopwatch } from '../app/durations.js';
import { drawTimesPlot } from './plot.js';
import { as } from './elements.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('../app/solves.js').Solve} Solve */

/**
 * A figure as its cell shows it: a single as a timer cuts it, an average rounded to the
 * hundredth (the WCA's way); a dash where there is none.
 * @param {number | null} ms
 * @param {number} n  how many solves the figure takes
 */
const cell = (ms, n) => (ms === null ? '–' : stopwatch(n === 1 ? ms : Math.round(ms / 10) * 10));

/**
 * The stats card's renderer in `ui`; `actions` are what its list's buttons do.
 * @param {import('./elements.js').Elements} ui
 * @param {{ replay: (date: string) => void, optimal: () => void }} actions
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
    const inputs = [stats.solves, kind, stats.level, stats.since, stats.page, stats.replaying];
    if (inputs.every((input, i) => input === drawn[i])) return;
    drawn = inputs;
    const solves = solvesOf(stats.solves, kind, stats.level);
    ui.statsSummary.textContent = summaryText(solves, stats.since, stats.level);
    // times and averages are of shuffled positions, without help
    const unaided = stats.level === 'custom' ? [] : solves.filter((solve) => !solve.helped);
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
        tr.append(name, ...[row.current, row.session, row.ever].map((ms) => Object.assign(document.createElement('td'), { textContent: cell(ms, row.n) })));
        return tr;
      }),
    );
    ui.statsChart.hidden = times.length < 2;
    if (times.length >= 2)
      drawTimesPlot(
        ui.statsPlot,
        times,
        times.map((_, i) => rolling(times.slice(0, i + 1), 5)?.current ?? null),
      );
    renderList(solves, stats.page, stats.replaying);
  }

  /**
   * The list of `solves`, newest first, at page `page`; the keyboard's place, if it was
   * on a button of the list, stays on that button as drawn anew.
   * @param {Solve[]} solves
   * @param {number} page
   * @param {string | null} replaying  the date of the solve replayed
   */
  function renderList(solves, page, replaying) {
    ui.statsSolves.hidden = solves.length === 0;
    ui.statsSolvesSummary.textContent = `Every solve (${solves.length})`;
    const focused = document.activeElement instanceof HTMLElement && ui.statsList.contains(document.activeElement) ? document.activeElement.dataset : null;
    const first = page * PAGE;
    const shown = [...solves].reverse().slice(first, first + PAGE);
    ui.statsList.replaceChildren(
      ...shown.map((solve, i) => {
        const number = solves.length - first - i;
        const item = document.createElement('li');
        const when = document.createElement('time');
        when.dateTime = solve.date;
        when.textContent = `#${number} · ${dateText(solve.date)}`;
        const words = document.createElement('span');
        words.textContent = solveText(solve);
        const buttons = document.createElement('div');
        buttons.className = 'stats-actions';
        buttons.append(button('Replay', `Replay solve ${number}, of ${dateText(solve.date)}`, solve.date, () => actions.replay(solve.date)));
        if (solve.date === replaying) buttons.append(button('Optimal', `The optimal solution from the start of solve ${number}`, solve.date, actions.optimal));
        item.append(when, words, buttons);
        return item;
      }),
    );
    if (focused) /** @type {HTMLElement | null} */ (ui.statsList.querySelector(`[data-date="${focused.date}"][data-action="${focused.action}"]`))?.focus();
    ui.statsPages.hidden = solves.length <= PAGE;
    // kept focusable at either end, so that the keyboard's place is not lost
    ui.statsNewer.setAttribute('aria-disabled', String(page === 0));
    ui.statsOlder.setAttribute('aria-disabled', String(first + PAGE >= solves.length));
  }

  /**
   * A button of the list: its words, what it says to a screen reader, the solve it is of.
   * @param {string} text
   * @param {string} label
   * @param {string} date
   * @param {() => void} action
   */
  function button(text, label, date, action) {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = text;
    element.setAttribute('aria-label', label);
    element.dataset.date = date;
    element.dataset.action = text;
    element.addEventListener('click', action);
    return element;
  }

  return { render };
}
