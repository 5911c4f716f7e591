// A lab run watched step by step: the board the step is about, the search drawn (a
// column for each number of moves from the start; the goal's side from the right for a
// search from both ends), each board marked as waiting, expanded or cut, the board of the
// step and the path to it picked out, and the step said in words.
import { MOST_VERTICES, frame, numbers, ranksOf, stepText } from './watch.js';
import { searchNamed, heuristicNamed } from './searches.js';
import { as } from '../../ui/dom.js';

/** @typedef {import('./watch.js').Layout} Layout */

/** The most boards an iteration draws (see watch.js). */
const MOST_DRAWN = MOST_VERTICES;

/**
 * A box's label: "3+7=10", "h 7", "g 3", or "3 to goal" on the goal's side.
 * @param {number} moves
 * @param {number} h
 * @param {number} side
 * @param {import('./watch.js').Ranks} ranks
 */
function label(moves, h, side, ranks) {
  if (side === 1) return `${moves} to goal`;
  if (ranks === 'f') return `${moves}+${h}=${moves + h}`;
  return ranks === 'h' ? `h ${h}` : `g ${moves}`;
}

const SVG = 'http://www.w3.org/2000/svg';
/** A column's width and a row's height, and a board's box within them. */
const COLUMN = 80;
const ROW = 28;
const BOX = { width: 66, height: 20 };

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
 * The centre of `vertex`'s box in the drawing.
 * @param {import('./watch.js').Vertex} vertex
 */
function centreOf(vertex) {
  return { x: vertex.column * COLUMN + COLUMN / 2, y: vertex.row * ROW + ROW / 2 + 4 };
}

/**
 * The watch of the lab's card, in `ui`.
 * @param {Record<'labWatch' | 'labWatchTitle' | 'labWatchStep' | 'labWatchPosition' | 'labWatchScrubber' | 'labWatchSpeed' | 'labWatchPlay' | 'labWatchBoard' | 'labWatchGraph' | 'labWatchNote', HTMLElement>} ui
 */
