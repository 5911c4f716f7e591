// Runs the wasm solver off the main thread. Messages: { id, kind, op, args } in,
// { id, ok, result, millis } or { id, ok: false, error } out.
import init, { Puzzle } from './pkg/puzzle_core.js';

/** The Puzzle methods a page may run here: the ones that can take a while. */
const OPERATIONS = new Set(['solve', 'distance', 'distanceCounts', 'judgeOutput']);

const ready = init();
const puzzles = new Map();

function puzzle(kind) {
  if (!puzzles.has(kind)) puzzles.set(kind, new Puzzle(kind));
  return puzzles.get(kind);
}

self.onmessage = async ({ data: { id, kind, op, args } }) => {
  try {
    await ready;
    if (!OPERATIONS.has(op)) throw new Error(`unknown operation ${op}`);
    const started = performance.now();
    const result = puzzle(kind)[op](...args);
    self.postMessage({ id, ok: true, result, millis: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, ok: false, error: error?.message ?? String(error) });
  }
};
