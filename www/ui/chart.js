// What the page's charts share: SVG elements, the size of a chart, and its axes.

import './chart.css';

const SVG = 'http://www.w3.org/2000/svg';
/** The drawing's width and height, and the room for an axis's labels. */
export const WIDTH = 320;
export const HEIGHT = 150;
export const AXIS = 24;

/**
 * An SVG element `name` with `attributes`.
 * @param {string} name
 * @param {Record<string, string | number>} [attributes]
 */
export function svg(name, attributes = {}) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/**
 * Draws the axes of a chart of WIDTH by HEIGHT into `chart`, with labels at `across`
 * (positions along the bottom and their words) and at `up` (heights on the left).
 * @param {SVGElement} chart
 * @param {[number, string][]} across
 * @param {[number, string][]} up
 */
export function axes(chart, across, up) {
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
