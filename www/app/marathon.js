// Marathons and relays: several shuffles in a row on one clock. A marathon is N shuffles
// of the puzzle shown, at its level; a relay, shuffles of the 3×3, 4×4 and 5×5 boards in
// turn. The clock starts with the first move of the first shuffle and stops at the last
// goal, so the look at each next shuffle counts (the page's short pause before it does
// not). Each solved shuffle brings the next; a
// position set any other way stops the run. A run without help counts for the records,
// kept with the attempts' (records.js) under its own key. Only this module changes
// `state.marathon`.
import { improve, movesText, recordsText } from './attempt.js';
import { stopwatch, timeText } from './durations.js';
import { readRecords, writeRecords } from './records.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('./records.js').Best} Best */

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

/**
 * The controller of marathons and relays.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub, select: (kind: string) => void, shuffle: () => Promise<void> }} parts
 *   `select` opens a puzzle on a shuffle of its own; `shuffle` brings a new shuffle of the puzzle shown
 */
export function createMarathon({ store, hub, select, shuffle }) {
  const { state } = store;
  /** Whether the next new game is the one the run asked for. */
  let expecting = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pending;

  /** When the pause before the next shuffle began (performance.now()), while it lasts. */
  let paused = /** @type {number | null} */ (null);

  /** Brings the run's next shuffle. */
  function next() {
    let marathon = /** @type {Marathon} */ (state.marathon);
    if (paused !== null) {
      // the pause is the page's, not the player's: off the clock
      marathon = { ...marathon, paused: marathon.paused + (performance.now() - paused) };
      paused = null;
      store.update({ marathon });
    }
    const kind = marathon.kinds[marathon.done];
    expecting = true;
    if (kind !== state.kind) select(kind);
    else shuffle();
  }

  /**
   * Starts a marathon of `count` shuffles of the puzzle shown, at its level.
   * @param {number} count
   */
  function start(count) {
    if (!state.kind || state.capabilities?.twoPlayer || !LENGTHS.includes(count)) return;
    begin(newMarathon(Array(count).fill(state.kind), state.entry?.title ?? state.kind, state.level, false));
  }

  /** Starts a relay of the 3×3, 4×4 and 5×5 boards. */
  function startRelay() {
    begin(newMarathon(RELAY, 'Relay', 'any', true));
  }

  /** @param {Marathon} marathon */
  function begin(marathon) {
    clearTimeout(pending);
    paused = null;
    store.update({ marathon });
    next();
  }

  /**
   * Stops the run under way: by the player, or because a position was set another way.
   * @param {'player' | 'position'} why
   */
  function stop(why) {
    const marathon = state.marathon;
    clearTimeout(pending);
    paused = null;
    if (marathon && !marathon.finish && !marathon.stopped) store.update({ marathon: { ...marathon, stopped: why } });
  }

  /** Stops the run under way, or puts away the one that ended. */
  function close() {
    const marathon = state.marathon;
    if (marathon && !marathon.finish && !marathon.stopped) stop('player');
    else store.update({ marathon: null });
  }

  /** The shuffle shown reached the goal (with the solver's moves, maybe): the next, or the end. */
  function solved() {
    const marathon = /** @type {Marathon} */ (state.marathon);
    const attempt = /** @type {import('./attempt.js').Attempt} */ (state.attempt);
    const result = /** @type {import('./attempt.js').Result} */ (attempt.result);
    const now = attempt.stopped ?? performance.now();
    const started = marathon.started ?? attempt.started ?? now;
    const split = now - started - marathon.paused;
    const after = { ...solvedOne(marathon, { moves: result.moves, slides: result.slides ?? null, helped: result.helped, split }), started };
    if (after.done < after.kinds.length) {
      store.update({ marathon: after });
      paused = performance.now();
      pending = setTimeout(next, PAUSE);
      return;
    }
    const key = marathonKey(after);
    const records = readRecords();
    const done = finished(after, records[key] ?? null, new Date().toISOString());
    if (done.best && done.best !== records[key]) writeRecords({ ...records, [key]: done.best });
    store.update({ marathon: done.marathon });
  }

  hub.on('position', ({ newGame }) => {
    const marathon = state.marathon;
    if (!marathon || marathon.finish || marathon.stopped) return;
    if (newGame) {
      if (expecting) expecting = false;
      else stop('position');
      return;
    }
    // solved by the player's moves or with the solver's, once (not again while it waits
    // for the next shuffle)
    if (paused === null && !expecting && state.attempt?.result && state.kind === marathon.kinds[marathon.done]) solved();
  });

  return { start, startRelay, close };
}
