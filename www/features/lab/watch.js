// A lab run's steps laid out for watching: every board the search generated becomes a
// vertex of a drawing, in a column by the moves made to it, in the order it came; what
// each vertex is at a given step (waiting, expanded, cut), which vertex the step is about
// and the path of moves to it. A graph search (breadth-first, best-first, bidirectional)
// draws each board once; a depth-first one draws a tree, each iteration of iterative
// deepening and IDA* a tree of its own. Plain functions, no DOM.

/** @typedef {import('../../pkg/puzzle_core.js').Trace} Trace */
/** @typedef {import('../../pkg/puzzle_core.js').Step} Step */

/** The most vertices an iteration draws; the steps about boards past them are left out. */
export const MOST_VERTICES = 300;

/**
 * A board as drawn: its node in the trace, the vertex it came from, the moves made to it,
 * the steps at which it appeared and was expanded, whether it was cut, its iteration and
 * its place (column, row).
 * @typedef {{ node: number, parent: number | null, moves: number, side: number, created: number, expanded: number, cut: boolean, segment: number, column: number, row: number }} Vertex
 */

/**
 * A laid-out trace: its vertices, the steps shown (those about boards drawn) and how many,
 * the iterations (their first step and bound) and the columns and rows each fills, the
 * vertex each step is about, the columns and rows in all, and whether steps were left out.
 * @typedef {{ vertices: Vertex[], steps: Step[], shown: number, segments: { first: number, bound: number | null }[], sizes: { columns: number, rows: number }[], at: number[], columns: number, rows: number, truncated: boolean }} Layout
 */

/**
 * Lays out `trace`, whose search draws a tree (`tree`: depth-first searches) or a graph.
 * @param {Trace} trace
 * @param {boolean} tree
 * @param {number} [most]  the most vertices an iteration draws
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
  /** a tree's vertices with a child drawn, and its next free row, in this iteration */
  let parents = new Set();
  let next = 1;
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
    // a tree (depth-first, children in the order they are searched): a first child on its
    // parent's row, each other child on a new row below everything drawn so far; a graph:
    // the next row of the column, no higher than the board it came from
    let row;
    if (tree) {
      const first = parent !== null && !parents.has(parent);
      row = first ? vertices[parent].row : parent === null ? 0 : next++;
      if (parent !== null) parents.add(parent);
    } else row = Math.max(heights.get(column) ?? 0, parent === null ? 0 : vertices[parent].row);
    heights.set(column, Math.max(heights.get(column) ?? 0, row + 1));
    vertices.push({ node, parent, moves, side, created: step, expanded: Infinity, cut: false, segment: segments.length - 1, column, row });
    latest.set(node, vertices.length - 1);
    return vertices.length - 1;
  };
  roots();
  /** the steps kept: those about boards drawn */
  const kept = [];
  /** how many vertices each iteration has drawn */
  const drawn = () => vertices.filter((v) => v.segment === segments.length - 1).length;
  let dropped = 0;
  for (const step of trace.steps) {
    const index = kept.length;
    if (step.step === 'iteration') {
      if (index > 0) {
        segments.push({ first: index, bound: step.bound });
        latest = new Map();
        heights = new Map();
        parents = new Set();
        next = 1;
        roots();
      } else segments[0].bound = step.bound;
      at.push(latest.get(0));
      kept.push(step);
      continue;
    }
    // an iteration's boards past the most drawn are left out, and the steps about them
    const known =
      step.step === 'generate' ? latest.has(step.parent) && (step.fate !== 'seen' || tree ? drawn() < most : latest.has(step.node)) : latest.has(step.node);
    if (!known) {
      dropped++;
      continue;
    }
    switch (step.step) {
      case 'expand': {
        const vertex = latest.get(step.node);
        vertices[vertex].expanded = Math.min(vertices[vertex].expanded, index);
        at.push(vertex);
        break;
      }
      case 'generate': {
        const parent = latest.get(step.parent);
        if (step.fate === 'seen' && !tree) {
          // the step is about the board met again: drawn where it was first reached
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
    kept.push(step);
  }
  const shown = kept.length;
  // columns run from the leftmost used (the goal's side, if any) to the rightmost
  const columns = vertices.reduce((widest, v) => Math.max(widest, v.column + 1), 1);
  const left = vertices.reduce((least, v) => Math.min(least, v.column), 0);
  for (const v of vertices) v.column = v.column < 0 ? columns - left + v.column : v.column;
  const rows = vertices.reduce((tallest, v) => Math.max(tallest, v.row + 1), 1);
  // each iteration's own size, so that its drawing is no larger than it needs
  const sizes = segments.map((_, i) => {
    const own = vertices.filter((v) => v.segment === i);
    return {
      columns: own.reduce((widest, v) => Math.max(widest, v.column + 1), 1),
      rows: own.reduce((tallest, v) => Math.max(tallest, v.row + 1), 1),
    };
  });
  return {
    sizes,
    vertices,
    steps: kept,
    shown,
    segments,
    at,
    columns: columns - left,
    rows,
    truncated: dropped > 0 || !trace.whole,
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
 * What a search shows of a board: g + h = f (A*, IDA*), h alone (greedy best-first, which
 * ranks by it), or g alone (the uninformed searches).
 * @typedef {'f' | 'h' | 'g'} Ranks
 */

/**
 * What search `algorithm` shows of a board.
 * @param {string} algorithm
 * @returns {Ranks}
 */
export function ranksOf(algorithm) {
  if (algorithm === 'astar' || algorithm === 'idastar') return 'f';
  return algorithm === 'greedy' ? 'h' : 'g';
}

/**
 * The numbers of a board `moves` from its side's root (`side` 1: the goal's) with
 * estimate `h`, as search of `ranks` shows them: "g 3, h 7, f 10", "h 7", "g 3", or
 * "3 moves from the goal".
 * @param {number} moves
 * @param {number} h
 * @param {number} side
 * @param {Ranks} ranks
 */
export function numbers(moves, h, side, ranks) {
  if (side === 1) return `${moves} ${moves === 1 ? 'move' : 'moves'} from the goal`;
  if (ranks === 'f') return `g ${moves}, h ${h}, f ${moves + h}`;
  return ranks === 'h' ? `h ${h}` : `g ${moves}`;
}

/**
 * What step `index` of `layout` does, in words: "Expanding 8 1 3 4 x 2 7 6 5 (g 3, h 7,
 * f 10)". `nodes` are the trace's boards, written by `text`.
 * @param {Layout} layout
 * @param {import('../../pkg/puzzle_core.js').Traced[]} nodes
 * @param {number} index
 * @param {(cells: number[]) => string} text
 * @param {Ranks} ranks
 */
export function stepText(layout, nodes, index, text, ranks) {
  const step = layout.steps[index];
  if (!step) return '';
  if (step.step === 'iteration') return `A new iteration: ${ranks === 'f' ? 'bound' : 'depth'} ${step.bound}, from the start again`;
  const board = nodes[step.node];
  const vertex = layout.vertices[layout.at[index]];
  const moves = step.step === 'found' ? vertex.moves : step.moves;
  // the side of the board the step is about (a child is on its parent's side)
  const named = `${text(board.cells)} (${numbers(moves, board.estimate, vertex.side, ranks)})`;
  switch (step.step) {
    case 'expand':
      return `Expanding ${named}`;
    case 'found':
      return layout.vertices.every((v) => v.side === 0) ? `The goal: ${named}` : `The two sides meet: ${named}`;
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