export function createWatchView(ui) {
  /** @type {Layout | null} the layout drawn */
  let drawn = null;
  /** @type {number | null} the step last shown, and whether it was playing */
  let shownIndex = null;
  let shownPlaying = false;
  /** @type {SVGLineElement | null} the line between the two sides' copies of the board they meet at */
  let meet = null;
  /** @type {SVGSVGElement | null} the drawing, and the iteration it is sized for */
  let chart = null;
  let sizedFor = -1;
  /** @type {{ box: SVGGElement, edge: SVGLineElement | null }[]} */
  let shapes = [];

  /**
   * Draws the run watched, where it ran on the puzzle shown.
   * @param {import('./state.js').Lab} lab
   * @param {{ kind: string, rules: import('../../game/rules.js').Rules, capabilities: import('../../pkg/puzzle_core.js').Capabilities }} game
   */
  function render(lab, game) {
    const watching = lab.watch;
    const kept = watching && lab.runs.find((run) => run.id === watching.run);
    ui.labWatch.hidden = !watching || !kept || kept.kind !== game.kind;
    if (!watching || !kept || ui.labWatch.hidden) return;
    const { layout, trace, index, playing } = watching;
    const search = searchNamed(kept.choice.algorithm);
    const number = lab.runs.filter((run) => run.kind === kept.kind).indexOf(kept) + 1;
    const ranked = heuristicNamed(kept.choice.heuristic).title;
    ui.labWatchTitle.textContent = `Run ${number}, step by step: ${search.title}${search.informed ? ` (${ranked})` : ''}`;
    const ranks = ranksOf(search.name);
    if (layout !== drawn) {
      draw(layout, ranks, search.name, trace.nodes, trace.whole);
      shownIndex = null;
    }
    // the frame drawn again only when the step or the playing changed
    if (layout === drawn && index === shownIndex && playing === shownPlaying) return;
    shownPlaying = playing;
    const now = frame(layout, index);
    if (chart && now.segment !== sizedFor) {
      // the drawing as large as the iteration shown
      const size = layout.sizes[now.segment] ?? layout.sizes[0];
      const width = size.columns * COLUMN;
      const height = size.rows * ROW + 8;
      for (const [name, value] of Object.entries({ width, height, viewBox: `0 0 ${width} ${height}` })) chart.setAttribute(name, String(value));
      sizedFor = now.segment;
    }
    const onPath = new Set(now.path);
    shapes.forEach(({ box, edge }, i) => {
      const look = now.looks.get(i);
      const classes = look === undefined ? 'hidden' : `${look}${onPath.has(i) ? ' path' : ''}${i === now.current ? ' current' : ''}`;
      box.setAttribute('class', classes);
      if (edge) edge.setAttribute('class', look === undefined ? 'edge hidden' : onPath.has(i) ? 'edge path' : 'edge');
    });
    // where the two sides meet, a line joins the board's two copies
    const sides = now.path.filter((v) => layout.vertices[v].node === layout.vertices[now.current ?? 0]?.node);
    if (meet && sides.length === 2 && layout.steps[index]?.step === 'found') {
      const [a, b] = sides.map((v) => centreOf(layout.vertices[v]));
      for (const [name, value] of Object.entries({ x1: a.x, y1: a.y, x2: b.x, y2: b.y })) meet.setAttribute(name, String(value));
      meet.setAttribute('class', 'edge path meet');
    } else meet?.setAttribute('class', 'edge path meet hidden');
    const text = (/** @type {number[]} */ cells) => game.rules.format(cells);
    ui.labWatchStep.textContent = stepText(layout, trace.nodes, index, text, ranks);
    // said as it is stepped through, not at every step of a playing run
    ui.labWatchStep.setAttribute('aria-live', playing ? 'off' : 'polite');
    const bound = layout.segments[now.segment]?.bound;
    const iteration = layout.segments.length > 1 || bound !== null ? ` · iteration ${now.segment + 1}, ${ranks === 'f' ? 'bound' : 'depth'} ${bound}` : '';
    ui.labWatchPosition.textContent = `Step ${index + 1} of ${layout.shown}${iteration}`;
    const scrubber = as(ui.labWatchScrubber, HTMLInputElement);
    scrubber.max = String(layout.shown - 1);
    scrubber.value = String(index);
    as(ui.labWatchSpeed, HTMLSelectElement).value = String(watching.speed);
    ui.labWatchPlay.dataset.playing = String(playing);
    ui.labWatchPlay.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    const vertex = now.current === null ? null : layout.vertices[now.current];
    miniBoard(vertex ? trace.nodes[vertex.node].cells : [], game.capabilities.shape.columns);
    // the board of the step kept in view in the drawing (the page itself stays put)
    if (index !== shownIndex && now.current !== null) reveal(layout.vertices[now.current]);
    shownIndex = index;
  }

  /**
   * Scrolls the drawing, not the page, so that `vertex` shows in it.
   * @param {import('./watch.js').Vertex} vertex
   */
  function reveal(vertex) {
    const graph = ui.labWatchGraph;
    const left = vertex.column * COLUMN;
    const top = vertex.row * ROW;
    if (left < graph.scrollLeft || left + COLUMN > graph.scrollLeft + graph.clientWidth) graph.scrollLeft = left + COLUMN / 2 - graph.clientWidth / 2;
    if (top < graph.scrollTop || top + ROW + 8 > graph.scrollTop + graph.clientHeight) graph.scrollTop = top + ROW / 2 - graph.clientHeight / 2;
  }

  /**
   * Draws every vertex of `layout` (shown or hidden by each frame).
   * @param {Layout} layout
   * @param {import('./watch.js').Ranks} ranks
   * @param {string} algorithm
   * @param {import('../../pkg/puzzle_core.js').Traced[]} nodes
   * @param {boolean} whole  whether the core recorded every step of the run
   */
  function draw(layout, ranks, algorithm, nodes, whole) {
    drawn = layout;
    chart = /** @type {SVGSVGElement} */ (svg('svg', { role: 'img', 'aria-label': `${layout.vertices.length} boards drawn` }));
    sizedFor = -1;
    const edges = svg('g');
    const boxes = svg('g');
    const centre = centreOf;
    shapes = layout.vertices.map((v) => {
      const { x, y } = centre(v);
      let edge = null;
      if (v.parent !== null) {
        const from = centre(layout.vertices[v.parent]);
        edge = svg('line', { x1: from.x, y1: from.y, x2: x, y2: y, class: 'edge' });
        edges.append(edge);
      }
      const box = svg('g', { class: 'hidden', 'data-side': v.side });
      const h = nodes[v.node].estimate;
      box.append(
        svg('rect', { x: x - BOX.width / 2, y: y - BOX.height / 2, width: BOX.width, height: BOX.height, rx: 5 }),
        Object.assign(svg('text', { x, y }), { textContent: label(v.moves, h, v.side, ranks) }),
      );
      const tip = svg('title');
      tip.textContent = `${nodes[v.node].cells.map((c) => c || 'x').join(' ')}: ${numbers(v.moves, h, v.side, ranks)}`;
      box.append(tip);
      boxes.append(box);
      return { box: /** @type {SVGGElement} */ (box), edge: /** @type {SVGLineElement | null} */ (edge) };
    });
    meet = /** @type {SVGLineElement} */ (svg('line', { class: 'edge path meet hidden' }));
    chart.append(edges, meet, boxes);
    ui.labWatchGraph.replaceChildren(chart);
    const shows = {
      f: 'g + h = f: the moves made, the estimate, their sum',
      h: 'h, the estimate greedy best-first ranks by',
      g: 'g, the moves made',
    }[ranks];
    const sides = algorithm === 'bidirectional' ? ' The start’s side reads from the left, the goal’s (its moves from the goal) from the right.' : '';
    const cut = algorithm === 'idastar' ? ' Dashed: cut, its f over the bound.' : '';
    const leaves = algorithm === 'dfs' || algorithm === 'iddfs' ? ' A plain box at the depth limit is checked against the goal but not expanded.' : '';
    const more = layout.truncated ? ` Only the first ${MOST_DRAWN} boards of each iteration are drawn, and the steps about them shown.` : '';
    const recorded = whole ? '' : ' Only the run’s first 20,000 steps are recorded: it goes on past the last step here.';
    ui.labWatchNote.textContent =
      `Each box is a board in the column of its moves from the start, with ${shows}. Shaded: expanded; plain: waiting; blue: the board of this step and the moves to it.` +
      `${cut}${leaves}${sides}${more}${recorded}`;
  }

  /**
   * The board of the step, small.
   * @param {number[]} cells
   * @param {number} columns
   */
  function miniBoard(cells, columns) {
    ui.labWatchBoard.style.setProperty('--columns', String(columns));
    ui.labWatchBoard.replaceChildren(
      ...cells.map((tile) => {
        const cell = document.createElement('span');
        cell.textContent = tile ? String(tile) : '';
        if (!tile) cell.className = 'gap';
        return cell;
      }),
    );
  }

  return { render };
}
