// A worker's progress reports in words.

/**
 * A progress report of a worker: a table's build (`fraction` done), a table taken from
 * this browser's cache, or a search (its bound: the optimum is at least that long).
 * @typedef {{ phase: 'build', fraction: number } | { phase: 'load' } | { phase: 'search', bound: number, nodes: number }} Progress
 */

/**
 * `progress` in words, `elapsed` milliseconds after the request began; `what` names the
 * table being built.
 * @param {Progress} progress
 * @param {number} elapsed
 * @param {string} what
 */
export function describeProgress(progress, elapsed, what) {
  const seconds = (elapsed / 1000).toFixed(1);
  switch (progress.phase) {
    case 'build':
      return `Building the ${what} (once; this browser keeps them): ${Math.floor(progress.fraction * 100)}%, ${seconds} s`;
    case 'load':
      return `Loading the ${what} this browser kept…`;
    default:
      return `Searching: the solution has at least ${progress.bound} moves; ${(progress.nodes / 1e6).toFixed(1)} M positions tried in ${seconds} s`;
  }
}
