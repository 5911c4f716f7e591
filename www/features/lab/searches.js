// The search lab's words: each search and heuristic it offers, explained, and what a run
// found and cost, said the same way in the table, the status line and the tests. Plain
// functions and data, no DOM and no state.
import { countText } from '../../kernel/words.js';

/** @typedef {import('../../pkg/puzzle_core.js').LabRun} LabAnswer */
/** @typedef {import('../../pkg/puzzle_core.js').Counts} Counts */
/** @typedef {import('../../pkg/puzzle_core.js').Algorithm} Algorithm */
/** @typedef {import('../../pkg/puzzle_core.js').Heuristic} Heuristic */
/** @typedef {import('../../pkg/puzzle_core.js').Layer} Layer */
/** @typedef {import('../../pkg/puzzle_core.js').Iteration} Iteration */

/**
 * A search the lab offers: its name for the core, its title, whether it ranks boards by
 * a heuristic, whether its solutions are shortest (with an admissible heuristic), whether
 * it goes depth first (keeping only its path: its boards draw a tree), and what it does,
 * in a sentence or two.
 * @typedef {{ name: Algorithm, title: string, informed: boolean, optimal: boolean, depthFirst: boolean, about: string }} Search
 */

/** @type {Search[]} */
export const SEARCHES = [
  {
    name: 'bfs',
    title: 'Breadth-first',
    informed: false,
    optimal: true,
    depthFirst: false,
    about:
      'Expands boards in the order it first sees them, one layer of moves at a time, and keeps every board it has seen so that none is searched twice. The first solution is a shortest one, but the layers grow fast.',
  },
  {
    name: 'dfs',
    title: 'Depth-first',
    informed: false,
    optimal: false,
    depthFirst: true,
    about:
      'Follows one line of moves down to the depth limit before it tries another, keeping only the path. The first solution it meets is rarely the shortest, and none is found if the limit is too small.',
  },
  {
    name: 'iddfs',
    title: 'Iterative deepening',
    informed: false,
    optimal: true,
    depthFirst: true,
    about:
      'Depth-first searches to depths 0, 1, 2 and so on until one meets the goal: a shortest solution in the memory of a path, at the cost of searching the shallow layers again.',
  },
  {
    name: 'greedy',
    title: 'Greedy best-first',
    informed: true,
    optimal: false,
    depthFirst: false,
    about:
      'Expands the board the heuristic says is nearest the goal. Often fast, but it ignores the moves already made, so its solution may be far from the shortest.',
  },
  {
    name: 'astar',
    title: 'A*',
    informed: true,
    optimal: true,
    depthFirst: false,
    about:
      'Expands the board with the least moves made plus estimate (f = g + h). With an estimate that never overestimates, its first solution is a shortest one; it keeps every board it has seen.',
  },
  {
    name: 'idastar',
    title: 'IDA*',
    informed: true,
    optimal: true,
    depthFirst: true,
    about:
      'Depth-first searches that cut a board once g + h passes a bound, starting at the estimate of the start and raised each time to the least value that passed it: a shortest solution in the memory of a path.',
  },
  {
    name: 'bidirectional',
    title: 'Bidirectional breadth-first',
    informed: false,
    optimal: true,
    depthFirst: false,
    about:
      'Breadth-first from the start and from the goal, a layer at a time on the smaller side, until the two meet: two half-depth searches instead of one full one.',
  },
];

/**
 * A heuristic the lab offers: its name for the core, its title, what it counts, and
 * whether it has tables to build first (its values are then asked of the lab's worker).
 * @typedef {{ name: Heuristic, title: string, about: string, tables?: boolean }} Estimate
 */

