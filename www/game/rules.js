// The main thread's core: the instant questions about a puzzle (a position's facts, boards
// read and written, scrambles), and nothing that searches: those go to the
// puzzle's worker (solver/). `Rules` is the type of what the page may ask here, so that
// `tsc` refuses a search on the main thread. Every question is counted (`calls`), so that a
// test can hold a move to its budget of core calls.
import { Puzzle } from '../pkg/puzzle_core.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */

/**
 * What the page reads of a position after every change, worked out by the core in one
 * call: its text, its legal moves, what a click on a line plays, and whether it ends the
 * game (the goal reached; the goal out of reach; a two-player game's end).
 * @typedef {import('../pkg/puzzle_core.js').Facts} Facts
 */

/** The instant questions, by name: the only ones the main thread may ask of its core. */
const INSTANT = /** @type {const} */ ([
  'capabilities',
  'defaultGoal',
  'deepest',
  'format',
  'hardest',
  'isGoal',
  'labEstimates',
  'outcome',
  'parse',
  'random',
  'replay',
  'scramble',
  'start',
  'tables',
  'whyUnsolvable',
  'facts',
]);

/** @typedef {Pick<Puzzle, (typeof INSTANT)[number]>} Instant */

/** How many questions the main thread's cores were asked, all puzzles together. */
export const calls = { count: 0 };

/**
 * The main thread's core of puzzle `kind`: its instant questions, and `facts`.
 * @param {string} kind
 */
export function rulesOf(kind) {
  const core = new Puzzle(kind);
  const instant = /** @type {Instant} */ (
    Object.fromEntries(
      INSTANT.map((name) => [
        name,
        /** @param {any[]} args */
        (...args) => {
          calls.count++;
          return /** @type {any} */ (core)[name](...args);
        },
      ]),
    )
  );
  /**
   * Facts already worked out, by board (the boards of a game are kept, not copied), with
   * the goal they were worked out toward.
   * @type {WeakMap<object, { goal: Board | undefined, facts: Facts }>}
   */
  const known = new WeakMap();
  return {
    ...instant,
    /**
     * The facts of `board`, toward `goal` (undefined in a two-player game); a board asked
     * about again is answered from memory.
     * @param {Board} board
     * @param {Board | undefined} goal
     * @returns {Facts}
     */
    facts(board, goal) {
      const key = /** @type {object} */ (board);
      const memo = known.get(key);
      if (memo && memo.goal === goal) return memo.facts;
      const facts = instant.facts(board, goal);
      known.set(key, { goal, facts });
      return facts;
    },
  };
}

/** @typedef {ReturnType<typeof rulesOf>} Rules */

/** The names of every puzzle the core knows, in the picker's order. */
export const kinds = () => Puzzle.kinds();
