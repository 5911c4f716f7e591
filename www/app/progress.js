// A worker's progress reports in words.

/** Words for a progress report of a worker, `started` being when the request began, building `what`. */
export function describeProgress(progress, started, what) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  switch (progress.phase) {
    case 'prepare':
      return `Building the ${what} (once; this browser keeps the result): ${Math.floor(progress.fraction * 100)}%, ${seconds} s`;
    case 'load':
      return `Loading the ${what} this browser kept…`;
    default:
      return `Searching: bound ${progress.bound}, ${(progress.nodes / 1e6).toFixed(1)} M positions, ${seconds} s`;
  }
}
