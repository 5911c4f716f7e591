// Durations as people read them.

/**
 * A search's time: "under 0.1 ms" for a lookup, "12.3 ms" below a second, "61.6 s" from
 * there.
 * @param {number} ms
 */
export function duration(ms) {
  if (ms < 0.05) return 'under 0.1 ms';
  return ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * A player's time on a clock: "0:07", "1:12", "1:02:05".
 * @param {number} ms
 */
export function clock(ms) {
  const seconds = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * A speedsolver's time, to the hundredth (cut, not rounded, as a timer shows it): "7.52",
 * "1:12.40", "1:02:05.00".
 * @param {number} ms
 */
export function stopwatch(ms) {
  const hundredths = Math.floor(ms / 10) % 100;
  const whole = clock(ms);
  const seconds = ms < 60000 ? String(Math.floor(ms / 1000)) : whole;
  return `${seconds}.${String(hundredths).padStart(2, '0')}`;
}

/**
 * A speedsolver's time in a sentence: the stopwatch's, with its unit under a minute
 * ("7.52 s", "1:12.40").
 * @param {number} ms
 */
export function timeText(ms) {
  return ms < 60000 ? `${stopwatch(ms)} s` : stopwatch(ms);
}
