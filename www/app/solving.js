// Questions for the solver workers about the position: its distance and the counts of
// positions by distance, solves (or a two-player game's perfect play) and hints, the judge
// output, and Cancel. Every answer is guarded: one about a position, goal or puzzle that
// has changed is dropped, and every change clears what was said of the old position (a
// hint, a judge output). One search runs at a time, its progress shown beside the
// controls, always cancellable. Only this module changes the search's state: `status`,
// `searching`, `progress`, `hint`, `hintText`, `judge`, `distance`, `counts`.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { duration } from './durations.js';
import { describeProgress } from './progress.js';
import { movesText } from './attempt.js';
import { tablesOf } from './tables.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('./hub.js').Hub} Hub */
/** @typedef {import('./freshness.js').Freshness} Freshness */
/** @typedef {import('../solver/client.js').SolverClient} SolverClient */
/** @typedef {import('../solver/worker.js').WorkerApi} WorkerApi */
/** @typedef {import('../pkg/puzzle_core.js').Answer} Answer */
/** @typedef {import('./progress.js').Progress} Progress */

/** A search still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;

/**
 * The solving controller.
 * @param {{ store: StateStore, hub: Hub, solver: SolverClient, fresh: { position: Freshness, goal: Freshness }, show: (solution: { moves: string[], boards: Board[] }) => void }} parts
 *   `show` plays a solution back
 */
export function createSolving({ store, hub, solver, fresh, show }) {
  const { state } = store;
  const kind = () => /** @type {string} */ (state.kind);
  const game = () => /** @type {import('./state.js').Core} */ (state.game);
  const board = () => /** @type {import('./history.js').History} */ (state.history).current;
  const goal = () => /** @type {Board} */ (state.goal);

  /** What the solution card says while nothing was asked. */
  function idle() {
    return { text: state.entry?.idleStatus ?? 'Press Solve for the shortest solution, played on the board.', tone: /** @type {const} */ ('') };
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
   * Whether `moves` are legal from `start` and reach `end` (the goal, or a two-player
   * game's end), replayed through the main thread's core: a solution that does not check
   * out is never shown.
   * @param {Board} start
   * @param {string[]} moves
   */
  function checks(start, moves) {
    let at = start;
    for (const move of moves) {
      if (
        !game()
          .legalMoves(at)
          .some((m) => m.move === move)
      )
        return false;
      at = game().step(at, move);
    }
    return state.capabilities?.twoPlayer ? moves.length === 0 || game().outcome(at) !== undefined : game().isGoal(at, goal());
  }

  /**
   * A search from the current position in the worker (a solve, or perfect play): its
   * answer, or STALE; its progress shows while it runs.
   * @param {string} what  the search, in words
   * @returns {Promise<Answer | typeof STALE>}
   */
  async function search(what) {
    const ticket = fresh.position.ticket();
    const start = board();
    if (!state.capabilities?.twoPlayer) {
      const why = game().whyUnsolvable(start, goal());
      if (why !== undefined) return { unsolvable: true, ...why, micros: 0 };
    }
    const started = performance.now();
    /** @type {Progress | null} */
    let latest = null;
    const tables = tablesOf(state).find((table) => !table.optional)?.label ?? 'tables';
    const say = () => store.update({ progress: latest ? describeProgress(latest, performance.now() - started, tables) : `${what}…` });
    store.update({ searching: true, progress: '', hint: null, hintText: '', judge: null, status: { text: `${what}…`, tone: 'busy' } });
    const early = setTimeout(say, PROGRESS_AFTER_MS);
    /** @param {Progress} report */
    const onProgress = (report) => {
      latest = report;
      if (!ticket.stale && performance.now() - started >= PROGRESS_AFTER_MS) say();
    };
    try {
      const answer = state.capabilities?.twoPlayer
        ? await ask('perfectPlay', { board: start }, { onProgress })
        : await ask('solve', { start, goal: goal() }, { onProgress });
      if (answer !== STALE && !('unsolvable' in answer) && !checks(start, answer.moves)) {
        store.update({ status: { text: "The solver's answer did not check out, so it is not shown. Please report this.", tone: 'error' } });
        return STALE;
      }
      return answer;
    } finally {
      clearTimeout(early);
      if (!ticket.stale) store.update({ searching: false, progress: '' });
    }
  }

  /** Solves the position (a two-player game: plays it out perfectly) and plays the answer. */
  async function solve() {
    if (state.searching) return;
    const answer = await search(state.capabilities?.twoPlayer ? 'Playing it out' : 'Solving');
    if (answer === STALE) return;
    if ('unsolvable' in answer) {
      store.update({ status: { text: `No solution: ${answer.reason}.`, tone: 'error' } });
      return;
    }
    const n = answer.moves.length;
    const work = answer.nodes ? `, ${answer.nodes.toLocaleString('en')} positions searched` : '';
    const found = `found in ${duration(answer.micros / 1000)}${work}`;
    const text = state.capabilities?.twoPlayer
      ? n === 0
        ? 'The game is over.'
        : // a move's hyphen does not break its line
          `Perfect play: the game ends in ${n} ${n === 1 ? 'ply' : 'plies'} (${answer.moves.join(' ').replaceAll('-', '\u2011')}), ${found}.`
      : n === 0
        ? 'Already at the goal.'
        : `Optimal: ${movesText(n)} (${answer.moves.join(' ')}), ${found}.`;
    store.update({ status: { text, tone: 'ok' } });
    if (!state.capabilities?.twoPlayer && state.history?.moves === 0) hub.emit('help', { what: 'optimal', value: n });
    show(answer);
    showJudgeOutput();
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
    if (state.capabilities?.twoPlayer) {
      move = await ask('computerMove', { board: current, level: 'perfect', seed: 0 });
      if (move === undefined) {
        store.update({ hintText: 'The game is over.' });
        return;
      }
    } else {
      const answer = await search('Finding a hint');
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
    }
    if (move === STALE) return;
    const legal =
      game()
        .legalMoves(current)
        .find((m) => m.move === move) ?? null;
    if (!legal || !state.entry) return;
    hub.emit('help', { what: 'hint' });
    store.update({ hint: legal, hintText: `Hint: ${state.entry.describeMove(legal, current)}.`, status: idle() });
  }

  /**
   * After any change of position or goal: a running search stops, what was said of the
   * old position goes, and the new distance is asked for.
   * @param {{ goalChanged: boolean }} change
   */
  function positionChanged({ goalChanged }) {
    const stopped = state.searching;
    if (stopped) {
      solver.cancel(kind());
      hub.emit('restarted', { kind: kind() });
    }
    const status = stopped ? { text: 'The search stopped: the position changed.', tone: /** @type {const} */ ('') } : idle();
    store.update({ searching: false, progress: '', hint: null, hintText: '', judge: null, distance: undefined, status });
    if (state.capabilities?.instantDistance) {
      if (goalChanged) refreshCounts();
      refreshDistance();
    } else if (goalChanged) store.update({ counts: null });
  }

  function cancel() {
    fresh.position.invalidate();
    solver.cancel(kind());
    hub.emit('restarted', { kind: kind() });
    store.update({ searching: false, progress: '', status: { text: 'Cancelled.', tone: '' } });
    if (state.capabilities?.instantDistance) {
      refreshDistance();
      if (!state.counts) refreshCounts();
    }
  }

  hub.on('position', positionChanged);

  return { ask, solve, hint, cancel };
}
