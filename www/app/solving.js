// Questions for the solver workers about the position: its distance and the counts of
// positions by distance, solves (or a two-player game's perfect play) and hints, the judge
// output, and Cancel. Every answer is guarded: one about a position, goal or puzzle that
// has changed is dropped, and every change clears what was said of the old position (a
// hint, a judge output). One search runs at a time, its progress shown beside the
// controls, always cancellable. A search that finds solutions before it proves one the
// shortest (sliding boards of any size) shows its best so far and the bound it proved,
// and can be stopped keeping that best, which is then replayed on the main thread and
// played like any solution. Cancel is said beside the controls too, where the solution card
// may be out of view. Only this module changes the search's state: `status`,
// `searching`, `progress`, `best`, `hint`, `hintText`, `judge`, `distance`, `counts`.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { duration } from './durations.js';
import { bestSoFar, describeProgress, unproven } from './progress.js';
import { movesText, singleMoves } from './attempt.js';
import { tablesOf } from './tables.js';
import { interimLane } from '../solver/team.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('./hub.js').Hub} Hub */
/** @typedef {import('./freshness.js').Freshness} Freshness */
/** @typedef {import('../solver/client.js').SolverClient} SolverClient */
/** @typedef {import('../solver/worker.js').WorkerApi} WorkerApi */
/** A search's answer; `workers` shared it, where several did. @typedef {import('../pkg/puzzle_core.js').Answer & { workers?: number }} Answer */
/** @typedef {import('./progress.js').Progress} Progress */

/** A search still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;
/** A search's progress is said at most this often (an anytime search reports hundreds of times a second). */
const PROGRESS_EVERY_MS = 250;

/**
 * How long the interim tables may search before the page waits for the default ones
 * instead: they answer random positions well within it, and a hard position's search would
 * only slow the build beside it (docs/performance.md, the interim tables).
 */
const INTERIM_MILLIS = 1500;

/** The most workers a search is shared by (each holds its own copy of the tables). */
const MOST_WORKERS = 8;

/** How many workers share a search: one per core this browser reports, up to MOST_WORKERS. */
function workerCount() {
  return Math.max(1, Math.min(MOST_WORKERS, globalThis.navigator?.hardwareConcurrency ?? 1));
}

/**
 * The search running now: the puzzle whose worker runs it, the worker that Cancel and Stop
 * end (the puzzle's, or the one answering from interim tables while the puzzle's builds
 * its own), where it started, the goal, when, the positions it generated, and the best
 * solution it has found so far (kept, for Stop, only for a solve).
 * @typedef {object} Running
 * @property {string} kind
 * @property {string} lane
 * @property {Board} start
 * @property {Board} goal
 * @property {number} started  performance.now() as it began
 * @property {boolean} keepsBest
 * @property {number} nodes
 * @property {{ moves: string[], bound: number } | null} best
 */

/**
 * What the page says of a position the goal cannot be reached from: the core's reason
 * and, where it is the parity every slide keeps, how to get past it.
 * @param {import('../pkg/puzzle_core.js').Unsolved} unsolved
 */
export function noSolution({ why, reason }) {
  const way = why === 'parity' ? ' Swapping any two tiles (Edit board) makes it solvable.' : '';
  return `No solution: ${reason}.${way}`;
}

/**
 * The solving controller.
 * @param {{ store: StateStore, hub: Hub, solver: SolverClient, fresh: { position: Freshness, goal: Freshness }, show: (solution: import('./state.js').Solution) => void }} parts
 *   `show` plays a solution back
 */
