// Questions for the solver workers: distances and their counts, solves and hints,
// preparing what a puzzle builds ahead, level scrambles, judge output, and cancelling.
// Every answer is guarded: one about a position, goal or puzzle that has changed is
// dropped. One search runs at a time, always shown and cancellable.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { duration } from './durations.js';

/** A solve still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;

export function createSolving({ state, solver, view, player, attempt }) {
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

  /** Words for a progress report of the worker, `started` being when the request began, building `what`. */
  function describeProgress(progress, started, what = state.capabilities.prepares) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    switch (progress.phase) {
      case 'prepare':
        return `Building the ${what} (once; this browser keeps the result): ${Math.floor(progress.fraction * 100)}%, ${seconds} s`;
      case 'load':
        return `Loading the ${what} this browser kept…`;
      default:
        return `Searching: bound ${progress.bound}, ${(progress.nodes / 1e6).toFixed(1)} M positions, ${seconds} s`;
    }
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
    const show = () => view.setStatus(latest ? describeProgress(latest, started) : `${what}…`, 'busy');
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

  /** Starts building (or loading) what the puzzle's solves need, as soon as it is shown. */
  function prepareAhead() {
    const { kind } = state;
    const what = state.capabilities.prepares;
    const started = performance.now();
    const show = (text) => {
      if (state.kind === kind) ui.prepareStatus.textContent = text;
    };
    solver
      .request(kind, 'prepare', { goal: state.goal }, { onProgress: (progress) => show(describeProgress(progress, started)) })
      .then(({ how, millis }) => {
        const detail = { built: ` (built in ${duration(millis)})`, loaded: ' (loaded from this browser)' }[how];
        show(`Ready: the ${what}${detail ?? ''}.`);
      })
      .catch((error) => show(error instanceof Cancelled ? '' : error.message));
  }

  /**
   * Tables stronger than the prepared ones, where the core has them for the goal: loaded
   * into the puzzle's worker if this browser kept them, else offered to be built.
   */
  function strongAhead() {
    const { kind, goal } = state;
    if (state.game.strongKey(goal) === undefined) {
      ui.strong.hidden = true;
      return;
    }
    const show = (text, offer) => {
      if (state.kind !== kind) return;
      ui.strong.hidden = false;
      ui.strongStatus.textContent = text;
      ui.strongBuild.hidden = !offer;
    };
    solver.request(kind, 'loadStrong', { goal }, { onProgress: () => show('Loading the stronger tables this browser kept…', false) }).then(
      (how) => {
        if (how === 'absent') {
          show('The hardest positions take up to a minute. Stronger tables, built here once and kept by this browser, solve them in about a second.', true);
        } else show('Ready: the stronger tables, for the hardest positions.', false);
      },
      (error) => show(error instanceof Cancelled ? '' : error.message, true),
    );
  }

  /** Builds the stronger tables in a worker of their own, which ends with the build (and gives its memory back). */
  function buildStrong() {
    const { kind, goal } = state;
    const lane = `${kind}:strong`;
    const started = performance.now();
    ui.strongBuild.hidden = true;
    const show = (text) => {
      if (state.kind === kind) ui.strongStatus.textContent = text;
    };
    solver
      .request(kind, 'buildStrong', { goal }, { lane, onProgress: (progress) => show(describeProgress(progress, started, 'stronger tables')) })
      .then(async ({ millis, size, kept, bytes }) => {
        solver.cancel(lane);
        if (kept) {
          if (state.kind === kind) strongAhead();
          return;
        }
        // this browser could not keep them: they serve this visit only
        await solver.request(kind, 'loadPrepared', { bytes });
        show(`Ready: the stronger tables, built in ${duration(millis)}; this browser could not keep their ${(size / 1e6).toFixed(0)} MB, so they serve this visit only.`);
      })
      .catch((error) => show(error instanceof Cancelled ? '' : error.message));
  }

  /** After any change of position or goal: a running search stops, and the new distance is asked for. */
  function positionChanged({ goalChanged = false } = {}) {
    const restarted = state.solving;
    if (restarted) solver.cancel(state.kind);
    // a new goal may need other tables; a restarted worker lost what it had prepared
    if (state.capabilities.prepares && (goalChanged || restarted)) {
      prepareAhead();
      strongAhead();
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
      strongAhead();
    }
    if (state.capabilities.instantDistance) {
      refreshDistance();
      if (!state.counts) refreshCounts();
    }
    view.render();
  }

  return { ask, solve, hint, cancel, buildStrong, positionChanged };
}
