// The list of the position's shortest solutions in the solution card: its count in the
// summary, a page of solutions, each with Play, and the buttons to turn the pages; where a
// search counts them, the button that starts or stops it, and where it stands.
import { countText, groupedMoves, rangeText } from '../app/optimal.js';
import { GAP_LETTERS } from '../app/attempt.js';
import { as } from './elements.js';

/** @typedef {import('../app/state.js').State} State */

/**
 * The list's renderer in `ui`; `actions` are what its buttons do.
 * @param {import('./elements.js').Elements} ui
 * @param {{ play: (index: number) => void }} actions
 */
export function createOptimalView(ui, actions) {
  /** @type {unknown} what the list was last drawn from, and beside what (the key, the metric) */
  let drawn = null;
  let beside = '';

  /** @param {State} state */
  function render(state) {
    const optimal = state.optimal;
    // a solve replayed is not one of the position's shortest solutions: the list waits
    const replaying = state.player?.solution.pace !== undefined;
    ui.optimal.hidden = optimal === null || optimal.kind !== state.kind || Boolean(state.editor) || replaying;
    // the key under the move list says what the letters are, while a solution plays
    const keyed = Boolean(state.player && state.entry?.movesKey);
    // the list is of shortest solutions in single moves, whatever Solve counts
    const metric = state.metric === 'mtm' && state.capabilities?.multiTile ? ' in single moves' : '';
    if (!optimal || ui.optimal.hidden || (optimal === drawn && `${keyed}${metric}` === beside)) return;
    drawn = optimal;
    beside = `${keyed}${metric}`;
    const list = as(ui.optimalList, HTMLOListElement);
    // where a search counts them: counted on request, where it stands said (not read out
    // at every step), and a Stop
    const search = !state.capabilities?.instantDistance;
    const counting = optimal.counting !== undefined && !optimal.error;
    // the count done takes its button away: the keyboard's place stays in the list
    const refocus = document.activeElement === ui.optimalCount && optimal.count !== '';
    ui.optimalSearch.hidden = !search || optimal.count !== '';
    if (refocus) ui.optimalSummary.focus();
    ui.optimalCount.textContent = counting ? 'Stop counting' : 'Count them';
    ui.optimalProgress.hidden = !counting;
    ui.optimalProgress.textContent = counting ? (optimal.counting ?? '') : '';
    if (optimal.count === '' || optimal.error) {
      ui.optimalSummary.textContent = `Every shortest solution${metric}`;
      const ahead = search ? 'A search counts them: it takes as long as a solve, and often several times longer.' : 'Counting them…';
      ui.optimalRange.textContent = optimal.error ?? (counting ? 'Counting them…' : ahead);
      ui.optimalRange.hidden = false;
      ui.optimalRange.dataset.tone = optimal.error && !search ? 'error' : '';
      list.replaceChildren();
      ui.optimalPages.hidden = true;
      return;
    }
    const listed = BigInt(optimal.listed);
    ui.optimalSummary.textContent = `${countText(optimal.count)}${metric}`;
    const letters = keyed ? '' : ` ${GAP_LETTERS}.`;
    const all = optimal.first === 0 && BigInt(optimal.solutions.length) === BigInt(optimal.count);
    const range = all
      ? 'Sorted by their letters.'
      : `${rangeText(optimal.first, optimal.solutions.length, optimal.count, optimal.listed)}, sorted by their letters.`;
    ui.optimalRange.textContent = (optimal.count === '1' ? letters : `${range}${letters}`).trim();
    ui.optimalRange.hidden = ui.optimalRange.textContent === '';
    ui.optimalRange.dataset.tone = '';
    list.start = optimal.first + 1;
    // a Play pressed (the list drawn again, to mark the one playing) keeps the focus
    const plays = () => [...list.querySelectorAll('button')];
    const pressed = plays().indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
    list.replaceChildren(
      ...optimal.solutions.map((moves, index) => {
        const item = document.createElement('li');
        if (optimal.first + index === optimal.playing) item.setAttribute('aria-current', 'true');
        const number = document.createElement('span');
        number.className = 'optimal-number';
        number.textContent = `${(optimal.first + index + 1).toLocaleString('en')}.`;
        const text = document.createElement('code');
        text.textContent = groupedMoves(moves);
        const play = document.createElement('button');
        play.type = 'button';
        play.textContent = 'Play';
        play.setAttribute('aria-label', `Play solution ${(optimal.first + index + 1).toLocaleString('en')}`);
        play.addEventListener('click', () => actions.play(index));
        item.append(number, text, play);
        return item;
      }),
    );
    if (pressed >= 0) plays()[pressed]?.focus({ preventScroll: true });
    ui.optimalPages.hidden = listed <= BigInt(optimal.solutions.length);
    // kept focusable at either end, so that the keyboard's place is not lost
    ui.optimalPrevious.setAttribute('aria-disabled', String(optimal.first === 0));
    ui.optimalNext.setAttribute('aria-disabled', String(BigInt(optimal.first + optimal.solutions.length) >= listed));
  }

  return { render };
}
