// The one façade to the solvers: typed questions (solve, hint, plain questions of a
// puzzle's worker, the lab's, counting shortest solutions, tables), each of which picks the
// workers that answer it from what the core says the puzzle can do: the interim tables
// while the defaults build, a team sharing the search, an anytime search's beams and
// bound, or the puzzle's own worker. A solution is checked once, on the main thread's
// core, before it is given back: one that does not reach the end is never shown. Workers
// of a puzzle no longer shown are retired (their tables come back from this browser's
// cache), so that memory does not grow with every puzzle visited.
import { Cancelled, SolverClient } from './client.js';
import { countLane, interimLane, labLane, ownLane } from './lanes.js';
import { createTables } from './tables.js';
import { singleMoves } from '../puzzles/notation.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').Capabilities} Capabilities */
/** @typedef {import('../pkg/puzzle_core.js').NoSolution} NoSolution */
/** @typedef {import('./progress.js').Progress} Progress */
/** @typedef {import('./worker.js').WorkerApi} WorkerApi */
/** @typedef {import('../game/rules.js').Rules} Rules */

/**
 * A puzzle as the solvers see it: its name, the main thread's core (which checks every
 * answer) and what it can do.
 * @typedef {{ kind: string, rules: Rules, capabilities: Capabilities }} Puzzle
 */

/**
 * A solution found and checked: its moves (slides of the multi-tile metric where
 * `slides`), the boards they pass (the start first), the proven bound on the shortest,
 * whether it is the shortest, the positions searched, the time, how many workers shared
 * it, and the judge's text of the case, written by the core from this solution, where its
 * format states one. `stopped`: the search was stopped, and this is the best it had found.
 * @typedef {{ moves: string[], boards: Board[], bound: number, optimal: boolean, nodes: number, micros: number, workers?: number, slides?: boolean, stopped?: boolean, judge?: string }} Found
 */

/** @typedef {Found | NoSolution} Answer */

/** The most workers a search is shared by (each holds its own copy of the tables). */
const MOST_WORKERS = 8;

/** How many workers share a search: one per core this browser reports, up to MOST_WORKERS. */
export function workerCount() {
  return Math.max(1, Math.min(MOST_WORKERS, globalThis.navigator?.hardwareConcurrency ?? 1));
}

/** Said of an answer that did not check out. */
export const NOT_CHECKED = "The solver's answer did not check out, so it is not shown. Please report this.";

/**
 * The boards `moves` pass from `start` when they are legal and reach the end (the goal,
 * or a two-player game's end), replayed by the main thread's core; null otherwise.
 * @param {Puzzle} puzzle
 * @param {Board} start
 * @param {Board | undefined} goal
 * @param {string[]} moves
 * @returns {Board[] | null}
 */
export function checked({ rules, capabilities }, start, goal, moves) {
  let boards;
  try {
    boards = rules.replay(start, moves);
  } catch {
    return null; // a move that is not legal where it is made
  }
  const at = boards[boards.length - 1];
  const end = capabilities.twoPlayer || goal === undefined ? moves.length === 0 || rules.outcome(at) !== undefined : rules.isGoal(at, goal);
  return end ? boards : null;
}

/**
 * The solvers of the page: their workers are `client`'s (a stand-in in tests).
 * @param {{ store: import('../kernel/store.js').Store, onOutdated?: () => void, client?: SolverClient }} parts
 */
