// A lab run's steps laid out for watching: every board the search generated becomes a
// vertex of a drawing, in a column by the moves made to it, in the order it came; what
// each vertex is at a given step (waiting, expanded, cut), which vertex the step is about
// and the path of moves to it. A graph search (breadth-first, best-first, bidirectional)
// draws each board once; a depth-first one draws a tree, each iteration of iterative
// deepening and IDA* a tree of its own. Plain functions, no DOM.

/** @typedef {import('../pkg/puzzle_core.js').Trace} Trace */
/** @typedef {import('../pkg/puzzle_core.js').Step} Step */

/** The most vertices drawn; a larger run is drawn up to its first this many. */
export const MOST_VERTICES = 300;

/**
 * A board as drawn: its node in the trace, the vertex it came from, the moves made to it,
 * the steps at which it appeared and was expanded, whether it was cut, its iteration and
 * its place (column, row).
 * @typedef {{ node: number, parent: number | null, moves: number, side: number, created: number, expanded: number, cut: boolean, segment: number, column: number, row: number }} Vertex
 */

/**
 * A laid-out trace: its vertices, how many of its steps are shown, the iterations (their
 * first step and bound), the vertex of each step, and the widest column.
 * @typedef {{ vertices: Vertex[], steps: Step[], shown: number, segments: { first: number, bound: number | null }[], at: number[], columns: number, rows: number, truncated: boolean }} Layout
 */

/**
 * Lays out `trace`, whose search draws a tree (`tree`: depth-first searches) or a graph.
 * @param {Trace} trace
 * @param {boolean} tree
 * @param {number} [most]  the most vertices drawn
 * @returns {Layout}
 */
export function layOut(trace, tree, most = MOST_VERTICES) {
  /** @type {Vertex[]} */
  const vertices = [];
  /** @type {{ first: number, bound: number | null }[]} */
  const segments = [{ first: 0, bound: null }];
  /** the vertex of each step */
  const at = [];
  /** the latest vertex of each node, in this iteration */
  let latest = new Map();
  /** the vertices of each column, in this iteration */
  let heights = new Map();
  const roots = () => {
    // the start, and the goal for a search from both ends
    trace.nodes.forEach((node, id) => {
      if (id === 0 || (id === 1 && node.side === 1)) add(id, null, 0, -1);
    });
  };
  /**
   * @param {number} node
   * @param {number | null} parent
   * @param {number} moves
   * @param {number} step
   */
  const add = (node, parent, moves, step) => {
    // the side of the board it came from (a root's own)
    const side = parent === null ? (trace.nodes[node]?.side ?? 0) : vertices[parent].side;
    // a search from the goal draws its side from the right
    const column = side === 1 ? -1 - moves : moves;
    // no higher than the board it came from, so that a tree reads down and to the right
    const row = Math.max(heights.get(column) ?? 0, parent === null ? 0 : vertices[parent].row);
    heights.set(column, row + 1);
    vertices.push({ node, parent, moves, side, created: step, expanded: Infinity, cut: false, segment: segments.length - 1, column, row });
    latest.set(node, vertices.length - 1);
    return vertices.length - 1;
  };
  roots();
  let shown = 0;
  for (const step of trace.steps) {
    if (step.step === 'generate' && vertices.length >= most && (tree || step.fate !== 'seen')) break;
    const index = shown;
    switch (step.step) {
      case 'iteration':
        if (index > 0) {
          segments.push({ first: index, bound: step.bound });
          latest = new Map();
          heights = new Map();
          roots();
        } else segments[0].bound = step.bound;
        at.push(latest.get(0));
        break;
      case 'expand': {
        const vertex = latest.get(step.node);
        vertices[vertex].expanded = Math.min(vertices[vertex].expanded, index);
        at.push(vertex);
        break;
      }
      case 'generate': {
        const parent = latest.get(step.parent) ?? null;
        if (step.fate === 'seen' && !tree) {
          at.push(latest.get(step.node));
          break;
        }
        const vertex = add(step.node, parent, step.moves, index);
        vertices[vertex].cut = step.fate === 'cut';
        at.push(vertex);
        break;
      }
      default:
        at.push(latest.get(step.node));
    }
    shown++;
  }
  // columns run from the leftmost used (the goal's side, if any) to the rightmost
  const columns = vertices.reduce((widest, v) => Math.max(widest, v.column + 1), 1);
  const left = vertices.reduce((least, v) => Math.min(least, v.column), 0);
  for (const v of vertices) v.column = v.column < 0 ? columns - left + v.column : v.column;
  const rows = vertices.reduce((tallest, v) => Math.max(tallest, v.row + 1), 1);
  return {
    vertices,
    steps: trace.steps.slice(0, shown),
    shown,
    segments,
    at,
    columns: columns - left,
    rows,
    truncated: shown < trace.steps.length || !trace.whole,
  };
}

