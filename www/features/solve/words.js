// What the solve feature says: of a position the goal cannot be reached from, of a
// search's outcome, and while nothing was asked.
import { duration } from '../../kernel/durations.js';
import { movesText } from '../../kernel/words.js';
import { unproven } from '../../solver/progress.js';

/** @typedef {import('../../solver/facade.js').Found} Found */

/**
 * What the page says of a position the goal cannot be reached from: the core's reason
 * and, where it is the parity every slide keeps, how to get past it.
 * @param {import('../../pkg/puzzle_core.js').Unsolved} unsolved
 */
export function noSolution({ why, reason }) {
  const way = why === 'parity' ? ' Swapping any two tiles (Edit board) makes it solvable.' : '';
  return `No solution: ${reason}.${way}`;
}

/**
 * A solution found, in words: how long, whether it is the shortest, in what time and
 * after how many positions, on how many workers.
 * @param {Found} found
 * @param {boolean} twoPlayer
 */
export function foundText(found, twoPlayer) {
  const n = found.moves.length;
  const on = found.workers && found.workers > 1 ? ` on ${found.workers} workers` : '';
  const work = found.nodes ? `, ${found.nodes.toLocaleString('en')} positions searched${on}` : '';
  const time = duration(found.micros / 1000);
  if (twoPlayer) return n === 0 ? 'The game is over.' : `Perfect play: the game ends in ${n} ${n === 1 ? 'ply' : 'plies'}, found in ${time}${work}.`;
  if (n === 0) return 'Already at the goal.';
  if (found.slides) return `Optimal in the multi-tile metric: ${movesText(n)}, found in ${time}.`;
  if (found.optimal) return `Optimal: ${movesText(n)}, found in ${time}${work}.`;
  return `${unproven(n, found.bound)} (${found.stopped ? 'stopped' : 'the search stopped'} after ${time}${work}).`;
}

/** Said of a drawn game's perfect play, which is an answer, not a failure. */
export const DRAWN = 'Perfect play: a draw. Neither side can force a win, so the game has no end to play out.';

/**
 * What the solution line says while nothing was asked: at the goal, or a game's end, that
 * nothing is left to solve; a position the goal cannot be reached from, why; else what
 * Solve does.
 * @param {import('../../game/derive.js').Derived} derived
 */
export function idle({ game, facts, over }) {
  if (game.capabilities.twoPlayer && over) return { text: 'The game is over: New game, Random position or Deepest win starts another.', tone: '' };
  if (!game.capabilities.twoPlayer && facts?.atGoal) return { text: 'At the goal: Shuffle or Hardest gives a new position.', tone: '' };
  if (facts?.unsolvable) return { text: noSolution(facts.unsolvable), tone: 'error' };
  return { text: game.entry.idleStatus ?? 'Press Solve for the shortest solution, played on the board.', tone: '' };
}