export function createSolver({ store, onOutdated, client = new SolverClient({ onOutdated }) }) {
  const tables = createTables({ store, client });
  const request = client.request.bind(client);
  const end = client.end.bind(client);

  /**
   * Asks puzzle `kind`'s own worker `op` (a table lookup, a scramble drawn from its tables,
   * a value): its answer.
   * @template {keyof WorkerApi} K
   * @param {string} kind
   * @param {K} op
   * @param {import('./client.js').Args<K>} args
   * @param {{ onProgress?: (progress: Progress) => void }} [options]
   */
  function ask(kind, op, args, options) {
    return client.request(ownLane(kind), op, args, options);
  }

  /**
   * The optional tables this browser made ready for `goal` (an anytime search's helpers
   * take them from its cache).
   * @param {Puzzle} puzzle
   * @param {Board} goal
   */
  function readyOptional(puzzle, goal) {
    return tables
      .of(puzzle, goal)
      .filter((table) => table.optional && table.state === 'ready')
      .map(({ family, version }) => ({ family, version }));
  }

  /**
   * The raw answer of the workers chosen for a solve of `puzzle` from `start` to `goal`.
   * @param {Puzzle} puzzle
   * @param {Board} start
   * @param {Board | undefined} goal
   * @param {number | undefined} limitMillis
   * @param {(progress: Progress) => void} onProgress
   * @param {AbortSignal | undefined} signal
   * @param {{ interim: boolean }} at  says while the interim tables search (a Cancel then ends
   *   their helper alone: the puzzle's worker goes on building the default tables)
   */
  async function search(puzzle, start, goal, limitMillis, onProgress, signal, at) {
    const { kind, capabilities } = puzzle;
    if (capabilities.twoPlayer || goal === undefined) return request(ownLane(kind), 'perfectPlay', { board: start }, { onProgress });
    const started = performance.now();
    /** What the interim tables searched before they gave way, counted on after them. */
    let carried = { nodes: 0, bound: 0 };
    const awaited = capabilities.interim && tables.of(puzzle, goal).some((table) => !table.optional && table.state !== 'ready');
    if (awaited) {
      at.interim = true;
      // fetched with the first search that waits for its tables
      const { interim } = await import('./interim.js');
      if (signal?.aborted) throw new Cancelled();
      const answer = await interim(
        { store, client, tables },
        puzzle,
        start,
        goal,
        limitMillis,
        (progress) => {
          if (progress.phase === 'search') carried = { nodes: progress.nodes, bound: progress.bound };
          onProgress(progress);
        },
        signal,
      ).finally(() => (at.interim = false));
      if (signal?.aborted) throw new Cancelled();
      if (answer) return answer;
    }
    const onward = (/** @type {Progress} */ progress) =>
      onProgress(
        progress.phase === 'search' ? { ...progress, nodes: progress.nodes + carried.nodes, bound: Math.max(progress.bound, carried.bound) } : progress,
      );
    const workers = workerCount();
    const sharing = capabilities.sharedSearch && limitMillis === undefined && workers > 1;
    client.keep(kind);
    /** @type {import('./team.js').Found} */
    let answer;
    try {
      // the team is fetched with the first search it shares
      const team = sharing ? await import('./team.js') : null;
      answer = !team
        ? await request(ownLane(kind), 'solve', { start, goal, limitMillis }, { onProgress: onward })
        : capabilities.anytime
          ? await team.shareAnytime(request, end, kind, { start, goal }, { workers, tables: readyOptional(puzzle, goal), onProgress: onward })
          : await team.shareSearch(request, end, kind, { start, goal }, { workers, onProgress: onward });
    } finally {
      // a helper's tables are a copy: the memory goes back once the search is done
      if (sharing) client.retire(kind, ['helper', 'beams']);
    }
    if ('unsolvable' in answer || !awaited) return answer;
    // the whole wait, and every position searched, the interim tables' included
    return { ...answer, nodes: (answer.nodes ?? 0) + carried.nodes, micros: Math.round((performance.now() - started) * 1000) };
  }

  /**
   * A solution from `start` (to `goal`; a two-player game's perfect play without one),
   * checked; `limitMillis` stops the search by then with the best it found, and so does
   * `signal` aborted with the reason 'stop' (any other abort rejects with Cancelled).
   * `onProgress` hears the workers' reports, with the moves of a better solution where
   * the search finds solutions before it proves one the shortest.
   * @param {Puzzle} puzzle
   * @param {{ start: Board, goal: Board | undefined, limitMillis?: number, metric?: 'moves' | 'mtm' }} args
   * @param {{ onProgress?: (progress: Progress) => void, signal?: AbortSignal }} [options]
   * @returns {Promise<Answer>}
   */
  async function solve(puzzle, { start, goal, limitMillis, metric = 'moves' }, { onProgress = () => {}, signal } = {}) {
    const { rules, capabilities, kind } = puzzle;
    if (goal !== undefined && !capabilities.twoPlayer) {
      const why = rules.whyUnsolvable(start, goal);
      if (why !== undefined) return { unsolvable: true, ...why, micros: 0 };
      // at the goal already: no worker asked (nor tables waited for)
      if (rules.isGoal(start, goal)) return { moves: [], boards: [start], bound: 0, optimal: true, nodes: 0, micros: 0 };
    }
    const started = performance.now();
    /** The best solution the progress brought, for Stop. @type {{ moves: string[], bound: number, nodes: number } | null} */
    let best = null;
    /** @param {Progress} progress */
    const heard = (progress) => {
      if (progress.phase === 'search') {
        if (progress.moves) best = { moves: progress.moves, bound: progress.bound, nodes: progress.nodes };
        else if (best) best = { ...best, bound: Math.max(best.bound, progress.bound), nodes: progress.nodes };
      }
      onProgress(progress);
    };
    let done = false;
    const at = { interim: false };
    /** @type {Promise<'stop'>} */
    const stopped = new Promise((resolve, reject) => {
      if (!signal) return;
      const abort = () => {
        if (done) return;
        if (signal.reason === 'stop' && best) resolve('stop');
        else reject(new Cancelled());
        // the interim tables' helper alone, while it searches; else the team, and the
        // puzzle's own worker, ended, lost its tables: they are made ready again
        if (at.interim) end(interimLane(kind));
        else if (client.cancel(kind)) tables.ensure(puzzle, goal);
      };
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    });
    const multi = metric === 'mtm' && capabilities.multiTile && goal !== undefined;
    const searched = multi
      ? request(ownLane(kind), 'solveMulti', { start, goal }).then((slides) => ({
          moves: slides,
          bound: slides.length,
          nodes: 0,
          micros: Math.round((performance.now() - started) * 1000),
        }))
      : search(puzzle, start, goal, limitMillis, heard, signal, at);
    const answer = await Promise.race([searched, stopped]).finally(() => (done = true));
    if (answer === 'stop') {
      const { moves, bound, nodes } = /** @type {NonNullable<typeof best>} */ (best);
      return found(puzzle, start, goal, { moves, bound, nodes, micros: Math.round((performance.now() - started) * 1000) }, { stopped: true });
    }
    if ('unsolvable' in answer) return answer;
    return found(puzzle, start, goal, answer, { slides: multi });
  }

  /**
   * `answer` checked and given its boards (a slide's board, in the multi-tile metric).
   * @param {Puzzle} puzzle
   * @param {Board} start
   * @param {Board | undefined} goal
   * @param {{ moves: string[], bound: number, nodes?: number, micros: number, workers?: number, judge?: string }} answer
   * @param {{ slides?: boolean, stopped?: boolean }} how
   * @returns {Found}
   */
  function found(puzzle, start, goal, answer, { slides = false, stopped = false }) {
    const singles = slides ? singleMoves(answer.moves) : answer.moves;
    const passed = checked(puzzle, start, goal, singles);
    if (!passed) throw new Error(NOT_CHECKED);
    let at = 0;
    const boards = slides ? [start, ...answer.moves.map((slide) => passed[(at += singleMoves([slide]).length)])] : passed;
    const n = answer.moves.length;
    const optimal = puzzle.capabilities.twoPlayer || n === 0 || answer.bound >= n;
    /** @type {Found} */
    const result = { moves: answer.moves, boards, bound: answer.bound, optimal, nodes: answer.nodes ?? 0, micros: answer.micros };
    if (answer.workers) result.workers = answer.workers;
    if (answer.judge !== undefined) result.judge = answer.judge;
    if (slides) result.slides = true;
    if (stopped) result.stopped = true;
    return result;
  }

  /**
   * The next move toward the goal (a two-player game's: the perfect player's) from
   * `board`, undefined at the end: from a shortest solution or, where a search given
   * `limitMillis` proved none the shortest by then, from the best it found (`unproven`:
   * its length and the bound proven).
   * @param {Puzzle} puzzle
   * @param {Board} board
   * @param {Board | undefined} goal
   * @param {{ limitMillis?: number, onProgress?: (progress: Progress) => void, signal?: AbortSignal }} [options]
   * @returns {Promise<NoSolution | { move: string | undefined, unproven?: { length: number, bound: number } }>}
   */
  async function hint(puzzle, board, goal, { limitMillis, onProgress, signal } = {}) {
    if (puzzle.capabilities.twoPlayer || goal === undefined) {
      return { move: await request(ownLane(puzzle.kind), 'computerMove', { board, level: 'perfect', seed: 0 }) };
    }
    const answer = await solve(puzzle, { start: board, goal, limitMillis }, { onProgress, signal });
    if ('unsolvable' in answer) return answer;
    const length = answer.moves.length;
    return { move: answer.moves[0], ...(answer.bound < length && { unproven: { length, bound: answer.bound } }) };
  }

  return {
    ask,
    solve,
    hint,
    tables,
    /**
     * Asks the search lab's worker of puzzle `kind` (a worker of its own, which a solve's
     * Cancel leaves alone) `op`.
     * @template {keyof WorkerApi} K
     * @param {string} kind
     * @param {K} op
     * @param {import('./client.js').Args<K>} args
     * @param {{ onProgress?: (progress: Progress) => void }} [options]
     */
    lab: (kind, op, args, options) => client.request(labLane(kind), op, args, options),
    /** Ends the lab's worker of puzzle `kind` (a run cut short, or its memory given back). @param {string} kind */
    endLab: (kind) => end(labLane(kind)),
    /**
     * Counts and lists a position's shortest solutions by a search, in a worker of its own.
     * @param {string} kind
     * @param {import('./client.js').Args<'optimalSolutions'>} args
     * @param {{ onProgress?: (progress: Progress) => void }} [options]
     */
    count: (kind, args, options) => client.request(countLane(kind), 'optimalSolutions', args, options),
    /** Ends the counting of puzzle `kind`. @param {string} kind */
    endCount: (kind) => end(countLane(kind)),
    /**
     * Ends the searches of puzzle `kind`'s team: whether its own worker was ended (and its
     * tables with it: they are made ready again).
     * @param {Puzzle} puzzle
     * @param {Board | undefined} goal
     */
    cancel(puzzle, goal) {
      const ended = client.cancel(puzzle.kind);
      if (ended) tables.ensure(puzzle, goal);
      return ended;
    },
    /** Whether puzzle `kind`'s own worker has a question unanswered. @param {string} kind */
    busy: (kind) => client.busy(ownLane(kind)),
    /** Gives back the memory of puzzle `kind`'s workers once they are idle. @param {string} kind */
    retire: (kind) => client.retire(kind),
    /** Keeps puzzle `kind`'s workers (it is shown). @param {string} kind */
    keep: (kind) => client.keep(kind),
    /** The lanes whose worker is alive. */
    get alive() {
      return client.alive;
    },
  };
}

/** @typedef {ReturnType<typeof createSolver>} Solver */