/** @type {Estimate[]} */
export const HEURISTICS = [
  {
    name: 'misplaced',
    title: 'Misplaced tiles',
    about: 'The number of tiles off their goal cell: each needs a move at least.',
  },
  {
    name: 'manhattan',
    title: 'Manhattan distance',
    about: 'The rows and columns between each tile and its goal cell, summed: a move carries one tile one cell.',
  },
  {
    name: 'linear-conflict',
    title: 'Linear conflict',
    about: 'Manhattan distance plus two moves for each tile that must step out of its goal row or column to let another tile of that line pass it.',
  },
  {
    name: 'patterns',
    title: 'Pattern databases',
    about:
      'The tiles are split, by goal cell, into groups of up to five. For each group a table holds the fewest moves that bring its tiles home when the other tiles move for free, a tile stepping only where the blank can reach. A move moves one tile, so the groups’ counts add up. The tables are built for each board size and cell of the blank in the goal, under a second on a 4x4.',
    tables: true,
  },
];

/** The limits of boards generated the page offers; the largest keeps about 130 MB in the worker. */
export const LIMITS = [10_000, 100_000, 1_000_000, 3_000_000];

/** The limit chosen at first. */
export const DEFAULT_LIMIT = 1_000_000;

/** The most moves depth-first search may be asked to go down. */
export const MAX_DEPTH = 200;

/**
 * What the lab runs at first.
 * @type {import('./state.js').LabChoice}
 */
export const DEFAULT_CHOICE = { algorithm: 'astar', heuristic: 'manhattan', depth: 30, limit: DEFAULT_LIMIT };

/** Where this browser keeps the lab's last choice. */
const CHOICE_KEY = 'puzzle-playground:lab';

/**
 * The choice `value` holds (as read back from storage), each part checked, the default's
 * where one is missing or not one the lab offers.
 * @param {unknown} value
 * @returns {import('./state.js').LabChoice}
 */
export function choiceFrom(value) {
  const kept = typeof value === 'object' && value !== null ? /** @type {Record<string, unknown>} */ (value) : {};
  const { algorithm, heuristic, depth, limit } = kept;
  return {
    algorithm: SEARCHES.find((search) => search.name === algorithm)?.name ?? DEFAULT_CHOICE.algorithm,
    heuristic: HEURISTICS.find((estimate) => estimate.name === heuristic)?.name ?? DEFAULT_CHOICE.heuristic,
    depth:
      Number.isInteger(depth) && /** @type {number} */ (depth) >= 0 && /** @type {number} */ (depth) <= MAX_DEPTH
        ? /** @type {number} */ (depth)
        : DEFAULT_CHOICE.depth,
    limit: LIMITS.find((count) => count === limit) ?? DEFAULT_CHOICE.limit,
  };
}

/**
 * The lab's choice this browser kept, checked.
 * @param {Storage} [storage]
 */
export function readChoice(storage = localStorage) {
  try {
    return choiceFrom(JSON.parse(storage.getItem(CHOICE_KEY) ?? 'null'));
  } catch {
    return { ...DEFAULT_CHOICE };
  }
}

/**
 * Keeps `choice` in this browser for the next visit (quietly not, where it cannot).
 * @param {import('./state.js').LabChoice} choice
 * @param {Storage} [storage]
 */
export function keepChoice(choice, storage = localStorage) {
  try {
    storage.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // storage full or refused: the choice lasts this visit
  }
}

/**
 * The search called `name`.
 * @param {string} name
 * @returns {Search}
 */
export function searchNamed(name) {
  return SEARCHES.find((search) => search.name === name) ?? SEARCHES[0];
}

/**
 * The heuristic called `name`.
 * @param {string} name
 * @returns {Estimate}
 */
export function heuristicNamed(name) {
  return HEURISTICS.find((heuristic) => heuristic.name === name) ?? HEURISTICS[1];
}

/**
 * Whether the heuristic called `name` has tables to build before its first value.
 * @param {string} name
 */
export function hasTables(name) {
  return heuristicNamed(name).tables === true;
}

/**
 * Where a running search stands, `elapsed` milliseconds after it began.
 * @param {Counts} counts
 * @param {number} elapsed
 */
export function labProgress(counts, elapsed) {
  return `Searching: ${countText(counts.generated)} boards generated, ${countText(counts.expanded)} expanded in ${(elapsed / 1000).toFixed(1)} s`;
}

