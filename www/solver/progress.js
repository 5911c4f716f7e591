// A worker's progress reports in words, and a search's best solution so far against what
// it proved of the shortest. (A run of the search lab is said by the lab.)
import { countText, movesText } from '../kernel/words.js';

/**
 * A progress report of a worker: a table's build (`fraction` done), a table taken from
 * this browser's cache, or a search: its bound (the shortest solution is at least that
 * long), the positions it generated and, where it finds solutions before it proves one
 * the shortest, the length of the best so far (`length`) and its moves in the report
 * where it got shorter (`moves`), and the number of workers sharing it (`workers`) when
 * several do; or a run of the search lab, with its counts so far.
 * @typedef {{ phase: 'build', fraction: number } | { phase: 'load' } | { phase: 'search', bound: number, nodes: number, length?: number, moves?: string[], workers?: number } | ({ phase: 'lab' } & import('../pkg/puzzle_core.js').Counts)} Progress
 */

/**
 * `progress` in words, `elapsed` milliseconds after the request began; `what` names the
 * table being built. Where a line beside it says the best so far (`besides`), a search's
 * report says the work alone.
 * @param {Exclude<Progress, { phase: 'lab' }>} progress
 * @param {number} elapsed
 * @param {string} what
 * @param {{ besides?: boolean }} [options]
 */
export function describeProgress(progress, elapsed, what, { besides = false } = {}) {
  const seconds = (elapsed / 1000).toFixed(1);
  switch (progress.phase) {
    case 'build':
      return `Building the ${what} (once; this browser keeps them): ${Math.floor(progress.fraction * 100)}%, ${seconds} s`;
    case 'load':
      return `Loading the ${what} this browser kept…`;
    default: {
      const nodes = `${countText(progress.nodes)} positions`;
      const on = progress.workers && progress.workers > 1 ? ` on ${progress.workers} workers` : '';
      const work = `${nodes} searched${on} in ${seconds} s`;
      if (progress.length !== undefined) return besides ? work[0].toUpperCase() + work.slice(1) : `${bestSoFar(progress.length, progress.bound)} · ${work}`;
      return `Searching${on}: the solution has at least ${progress.bound} moves; ${nodes} tried in ${seconds} s`;
    }
  }
}

/**
 * A running search's best solution (`length` moves) and what it proved (the shortest has
 * at least `bound` moves), in words.
 * @param {number} length
 * @param {number} bound
 */
export function bestSoFar(length, bound) {
  if (bound >= length) return `Best so far: ${movesText(length)}, proven the shortest`;
  return `Best so far: ${movesText(length)} · the shortest is at least ${movesText(bound)}`;
}

/**
 * A solution of `length` moves not proven the shortest, which has at least `bound`:
 * "112 moves; the shortest is at least 104".
 * @param {number} length
 * @param {number} bound
 */
export function unproven(length, bound) {
  return `${movesText(length)}; the shortest is at least ${bound}`;
}
