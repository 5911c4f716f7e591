// Runs the wasm solver off the main thread, one request at a time.
// In:  { id, kind, op, args }.
// Out: { id, progress } while a long request runs, then { id, ok: true, result, millis }
//      or { id, ok: false, error }.
import init, { Puzzle } from './pkg/puzzle_core.js';
import { cacheGet, cachePut } from './cache.js';

/** The Puzzle methods a page may run here: the ones that can take a while. */
const OPERATIONS = new Set(['prepare', 'solve', 'distance', 'distanceCounts', 'judgeOutput']);
/** Operations that need what `prepare` builds (with the goal as their second argument). */
const NEED_PREPARED = new Set(['solve', 'distance']);

const ready = init();
const puzzles = new Map();
const prepared = new Set();
let queue = Promise.resolve();

function puzzle(kind) {
  if (!puzzles.has(kind)) puzzles.set(kind, new Puzzle(kind));
  return puzzles.get(kind);
}

/**
 * Loads what solving toward `goal` needs from the cache, or builds and caches it; resolves
 * to 'ready', 'loaded', 'built' or 'none' (nothing to prepare).
 */
async function prepare(game, goal, report) {
  const key = game.preparedKey(goal);
  if (key === undefined) return 'none';
  if (prepared.has(key)) return 'ready';
  const cached = await cacheGet(key);
  let loaded = false;
  if (cached) {
    report({ phase: 'load' });
    try {
      game.loadPrepared(cached);
      loaded = true;
    } catch {
      // damaged or from another version: build afresh
    }
  }
  if (!loaded) {
    const bytes = game.prepare(goal, (fraction) => report({ phase: 'prepare', fraction }));
    // awaited: a solve queued behind would hold the worker, and a cancel end it, before
    // the write could happen
    await cachePut(key, bytes);
  }
  prepared.add(key);
  return loaded ? 'loaded' : 'built';
}

async function handle({ id, kind, op, args }) {
  try {
    await ready;
    if (!OPERATIONS.has(op)) throw new Error(`unknown operation ${op}`);
    const game = puzzle(kind);
    const report = (progress) => self.postMessage({ id, progress });
    let started = performance.now();
    let result;
    if (op === 'prepare') {
      result = await prepare(game, args[0], report);
    } else {
      if (NEED_PREPARED.has(op)) {
        await prepare(game, args[1], report);
        started = performance.now(); // the time asked for is the operation's own
      }
      result =
        op === 'solve'
          ? game.solveReporting(args[0], args[1], (progress) => report({ phase: 'search', ...progress }))
          : game[op](...args);
    }
    self.postMessage({ id, ok: true, result, millis: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error?.message ?? String(error) });
  }
}

self.onmessage = ({ data }) => {
  queue = queue.then(() => handle(data));
};