/**
 * What a run found, for its table row: the solution's length or why there is none.
 * @param {LabAnswer} answer
 * @param {{ depth: number, limit: number }} limits  what it was given
 */
export function foundText(answer, { depth, limit }) {
  switch (answer.outcome) {
    case 'solved':
      return String(answer.moves?.length ?? 0);
    case 'limit':
      return `none in ${countText(limit)} boards`;
    default:
      return `none within depth ${depth}`;
  }
}

/**
 * A run in words, for the line that says which one plays: "A* (Manhattan distance), 14
 * moves, the shortest".
 * @param {{ choice: { algorithm: string, heuristic: string }, answer: LabAnswer }} run
 */
export function runText({ choice, answer }) {
  const search = searchNamed(choice.algorithm);
  const name = search.informed ? `${search.title} (${heuristicNamed(choice.heuristic).title})` : search.title;
  const moves = answer.moves?.length ?? 0;
  const verdict = againstShortest(answer);
  const against = verdict === 'shortest' ? ', the shortest' : verdict ? `, ${verdict.slice(1)} more than the shortest` : '';
  return `${name}, ${moves} ${moves === 1 ? 'move' : 'moves'}${against}`;
}

/**
 * How a run's solution compares with a shortest one: "shortest", "+6", or "" when there
 * is no solution or the shortest length is not known.
 * @param {LabAnswer} answer
 */
export function againstShortest(answer) {
  if (answer.outcome !== 'solved' || answer.shortest === undefined) return '';
  const extra = (answer.moves?.length ?? 0) - answer.shortest;
  return extra === 0 ? 'shortest' : `+${extra}`;
}

/**
 * A run's time in words: "< 0.1 ms" (a worker's clock ticks every 0.1 ms), "0.4 ms",
 * "12 ms", "3.2 s".
 * @param {number} micros
 */
export function timeText(micros) {
  if (micros < 100) return '< 0.1 ms';
  if (micros < 1000) return `${(micros / 1000).toFixed(1)} ms`;
  if (micros < 1_000_000) return `${Math.round(micros / 1000)} ms`;
  return `${(micros / 1e6).toFixed(1)} s`;
}

/**
 * What a heuristic's profile (its values by exact distance, over every board) says, in
 * words: how many boards, whether it ever goes above the distance, and its mean share of
 * the distance.
 * @param {Layer[]} layers
 * @param {string} title  the heuristic's
 */
export function profileText(layers, title) {
  const boards = layers.reduce((total, layer) => total + layer.boards, 0);
  const estimated = layers.reduce((total, layer) => total + layer.sum, 0);
  const distances = layers.reduce((total, layer) => total + layer.boards * layer.distance, 0);
  const over = layers.filter((layer) => layer.most > layer.distance).length;
  const share = distances === 0 ? 100 : Math.round((100 * estimated) / distances);
  const admissible = over === 0 ? 'never above the exact distance (admissible)' : `above the exact distance at ${over} distances (not admissible)`;
  return `${title} over all ${boards.toLocaleString('en')} boards that reach this goal: ${admissible}; on average ${share}% of it.`;
}

/**
 * The iterations of iterative deepening (depths) or IDA* (bounds on g + h) in words:
 * "3 iterations, bounds 10 to 14; the last generated 45 of 123 boards".
 * @param {Iteration[]} iterations
 * @param {boolean} informed  IDA* (bounds) rather than iterative deepening (depths)
 */
export function iterationsText(iterations, informed) {
  const first = iterations[0];
  const last = iterations[iterations.length - 1];
  if (!first || !last) return '';
  const total = iterations.reduce((sum, iteration) => sum + iteration.generated, 0);
  const what = informed ? 'bounds' : 'depths';
  const range = first === last ? `${what.slice(0, -1)} ${first.bound}` : `${what} ${first.bound} to ${last.bound}`;
  const count = iterations.length === 1 ? '1 iteration' : `${iterations.length} iterations`;
  return `${count}, ${range}; the last generated ${countText(last.generated)} of ${countText(total)} boards`;
}
