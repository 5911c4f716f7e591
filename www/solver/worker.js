// Runs the wasm core off the main thread, one request at a time. The page names an
// operation of OPERATIONS with its named arguments; the client's types are taken from
// OPERATIONS itself (see WorkerApi), so that the page and the worker cannot disagree.
// In:  { id, kind, op, args }.
// Out: { id, progress } while a long request runs, then { id, ok: true, result }
//      or { id, ok: false, error, trapped } (`trapped`: the core hit a trap, and refuses
//      every later call: the page replaces this worker).
import init, { Puzzle } from '../pkg/puzzle_core.js';
import { ensureTables, table, takeKept } from './prepare.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').TableKey} TableKey */
/** @typedef {import('../pkg/puzzle_core.js').Level} Level */
/** @typedef {import('../pkg/puzzle_core.js').Strength} Strength */
/** @typedef {import('../pkg/puzzle_core.js').Sharing} Sharing */
/** @typedef {import('../pkg/puzzle_core.js').PartOf} PartOf */
/** @typedef {import('../pkg/puzzle_core.js').LabRequest} LabRequest */
/** @typedef {import('../pkg/puzzle_core.js').Heuristic} Heuristic */
/** @typedef {import('./progress.js').Progress} Progress */
/** @typedef {(progress: Progress) => void} Report */

const ready = init();
/** @type {Map<string, Puzzle>} */
const puzzles = new Map();
let queue = Promise.resolve();

/** @param {string} kind */
function puzzle(kind) {
  let game = puzzles.get(kind);
  if (!game) {
    game = new Puzzle(kind);
    puzzles.set(kind, game);
  }
  return game;
}

