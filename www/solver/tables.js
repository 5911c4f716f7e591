// Where each table a puzzle's answers need stands (the core lists them for a goal: the
// Fifteen's pattern databases, Dao's tablebase): the needed ones are loaded from this
// browser or built in the puzzle's worker as soon as the puzzle is shown; an optional one
// (the Fifteen's stronger tables) is loaded if this browser kept it, else offered, and
// built on request in a worker of its own (cancellable) while the puzzle keeps solving.
// The slice `tables` holds them by family, across puzzles, so that a build is seen
// wherever it runs; this module is its one writer.
import { Cancelled } from './client.js';
import { buildLane, ownLane } from './lanes.js';

/** @typedef {import('../pkg/puzzle_core.js').Table} Table */
/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('./progress.js').Progress} Progress */

/**
 * A table the puzzle's answers need: the core's description and where it stands in this
 * browser (how it got ready, in how long if built, whether the cache kept it, why it
 * failed).
 * @typedef {Table & { state: 'checking' | 'loading' | 'building' | 'ready' | 'absent' | 'failed', progress: number, millis?: number, how?: string, kept?: boolean, message?: string }} TableState
 */

/**
 * A puzzle as the tables see it: its name, and the main thread's core that lists its
 * tables for a goal (undefined in a two-player game).
 * @typedef {{ kind: string, rules: { tables: (goal: Board | undefined) => Table[] } }} Tabled
 */

/**
 * The tables' keeper.
 * @param {{ store: import('../kernel/store.js').Store, client: import('./client.js').SolverClient }} parts
 */
export function createTables({ store, client }) {
  const slice = store.slice('tables', /** @type {Record<string, TableState>} */ ({}));

  /**
   * Changes what the page says of `table`.
   * @param {Table} table
   * @param {Partial<TableState>} patch
   */
  function set(table, patch) {
    const before = slice.get()[table.family] ?? { ...table, state: 'checking', progress: 0 };
    slice.set({ [table.family]: { ...before, ...patch } });
  }

  /** @param {Table} table */
  const key = (table) => ({ family: table.family, version: table.version });
  /** The last request made for each family (answers to earlier ones are dropped). @type {Map<string, number>} */
  const asked = new Map();

  /** The tables last listed, for the puzzle's core and goal they were listed for. */
  let listed = { rules: /** @type {unknown} */ (null), goal: /** @type {unknown} */ (null), tables: /** @type {Table[]} */ ([]) };
  /**
   * The tables the answers toward `goal` need, asked of the core once per goal.
   * @param {Tabled} puzzle
   * @param {Board | undefined} goal
   */
  function list(puzzle, goal) {
    if (listed.rules !== puzzle.rules || listed.goal !== goal) listed = { rules: puzzle.rules, goal, tables: puzzle.rules.tables(goal) };
    return listed.tables;
  }

  /**
   * Makes `table` ready in puzzle `kind`'s worker (built there if it is needed), or finds
   * it absent (an optional one this browser did not keep).
   * @param {string} kind
   * @param {Table} table
   */
  function ensureOne(kind, table) {
    if (slice.get()[table.family]?.state === 'building' && table.optional) return; // its own worker is at it
    const ticket = (asked.get(table.family) ?? 0) + 1;
    asked.set(table.family, ticket);
    /** What a request answers, unless a later one was made since. @param {Partial<TableState>} patch */
    const settle = (patch) => asked.get(table.family) === ticket && set(table, patch);
    set(table, { state: 'checking', progress: 0, message: undefined });
    /** @param {Progress} progress */
    const onProgress = (progress) => settle(progress.phase === 'build' ? { state: 'building', progress: progress.fraction } : { state: 'loading' });
    client.request(ownLane(kind), 'table', { key: key(table), build: !table.optional }, { onProgress }).then(
      ({ how, millis }) => settle(how === 'absent' ? { state: 'absent' } : { state: 'ready', millis: how === 'built' ? millis : undefined, how }),
      // cut short: a needed table is asked for again (its worker made anew), an optional one is offered
      (error) => settle(error instanceof Cancelled ? { state: table.optional ? 'absent' : 'checking' } : { state: 'failed', message: error.message }),
    );
  }

  /**
   * Makes ready (or finds absent) every table the answers toward `goal` need.
   * @param {Tabled} puzzle
   * @param {Board | undefined} goal
   */
  function ensure(puzzle, goal) {
    for (const table of list(puzzle, goal)) ensureOne(puzzle.kind, table);
  }

  /**
   * Builds the optional `family` in a worker of its own, which ends with the build (and
   * gives its memory back); the puzzle's worker then takes the table from this browser's
   * cache, or from the bytes when the cache could not keep them.
   * @param {Tabled} puzzle
   * @param {Board | undefined} goal
   * @param {string} family
   */
  function build(puzzle, goal, family) {
    const table = list(puzzle, goal).find((t) => t.family === family);
    if (!table || slice.get()[family]?.state === 'building') return;
    const lane = buildLane(puzzle.kind, family);
    set(table, { state: 'building', progress: 0, message: undefined });
    client
      .request(lane, 'table', { key: key(table), build: true, give: true }, { onProgress: (p) => p.phase === 'build' && set(table, { progress: p.fraction }) })
      .then(async ({ millis, kept, bytes }) => {
        client.end(lane);
        await client.request(ownLane(puzzle.kind), 'table', { key: key(table), bytes });
        set(table, { state: 'ready', millis, kept, how: 'built' });
      })
      .catch((error) => set(table, error instanceof Cancelled ? { state: 'absent' } : { state: 'failed', message: error.message }));
  }

  /**
   * Stops the build of `family` of puzzle `kind`.
   * @param {string} kind
   * @param {string} family
   */
  function cancelBuild(kind, family) {
    client.end(buildLane(kind, family));
  }

  /**
   * The tables toward `goal`, each with where it stands.
   * @param {Tabled} puzzle
   * @param {Board | undefined} goal
   * @returns {TableState[]}
   */
  function of(puzzle, goal) {
    return list(puzzle, goal).map((table) => slice.get()[table.family] ?? { ...table, state: 'checking', progress: 0 });
  }

  return { ensure, build, cancelBuild, of };
}
