// New positions of the game: a shuffle of the level chosen (a two-player game's random
// position), the hardest position (a game's deepest win), the same position again, a
// two-player game's usual start. Each is a new game, which the session starts.
import { STALE } from '../kernel/freshness.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */

/**
 * The most draws a shuffle makes for a position other than the goal and the one shown (a
 * 2x2 board has 12 positions: the odds that all draws miss are below one in 10^6).
 */
const SHUFFLE_TRIES = 8;

/** A random seed for the core's draws. */
export const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * The new positions; `game()` is the game now, `newGame` starts one (see session.js),
 * `fresh` guards a worker's answer about the position, `solver` draws from the tables
 * where levels are drawn from them.
 * @param {object} parts
 * @param {() => import('./session.js').Game} parts.game
 * @param {(board: Board, goal: Board | undefined, source: string, key?: string | null) => void} parts.newGame
 * @param {import('../kernel/freshness.js').Freshness} parts.fresh
 * @param {import('../solver/facade.js').Solver} parts.solver
 */
export function createPositions({ game, newGame, fresh, solver }) {
  /**
   * The answer of a question about the position, or STALE once it changed (or the
   * question failed: the position stays as it is).
   * @template T
   * @param {Promise<T>} asked
   * @returns {Promise<T | typeof STALE>}
   */
  function guarded(asked) {
    return fresh.guard(asked).catch(() => STALE);
  }

  return {
    /**
     * A new position of the level chosen (a two-player game: a random one). Where levels
     * are drawn from distance tables, the puzzle's worker (which holds them) draws it.
     */
    async shuffle() {
      const shown = game();
      const { rules, mode, capabilities, kind } = shown;
      if (mode.name === 'versus') return newGame(rules.random(randomSeed()), undefined, 'random');
      const known = /** @type {import('../pkg/puzzle_core.js').Level | undefined} */ (capabilities.levels.find((l) => l === mode.level));
      const before = shown.history.current;
      for (let tries = 1; ; tries++) {
        const seed = randomSeed();
        const board =
          capabilities.instantDistance && known
            ? await guarded(solver.ask(kind, 'scramble', { seed, goal: mode.goal, level: known }))
            : rules.scramble(seed, mode.goal, known);
        if (board === STALE) return;
        // a small board draws the goal, or the position shown, often: another draw is asked for
        const other = !rules.isGoal(board, mode.goal) && rules.format(board) !== rules.facts(before, mode.goal).text;
        if (other || tries === SHUFFLE_TRIES) return newGame(board, mode.goal, 'scramble', `${kind}:${known ?? 'any'}`);
      }
    },
    /** One of the positions farthest from the goal (with the goal it is farthest from); a two-player game's deepest win. */
    async hardest() {
      const { rules, mode, capabilities, kind } = game();
      const seed = randomSeed();
      if (mode.name === 'versus') return newGame(rules.deepest(seed), undefined, 'hardest');
      const answer = capabilities.instantDistance ? await guarded(solver.ask(kind, 'hardest', { seed, goal: mode.goal })) : rules.hardest(seed, mode.goal);
      if (answer !== STALE) newGame(answer.board, answer.goal, 'hardest');
    },
    /** The same position again: an attempt that counts where the last one could. */
    reset() {
      const { history, mode, source } = game();
      newGame(history.start, mode.name === 'solo' ? mode.goal : undefined, source, mode.name === 'solo' ? mode.attempt.key : null);
    },
    /** A two-player game from its usual start. */
    startOver() {
      const { mode, rules } = game();
      if (mode.name === 'versus') newGame(rules.start(), undefined, 'new game');
    },
  };
}
