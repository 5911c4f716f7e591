// The lab's charts: a heuristic's values against the exact distance over every board, and
// the boards each iteration of a search generated.
import { AXIS, HEIGHT, WIDTH, axes, svg } from '../../ui/chart.js';

/**
 * Draws a heuristic's `layers` (its values by exact distance) into `container`: at each
 * distance a bar from its least to its largest value and a dot at its mean, under the
 * line where it would equal the distance; `mark` (distance and value) is the board shown.
 * @param {HTMLElement} container
 * @param {import('../../pkg/puzzle_core.js').Layer[]} layers
 * @param {string} title  the heuristic's
 * @param {{ distance: number, value: number } | null} [mark]
 */
export function drawProfilePlot(container, layers, title, mark = null) {
  const last = layers.length - 1;
  const chart = svg('svg', {
    viewBox: `${-AXIS} -6 ${WIDTH + AXIS} ${HEIGHT + AXIS + 6}`,
    role: 'img',
    'aria-label': `${title} against the exact distance, 0 to ${last} moves: its least, mean and largest value at each distance`,
  });
  const slot = WIDTH / layers.length;
  const x = (/** @type {number} */ distance) => (distance + 0.5) * slot;
  const y = (/** @type {number} */ value) => HEIGHT - (value / Math.max(1, last)) * (HEIGHT - 4);
  chart.append(svg('line', { x1: x(0), y1: y(0), x2: x(last), y2: y(last), class: 'diagonal' }));
  for (const layer of layers) {
    const mean = layer.sum / layer.boards;
    const group = svg('g', { 'data-distance': layer.distance });
    group.append(
      svg('line', { x1: x(layer.distance), y1: y(layer.least), x2: x(layer.distance), y2: y(layer.most), class: 'range' }),
      svg('circle', { cx: x(layer.distance), cy: y(mean), r: Math.min(3, slot / 3), class: 'mean' }),
    );
    const tip = svg('title');
    tip.textContent = `${layer.distance} moves (${layer.boards.toLocaleString('en')} boards): ${title} ${layer.least} to ${layer.most}, ${mean.toFixed(1)} on average`;
    group.append(tip);
    chart.append(group);
  }
  if (mark) chart.append(svg('circle', { cx: x(mark.distance), cy: y(mark.value), r: 4, class: 'mark' }));
  const ticks = [0, Math.round(last / 2), last];
  axes(
    chart,
    ticks.map((distance) => [x(distance), String(distance)]),
    ticks.map((distance) => [y(distance), String(distance)]),
  );
  container.replaceChildren(chart);
}

/**
 * A small chart of the boards each iteration generated (heights on a log scale), with
 * `label` said of it.
 * @param {import('../../pkg/puzzle_core.js').Iteration[]} iterations
 * @param {string} label
 */
export function iterationsPlot(iterations, label) {
  const width = 96;
  const height = 20;
  const chart = svg('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label, class: 'iterations' });
  const top = Math.log10(1 + Math.max(...iterations.map((i) => i.generated)));
  const slot = width / Math.max(iterations.length, 8);
  iterations.forEach((iteration, i) => {
    const tall = Math.max(1, (Math.log10(1 + iteration.generated) / Math.max(top, 1)) * height);
    const bar = svg('rect', { x: (i * slot + slot * 0.15).toFixed(2), y: (height - tall).toFixed(2), width: (slot * 0.7).toFixed(2), height: tall.toFixed(2) });
    const tip = svg('title');
    tip.textContent = `${iteration.bound}: ${iteration.generated.toLocaleString('en')} boards`;
    bar.append(tip);
    chart.append(bar);
  });
  return chart;
}
