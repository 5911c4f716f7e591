// Every shortest solution of the position, on the puzzles whose table of every distance
// counts them: how many there are, and a page of them at a time, in the order of the
// moves' names, asked of the puzzle's worker; Play shows one on the board. Only this
// module changes `state.optimal`.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('../solver/client.js').SolverClient} SolverClient */

/** The solutions a page lists. */
export const PAGE = 10;

/**
 * The count in words, grouped by thousands: "The one shortest solution", "All 1,234 shortest solutions".
 * @param {string} count  in decimal (it may pass 2^53)
 */
export function countText(count) {
  if (count === '1') return 'The one shortest solution';
  if (count === '2') return 'Both shortest solutions';
  return `All ${BigInt(count).toLocaleString('en')} shortest solutions`;
}

/**
 * Which solutions a page shows, in words: "1 to 10 of 40", "41 of 41" (one shown).
 * @param {number} first  the place of the first, from 0
 * @param {number} shown  how many the page shows
 * @param {string} count
 */
export function rangeText(first, shown, count) {
  const of = BigInt(count).toLocaleString('en');
  const from = (first + 1).toLocaleString('en');
  return shown <= 1 ? `${from} of ${of}` : `${from} to ${(first + shown).toLocaleString('en')} of ${of}`;
}

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

  /**
   * Asks for the page of the position's shortest solutions from the one at `first`.
   * @param {number} first
   */
  async function ask(first) {
    const { kind, game, history, goal, capabilities } = state;
    if (!capabilities?.countsSolutions || !kind || !game || !history || !goal) return;
    const start = history.current;
    if (game.isGoal(start, goal) || game.whyUnsolvable(start, goal) !== undefined) return;
    // a list to show from now on, its count to come
    if (!state.optimal) store.update({ optimal: { kind, start, count: '', first: 0, solutions: [] } });
    let answer;
    try {
      answer = await fresh.guard(solver.request(kind, 'optimalSolutions', { start, goal, first, take: PAGE }));
    } catch (error) {
      // cut short by a Cancel of the puzzle's worker: asked again when the list is opened
      if (!(error instanceof Cancelled))
        store.update({ optimal: { kind, start, count: '0', first, solutions: [], error: /** @type {Error} */ (error).message } });
      return;
    }
    if (answer !== STALE) store.update({ optimal: { kind, start, ...answer } });
  }

  hub.on('position', () => {
    store.update({ optimal: null });
    ask(0);
  });

  /** The list was opened: asked again if the count is missing (a Cancel cut it short). */
  function open() {
    if (state.optimal?.count === '') ask(0);
  }

  /**
   * Shows the page `delta` pages on (or back).
   * @param {number} delta
   */
  function turn(delta) {
    const optimal = state.optimal;
    if (!optimal || optimal.error || optimal.count === '') return;
    const first = optimal.first + delta * PAGE;
    if (first >= 0 && BigInt(first) < BigInt(optimal.count)) ask(first);
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

  return { open, turn, play };
}
