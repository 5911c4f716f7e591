// Runs the wasm solver off the main thread, one request at a time.
// In:  { id, kind, op, args }, `op` one of OPERATIONS and `args` its named arguments.
// Out: { id, progress } while a long request runs, then { id, ok: true, result }
//      or { id, ok: false, error }.
import init, { Puzzle } from '../pkg/puzzle_core.js';
import { cacheGet, cachePut } from './cache.js';

const ready = init();
const puzzles = new Map();
/** The families of prepared tables this worker holds. */
const prepared = new Set();
let queue = Promise.resolve();

function puzzle(kind) {
  if (!puzzles.has(kind)) puzzles.set(kind, new Puzzle(kind));
  return puzzles.get(kind);
}

/** Loads the tables the cache keeps under `key` into `game`: whether it kept them whole. */
async function loadKept(game, key, report) {
  const cached = await cacheGet(key);
  if (!cached) return false;
  report({ phase: 'load' });
  try {
    game.loadPrepared(cached);
  } catch {
    return false; // damaged: built again
  }
  prepared.add(key.family);
  return true;
}

/**
 * Loads what solving toward `goal` needs from the cache, or builds and caches it; resolves
 * to { how: 'none' | 'ready' | 'loaded' | 'built', millis }.
 */
async function prepare(game, goal, report) {
  const started = performance.now();
  const key = game.preparedKey(goal);
  if (key === undefined) return { how: 'none', millis: 0 };
  if (prepared.has(key.family)) return { how: 'ready', millis: 0 };
  let how = 'loaded';
  if (!(await loadKept(game, key, report))) {
    how = 'built';
    const bytes = game.prepare(goal, (fraction) => report({ phase: 'prepare', fraction }));
    // awaited: a solve queued behind would hold the worker, and a cancel end it, before
    // the write could happen
    await cachePut(key, bytes);
    prepared.add(key.family);
  }
  return { how, millis: performance.now() - started };
}

/**
 * Builds the tables stronger than `prepare`'s for `goal` and keeps them in the cache (for a
 * worker of its own: a long build, and a lot of memory, given back when it ends).
 */
async function buildStrong(game, goal, report) {
  const started = performance.now();
  const bytes = game.prepareStrong(goal, (fraction) => report({ phase: 'prepare', fraction }));
  const kept = await cachePut(game.strongKey(goal), bytes);
  // tables the cache could not take go to the page, for the puzzle's worker
  return { millis: performance.now() - started, size: bytes.length, kept, bytes: kept ? undefined : bytes };
}

/** Loads the stronger tables for `goal` if the cache holds them: 'none', 'absent', 'ready' or 'loaded'. */
async function loadStrong(game, goal, report) {
  const key = game.strongKey(goal);
  if (key === undefined) return 'none';
  if (prepared.has(key.family)) return 'ready';
  return (await loadKept(game, key, report)) ? 'loaded' : 'absent';
}

/** What the page may ask, by name, with named arguments. */
const OPERATIONS = {
  prepare: (game, { goal }, report) => prepare(game, goal, report),
  buildStrong: (game, { goal }, report) => buildStrong(game, goal, report),
  loadStrong: (game, { goal }, report) => loadStrong(game, goal, report),
  /** Takes the stronger tables for `goal` from their bytes (when the cache could not keep them). */
  takeStrong(game, { goal, bytes }) {
    game.loadPrepared(bytes); // the core refuses damaged tables, saying why
    prepared.add(game.strongKey(goal).family);
    return 'loaded';
  },
  async solve(game, { start, goal }, report) {
    await prepare(game, goal, report);
    return game.solveReporting(start, goal, (progress) => report({ phase: 'search', ...progress }));
  },
  async distance(game, { board, goal }, report) {
    await prepare(game, goal, report);
    return game.distance(board, goal);
  },
  distanceCounts: (game, { goal }) => game.distanceCounts(goal),
  // drawn from the distance tables, which this worker holds
  scrambleAt: (game, { seed, goal, level }) => game.scrambleAt(seed, goal, level),
  hardest: (game, { seed, goal }) => game.hardest(seed, goal),
  // two-player games: what the tablebase says (built or loaded first)
  async value(game, { board }, report) {
    await prepare(game, undefined, report);
    return game.value(board);
  },
  async moveValues(game, { board }, report) {
    await prepare(game, undefined, report);
    return game.moveValues(board);
  },
  async computerMove(game, { board, level, seed }, report) {
    await prepare(game, undefined, report);
    return game.computerMove(board, level, seed);
  },
  judgeOutput: (game, { start, goal }) => game.judgeOutput(start, goal),
};

async function handle({ id, kind, op, args }) {
  try {
    await ready;
    if (!Object.hasOwn(OPERATIONS, op)) throw new Error(`unknown operation ${op}`);
    const report = (progress) => self.postMessage({ id, progress });
    const result = await OPERATIONS[op](puzzle(kind), args, report);
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error?.message ?? String(error) });
  }
}

self.onmessage = ({ data }) => {
  queue = queue.then(() => handle(data));
};
