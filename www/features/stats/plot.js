// The chart of a run of solves: a dot for each time, and the line of the average of 5.
import { AXIS, HEIGHT, WIDTH, axes, svg } from '../../ui/chart.js';
import { stopwatch, timeText } from '../../kernel/durations.js';

/**
 * Draws the times of a run of solves (`times`, oldest first, in milliseconds) into
 * `container`: a dot for each, and the line of the average of 5 where there is one
 * (`averages`, one per solve, null before the fifth).
 * @param {HTMLElement} container
 * @param {number[]} times
 * @param {(number | null)[]} averages
 */
export function drawTimesPlot(container, times, averages) {
  const last = times.length - 1;
  const most = Math.max(...times);
  const x = (/** @type {number} */ i) => (last === 0 ? WIDTH / 2 : (i / last) * WIDTH);
  const y = (/** @type {number} */ ms) => HEIGHT - (ms / most) * (HEIGHT - 4);
  const line = averages.flatMap((ms, i) => (ms === null ? [] : [`${x(i).toFixed(1)},${y(ms).toFixed(1)}`]));
  const chart = svg('svg', {
    viewBox: `${-AXIS - 28} -6 ${WIDTH + AXIS + 36} ${HEIGHT + AXIS + 6}`,
    role: 'img',
    'aria-label': `The times of ${times.length} solves, oldest first, from ${timeText(Math.min(...times))} to ${timeText(most)}${line.length > 1 ? ', with the average of 5' : ''}`,
  });
  if (line.length > 1) chart.append(svg('polyline', { points: line.join(' '), class: 'walk' }));
  times.forEach((ms, i) => chart.append(svg('circle', { cx: x(i).toFixed(1), cy: y(ms).toFixed(1), r: 2.5, class: 'time' })));
  axes(
    chart,
    [0, last].map((i) => [x(i), String(i + 1)]),
    [
      [y(0), '0'],
      [y(most), stopwatch(most)],
    ],
  );
  container.replaceChildren(chart);
}
