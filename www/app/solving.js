// Questions for the solver workers: distances and their counts, solves and hints,
// preparing what a puzzle builds ahead, level scrambles, judge output, and cancelling.
// Every answer is guarded: one about a position, goal or puzzle that has changed is
// dropped. One search runs at a time, always shown and cancellable.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { duration } from './durations.js';
import { describeProgress } from './progress.js';

/** A solve still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;

export function createSolving({ state, solver, view, player, attempt, strong }) {
  const { ui } = view;

  function reportUnlessCancelled(error) {
    if (!(error instanceof Cancelled)) view.setStatus(error.message, 'error');
  }

  /** Asks the puzzle's worker `op` about the current position: its answer, or STALE. */
  function ask(op, args, options) {
    return state.position.guard(solver.request(state.kind, op, args, options)).catch((error) => {
      reportUnlessCancelled(error);
      return STALE;
    });
  }

  function refreshDistance() {
    ask('distance', { board: state.history.current, goal: state.goal }).then((distance) => {
      if (distance === STALE) return;
      state.distance = distance ?? null;
      if (state.history.moves === 0) attempt.optimal ??= distance ?? undefined;
      view.renderDistance();
    });
  }

  function refreshCounts() {
    state.counts = null;
    view.renderDistance();
    state.goalFreshness.guard(solver.request(state.kind, 'distanceCounts', { goal: state.goal })).then((counts) => {
      if (counts === STALE) return;
      state.counts = counts;
      view.renderDistance();
    }, reportUnlessCancelled);
  }

  function setSolving(solving) {
    state.solving = solving;
    view.render();
  }

  /**
   * Whether `moves` are legal from `start` and reach `goal`, replayed through the main
   * thread's core: a solution that does not check out is never shown.
   */
  function checks(start, goal, moves) {
    let board = start;
    for (const move of moves) {
      if (!state.game.legalMoves(board).some((m) => m.move === move)) return false;
      board = state.game.step(board, move);
    }
    return state.game.isGoal(board, goal);
  }

  /** A solve of the current position in the worker: its answer, or STALE. */
  async function solveCurrent(what) {
    const ticket = state.position.ticket();
    const start = state.history.current;
    const goal = state.goal;
    const reason = state.game.whyUnsolvable(start, goal);
    if (reason !== undefined) return { unsolvable: true, reason };
    const started = performance.now();
    let latest = null;
    setSolving(true);
    const show = () => view.setStatus(latest ? describeProgress(latest, started, state.capabilities.prepares) : `${what}…`, 'busy');
    const progress = setTimeout(show, PROGRESS_AFTER_MS);
    const onProgress = (report) => {
      latest = report;
      if (!ticket.stale && performance.now() - started >= PROGRESS_AFTER_MS) show();
    };
    try {
      const answer = await ask('solve', { start, goal }, { onProgress });
      if (answer !== STALE && !answer.unsolvable && !checks(start, goal, answer.moves)) {
        view.setStatus("The solver's answer did not check out, so it is not shown. Please report this.", 'error');
        return STALE;
      }
      return answer;
    } finally {
      clearTimeout(progress);
      if (!ticket.stale) setSolving(false);
    }
  }

  async function solve() {
    const result = await solveCurrent('Solving');
    if (result === STALE) return;
    if (result.unsolvable) {
      view.setStatus(`No solution: ${result.reason}.`, 'error');
      return;
    }
    const n = result.moves.length;
    const work = result.nodes ? `, ${result.nodes.toLocaleString('en')} positions searched` : '';
    view.setStatus(
      n === 0
        ? 'Already at the goal.'
        : `Optimal: ${n} ${n === 1 ? 'move' : 'moves'} (${result.moves.join(' ')}), found in ${duration(result.micros / 1000)}${work}.`,
      'ok',
    );
    if (state.history.moves === 0) attempt.optimal ??= n;
    player.open(result);
    // with reduced motion a solution waits to be stepped through
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) player.play();
    showJudgeOutput();
  }

  /** The judge's text for this case, where the puzzle's judge format can state it. */
  function showJudgeOutput() {
    ui.judge.hidden = true;
    ask('judgeOutput', { start: state.history.current, goal: state.goal }).then((output) => {
      if (output === STALE || output === undefined) return;
      ui.judgeOutput.textContent = output;
      ui.judge.hidden = false;
    });
  }

  async function hint() {
    if (state.solving) return;
    const result = state.entry.versus ? await bestMove() : await solveCurrent('Finding a hint');
    if (result === STALE) return;
    if (result.unsolvable) {
      ui.hintText.textContent = `No hint: ${result.reason}.`;
    } else if (result.moves.length === 0) {
      ui.hintText.textContent = 'You are at the goal.';
    } else {
      const current = state.history.current;
      state.hint = state.game.legalMoves(current).find((m) => m.move === result.moves[0]);
      attempt.hints++;
      ui.hintText.textContent = `Hint: ${state.entry.describeMove(state.hint, current)}.`;
    }
    view.idle();
    view.render();
  }

  /** A two-player game's best move, as a solve's first: from the tablebase, perfect play. */
  async function bestMove() {
    const move = await ask('computerMove', { board: state.history.current, level: 'perfect', seed: 0 });
    if (move === STALE) return STALE;
    return { moves: move === undefined ? [] : [move] };
  }

  /**
   * Starts building (or loading) what the puzzle's solves need, as soon as it is shown,
   * and loads (or offers) the stronger tables where there are some.
   */
  function prepareAhead() {
    const { kind } = state;
    const what = state.capabilities.prepares;
    const started = performance.now();
    const show = (text) => {
      if (state.kind === kind) ui.prepareStatus.textContent = text;
    };
    solver
      .request(kind, 'prepare', { goal: state.goal }, { onProgress: (progress) => show(describeProgress(progress, started, state.capabilities.prepares)) })
      .then(({ how, millis }) => {
        const detail = { built: ` (built in ${duration(millis)})`, loaded: ' (loaded from this browser)' }[how];
        show(`Ready: the ${what}${detail ?? ''}.`);
      })
      .catch((error) => show(error instanceof Cancelled ? '' : error.message));
    strong.offer();
  }

  /** After any change of position or goal: a running search stops, and the new distance is asked for. */
  function positionChanged({ goalChanged = false } = {}) {
    const restarted = state.solving;
    if (restarted) solver.cancel(state.kind);
    // a new goal may need other tables; a restarted worker lost what it had prepared
    if (state.capabilities.prepares && (goalChanged || restarted)) {
      prepareAhead();
    }
    state.solving = false;
    state.hint = null;
    state.distance = undefined;
    ui.hintText.textContent = '';
    if (!player.isOpen) view.idle();
    if (state.capabilities.instantDistance) {
      if (goalChanged) refreshCounts();
      refreshDistance();
    }
  }

  function cancel() {
    state.position.invalidate();
    solver.cancel(state.kind);
    state.solving = false;
    view.setStatus('Cancelled.');
    if (state.capabilities.prepares) {
      prepareAhead();
    }
    if (state.capabilities.instantDistance) {
      refreshDistance();
      if (!state.counts) refreshCounts();
    }
    view.render();
  }

  return { ask, solve, hint, cancel, positionChanged };
}
