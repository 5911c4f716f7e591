// Every shortest solution of the position, on the puzzles that count them: how many
// there are, and a page of them at a time, in the order of the moves' names, asked of a
// worker; Play shows one on the board. Where a table counts them (the Eight, small
// boards) they are asked for at once; where a search does (4x4 boards), on request, in a
// worker of their own beside the puzzle's (so a Solve does not wait), with its progress
// and a Stop. Only this module changes `state.optimal`.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { describeProgress } from './progress.js';
import { countText as positionsText } from './searches.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('../solver/client.js').SolverClient} SolverClient */

/** The solutions a page lists. */
export const PAGE = 10;

/**
 * The count in words, grouped by thousands: "The only shortest solution", "All 1,234 shortest solutions".
 * @param {string} count  in decimal (it may pass 2^53)
 */
export function countText(count) {
  if (count === '1') return 'The only shortest solution';
  if (count === '2') return 'Both shortest solutions';
  return `All ${BigInt(count).toLocaleString('en')} shortest solutions`;
}

/**
 * Which solutions a page shows, in words: "1 to 10 of 40", "41 of 41" (one shown), "1 to
 * 10 of the first 10,000 of 25,000" (where fewer are listed than there are).
 * @param {number} first  the place of the first, from 0
 * @param {number} shown  how many the page shows
 * @param {string} count
 * @param {string} [listed]  how many of them can be shown, all by default
 */
export function rangeText(first, shown, count, listed = count) {
  const of = BigInt(count).toLocaleString('en');
  const among = listed === count ? of : `the first ${BigInt(listed).toLocaleString('en')} of ${of}`;
  const from = (first + 1).toLocaleString('en');
  return shown <= 1 ? `${from} of ${among}` : `${from} to ${(first + shown).toLocaleString('en')} of ${among}`;
}

/**
 * Where a count by a search stands, `elapsed` milliseconds after it began: "Counting: 12.3 M
 * positions searched in 1.5 s" (the tables' build or load as the solver says it). It
 * names no bound: the count's own search for the length would seem to contradict a
 * Solve that proved more.
 * @param {import('./progress.js').Progress} progress
 * @param {number} elapsed
 */
export function countingText(progress, elapsed) {
  if (progress.phase !== 'search') return describeProgress(progress, elapsed, 'pattern databases');
  return `Counting: ${positionsText(progress.nodes)} positions searched in ${(elapsed / 1000).toFixed(1)} s`;
}

/** The worker that counts a puzzle's shortest solutions by a search. */
export const countLane = (/** @type {string} */ kind) => `${kind}:count`;

/**
 * Moves written in groups of five letters, which read (and wrap) more easily: "lurdr ulurd ll".
 * @param {string[]} moves
 */
export function groupedMoves(moves) {
  const letters = moves.join('');
  return letters.match(/.{1,5}/g)?.join(' ') ?? '';
}

/**
 * The controller of the position's shortest solutions.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub, solver: SolverClient, fresh: import('./freshness.js').Freshness, show: (solution: import('./state.js').Solution) => void }} parts
 *   `fresh` guards answers about the position; `show` plays a solution back
 */
export function createOptimal({ store, hub, solver, fresh, show }) {
  const { state } = store;

  /** Whether the puzzle shown counts its solutions by a search (no table of distances). */
  const bySearch = () => !state.capabilities?.instantDistance;

  /**
   * Asks for the page of the position's shortest solutions from the one at `first`.
   * @param {number} first
   */
  async function ask(first) {
    const { kind, game, history, goal, capabilities } = state;
    if (!capabilities?.countsSolutions || !kind || !game || !history || !goal) return;
    const start = history.current;
    if (game.isGoal(start, goal) || game.whyUnsolvable(start, goal) !== undefined) return;
    const search = bySearch();
    // a list to show from now on, its count to come (and, by a search, where it stands)
    if (state.optimal?.start !== start || state.optimal.count === '') {
      const counting = search ? { counting: 'Searching…' } : {};
      store.update({ optimal: { kind, start, count: '', listed: '', first: 0, solutions: [], ...counting } });
    }
    const began = performance.now();
    /** @type {{ lane?: string, onProgress?: (progress: import('./progress.js').Progress) => void }} */
    const options = search
      ? {
          lane: countLane(kind),
          onProgress: (progress) => {
            const optimal = state.optimal;
            if (optimal?.start !== start || optimal.count !== '') return;
            const counting = countingText(progress, performance.now() - began);
            store.update({ optimal: { ...optimal, counting } });
          },
        }
      : {};
    let answer;
    try {
      answer = await fresh.guard(solver.request(kind, 'optimalSolutions', { start, goal, first, take: PAGE }, options));
    } catch (error) {
      if (state.optimal?.start !== start) return;
      // a Stop, or a Cancel of the puzzle's worker: counted again on request
      const stopped = error instanceof Cancelled;
      if (stopped && search)
        store.update({ optimal: { kind, start, count: '', listed: '', first: 0, solutions: [], error: 'Stopped before the count was done.' } });
      else if (!stopped) store.update({ optimal: { kind, start, count: '0', listed: '0', first, solutions: [], error: /** @type {Error} */ (error).message } });
      return;
    }
    if (answer !== STALE) store.update({ optimal: { kind, start, ...answer } });
  }

  hub.on('position', () => {
    if (state.optimal?.counting !== undefined && state.optimal.count === '') solver.cancel(countLane(state.optimal.kind));
    store.update({ optimal: null });
    if (!state.capabilities?.countsSolutions) return;
    // counted at once where a table counts them; where a search does, on request
    if (bySearch()) {
      const { kind, history, goal, game } = state;
      if (kind && history && goal && game && !game.isGoal(history.current, goal) && game.whyUnsolvable(history.current, goal) === undefined)
        store.update({ optimal: { kind, start: history.current, count: '', listed: '', first: 0, solutions: [] } });
    } else ask(0);
  });

  /** The list was opened: asked again if the count is missing (a Cancel cut it short). */
  function open() {
    if (state.optimal?.count === '' && !bySearch()) ask(0);
  }

  /** Counts the solutions by a search (on request), or stops the count under way. */
  function count() {
    const optimal = state.optimal;
    if (!optimal || optimal.count !== '') return;
    if (optimal.counting !== undefined && !optimal.error) solver.cancel(countLane(optimal.kind));
    else ask(0);
  }

  /**
   * Shows the page `delta` pages on (or back).
   * @param {number} delta
   */
  function turn(delta) {
    const optimal = state.optimal;
    if (!optimal || optimal.error || optimal.count === '') return;
    const first = optimal.first + delta * PAGE;
    if (first >= 0 && BigInt(first) < BigInt(optimal.listed)) ask(first);
  }

  /**
   * Plays solution `index` of the page on the board.
   * @param {number} index
   */
  function play(index) {
    const optimal = state.optimal;
    const moves = optimal?.solutions[index];
    if (!optimal || !moves || !state.game) return;
    const place = optimal.first + index;
    show({ moves, boards: state.game.replay(optimal.start, moves), optimal: true });
    store.update({ optimal: { ...optimal, playing: place } });
    hub.emit('shown', { words: `Shortest solution ${rangeText(place, 1, optimal.count)}, ${moves.length} moves, plays on the board.` });
  }

  return { open, count, turn, play };
}