/** What the page may ask, by name, with named arguments. */
const OPERATIONS = {
  table,
  /**
   * A solution; one that the search finds before it proves it the shortest comes with its
   * moves in the progress, and with `limitMillis` the search stops by then with the best.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, limitMillis?: number }} args
   * @param {Report} report
   */
  async solve(game, { start, goal, limitMillis }, report) {
    await ensureTables(game, goal, report);
    return game.solve(start, goal, (progress) => report({ phase: 'search', ...progress }), limitMillis);
  },
  /**
   * `solve` without waiting for the default tables where the core has interim ones
   * (`capabilities.interim`): while the defaults are absent from this worker, from small
   * tables built here in a fraction of a second. A worker of its own runs it while the
   * puzzle's worker builds the defaults.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, limitMillis?: number }} args
   * @param {Report} report
   */
  solveInterim: (game, { start, goal, limitMillis }, report) =>
    game.solveInterim(start, goal, (progress) => report({ phase: 'search', ...progress }), limitMillis),
  /**
   * The anytime search's beams alone (see team.js): ever shorter solutions, each in the
   * progress, until this worker is ended or one meets the start's bound.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, tables?: TableKey[] }} args
   * @param {Report} report
   */
  async improve(game, { start, goal, tables }, report) {
    await ensureTables(game, goal, report);
    await takeKept(game, tables, report);
    return game.improve(start, goal, (progress) => report({ phase: 'search', ...progress }));
  },
  /**
   * The start of a search several workers share (see team.js): solved here while it is
   * short, else an iteration cut into boards for `searchPart`; with the optional
   * `tables` this browser kept.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, sharing: Sharing, tables?: TableKey[] }} args
   * @param {Report} report
   */
  async plan(game, { start, goal, sharing, tables }, report) {
    await ensureTables(game, goal, report);
    await takeKept(game, tables, report);
    return game.plan(start, goal, sharing, (progress) => report({ phase: 'search', ...progress }));
  },
  /**
   * One worker's run of the boards of an iteration `plan` cut, with the optional
   * `tables` this browser kept.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, part: PartOf, tables?: TableKey[] }} args
   * @param {Report} report
   */
  async searchPart(game, { start, goal, part, tables }, report) {
    await ensureTables(game, goal, report);
    await takeKept(game, tables, report);
    return game.searchPart(start, goal, part, (progress) => report({ phase: 'search', ...progress }));
  },
  /**
   * A run of the search lab; the tables come first, for the shortest length its answer
   * is measured against.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, request: LabRequest }} args
   * @param {Report} report
   */
  async lab(game, { start, goal, request }, report) {
    await ensureTables(game, goal, report);
    return game.lab(start, goal, request, (counts) => report({ phase: 'lab', ...counts }));
  },
  /**
   * The steps of a lab run, recorded for the page to replay.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, request: LabRequest }} args
   */
  labTrace: (game, { start, goal, request }) => game.labTrace(start, goal, request),
  /**
   * A heuristic's value on a board, its tables built first if it has them (and they are
   * not here already).
   * @param {Puzzle} game
   * @param {{ heuristic: Heuristic, board: Board, goal: Board }} args
   */
  labEstimate: (game, { heuristic, board, goal }) => game.labEstimate(heuristic, board, goal),
  /**
   * A heuristic's values by exact distance over every board that reaches `goal`.
   * @param {Puzzle} game
   * @param {{ heuristic: Heuristic, goal: Board }} args
   * @param {Report} report
   */
  labProfile: (game, { heuristic, goal }, report) => game.labProfile(heuristic, goal, (counts) => report({ phase: 'lab', ...counts })),
  /**
   * @param {Puzzle} game
   * @param {{ board: Board }} args
   * @param {Report} report
   */
  async perfectPlay(game, { board }, report) {
    await ensureTables(game, undefined, report);
    return game.perfectPlay(board);
  },
  /**
   * @param {Puzzle} game
   * @param {{ board: Board, goal: Board }} args
   * @param {Report} report
   */
  async distance(game, { board, goal }, report) {
    await ensureTables(game, goal, report);
    return game.distance(board, goal);
  },
  /**
   * How many shortest solutions there are, and a page of them; where a search counts them
   * (4x4 boards), its progress is reported.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board, first: number, take: number }} args
   * @param {Report} report
   */
  async optimalSolutions(game, { start, goal, first, take }, report) {
    await ensureTables(game, goal, report);
    return game.optimalSolutions(start, goal, first, take, (progress) => report({ phase: 'search', ...progress }));
  },
  /**
   * The distance to `goal` of each of `boards` (a game's, for its review).
   * @param {Puzzle} game
   * @param {{ boards: Board[], goal: Board }} args
   * @param {Report} report
   */
  async distances(game, { boards, goal }, report) {
    await ensureTables(game, goal, report);
    return boards.map((board) => {
      const distance = game.distance(board, goal);
      if (distance === undefined) throw new Error('The goal cannot be reached from these positions.');
      return distance;
    });
  },
  /**
   * The smallest shortest solution in the multi-tile metric, its slides named `d2`.
   * @param {Puzzle} game
   * @param {{ start: Board, goal: Board }} args
   */
  solveMulti: (game, { start, goal }) => game.solveMultiTile(start, goal),
  /**
   * A proven lower bound on the distance to `goal` of each of `boards` (a game's, for its
   * review, where exact distances take a search): Manhattan distance with linear
   * conflicts.
   * @param {Puzzle} game
   * @param {{ boards: Board[], goal: Board }} args
   */
  bounds: (game, { boards, goal }) =>
    boards.map((board) => {
      const bound = game.lowerBound(board, goal);
      if (bound === undefined) throw new Error('This puzzle has no lower bound to review by.');
      return bound;
    }),
  /**
   * @param {Puzzle} game
   * @param {{ goal: Board }} args
   */
  distanceCounts: (game, { goal }) => [...game.distanceCounts(goal)],
  /**
   * Drawn from the distance tables, which this worker holds.
   * @param {Puzzle} game
   * @param {{ seed: number, goal: Board, level: Level | undefined }} args
   */
  scramble: (game, { seed, goal, level }) => game.scramble(seed, goal, level),
  /**
   * @param {Puzzle} game
   * @param {{ seed: number, goal: Board }} args
   */
  hardest: (game, { seed, goal }) => game.hardest(seed, goal),
  /**
   * @param {Puzzle} game
   * @param {{ board: Board }} args
   * @param {Report} report
   */
  async value(game, { board }, report) {
    await ensureTables(game, undefined, report);
    return game.value(board);
  },
  /**
   * @param {Puzzle} game
   * @param {{ board: Board }} args
   * @param {Report} report
   */
  async moveValues(game, { board }, report) {
    await ensureTables(game, undefined, report);
    return game.moveValues(board);
  },
  /**
   * Every legal move of each of `boards` with its value (a game's, for its review).
   * @param {Puzzle} game
   * @param {{ boards: Board[] }} args
   * @param {Report} report
   */
  async moveValuesOf(game, { boards }, report) {
    await ensureTables(game, undefined, report);
    return boards.map((board) => game.moveValues(board));
  },
  /**
   * @param {Puzzle} game
   * @param {{ board: Board, level: Strength, seed: number }} args
   * @param {Report} report
   */
  async computerMove(game, { board, level, seed }, report) {
    await ensureTables(game, undefined, report);
    return game.computerMove(board, level, seed);
  },
};

/** The worker's operations, as the page's client types its requests. */
/** @typedef {typeof OPERATIONS} WorkerApi */

/**
 * @param {{ id: number, kind: string, op: string, args: any }} message
 */
async function handle({ id, kind, op, args }) {
  try {
    await ready;
    if (!Object.hasOwn(OPERATIONS, op)) throw new Error(`unknown operation ${op}`);
    /** @type {Report} */
    const report = (progress) => self.postMessage({ id, progress });
    const operation = /** @type {(game: Puzzle, args: any, report: Report) => unknown} */ (OPERATIONS[/** @type {keyof WorkerApi} */ (op)]);
    const result = await operation(puzzle(kind), args, report);
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    const trapped = error instanceof WebAssembly.RuntimeError;
    self.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error), trapped });
  }
}

self.onmessage = ({ data }) => {
  queue = queue.then(() => handle(data));
};
