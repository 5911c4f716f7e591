// Speedsolving figures over a run of times: the best single, the mean of 3, and the
// averages of 5, 12 and 100. An average drops the best and the worst twentieth of its
// times (at least one each: the WCA rule for the average of 5, which speedsolving timers
// carry to 12 and 100) and means the rest; a mean of 3 drops none. Every kept attempt is
// a solve (a give-up is never kept), so there is no DNF to weigh.

/**
 * How many times an average of `n` drops at each end.
 * @param {number} n
 */
export function dropped(n) {
  return n < 5 ? 0 : Math.ceil(n / 20);
}

/**
 * The average of all of `times`, by the rule above.
 * @param {number[]} times  at least one
 */
export function average(times) {
  const cut = dropped(times.length);
  const kept = [...times].sort((a, b) => a - b).slice(cut, times.length - cut);
  return kept.reduce((sum, time) => sum + time, 0) / kept.length;
}

/**
 * The average of the last `n` of `times` (oldest first), and the best average of `n`
 * in a row among them; null where there are fewer than `n`.
 * @param {number[]} times
 * @param {number} n
 * @returns {{ current: number, best: number } | null}
 */
export function rolling(times, n) {
  if (times.length < n) return null;
  let best = Infinity;
  for (let end = n; end <= times.length; end++) best = Math.min(best, average(times.slice(end - n, end)));
  return { current: average(times.slice(-n)), best };
}

/** The figures a speedsolver reads, by how many solves each takes. */
export const FIGURES = /** @type {const} */ ([
  { n: 1, name: 'Single' },
  { n: 3, name: 'Mean of 3' },
  { n: 5, name: 'Average of 5' },
  { n: 12, name: 'Average of 12' },
  { n: 100, name: 'Average of 100' },
]);

/**
 * One row of the figures: the latest value, the best of this visit and the best ever
 * (null where too few solves were made).
 * @typedef {{ name: string, n: number, current: number | null, session: number | null, ever: number | null }} Row
 */

/**
 * The figures of `times` (oldest first), of which the last `recent` were made this visit.
 * @param {number[]} times
 * @param {number} recent
 * @returns {Row[]}
 */
export function figures(times, recent) {
  const session = times.slice(times.length - recent);
  return FIGURES.map(({ n, name }) => {
    const all = rolling(times, n);
    return { name, n, current: all?.current ?? null, session: rolling(session, n)?.best ?? null, ever: all?.best ?? null };
  });
}
