// Questions for the solver workers: distances and their counts, solves and hints,
// preparing what a puzzle builds ahead, scrambles, judge output, and cancelling. Every
// answer is guarded: one about a position, goal or puzzle that has changed is dropped.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { IDLE_STATUS } from './view.js';

/** A solve still running after this many milliseconds shows its progress. */
const PROGRESS_AFTER_MS = 100;

export function createSolving({ state, solver, view, player }) {
  const { ui } = view;
  const ask = (op, args, options) => solver.request(state.kind, op, args, options);

  function reportUnlessCancelled(error) {
    if (!(error instanceof Cancelled)) view.setStatus(error.message, 'error');
  }

  /** Asks `op` about the current position; `use(result)` runs if the answer is still wanted. */
  function askAboutPosition(freshness, op, args, use) {
    freshness.guard(ask(op, args)).then((result) => result !== STALE && use(result), reportUnlessCancelled);
  }

  function refreshDistance() {
    askAboutPosition(state.position, 'distance', { board: state.history.current, goal: state.goal }, (distance) => {
      state.distance = distance ?? null;
      view.renderDistance();
    });
  }

  function refreshCounts() {
    state.counts = null;
    askAboutPosition(state.goalFreshness, 'distanceCounts', { goal: state.goal }, (counts) => {
      state.counts = counts;
      view.renderDistance();
    });
  }

  function setSolving(solving) {
    state.solving = solving;
    view.render();
  }

  /** Words for a progress report of the worker, `started` being when the request began. */
  function describeProgress(progress, started) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    switch (progress.phase) {
      case 'prepare':
        return `Building the ${state.capabilities.prepares} (once; this browser keeps them): ${Math.floor(progress.fraction * 100)}%, ${seconds} s`;
      case 'load':
        return `Loading the ${state.capabilities.prepares} kept by this browser…`;
      default:
        return `Searching: bound ${progress.bound}, ${(progress.nodes / 1e6).toFixed(1)} M positions, ${seconds} s`;
    }
  }

  /** A solve of the current position in the worker: its answer, or STALE. */
  async function solveCurrent() {
    const ticket = state.position.ticket();
    const start = state.history.current;
    const reason = state.game.whyUnsolvable(start, state.goal);
    if (reason !== undefined) return { unsolvable: true, reason };
    const started = performance.now();
    let latest = null;
    setSolving(true);
    const show = () => view.setStatus(latest ? describeProgress(latest, started) : 'Solving…', 'busy');
    const progress = setTimeout(show, PROGRESS_AFTER_MS);
    const onProgress = (report) => {
      latest = report;
      if (!ticket.stale && performance.now() - started >= PROGRESS_AFTER_MS) show();
    };
    try {
      return await state.position.guard(ask('solve', { start, goal: state.goal }, { onProgress }));
    } catch (error) {
      reportUnlessCancelled(error);
      return STALE;
    } finally {
      clearTimeout(progress);
      if (!ticket.stale) setSolving(false);
    }
  }

  async function solve() {
    const result = await solveCurrent();
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
        : `Optimal: ${n} ${n === 1 ? 'move' : 'moves'} (${result.moves.join(' ')}), found in ${(result.micros / 1000).toFixed(1)} ms${work}.`,
      'ok',
    );
    player.open(result);
    player.play();
    showJudgeOutput();
  }

  /** The judge's text for this case, where the puzzle's judge format can state it. */
  function showJudgeOutput() {
    ui.judge.hidden = true;
    askAboutPosition(state.position, 'judgeOutput', { start: state.history.current, goal: state.goal }, (output) => {
      if (output === undefined) return;
      ui.judgeOutput.textContent = output;
      ui.judge.hidden = false;
    });
  }

  async function hint() {
    const result = await solveCurrent();
    if (result === STALE) return;
    if (result.unsolvable) {
      ui.hintText.textContent = `No hint: ${result.reason}.`;
    } else if (result.moves.length === 0) {
      ui.hintText.textContent = 'You are at the goal.';
    } else {
      const current = state.history.current;
      state.hint = state.game.legalMoves(current).find((m) => m.move === result.moves[0]);
      ui.hintText.textContent = `Hint: ${state.entry.describeMove(state.hint, current)}.`;
    }
    view.setStatus(IDLE_STATUS);
    view.render();
  }

  /** Starts building (or loading) what the puzzle's solves need, as soon as it is shown. */
  function prepareAhead() {
    const { kind } = state;
    const what = state.capabilities.prepares;
    const started = performance.now();
    const show = (text) => {
      if (state.kind === kind) ui.prepareStatus.textContent = text;
    };
    ask('prepare', { goal: state.goal }, { onProgress: (progress) => show(describeProgress(progress, started)) })
      .then(({ how, millis }) => {
        const detail = { built: ` (built in ${(millis / 1000).toFixed(1)} s)`, loaded: ' (loaded from this browser)' }[how];
        show(`The ${what} are ready${detail ?? ''}.`);
      })
      .catch((error) => show(error instanceof Cancelled ? '' : error.message));
  }

  /** After any change of position or goal: a running search stops, and the new distance is asked for. */
  function positionChanged({ goalChanged = false } = {}) {
    const restarted = state.solving;
    if (restarted) solver.cancel(state.kind);
    // a new goal may need other tables; a restarted worker lost what it had prepared
    if (state.capabilities.prepares && (goalChanged || restarted)) prepareAhead();
    state.solving = false;
    state.hint = null;
    state.distance = undefined;
    ui.hintText.textContent = '';
    if (!player.isOpen) view.setStatus(IDLE_STATUS);
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
    if (state.capabilities.prepares) prepareAhead();
    if (state.capabilities.instantDistance) {
      refreshDistance();
      if (!state.counts) refreshCounts();
    }
    view.render();
  }

  return { solve, hint, cancel, positionChanged };
}
