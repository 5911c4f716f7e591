// The card of the player's solves of the puzzle and level shown: the summary, the
// speedsolving figures (latest, best this visit, best ever), a chart of the times on
// shuffled levels, and every solve a page at a time with a Replay for each (and, for the
// one replayed, its optimal solution).
import { stopwatch } from '../../kernel/durations.js';
import { figures, rolling } from './figures.js';
import { PAGE, dateText, solveText, solvesOf, summaryText } from './words.js';
import { drawTimesPlot } from './plot.js';
import { as, text } from '../../ui/dom.js';

/** @typedef {import('../../game/solo.js').Solve} Solve */

/**
 * A figure as its cell shows it: a single as a timer cuts it, an average rounded to the
 * hundredth (the WCA's way); a dash where there is none.
 * @param {number | null} ms
 * @param {number} n  how many solves the figure takes
 */
const cell = (ms, n) => (ms === null ? '–' : stopwatch(n === 1 ? ms : Math.round(ms / 10) * 10));

/**
 * The card's view, in `ui`.
 * @param {Record<string, HTMLElement>} ui
 */
export function createStatsView(ui) {
  /** What the card was last drawn from. */
  let drawn = /** @type {unknown[]} */ ([]);

  /**
   * Draws the solves of puzzle `kind`.
   * @param {import('./index.js').Stats} stats
   * @param {string} kind
   */
  function render(stats, kind) {
    text(ui.message, stats.message.text);
    ui.message.dataset.tone = stats.message.tone;
    ui.confirm.hidden = !stats.clearing;
    text(
      ui.confirmText,
      `Clear all ${stats.solves.length === 1 ? 'one kept solve' : `${stats.solves.length} kept solves`}, of every puzzle? Export them first to keep a copy.`,
    );
    for (const button of [ui.exportJson, ui.exportCsv, ui.clear]) as(button, HTMLButtonElement).disabled = stats.solves.length === 0;
    const inputs = [stats.solves, kind, stats.level, stats.since, stats.page, stats.replaying];
    if (inputs.every((input, i) => input === drawn[i])) return;
    drawn = inputs;
    const solves = solvesOf(stats.solves, kind, stats.level);
    text(ui.summary, summaryText(solves, stats.since, stats.level));
    // times and averages are of shuffled positions, without help
    const unaided = stats.level === 'custom' ? [] : solves.filter((solve) => !solve.helped);
    const times = unaided.map((solve) => solve.millis);
    const recent = unaided.filter((solve) => solve.date >= stats.since).length;
    const rows = figures(times, recent).filter((row) => row.ever !== null);
    ui.figures.hidden = rows.length === 0;
    ui.rows.replaceChildren(
      ...rows.map((row) => {
        const tr = document.createElement('tr');
        const name = document.createElement('th');
        name.scope = 'row';
        name.textContent = row.name;
        tr.append(name, ...[row.current, row.session, row.ever].map((ms) => Object.assign(document.createElement('td'), { textContent: cell(ms, row.n) })));
        return tr;
      }),
    );
    ui.chart.hidden = times.length < 2;
    if (times.length >= 2)
      drawTimesPlot(
        ui.plot,
        times,
        times.map((_, i) => rolling(times.slice(0, i + 1), 5)?.current ?? null),
      );
    renderList(solves, stats.page, stats.replaying);
  }

  /**
   * The list of `solves`, newest first, at page `page`; the keyboard's place, if it was on
   * a button of the list, stays on that button as drawn anew.
   * @param {Solve[]} solves
   * @param {number} page
   * @param {string | null} replaying  the date of the solve replayed
   */
  function renderList(solves, page, replaying) {
    ui.solves.hidden = solves.length === 0;
    text(ui.solvesSummary, `Every solve (${solves.length})`);
    const focused = document.activeElement instanceof HTMLElement && ui.list.contains(document.activeElement) ? document.activeElement.dataset : null;
    const first = page * PAGE;
    const shown = [...solves].reverse().slice(first, first + PAGE);
    ui.list.replaceChildren(
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
        buttons.append(button('Replay', `Replay solve ${number}, of ${dateText(solve.date)}`, solve.date));
        if (solve.date === replaying) buttons.append(button('Optimal', `The optimal solution from the start of solve ${number}`, solve.date));
        item.append(when, words, buttons);
        return item;
      }),
    );
    if (focused) /** @type {HTMLElement | null} */ (ui.list.querySelector(`[data-date="${focused.date}"][data-action="${focused.action}"]`))?.focus();
    ui.pages.hidden = solves.length <= PAGE;
    // kept focusable at either end, so that the keyboard's place is not lost
    ui.newer.setAttribute('aria-disabled', String(page === 0));
    ui.older.setAttribute('aria-disabled', String(first + PAGE >= solves.length));
  }

  /**
   * A button of the list: its words, what it says to a screen reader, the solve it is of.
   * @param {string} words
   * @param {string} label
   * @param {string} date
   */
  function button(words, label, date) {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = words;
    element.setAttribute('aria-label', label);
    element.dataset.date = date;
    element.dataset.action = words;
    return element;
  }

  return { render };
}
