// In a worker: the tables a puzzle's answers need, made ready before a question that needs
// them: here already, taken from bytes given, loaded from this browser's cache (a copy the
// core refuses is dropped), or built and kept there.
import { cacheDelete, cacheGet, cachePut } from './cache.js';

/** @typedef {import('../pkg/puzzle_core.js').Puzzle} Puzzle */
/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').TableKey} TableKey */
/** @typedef {(progress: import('./progress.js').Progress) => void} Report */

/**
 * What the `table` operation did: the table was here already, taken from the bytes
 * given, loaded from this browser's cache, built (and kept in the cache, or not), or is
 * absent (not built unless asked).
 * @typedef {object} TableAnswer
 * @property {'ready' | 'taken' | 'loaded' | 'built' | 'absent'} how
 * @property {number} millis
 * @property {boolean} [kept]  built: whether the cache kept it
 * @property {number} [size]  built: its bytes
 * @property {Uint8Array} [bytes]  built, not kept, and asked to `give` them
 * @property {boolean} [repaired]  a cached copy was refused by the core and dropped
 */

/**
 * Makes the table `key` ready in `game`: here already; or from `bytes`, if given; or from
 * this browser's cache (a copy the core refuses is dropped); or built and kept in the
 * cache when `build`, its bytes given back if the cache could not keep them and `give`.
 * @param {Puzzle} game
 * @param {{ key: TableKey, build?: boolean, give?: boolean, bytes?: Uint8Array }} args
 * @param {Report} report
 * @returns {Promise<TableAnswer>}
 */
export async function table(game, { key, build = false, give = false, bytes }, report) {
  const started = performance.now();
  const millis = () => performance.now() - started;
  if (game.hasTable(key)) return { how: 'ready', millis: 0 };
  if (bytes) {
    game.loadTable(key, bytes); // the core refuses another table's bytes, saying why
    return { how: 'taken', millis: millis() };
  }
  let repaired = false;
  const cached = await cacheGet(key);
  if (cached) {
    report({ phase: 'load' });
    try {
      game.loadTable(key, cached);
      return { how: 'loaded', millis: millis() };
    } catch {
      // another table stored under this key, or damaged: dropped, and built again
      await cacheDelete(key);
      repaired = true;
    }
  }
  if (!build) return { how: 'absent', millis: 0, repaired };
  // told at most every 100 ms: the page draws each report, and a build of seconds told
  // hundreds of times kept the page's main thread busy (docs/performance.md)
  let told = -Infinity;
  const built = game.buildTable(key, (fraction) => {
    const now = performance.now();
    if (now - told < 100) return;
    told = now;
    report({ phase: 'build', fraction });
  });
  // awaited: a solve queued behind would hold the worker, and a cancel end it, before the
  // write could happen
  const kept = await cachePut(key, built);
  return { how: 'built', millis: millis(), kept, size: built.length, bytes: !kept && give ? built : undefined, repaired };
}

/**
 * Makes ready every table the answers about `goal` need (not the optional ones).
 * @param {Puzzle} game
 * @param {Board | undefined} goal
 * @param {Report} report
 */
export async function ensureTables(game, goal, report) {
  for (const needed of game.tables(goal)) {
    if (!needed.optional) await table(game, { key: { family: needed.family, version: needed.version }, build: true }, report);
  }
}

/**
 * Takes the optional tables `keys` from this browser's cache when it holds them (a
 * helper of a shared search, which searches faster with them).
 * @param {Puzzle} game
 * @param {TableKey[] | undefined} keys
 * @param {Report} report
 */
export async function takeKept(game, keys, report) {
  for (const key of keys ?? []) await table(game, { key }, report);
}
