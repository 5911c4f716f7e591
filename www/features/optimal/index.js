// Every shortest solution of the position, on the puzzles that count them: how many there
// are, and a page of them at a time, in the order of the moves' names, asked of a worker
// once the tool is open; Play shows one on the board. Where a table counts them (the
// Eight, small boards) they are asked for at once; where a search does (4x4 boards), on
// request, in a worker of its own beside the puzzle's (so a Solve does not wait), with its
// progress and a Stop. The slice `optimal` is this module's.
import './style.css';
import markup from './markup.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { Cancelled } from '../../solver/client.js';
import { STALE } from '../../kernel/freshness.js';
import { goalOf } from '../../game/session.js';
import { GAP_LETTERS } from '../../puzzles/notation.js';
import { PAGE, countText, countingText, groupedMoves, rangeText } from './words.js';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {import('../../pkg/puzzle_core.js').Board} Board */

/**
 * A page of the shortest solutions from `start` (the position of puzzle `kind` when
 * asked): how many there are and how many of them are listed (in decimal; '' while they
 * are counted), the place of the first shown (from 0), their moves, the place of the one
 * last played; or why they could not be counted. Where a search counts them (4x4 boards,
 * on request), `counting` says where it stands while it runs.
 * @typedef {{ kind: string, start: Board, count: string, listed: string, first: number, solutions: string[][], playing?: number, error?: string, counting?: string }} Optimal
 */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, store, hub, session, solver }) {
  const slice = store.slice('optimal', /** @type {Optimal | null} */ (null));
  const ui = build(root, markup, {
    summary: 'optimal-summary',
    range: 'optimal-range',
    progress: 'optimal-progress',
    search: 'optimal-search',
    count: 'optimal-count',
    list: 'optimal-list',
    pages: 'optimal-pages',
    previous: 'optimal-previous',
    next: 'optimal-next',
  });
  const game = () => session.get();
  /** Whether the puzzle shown counts its solutions by a search (no table of distances). */
  const bySearch = () => !game()?.capabilities.instantDistance;
  let open = false;

  /**
   * The position to count from, where it has solutions to list: the game's, when it is
   * neither at the goal nor out of its reach.
   */
  function position() {
    const now = game();
    const goal = now ? goalOf(now) : undefined;
    if (!now || goal === undefined || !now.capabilities.countsSolutions) return null;
    const facts = now.rules.facts(now.history.current, goal);
    return facts.atGoal || facts.unsolvable ? null : { kind: now.kind, start: now.history.current, goal };
  }

  /**
   * Asks for the page of the position's shortest solutions from the one at `first`.
   * @param {number} first
   */
  async function ask(first) {
    const at = position();
    if (!at) return;
    const { kind, start, goal } = at;
    const search = bySearch();
    // a list to show from now on, its count to come (and, by a search, where it stands)
    if (slice.get()?.start !== start || slice.get()?.count === '')
      slice.put({ kind, start, count: '', listed: '', first: 0, solutions: [], ...(search ? { counting: 'Searching…' } : {}) });
    const began = performance.now();
    /** @param {import('../../solver/progress.js').Progress} progress */
    const onProgress = (progress) => {
      const now = slice.get();
      if (now?.start === start && now.count === '') slice.put({ ...now, counting: countingText(progress, performance.now() - began) });
    };
    const args = { start, goal, first, take: PAGE };
    let answer;
    try {
      answer = await session.fresh.position.guard(search ? solver.count(kind, args, { onProgress }) : solver.ask(kind, 'optimalSolutions', args));
    } catch (error) {
      if (slice.get()?.start !== start) return;
      // a Stop, or a Cancel of the puzzle's worker: counted again on request
      const stopped = error instanceof Cancelled;
      if (stopped && search) slice.put({ kind, start, count: '', listed: '', first: 0, solutions: [], error: 'Stopped before the count was done.' });
      else if (!stopped) slice.put({ kind, start, count: '0', listed: '0', first, solutions: [], error: /** @type {Error} */ (error).message });
      return;
    }
    if (answer !== STALE) slice.put({ kind, start, ...answer });
  }

  /** The list for the position now: asked at once where a table counts them; where a search does, on request. */
  function refresh() {
    const now = slice.get();
    if (now?.counting !== undefined && now.count === '') solver.endCount(now.kind);
    const at = position();
    slice.put(at && bySearch() ? { kind: at.kind, start: at.start, count: '', listed: '', first: 0, solutions: [] } : null);
    if (at && !bySearch()) ask(0);
  }

  hub.on('position', () => open && refresh());
  ui.count.addEventListener('click', () => {
    const now = slice.get();
    if (!now || now.count !== '') return;
    if (now.counting !== undefined && !now.error) solver.endCount(now.kind);
    else ask(0);
  });
  /** @param {number} delta */
  const turn = (delta) => {
    const now = slice.get();
    if (!now || now.error || now.count === '') return;
    const first = now.first + delta * PAGE;
    if (first >= 0 && BigInt(first) < BigInt(now.listed)) ask(first);
  };
  ui.previous.addEventListener('click', () => turn(-1));
  ui.next.addEventListener('click', () => turn(1));
  ui.list.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest?.('button[data-index]');
    const now = slice.get();
    const here = game();
    if (!(button instanceof HTMLElement) || !now || !here) return;
    const index = Number(button.dataset.index);
    const moves = now.solutions[index];
    if (!moves) return;
    const place = now.first + index;
    session.show(
      { moves, boards: here.rules.replay(now.start, moves), optimal: true },
      `Shortest solution ${rangeText(place, 1, now.count)}, ${moves.length} moves, plays on the board.`,
    );
    slice.put({ ...now, playing: place });
  });

  /** What the list was last drawn from, and beside what (the key, the metric). */
  let drawn = /** @type {unknown} */ (null);
  let beside = '';

  /** @param {View} view */
  function render({ state, derived }) {
    const optimal = slice.get();
    if (!derived) return;
    const { capabilities, kind, entry } = derived.game;
    // a solve replayed is not one of the position's shortest solutions: the list waits
    const replaying = state.playback.shown?.solution.pace !== undefined;
    const absent = optimal === null || optimal.kind !== kind || derived.showing === 'edit' || replaying;
    // the key under the move list says what the letters are, while a solution plays
    const keyed = Boolean(state.playback.shown && entry.movesKey);
    // the list is of shortest solutions in single moves, whatever Solve counts
    const metric = state.settings.metric === 'mtm' && capabilities.multiTile ? ' in single moves' : '';
    if (absent) {
      text(ui.summary, 'Every shortest solution');
      const why = replaying ? 'The list waits while a solve of yours is replayed.' : 'None to list: the position is at the goal, or cannot reach it.';
      text(ui.range, derived.showing === 'edit' ? '' : why);
      ui.list.replaceChildren();
      ui.pages.hidden = true;
      ui.search.hidden = true;
      ui.progress.hidden = true;
      drawn = null;
      return;
    }
    if (optimal === drawn && `${keyed}${metric}` === beside) return;
    drawn = optimal;
    beside = `${keyed}${metric}`;
    const list = as(ui.list, HTMLOListElement);
    // where a search counts them: counted on request, where it stands said, and a Stop
    const search = !capabilities.instantDistance;
    const counting = optimal.counting !== undefined && !optimal.error;
    // the count done takes its button away: the keyboard's place stays in the list
    const refocus = document.activeElement === ui.count && optimal.count !== '';
    ui.search.hidden = !search || optimal.count !== '';
    if (refocus) ui.summary.focus();
    text(ui.count, counting ? 'Stop counting' : 'Count them');
    ui.progress.hidden = !counting;
    text(ui.progress, counting ? (optimal.counting ?? '') : '');
    if (optimal.count === '' || optimal.error) {
      text(ui.summary, `Every shortest solution${metric}`);
      const ahead = search ? 'A search counts them: it takes as long as a solve, and often several times longer.' : 'Counting them…';
      text(ui.range, optimal.error ?? (counting ? 'Counting them…' : ahead));
      ui.range.hidden = false;
      ui.range.dataset.tone = optimal.error && !search ? 'error' : '';
      list.replaceChildren();
      ui.pages.hidden = true;
      return;
    }
    const listed = BigInt(optimal.listed);
    text(ui.summary, `${countText(optimal.count)}${metric}`);
    const letters = keyed ? '' : ` ${GAP_LETTERS}.`;
    const all = optimal.first === 0 && BigInt(optimal.solutions.length) === BigInt(optimal.count);
    const range = all
      ? 'Sorted by their letters.'
      : `${rangeText(optimal.first, optimal.solutions.length, optimal.count, optimal.listed)}, sorted by their letters.`;
    text(ui.range, (optimal.count === '1' ? letters : `${range}${letters}`).trim());
    ui.range.hidden = ui.range.textContent === '';
    ui.range.dataset.tone = '';
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
        const code = document.createElement('code');
        code.textContent = groupedMoves(moves);
        const play = document.createElement('button');
        play.type = 'button';
        play.textContent = 'Play';
        play.dataset.index = String(index);
        play.setAttribute('aria-label', `Play solution ${(optimal.first + index + 1).toLocaleString('en')}`);
        item.append(number, code, play);
        return item;
      }),
    );
    if (pressed >= 0) plays()[pressed]?.focus({ preventScroll: true });
    ui.pages.hidden = listed <= BigInt(optimal.solutions.length);
    // kept focusable at either end, so that the keyboard's place is not lost
    ui.previous.setAttribute('aria-disabled', String(optimal.first === 0));
    ui.next.setAttribute('aria-disabled', String(BigInt(optimal.first + optimal.solutions.length) >= listed));
  }

  return {
    render,
    closed: () => (open = false),
    opened() {
      open = true;
      const now = slice.get();
      const at = position();
      if (!now || now.start !== at?.start || (now.count === '' && !bySearch())) refresh();
    },
  };
}