export function createSolving({ store, hub, solver, fresh, show }) {
  const { state } = store;
  const kind = () => /** @type {string} */ (state.kind);
  const game = () => /** @type {import('./state.js').Core} */ (state.game);
  const board = () => /** @type {import('./history.js').History} */ (state.history).current;
  const goal = () => /** @type {Board} */ (state.goal);
  /** @type {Running | null} */
  let running = null;

  /** What the solution card says while nothing was asked: at the goal, or a game's end, that nothing is left to solve. */
  function idle() {
    const tone = /** @type {const} */ ('');
    if (state.capabilities?.twoPlayer && state.history && game().outcome(board()) !== undefined) {
      return { text: 'The game is over: New game, Random position or Deepest win starts another.', tone };
    }
    if (state.capabilities?.twoPlayer === false && state.history && state.goal) {
      if (game().isGoal(board(), goal())) return { text: 'At the goal: Shuffle or Hardest gives a new position.', tone };
      // a position loaded from a text or a link may be one the goal cannot be reached from:
      // said at once, in the words Solve would use
      const why = game().whyUnsolvable(board(), goal());
      if (why !== undefined) return { text: noSolution(why), tone: /** @type {const} */ ('error') };
    }
    return { text: state.entry?.idleStatus ?? 'Press Solve for the shortest solution, played on the board.', tone };
  }

  /** @param {unknown} error */
  function reportUnlessCancelled(error) {
    if (!(error instanceof Cancelled)) store.update({ status: { text: /** @type {Error} */ (error).message, tone: 'error' } });
  }

  /**
   * Asks the puzzle's worker `op` about the current position: its answer, or STALE.
   * @template {keyof WorkerApi} K
   * @param {K} op
   * @param {import('../solver/client.js').Args<K>} args
   * @param {{ onProgress?: (progress: Progress) => void }} [options]
   * @returns {Promise<import('../solver/client.js').Answer<K> | typeof STALE>}
   */
  function ask(op, args, options) {
    return fresh.position.guard(solver.request(kind(), op, args, options)).catch((error) => {
      reportUnlessCancelled(error);
      return /** @type {typeof STALE} */ (STALE);
    });
  }

  /**
   * A search of the current position shared by `workers` workers: its answer, or STALE.
   * @param {{ start: Board, goal: Board }} args
   * @param {{ workers: number, onProgress: (progress: Progress) => void }} options
   * @returns {Promise<Answer | typeof STALE>}
   */
  function shared(args, options) {
    return fresh.position.guard(solver.share(kind(), args, options)).catch((error) => {
      reportUnlessCancelled(error);
      return /** @type {typeof STALE} */ (STALE);
    });
  }

  /**
   * The anytime search of the current position on `workers` workers (its beams in one,
   * its bound raised by the others, with the optional tables this browser made ready):
   * its answer, or STALE.
   * @param {{ start: Board, goal: Board }} args
   * @param {{ workers: number, onProgress: (progress: Progress) => void }} options
   * @returns {Promise<import('../solver/team.js').Found | typeof STALE>}
   */
  function sharedAnytime(args, options) {
    const tables = tablesOf(state)
      .filter((table) => table.optional && state.tables[table.family]?.state === 'ready')
      .map(({ family, version }) => ({ family, version }));
    return fresh.position.guard(solver.shareAnytime(kind(), args, { ...options, tables })).catch((error) => {
      reportUnlessCancelled(error);
      return /** @type {typeof STALE} */ (STALE);
    });
  }

  /** A table the answers need that the puzzle's worker is still making ready, if any. */
  function awaitedTable() {
    return tablesOf(state).find((table) => !table.optional && state.tables[table.family]?.state !== 'ready');
  }

  /**
   * The solve of the current position from the core's interim tables, in the worker of
   * `lane`, while the puzzle's worker makes its tables ready (a first visit's build of
   * seconds): its answer; or null once those tables are ready first (that worker is
   * ended, and the puzzle's answers); or STALE, at once when Cancel or a new position
   * ends the wait. After INTERIM_MILLIS without an answer it waits for them, `onProgress`
   * hearing of their build.
   * @param {string} lane
   * @param {import('../solver/client.js').Args<'solveInterim'>} args
   * @param {(progress: Progress) => void} onProgress
   * @returns {Promise<Answer | null | typeof STALE>}
   */
  function interim(lane, args, onProgress) {
    const ticket = fresh.position.ticket();
    /** @type {() => void} */
    let unwatch = () => {};
    /** Whether the interim search gave up: the build's progress is then the wait's. */
    let waiting = false;
    /** @type {Promise<null>} */
    const ready = new Promise((resolve) => {
      const watch = () => {
        const awaited = awaitedTable();
        // an ended wait resolves too, so that its guard says STALE and the listener goes
        if (!awaited || ticket.stale) resolve(null);
        else if (waiting) onProgress({ phase: 'build', fraction: state.tables[awaited.family]?.progress ?? 0 });
      };
      store.addEventListener('change', watch);
      unwatch = () => store.removeEventListener('change', watch);
    });
    const limitMillis = Math.min(args.limitMillis ?? INTERIM_MILLIS, INTERIM_MILLIS);
    const solved = solver.request(kind(), 'solveInterim', { ...args, limitMillis }, { lane, onProgress }).then((answer) => {
      if (!('unsolvable' in answer && answer.why === 'stopped')) return answer;
      waiting = true;
      return ready;
    });
    return fresh.position
      .guard(Promise.race([solved, ready]))
      .catch((error) => {
        reportUnlessCancelled(error);
        return /** @type {typeof STALE} */ (STALE);
      })
      .finally(() => {
        unwatch();
        // its tables serve only until the puzzle's own are ready: its memory is given back
        solver.release(lane);
      });
  }

  function refreshDistance() {
    ask('distance', { board: board(), goal: goal() }).then((distance) => {
      if (distance === STALE) return;
      store.update({ distance: distance ?? null });
      if (state.history?.moves === 0 && distance !== undefined) hub.emit('help', { what: 'optimal', value: distance });
    });
  }

  function refreshCounts() {
    store.update({ counts: null });
    fresh.goal.guard(solver.request(kind(), 'distanceCounts', { goal: goal() })).then((counts) => {
      if (counts !== STALE) store.update({ counts });
    }, reportUnlessCancelled);
  }

  /**
   * The boards `moves` pass from `start` when they are legal and reach the end (the goal,
   * or a two-player game's end), replayed through the main thread's core; null otherwise:
   * a solution that does not check out is never shown.
   * @param {Board} start
   * @param {string[]} moves
   * @returns {Board[] | null}
   */
  function checked(start, moves) {
    let boards;
    try {
      boards = game().replay(start, moves);
    } catch {
      return null; // a move that is not legal where it is made
    }
    const at = boards[boards.length - 1];
    const end = state.capabilities?.twoPlayer ? moves.length === 0 || game().outcome(at) !== undefined : game().isGoal(at, goal());
    return end ? boards : null;
  }

  /**
   * A search from the current position in the worker (a solve, or perfect play): its
   * answer, or STALE; its progress shows while it runs. A solve keeps the best solution
   * its progress brings (`keepBest`), for Stop; one given `limitMillis` stops by then
   * with the best it found.
   * @param {string} what  the search, in words
   * @param {{ keepBest?: boolean, limitMillis?: number }} [options]
   * @returns {Promise<Answer | typeof STALE>}
   */
  async function search(what, { keepBest = false, limitMillis } = {}) {
    const ticket = fresh.position.ticket();
    const start = board();
    const target = goal();
    if (!state.capabilities?.twoPlayer) {
      const why = game().whyUnsolvable(start, target);
      if (why !== undefined) return { unsolvable: true, ...why, micros: 0 };
      // at the goal already: no worker asked (nor tables waited for)
      if (game().isGoal(start, target)) return { moves: [], boards: [start], bound: 0, nodes: 0, micros: 0 };
    }
    const started = performance.now();
    /** @type {Running} */
    const run = { kind: kind(), lane: kind(), start, goal: target, started, keepsBest: keepBest, nodes: 0, best: null };
    running = run;
    /** @type {Progress | null} */
    let latest = null;
    let said = 0;
    /** What a search from the interim tables did before it gave way, counted on after it. */
    let carried = { nodes: 0, bound: 0 };
    let reached = 0;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let later;
    const tables = tablesOf(state).find((table) => !table.optional)?.label ?? 'tables';
    const say = () => {
      if (ticket.stale) return;
      said = performance.now();
      const progress = latest ? describeProgress(latest, said - started, tables) : `${what}…`;
      const best = run.best && { length: run.best.moves.length, bound: run.best.bound };
      if (best) store.update({ progress, best, status: { text: bestSoFar(best.length, best.bound), tone: 'busy' } });
      else store.update({ progress });
    };
    store.update({ searching: true, progress: '', best: null, hint: null, hintText: '', judge: null, status: { text: `${what}…`, tone: 'busy' } });
    const early = setTimeout(say, PROGRESS_AFTER_MS);
    /** @param {Progress} given */
    const onProgress = (given) => {
      const report = given.phase === 'search' ? { ...given, nodes: given.nodes + carried.nodes, bound: Math.max(given.bound, carried.bound) } : given;
      latest = report;
      if (report.phase === 'search') {
        run.nodes = report.nodes;
        reached = report.bound;
        if (keepBest && report.moves) run.best = { moves: report.moves, bound: report.bound };
        else if (run.best) run.best = { ...run.best, bound: Math.max(run.best.bound, report.bound) };
      }
      const now = performance.now();
      if (ticket.stale || now - started < PROGRESS_AFTER_MS || later !== undefined) return;
      // said at most every PROGRESS_EVERY_MS, the latest report last
      later = setTimeout(
        () => {
          later = undefined;
          say();
        },
        Math.max(0, said + PROGRESS_EVERY_MS - now),
      );
    };
    try {
      const workers = workerCount();
      const capabilities = state.capabilities;
      const sharing = capabilities?.sharedSearch && limitMillis === undefined && workers > 1;
      const args = { start, goal: target };
      /** @type {Answer | import('../solver/team.js').Found | typeof STALE | null} */
      let answer = null;
      const interimTried = Boolean(capabilities?.interim && awaitedTable());
      if (interimTried) {
        run.lane = interimLane(run.kind);
        answer = await interim(run.lane, { ...args, limitMillis }, onProgress);
        run.lane = run.kind;
        carried = { nodes: run.nodes, bound: reached };
      }
      const gaveWay = interimTried && answer === null;
      answer ??= capabilities?.twoPlayer
        ? await ask('perfectPlay', { board: start }, { onProgress })
        : sharing && capabilities.anytime
          ? await sharedAnytime(args, { workers, onProgress })
          : sharing
            ? await shared(args, { workers, onProgress })
            : await ask('solve', { ...args, limitMillis }, { onProgress });
      if (answer === STALE || 'unsolvable' in answer) return answer;
      // the whole wait, and every position searched, the interim tables' included
      if (gaveWay) answer = { ...answer, nodes: (answer.nodes ?? 0) + carried.nodes, micros: Math.round((performance.now() - started) * 1000) };
      const boards = checked(start, answer.moves);
      if (!boards) {
        store.update({ status: { text: "The solver's answer did not check out, so it is not shown. Please report this.", tone: 'error' } });
        return STALE;
      }
      return { ...answer, boards };
    } finally {
      clearTimeout(early);
      clearTimeout(later);
      if (running === run) running = null;
      if (!ticket.stale) store.update({ searching: false, progress: '', best: null });
    }
  }

  /**
   * Chooses how Solve counts moves: single tiles, or the multi-tile metric (where the
   * puzzle has its tables).
   * @param {import('./state.js').Metric} metric
   */
  function chooseMetric(metric) {
    store.update({ metric });
  }

  /**
   * Solves the position in the multi-tile metric from its table in the puzzle's worker
   * (built when first asked), checks the answer slide by slide, and plays it.
   */
  async function solveMulti() {
    const start = board();
    const target = goal();
    const why = game().whyUnsolvable(start, target);
    if (why !== undefined) {
      store.update({ status: { text: noSolution(why), tone: 'error' } });
      return;
    }
    const started = performance.now();
    store.update({ searching: true, progress: '', hint: null, hintText: '', judge: null, status: { text: 'Solving in the multi-tile metric…', tone: 'busy' } });
    let slides;
    try {
      slides = await ask('solveMulti', { start, goal: target });
    } finally {
      store.update({ searching: false });
    }
    if (slides === STALE) return;
    const passed = checked(start, singleMoves(slides));
    if (!passed) {
      store.update({ status: { text: "The solver's answer did not check out, so it is not shown. Please report this.", tone: 'error' } });
      return;
    }
    // the board after each slide, among those its single moves pass
    let at = 0;
    const boards = [start, ...slides.map((slide) => passed[(at += singleMoves([slide]).length)])];
    const n = slides.length;
    const found = `found in ${duration(performance.now() - started)}`;
    const text = n === 0 ? 'Already at the goal.' : `Optimal in the multi-tile metric: ${movesText(n)}, ${found}.`;
    store.update({ status: { text, tone: 'ok' } });
    if (n > 0) show({ moves: slides, boards, optimal: true, slides: true });
  }

  /** Solves the position (a two-player game: plays it out perfectly) and plays the answer. */
  async function solve() {
    if (state.searching) return;
    if (state.metric === 'mtm' && state.capabilities?.multiTile) {
      await solveMulti();
      return;
    }
    const twoPlayer = state.capabilities?.twoPlayer;
    const answer = await search(twoPlayer ? 'Playing it out' : 'Solving', { keepBest: !twoPlayer });
    if (answer === STALE) return;
    if ('unsolvable' in answer) {
      // a drawn game is an answer, not a failure: best play never ends it
      const drawn = answer.why === 'drawn';
      const text = drawn ? 'Perfect play: a draw. Neither side can force a win, so the game has no end to play out.' : noSolution(answer);
      store.update({ status: { text, tone: drawn ? '' : 'error' } });
      return;
    }
    const n = answer.moves.length;
    const optimal = twoPlayer || n === 0 || answer.bound >= n;
    const on = answer.workers && answer.workers > 1 ? ` on ${answer.workers} workers` : '';
    const work = answer.nodes ? `, ${answer.nodes.toLocaleString('en')} positions searched${on}` : '';
    const found = `found in ${duration(answer.micros / 1000)}${work}`;
    const text = twoPlayer
      ? n === 0
        ? 'The game is over.'
        : `Perfect play: the game ends in ${n} ${n === 1 ? 'ply' : 'plies'}, ${found}.`
      : n === 0
        ? 'Already at the goal.'
        : optimal
          ? `Optimal: ${movesText(n)}, ${found}.`
          : `${unproven(n, answer.bound)} (the search stopped after ${duration(answer.micros / 1000)}${work}).`;
    store.update({ status: { text, tone: 'ok' } });
    if (!twoPlayer && optimal && state.history?.moves === 0) hub.emit('help', { what: 'optimal', value: n });
    // nothing to play at the goal
    if (n > 0) show({ moves: answer.moves, boards: answer.boards, optimal });
    showJudgeOutput();
  }

  /**
   * Stops the running solve and shows the best solution it found (not proven the
   * shortest, unless its bound says so): the worker is ended, as by Cancel, and the
   * solution is replayed here from the moves its progress brought.
   */
  function stop() {
    const run = running;
    if (!state.searching || !run?.best) return;
    const { moves, bound } = run.best;
    const millis = performance.now() - run.started;
    end(run.lane);
    /** @type {Board[]} */
    let boards = [];
    try {
      boards = game().replay(run.start, moves);
    } catch {
      // a move that is not legal where it is made: said below
    }
    const last = boards[boards.length - 1];
    if (last === undefined || !game().isGoal(last, run.goal)) {
      store.update({ status: { text: "The solver's answer did not check out, so it is not shown. Please report this.", tone: 'error' } });
      return;
    }
    const n = moves.length;
    const optimal = bound >= n;
    const work = `${duration(millis)}, ${run.nodes.toLocaleString('en')} positions searched`;
    const text = optimal ? `Optimal: ${movesText(n)}, found in ${work}.` : `${unproven(n, bound)} (stopped after ${work}).`;
    store.update({ status: { text, tone: 'ok' } });
    if (optimal && state.history?.moves === 0) hub.emit('help', { what: 'optimal', value: n });
    show({ moves, boards, optimal });
    showJudgeOutput();
  }

  /**
   * Ends the running search of `lane`'s worker (answers about this position awaited go
   * stale; a worker that was running one, and the tables it held, are made again on the
   * next request).
   * @param {string} lane
   */
  function end(lane) {
    fresh.position.invalidate();
    const ended = solver.cancel(lane);
    running = null;
    // the puzzle's own worker lost its tables; a helper's (`kind#...`) held none the page follows
    if (ended && !lane.includes('#')) hub.emit('restarted', { kind: lane });
    store.update({ searching: false, progress: '', best: null });
  }

  /** The judge's text for this case, where the puzzle's judge format can state it. */
  function showJudgeOutput() {
    const goalOf = state.capabilities?.twoPlayer ? undefined : goal();
    ask('judgeOutput', { board: board(), goal: goalOf }).then((output) => {
      if (output !== STALE && output !== undefined) store.update({ judge: output });
    });
  }

  /** Marks the next optimal move (a two-player game: the perfect player's). */
  async function hint() {
    if (state.searching) return;
    const current = board();
    /** @type {string | undefined | typeof STALE} */
    let move;
    // where the move comes from, when not from a shortest solution
    let from = '';
    if (state.capabilities?.twoPlayer) {
      move = await ask('computerMove', { board: current, level: 'perfect', seed: 0 });
      if (move === undefined) {
        store.update({ hintText: 'The game is over.' });
        return;
      }
    } else {
      const answer = await search('Finding a hint', { limitMillis: state.entry?.hintMillis });
      if (answer === STALE) return;
      if ('unsolvable' in answer) {
        store.update({ hintText: `No hint: ${answer.reason}.`, status: idle() });
        return;
      }
      move = answer.moves[0];
      if (move === undefined) {
        store.update({ hintText: 'You are at the goal.', status: idle() });
        return;
      }
      const n = answer.moves.length;
      if (answer.bound < n) from = ` (the first move of a ${n}-move solution; the shortest is at least ${answer.bound})`;
    }
    if (move === STALE) return;
    const legal =
      game()
        .legalMoves(current)
        .find((m) => m.move === move) ?? null;
    if (!legal || !state.entry) return;
    hub.emit('help', { what: 'hint' });
    store.update({ hint: legal, hintText: `Hint: ${state.entry.describeMove(legal, current)}${from}.`, status: idle() });
  }

  /**
   * After any change of position or goal: a running search stops, what was said of the
   * old position goes, and the new distance is asked for.
   * @param {{ goalChanged: boolean, puzzleChanged: boolean }} change
   */
  function positionChanged({ goalChanged, puzzleChanged }) {
    const stopped = state.searching;
    // the search runs in the worker of the puzzle it was asked of, which may not be the one shown now
    if (stopped) end(running?.lane ?? kind());
    // another puzzle opened says nothing of the old one's search
    const said = stopped && !puzzleChanged;
    const status = said ? { text: 'The search stopped: the position changed.', tone: /** @type {const} */ ('') } : idle();
    // out of the goal's reach, said beside the board too, where no table gives distances
    const unreachable = state.capabilities?.twoPlayer === false && game().whyUnsolvable(board(), goal()) !== undefined;
    store.update({ hint: null, hintText: '', judge: null, distance: unreachable ? null : undefined, status, progress: '' });
    if (state.capabilities?.instantDistance) {
      if (goalChanged) refreshCounts();
      refreshDistance();
    } else if (goalChanged) store.update({ counts: null });
  }

  function cancel() {
    end(running?.lane ?? kind());
    store.update({ status: { text: 'Cancelled.', tone: '' }, progress: 'Cancelled.' });
    if (state.capabilities?.instantDistance) {
      refreshDistance();
      if (!state.counts) refreshCounts();
    }
  }

  hub.on('position', positionChanged);
  // a solution shown from elsewhere says which, unless a search is saying where it stands
  hub.on('shown', ({ words }) => {
    if (!running) store.update({ status: { text: words, tone: 'ok' }, progress: '' });
  });

  return { ask, solve, hint, cancel, stop, chooseMetric };
}
