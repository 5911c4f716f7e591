// One attempt at a position, from a new game to the goal: the player's time (from the
// first move), the help taken (hints, the solver's moves), the optimal length when it is
// known, and what it came to. Only an unaided attempt at a shuffled position counts for
// the records, kept per puzzle and level (see records.js). Plain data and functions, so
// that the rules of attempts are tested without a page.
import { timeText } from '../kernel/durations.js';
import { movesText } from '../kernel/words.js';

/** @typedef {import('./records.js').Best} Best */
/** @typedef {import('./records.js').Run} Run */

/**
 * What a finished attempt came to.
 * @typedef {object} Result
 * @property {number} moves  the player's own moves
 * @property {number} [bySolver]  the solver's moves among those that reached the goal
 * @property {number} [slides]  the player's moves in the multi-tile metric, on the sliding puzzles
 * @property {number} millis
 * @property {boolean} helped  hints or the solver's moves were used
 * @property {boolean} counted  it counted for the records
 * @property {Best | null} before  the records before it, where it could count
 * @property {('fewest' | 'fastest')[]} records  the records it set
 * @property {boolean} [unreadable]  the records this browser kept could not be read, and start again
 */

/**
 * @typedef {object} Attempt
 * @property {string | null} key  where its records are kept (`eight:any`), null if it cannot count
 * @property {number | null} started  when the first move was made (performance.now())
 * @property {number | null} stopped  when the goal was reached
 * @property {number | null} paused  when a solution began to play on the board: the clock
 *   stands while it does (watching is not the player's time)
 * @property {number} hints
 * @property {number} solverMoves  how many of the moves that reached the goal were the solver's
 * @property {number | undefined} optimal  the optimal length from its start, once known
 * @property {Result | null} result
 */

/**
 * A new attempt, counting for the records under `key` (null: it cannot count).
 * @param {string | null} key
 * @returns {Attempt}
 */
export function newAttempt(key) {
  return { key, started: null, stopped: null, paused: null, hints: 0, solverMoves: 0, optimal: undefined, result: null };
}

/**
 * The attempt after a move of the player's at `now`: the clock starts with the first.
 * @param {Attempt} attempt
 * @param {number} now
 * @returns {Attempt}
 */
export function moved(attempt, now) {
  return attempt.started === null && !attempt.result ? { ...attempt, started: now } : attempt;
}

/**
 * The time the attempt has taken by `now`, in milliseconds.
 * @param {Attempt} attempt
 * @param {number} now
 */
export function elapsed(attempt, now) {
  if (attempt.started === null) return 0;
  return (attempt.stopped ?? attempt.paused ?? now) - attempt.started;
}

/**
 * The attempt with its clock stopped at `now` while a solution plays (a clock not
 * running, or already stopped, stays as it is).
 * @param {Attempt} attempt
 * @param {number} now
 * @returns {Attempt}
 */
export function paused(attempt, now) {
  const running = attempt.started !== null && attempt.stopped === null && attempt.paused === null;
  return running ? { ...attempt, paused: now } : attempt;
}

/**
 * The attempt with its clock going on at `now` from where it stopped.
 * @param {Attempt} attempt
 * @param {number} now
 * @returns {Attempt}
 */
export function resumed(attempt, now) {
  if (attempt.paused === null || attempt.started === null) return attempt;
  return { ...attempt, started: attempt.started + (now - attempt.paused), paused: null };
}

/**
 * The attempt finished at `now` after `moves` of the player's moves (`slides` in the
 * multi-tile metric, on the sliding puzzles), and the records as they stand after it
 * (`best` before it, for its key).
 * @param {Attempt} attempt
 * @param {number} moves
 * @param {number} now
 * @param {Best | null} best
 * @param {string} date  when, for the records
 * @param {number} [slides]
 * @returns {{ attempt: Attempt, best: Best | null }}
 */
export function finish(attempt, moves, now, best, date, slides) {
  if (attempt.result) return { attempt, best };
  const stopped = now;
  const millis = elapsed(attempt, now);
  const helped = attempt.hints > 0 || attempt.solverMoves > 0;
  const counted = !helped && moves > 0 && attempt.key !== null;
  /** @type {Run} */
  const run = slides === undefined ? { moves, millis, date } : { moves, slides, millis, date };
  const { records, after } = counted ? improve(best, run) : { records: [], after: best };
  const result = { moves, bySolver: attempt.solverMoves, slides, millis, helped, counted, before: counted ? best : null, records };
  return { attempt: { ...attempt, stopped, result }, best: after };
}

