// One-player play: a goal to reach, shuffles by level, and the attempt at the position
// (its clock, the help taken, its result and the records it sets). The session hands
// these to a one-player puzzle; nothing here is asked of a two-player game.
import { finish, newAttempt, resumed } from './attempt.js';
import { keepRecord, readRecords } from './records.js';
import { recallLevel, rememberLevel } from './share.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('./attempt.js').Attempt} Attempt */
/** @typedef {import('./history.js').History} History */

/**
 * A one-player game's own state: its goal, the level of its shuffles, the attempt at its
 * position.
 * @typedef {{ name: 'solo', goal: Board, level: string, attempt: Attempt }} Solo
 */

/**
 * A solve as it is kept (features/stats).
 * @typedef {object} Solve
 * @property {string} puzzle  the puzzle's kind: `eight`, `slide-4x5`
 * @property {string} level  the level it was shuffled at (`any`, or one the core lists),
 *   or `custom` for a position not shuffled
 * @property {string} date  when it was solved (ISO 8601)
 * @property {number} millis  from the first move to the goal
 * @property {number} moves  the player's own moves
 * @property {number | null} mtm  those in the multi-tile metric (sliding puzzles)
 * @property {number | null} optimal  the optimal length from its start, when known
 * @property {boolean} helped  hints or the solver's moves were used
 * @property {string} start  the start, as the puzzle writes it
 * @property {string} goal  the goal, likewise
 * @property {string[]} path  every move from the start to the goal (the solver's too)
 * @property {number[]} gaps  the milliseconds before each move (0 before the first)
 */

/**
 * A one-player game toward `goal`, its shuffles at the level chosen last where the puzzle
 * knows it (`levels`), its attempt counting under `key` (null: it cannot count).
 * @param {Board} goal
 * @param {string[]} levels
 * @param {string | null} key
 * @returns {Solo}
 */
export function solo(goal, levels, key) {
  const level = recallLevel();
  return { name: 'solo', goal, level: levels.includes(level) ? level : 'any', attempt: newAttempt(key) };
}

/**
 * The level chosen for the next shuffle, kept for the next visit.
 * @param {Solo} mode
 * @param {string} level
 * @returns {Solo}
 */
export function withLevel(mode, level) {
  rememberLevel(level);
  return { ...mode, level };
}

/**
 * The attempt finished, where the player's moves reached the goal: its result, with the
 * records it set kept (those this browser kept could not be read: said in the result), and
 * the solve as it is kept (null when none of the moves were the player's).
 * @param {{ kind: string, mode: Solo, history: History, sliding: boolean, format: (board: Board) => string }} game
 * @returns {{ mode: Solo, solve: Solve | null }}
 */
export function finished({ kind, mode, history, sliding, format }) {
  const attempt = mode.attempt;
  if (attempt.result) return { mode, solve: null };
  let unreadable = false;
  const records = readRecords(() => (unreadable = true));
  const key = attempt.key;
  const helped = { ...attempt, solverMoves: history.solverMoves };
  const date = new Date().toISOString();
  const done = finish(helped, history.playerMoves, performance.now(), key ? (records[key] ?? null) : null, date, sliding ? history.playerSlides : undefined);
  if (key && done.best && done.best !== records[key]) keepRecord(key, done.best);
  const result = done.attempt.result && { ...done.attempt.result, unreadable };
  const next = { ...mode, attempt: { ...done.attempt, result } };
  if (!result || result.moves === 0) return { mode: next, solve: null };
  const played = history.played;
  return {
    mode: next,
    solve: {
      puzzle: kind,
      level: key ? key.slice(key.indexOf(':') + 1) : 'custom',
      date,
      millis: Math.round(result.millis),
      moves: result.moves,
      mtm: result.slides ?? null,
      optimal: done.attempt.optimal ?? null,
      helped: result.helped,
      start: format(history.start),
      goal: format(mode.goal),
      path: played.map((move) => move.name),
      gaps: played.map((move, i) => (i === 0 ? 0 : Math.max(0, Math.round(move.at - played[i - 1].at)))),
    },
  };
}

/**
 * The one-player game after a change of position: the clock going on from where a
 * solution shown stopped it, and the attempt finished where the player's moves reached the
 * goal (with the solve to keep).
 * @param {import('./session.js').Game} game
 * @param {Solo} mode
 * @returns {{ mode: Solo, solve: Solve | null }}
 */
export function settled({ kind, history, rules, entry }, mode) {
  const next = { ...mode, attempt: resumed(mode.attempt, performance.now()) };
  if (history.moves === 0 || !rules.facts(history.current, mode.goal).atGoal) return { mode: next, solve: null };
  return finished({ kind, mode: next, history, sliding: entry.sliding, format: rules.format });
}
