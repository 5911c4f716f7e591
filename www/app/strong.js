// Tables stronger than the ones a puzzle prepares (the Fifteen's 7-8 set), where the core
// has them for the goal: loaded into the puzzle's worker when this browser kept them, else
// offered, and built on request in a worker of their own while the puzzle keeps solving.
import { Cancelled } from '../solver/client.js';
import { duration } from './durations.js';
import { describeProgress } from './progress.js';

export function createStrong({ state, solver, view }) {
  const { ui } = view;

  /** Loads the stronger tables for the goal if this browser kept them, else offers them. */
  function offer() {
    const { kind, goal } = state;
    if (state.game.strongKey(goal) === undefined) {
      ui.strong.hidden = true;
      return;
    }
    const show = (text, offering) => {
      if (state.kind !== kind) return;
      ui.strong.hidden = false;
      ui.strongStatus.textContent = text;
      ui.strongBuild.hidden = !offering;
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
          if (state.kind === kind) offer();
          return;
        }
        // this browser could not keep them: they serve this visit only
        await solver.request(kind, 'takeStrong', { goal, bytes });
        show(`Ready: the stronger tables, built in ${duration(millis)}; this browser could not keep their ${(size / 1e6).toFixed(0)} MB, so they serve this visit only.`);
      })
      .catch((error) => show(error instanceof Cancelled ? '' : error.message));
  }

  return { offer, build: buildStrong };
}
