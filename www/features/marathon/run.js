// Marathons and relays as data: a run's shuffles, its clock at each goal, its moves and
// help, its end, its records and what is said of it. Plain data and functions, so that a
// run's rules are tested without a page.
import { improve, recordsText } from '../../game/attempt.js';
import { movesText } from '../../kernel/words.js';
import { stopwatch, timeText } from '../../kernel/durations.js';

/** @typedef {import('../../game/records.js').Best} Best */

/** The marathons offered, in shuffles. */
export const LENGTHS = [3, 5, 10];
/** The relay's boards, in turn. */
export const RELAY = ['slide-3x3', 'slide-4x4', 'slide-5x5'];
/** How long a solved shuffle stays on the board before the next one, in milliseconds. */
export const PAUSE = 600;

/**
 * What a finished run came to: its time, whether it counted for the records (no help),
 * the records it set and those before it.
 * @typedef {{ millis: number, counted: boolean, records: ('fewest' | 'fastest')[], before: Best | null }} Finish
 */

/**
 * A marathon or relay: the puzzle of each shuffle in turn, the level of a marathon's, the
 * shuffles solved, when its first move was made (performance.now(), known once the first
 * shuffle is solved), the clock at each goal, the moves (and those in the multi-tile metric, where every shuffle has them), help
 * taken, and its end: finished, or stopped by a position set another way (or by the player).
 * @typedef {object} Marathon
 * @property {string[]} kinds
 * @property {string} title  the puzzle's name, for a marathon
 * @property {string} level
 * @property {boolean} relay
 * @property {number} done
 * @property {number | null} started
 * @property {number[]} splits
 * @property {number} moves
 * @property {number | null} slides
 * @property {boolean} helped
 * @property {number} paused  the milliseconds of the page's pauses between shuffles, off the clock
 * @property {Finish | null} finish
 * @property {false | 'player' | 'position'} stopped  by the player, or by a position set another way
 */

/**
 * A new run of shuffles of `kinds`, in turn (a marathon's puzzle named `title`).
 * @param {string[]} kinds
 * @param {string} title
 * @param {string} level
 * @param {boolean} relay
 * @returns {Marathon}
 */
export function newMarathon(kinds, title, level, relay) {
  return { kinds, title, level, relay, done: 0, started: null, splits: [], moves: 0, slides: 0, helped: false, paused: 0, finish: null, stopped: false };
}

/**
 * Where a run keeps its records: `marathon-5:eight:any`, `relay:slide-3x3+slide-4x4+slide-5x5`.
 * @param {Marathon} marathon
 */
export function marathonKey(marathon) {
  return marathon.relay ? `relay:${marathon.kinds.join('+')}` : `marathon-${marathon.kinds.length}:${marathon.kinds[0]}:${marathon.level}`;
}

/**
 * The run after a shuffle solved in `moves` moves (`slides` in the multi-tile metric, or
 * null), `helped` or not, with the clock at `split` milliseconds.
 * @param {Marathon} marathon
 * @param {{ moves: number, slides: number | null, helped: boolean, split: number }} solved
 * @returns {Marathon}
 */
export function solvedOne(marathon, { moves, slides, helped, split }) {
  return {
    ...marathon,
    done: marathon.done + 1,
    splits: [...marathon.splits, split],
    moves: marathon.moves + moves,
    slides: marathon.slides === null || slides === null ? null : marathon.slides + slides,
    helped: marathon.helped || helped,
  };
}

/**
 * The finished run, and the records after it (`best` before it, for its key).
 * @param {Marathon} marathon  every shuffle solved
 * @param {Best | null} best
 * @param {string} date  when, for the records
 * @returns {{ marathon: Marathon, best: Best | null }}
 */
export function finished(marathon, best, date) {
  const millis = marathon.splits[marathon.splits.length - 1] ?? 0;
  const slides = marathon.slides ?? undefined;
  const run = slides === undefined ? { moves: marathon.moves, millis, date } : { moves: marathon.moves, slides, millis, date };
  const counted = !marathon.helped;
  const { records, after } = counted ? improve(best, run) : { records: [], after: best };
  return { marathon: { ...marathon, finish: { millis, counted, records, before: counted ? best : null } }, best: after };
}

/**
 * The run's name: "Marathon of 5 (Eight, easy)", "Relay 3×3, 4×4, 5×5".
 * @param {Marathon} marathon
 */
export function marathonName(marathon) {
  if (marathon.relay) return `Relay ${marathon.kinds.map((kind) => kind.replace(/^slide-(\d+)x(\d+)$/, '$1×$2')).join(', ')}`;
  const level = marathon.level === 'any' ? '' : `, ${marathon.level}`;
  return `Marathon of ${marathon.kinds.length} (${marathon.title}${level})`;
}

/**
 * Where the run stands, in words.
 * @param {Marathon} marathon
 */
export function marathonText(marathon) {
  const name = marathonName(marathon);
  const total = marathon.kinds.length;
  const at = marathon.splits.length ? `, ${timeText(marathon.splits[marathon.splits.length - 1])} at the last goal` : '';
  if (marathon.stopped) {
    const why = marathon.stopped === 'position' ? ': a position was set another way' : '';
    return `${name}: stopped after ${marathon.done} of ${total}${at}${why}.`;
  }
  const finish = marathon.finish;
  if (!finish) {
    if (marathon.done === 0) return `${name}: the clock starts with your first move and runs to the last goal.`;
    return `${name}: ${marathon.done} of ${total} solved${at}.`;
  }
  const metric = marathon.slides === null ? '' : ` (${marathon.slides} MTM)`;
  const text = `${name}: done in ${timeText(finish.millis)}, ${movesText(marathon.moves)}${metric}.`;
  if (!finish.counted) return `${text} With help: not counted for your best.`;
  if (!finish.before) return `${text} Your first run of this kind: your best so far.`;
  return `${text}${recordsText(marathon.moves, finish.records, finish.before)}`;
}

/**
 * The time each shuffle took on the run's clock, the look at it included: "30.12, 32.21".
 * @param {number[]} splits  the clock at each goal
 */
export function lapsText(splits) {
  return splits.map((split, i) => stopwatch(split - (i === 0 ? 0 : splits[i - 1]))).join(', ');
}
