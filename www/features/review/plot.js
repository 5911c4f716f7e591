// The review's chart: a game's distance to the goal move by move, the moves that did not
// go nearer marked and the solver's dashed.
import { AXIS, HEIGHT, WIDTH, axes, svg } from '../../ui/chart.js';

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
