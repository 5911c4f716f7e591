// The state space at a glance: how many positions lie at each distance from the goal,
// as an SVG bar chart with the current position's distance marked; a heuristic's values
// against the exact distance, over every board; a game's distance move by move; and the
// times of a run of solves.
import { stopwatch, timeText } from '../app/durations.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 320;
const HEIGHT = 150;
const AXIS = 24;

/**
 * An SVG element `name` with `attributes`.
 * @param {string} name
 * @param {Record<string, string | number>} [attributes]
 */
function svg(name, attributes = {}) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

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

/**
 * Draws a heuristic's `layers` (its values by exact distance) into `container`: at each
 * distance a bar from its least to its largest value and a dot at its mean, under the
 * line where it would equal the distance; `mark` (distance and value) is the board shown.
 * @param {HTMLElement} container
 * @param {import('../pkg/puzzle_core.js').Layer[]} layers
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
 * @param {import('../pkg/puzzle_core.js').Iteration[]} iterations
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

/**
 * Draws the distance to the goal before the first move and after each (`distances`)
 * into `container`, a line from move to move, the moves in `losses` (from 1) marked and
 * those in `solver` (from 1, the solver's) dashed; `what` says what the values are, where
 * not the exact distance.
 * @param {HTMLElement} container
 * @param {number[]} distances
 * @param {number[]} losses
 * @param {string} [what]
 * @param {number[]} [solver]
 */
export function drawReviewPlot(container, distances, losses, what = 'The distance to the goal', solver = []) {
  const made = distances.length - 1;
  const most = Math.max(1, ...distances);
  // room to the right for the last move's label and mark
  const chart = svg('svg', {
    viewBox: `${-AXIS} -6 ${WIDTH + AXIS + 8} ${HEIGHT + AXIS + 6}`,
    role: 'img',
    'aria-label': `${what} after each of ${made} moves, from ${distances[0]} to ${distances[made]}${losses.length ? `; ${losses.length} marked that did not go nearer` : ''}${solver.length ? `; the solver's ${solver.length === 1 ? 'move' : 'moves'} dashed` : ''}`,
  });
  const x = (/** @type {number} */ move) => (move / Math.max(1, made)) * WIDTH;
  const y = (/** @type {number} */ distance) => HEIGHT - (distance / most) * (HEIGHT - 4);
  chart.append(svg('polyline', { points: distances.map((d, move) => `${x(move).toFixed(1)},${y(d).toFixed(1)}`).join(' '), class: 'walk' }));
  // the solver's moves dashed over the walk, and said so above it
  const point = (/** @type {number} */ move) => `${x(move).toFixed(1)},${y(distances[move]).toFixed(1)}`;
  for (const move of solver) chart.append(svg('polyline', { points: `${point(move - 1)} ${point(move)}`, class: 'walk solver' }));
  if (solver.length) {
    const legend = svg('text', { x: WIDTH, y: 4, class: 'tick legend' });
    legend.textContent = "dashed: the solver's";
    chart.append(legend);
  }
  for (const move of losses) chart.append(svg('circle', { cx: x(move), cy: y(distances[move]), r: 4.5, class: 'mark' }));
  axes(
    chart,
    [0, made].map((move) => [x(move), String(move)]),
    [0, most].map((distance) => [y(distance), String(distance)]),
  );
  container.replaceChildren(chart);
}

/**
 * Draws the axes of a chart of WIDTH by HEIGHT into `chart`, with labels at `across`
 * (positions along the bottom and their words) and at `up` (heights on the left).
 * @param {SVGElement} chart
 * @param {[number, string][]} across
 * @param {[number, string][]} up
 */
function axes(chart, across, up) {
  chart.append(svg('line', { x1: 0, y1: HEIGHT, x2: WIDTH, y2: HEIGHT, class: 'axis' }));
  chart.append(svg('line', { x1: 0, y1: 0, x2: 0, y2: HEIGHT, class: 'axis' }));
  for (const [x, text] of across) {
    const label = svg('text', { x, y: HEIGHT + 14, class: 'tick' });
    label.textContent = text;
    chart.append(label);
  }
  for (const [y, text] of up) {
    const label = svg('text', { x: -4, y: y + 3, class: 'tick value' });
    label.textContent = text;
    chart.append(label);
  }
}

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