/**
 * What the drawing shows after step `index` of `layout`: the iteration, the vertex the
 * step is about, the path of moves to it (its vertices, root first), and what each vertex
 * of the iteration is then.
 * @param {Layout} layout
 * @param {number} index
 */
export function frame(layout, index) {
  const segment = layout.segments.findLastIndex((s) => s.first <= index);
  const current = layout.at[index] ?? null;
  /** @param {number | null} from */
  const chain = (from) => {
    const vertices = [];
    for (let v = from; v !== null; v = layout.vertices[v].parent) vertices.unshift(v);
    return vertices;
  };
  let path = current === null ? [] : chain(current);
  // where the solution is found, both sides' ways to that board (a search from both
  // ends), the start's side first
  const step = layout.steps[index];
  if (step?.step === 'found' && current !== null) {
    const side = layout.vertices[current].side;
    const other = layout.vertices.findIndex((v) => v.node === step.node && v.segment === segment && v.side !== side);
    if (other >= 0) {
      const [forward, backward] = side === 0 ? [path, chain(other)] : [chain(other), path];
      path = [...forward, ...backward.reverse()];
    }
  }
  /** @type {Map<number, 'open' | 'closed' | 'cut'>} */
  const looks = new Map();
  layout.vertices.forEach((v, i) => {
    if (v.segment !== segment || v.created > index) return;
    looks.set(i, v.expanded <= index ? 'closed' : v.cut ? 'cut' : 'open');
  });
  return { segment, current, path, looks };
}

/**
 * What step `index` of `layout` does, in words: "Expanding 8 1 3 4 x 2 7 6 5 (g 3, h 7,
 * f 10)". `nodes` are the trace's boards, written by `text`; `informed` says whether f
 * (moves plus estimate) matters to the search.
 * @param {Layout} layout
 * @param {import('../pkg/puzzle_core.js').Traced[]} nodes
 * @param {number} index
 * @param {(cells: number[]) => string} text
 * @param {boolean} informed
 */
export function stepText(layout, nodes, index, text, informed) {
  const step = layout.steps[index];
  if (!step) return '';
  if (step.step === 'iteration') return `A new iteration: ${informed ? 'bound' : 'depth'} ${step.bound}, from the start again`;
  const board = nodes[step.node];
  const vertex = layout.vertices[layout.at[index]];
  const moves = step.step === 'found' ? vertex.moves : step.moves;
  const numbers = informed ? `g ${moves}, h ${board.estimate}, f ${moves + board.estimate}` : `g ${moves}, h ${board.estimate}`;
  const named = `${text(board.cells)} (${numbers})`;
  switch (step.step) {
    case 'expand':
      return `Expanding ${named}`;
    case 'found':
      return vertex.side === 0 && layout.vertices.every((v) => v.side === 0) ? `The goal: ${named}` : `The two sides meet: ${named}`;
    default:
      switch (step.fate) {
        case 'cut':
          return `Generated ${named}: cut, f passes the bound`;
        case 'seen':
          return `Generated ${named}: seen before, dropped`;
        default:
          return `Generated ${named}: waits to be expanded`;
      }
  }
}
