// A solve from the core's small interim tables (built in a tenth of a second), in a helper
// of its own, while the puzzle's worker builds its default tables (a first visit's
// seconds): whichever comes first answers, the interim search or the tables made ready.
import { interimLane } from './lanes.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('./progress.js').Progress} Progress */

/**
 * How long the interim tables may search before the page waits for the default ones
 * instead: they answer random positions well within it, and a hard position's search would
 * only slow the build beside it (docs/performance.md, the interim tables).
 */
const INTERIM_MILLIS = 1500;

/**
 * The solve of `puzzle` from `start` to `goal` from the interim tables: its answer; or null
 * once the default tables are ready first, or once the interim search gave up after
 * INTERIM_MILLIS (the puzzle's worker then answers, `onProgress` hearing of the build while
 * it waits), or once `signal` ends the wait. The helper is ended either way: its tables
 * serve only until the puzzle's own are ready.
 * @param {{ store: import('../kernel/store.js').Store, client: import('./client.js').SolverClient, tables: ReturnType<typeof import('./tables.js').createTables> }} parts
 * @param {import('./facade.js').Puzzle} puzzle
 * @param {Board} start
 * @param {Board} goal
 * @param {number | undefined} limitMillis
 * @param {(progress: Progress) => void} onProgress
 * @param {AbortSignal | undefined} signal
 * @returns {Promise<import('./client.js').Answer<'solveInterim'> | null>}
 */
export function interim({ store, client, tables }, puzzle, start, goal, limitMillis, onProgress, signal) {
  const lane = interimLane(puzzle.kind);
  /** @type {() => void} */
  let unwatch = () => {};
  let waiting = false;
  /** @type {Promise<null>} */
  const ready = new Promise((resolve) => {
    const watch = () => {
      const awaited = tables.of(puzzle, goal).find((table) => !table.optional && table.state !== 'ready');
      if (!awaited) resolve(null);
      else if (waiting) onProgress({ phase: 'build', fraction: awaited.progress });
    };
    unwatch = store.subscribe((changed) => changed.has('tables') && watch());
    signal?.addEventListener('abort', () => resolve(null), { once: true });
    watch();
  });
  const limit = Math.min(limitMillis ?? INTERIM_MILLIS, INTERIM_MILLIS);
  const solved = client.request(lane, 'solveInterim', { start, goal, limitMillis: limit }, { onProgress }).then((answer) => {
    if (!('unsolvable' in answer && answer.why === 'stopped')) return answer;
    waiting = true;
    return ready;
  });
  return Promise.race([solved, ready]).finally(() => {
    unwatch();
    client.end(lane);
  });
}
