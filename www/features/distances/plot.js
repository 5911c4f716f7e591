// The state space at a glance: how many positions lie at each distance from the goal, as
// an SVG bar chart with the current position's distance marked.
import { HEIGHT, WIDTH, AXIS, svg } from '../../ui/chart.js';

/**
 * Draws `counts` (positions per distance) into `container`, marking `mark` if given.
 * @param {HTMLElement} container
 * @param {number[]} counts
 * @param {number | null} [mark]
 */
export function drawDistancePlot(container, counts, mark = null) {
  // room on either side for the first and last distances' labels, centred on their bars
  const chart = svg('svg', {
    viewBox: `-8 0 ${WIDTH + 16} ${HEIGHT + AXIS}`,
    role: 'img',
    'aria-label': `Positions by distance from the goal, 0 to ${counts.length - 1} moves`,
  });
  const largest = Math.max(...counts);
  const slot = WIDTH / counts.length;
  counts.forEach((count, distance) => {
    // at least a sliver, so that the handful of positions at the extremes still shows
    const height = Math.max(1.5, (count / largest) * (HEIGHT - 4));
    const bar = svg('rect', {
      x: (distance * slot + slot * 0.1).toFixed(2),
      y: (HEIGHT - height).toFixed(2),
      width: (slot * 0.8).toFixed(2),
      height: height.toFixed(2),
      class: distance === mark ? 'bar mark' : 'bar',
      'data-distance': distance,
    });
    const title = svg('title');
    const noun = count === 1 ? 'position' : 'positions';
    title.textContent = `${distance} moves: ${count.toLocaleString('en')} ${noun}`;
    bar.append(title);
    chart.append(bar);
  });
  chart.append(svg('line', { x1: 0, y1: HEIGHT, x2: WIDTH, y2: HEIGHT, class: 'axis' }));
  const last = counts.length - 1;
  for (const distance of [0, Math.round(last / 2), last]) {
    const label = svg('text', { x: (distance + 0.5) * slot, y: HEIGHT + 14, class: 'tick' });
    label.textContent = String(distance);
    chart.append(label);
  }
  container.replaceChildren(chart);
}
