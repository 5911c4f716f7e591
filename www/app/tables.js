// The tables a puzzle's answers need (the core lists them for the goal: the Fifteen's
// pattern databases, Dao's tablebase): the ones needed are loaded from this browser or
// built in the puzzle's worker as soon as the puzzle is shown; an optional one (the
// Fifteen's stronger tables) is loaded if this browser kept it, else offered, and built
// on request in a worker of its own (cancellable) while the puzzle keeps solving. Where
// each table stands lives in `state.tables`, by family, across puzzles, so that a build
// is seen wherever it runs; only this module changes it.
import { Cancelled } from '../solver/client.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').TableState} TableState */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('./hub.js').Hub} Hub */
/** @typedef {import('../solver/client.js').SolverClient} SolverClient */
/** @typedef {import('../pkg/puzzle_core.js').Table} Table */

/**
 * The tables the current puzzle's goal needs, as the core lists them.
 * @param {State} state
 * @returns {Table[]}
 */
export function tablesOf(state) {
  if (!state.game) return [];
  return state.game.tables(state.capabilities?.twoPlayer ? undefined : (state.goal ?? undefined));
}

/**
 * The tables controller.
 * @param {{ store: StateStore, hub: Hub, solver: SolverClient }} parts
 */
export function createTables({ store, hub, solver }) {
  const { state } = store;

  /**
   * Changes what the page says of `table`.
   * @param {Table} table
   * @param {Partial<TableState>} patch
   */
  function set(table, patch) {
    const before = state.tables[table.family] ?? { ...table, state: 'checking', progress: 0 };
    store.update({ tables: { ...state.tables, [table.family]: { ...before, ...patch } } });
  }

  /** @param {Table} table */
  const key = (table) => ({ family: table.family, version: table.version });

  /**
   * Makes `table` ready in the puzzle's worker (built there if it is needed), or finds it
   * absent (an optional one this browser did not keep).
   * @param {string} kind
   * @param {Table} table
   */
  function ensure(kind, table) {
    const known = state.tables[table.family];
    if (known?.state === 'building' && table.optional) return; // its own worker is at it
    set(table, { state: 'checking', progress: 0, message: undefined });
    const onProgress = (/** @type {import('./progress.js').Progress} */ progress) =>
      set(table, progress.phase === 'build' ? { state: 'building', progress: progress.fraction } : { state: 'loading' });
    solver.request(kind, 'table', { key: key(table), build: !table.optional }, { onProgress }).then(
      ({ how, millis }) => {
        if (how === 'absent') set(table, { state: 'absent' });
        else set(table, { state: 'ready', millis: how === 'built' ? millis : undefined, how });
      },
      (error) => set(table, error instanceof Cancelled ? { state: 'absent' } : { state: 'failed', message: error.message }),
    );
  }

  /** Makes ready (or finds absent) every table the current puzzle's goal needs. */
  function refresh() {
    const kind = state.kind;
    if (!kind) return;
    for (const table of tablesOf(state)) ensure(kind, table);
  }

  /**
   * Builds the optional `family` in a worker of its own, which ends with the build (and
   * gives its memory back); the puzzle's worker then takes the table from this browser's
   * cache, or from the bytes when the cache could not keep them.
   * @param {string} family
   */
  function build(family) {
    const kind = /** @type {string} */ (state.kind);
    const table = tablesOf(state).find((t) => t.family === family);
    if (!table || state.tables[family]?.state === 'building') return;
    set(table, { state: 'building', progress: 0, message: undefined });
    solver
      .request(
        kind,
        'table',
        { key: key(table), build: true, give: true },
        { lane: lane(family), onProgress: (p) => p.phase === 'build' && set(table, { progress: p.fraction }) },
      )
      .then(async ({ millis, kept, bytes }) => {
        solver.release(lane(family));
        await solver.request(kind, 'table', { key: key(table), bytes });
        set(table, { state: 'ready', millis, kept, how: 'built' });
      })
      .catch((error) => set(table, error instanceof Cancelled ? { state: 'absent' } : { state: 'failed', message: error.message }));
  }

  /**
   * Stops the build of `family` in its worker.
   * @param {string} family
   */
  function cancelBuild(family) {
    solver.cancel(lane(family));
  }

  /** @param {string} family */
  const lane = (family) => `build:${family}`;

  hub.on('position', ({ goalChanged }) => goalChanged && refresh());
  // a worker that was stopped lost its tables: they come back from the cache, or are offered again
  hub.on('restarted', refresh);

  return { build, cancelBuild };
}