/**
 * The records after `run`, which counts for them: those it set (fewest moves, ties going
 * to the faster; fastest), and the best as it stands after it (`best` before; the same
 * object when it set none).
 * @param {Best | null} best
 * @param {Run} run
 * @returns {{ records: ('fewest' | 'fastest')[], after: Best }}
 */
export function improve(best, run) {
  if (!best) return { records: ['fewest', 'fastest'], after: { fewest: run, fastest: run } };
  const fewest = run.moves < best.fewest.moves || (run.moves === best.fewest.moves && run.millis < best.fewest.millis);
  const fastest = run.millis < best.fastest.millis;
  /** @type {('fewest' | 'fastest')[]} */
  const records = [];
  if (fewest) records.push('fewest');
  if (fastest) records.push('fastest');
  // unchanged, the same record (which tells the caller there is nothing to write)
  if (!records.length) return { records, after: best };
  return { records, after: { fewest: fewest ? run : best.fewest, fastest: fastest ? run : best.fastest } };
}

/**
 * A run in words: "43 moves (31 MTM) in 1:12.40", "12 moves in 7.52 s".
 * @param {Run} run
 */
function runText(run) {
  const metric = run.slides === undefined ? '' : ` (${run.slides} MTM)`;
  return `${movesText(run.moves)}${metric} in ${timeText(run.millis)}`;
}

/**
 * The finished attempt in words.
 * @param {Attempt} attempt
 */
export function describe(attempt) {
  const result = attempt.result;
  if (!result) return '';
  const text = words(attempt, result);
  return result.unreadable ? `${text} (The results this browser kept could not be read, so they start again here.)` : text;
}

/**
 * The finished attempt's result in words.
 * @param {Attempt} attempt
 * @param {Result} result
 */
function words(attempt, result) {
  const { moves, bySolver = 0, slides, millis, helped, counted, before, records } = result;
  const optimal = attempt.optimal === undefined ? '' : ` (optimal ${attempt.optimal})`;
  const metric = slides === undefined ? '' : ` (${slides} MTM)`;
  if (bySolver > 0) {
    const all = movesText(moves + bySolver);
    if (moves === 0) return `Solved by the solver in ${all}${optimal}.`;
    return `Solved in ${all}: ${moves} of yours${metric} and ${bySolver} of the solver's, ${timeText(millis)}${optimal}. Not counted for your best.`;
  }
  const text = `Solved in ${movesText(moves)}${metric}, ${timeText(millis)}${optimal}.`;
  if (helped) return `${text} With ${attempt.hints} ${attempt.hints === 1 ? 'hint' : 'hints'}: not counted for your best.`;
  if (!counted) return `${text} Only shuffled positions count for your best.`;
  if (!before) return `${text} Your first result at this level.`;
  return `${text}${recordsText(moves, records, before)}`;
}

/**
 * What a counted run of `moves` moves did to the records (`before` it), in words, each
 * sentence led by a space: " A new best: fastest! Your best: fewest 40 moves in 1:00.00."
 * @param {number} moves
 * @param {('fewest' | 'fastest')[]} records  those it set
 * @param {Best} before
 */
export function recordsText(moves, records, before) {
  // as few moves as the fewest before, in less time: a record of the time alone
  const tie = moves === before.fewest.moves;
  if (records.length === 2) return tie ? ' A new best: fastest, in your fewest moves!' : ' A new best: fewest moves and fastest!';
  let text = '';
  if (records[0] === 'fewest') text += tie ? ' A new best: your fewest moves, in less time!' : ' A new best: fewest moves!';
  else if (records[0] === 'fastest') text += ' A new best: fastest!';
  const shown = [];
  const fewest = !records.includes('fewest');
  if (fewest) shown.push(`fewest ${runText(before.fewest)}`);
  // one run both fewest and fastest (or two alike) is said once
  const alike = runText(before.fastest) === runText(before.fewest);
  if (!records.includes('fastest') && !(fewest && alike)) shown.push(`fastest ${runText(before.fastest)}`);
  const matched = records.length === 0 && moves === before.fewest.moves ? ' You matched your fewest moves.' : '';
  if (fewest && alike && shown.length === 1) return `${text}${matched} Your best: ${runText(before.fewest)}.`;
  return shown.length ? `${text}${matched} Your best: ${shown.join('; ')}.` : text;
}
