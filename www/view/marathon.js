// The marathon's controls (hidden on two-player games) and its bar under the board: where
// the run stands or what it came to, the time of each shuffle, and the button that stops
// it or puts it away.
import { lapsText, marathonText } from '../app/marathon.js';

/** @typedef {import('../app/state.js').State} State */

/**
 * The marathon's renderer in `ui`.
 * @param {import('./elements.js').Elements} ui
 */
export function createMarathonView(ui) {
  /** @type {unknown} what the bar was last drawn from */
  let drawn = undefined;

  /** @param {State} state */
  function render(state) {
    const twoPlayer = state.capabilities?.twoPlayer ?? true;
    ui.marathon.hidden = twoPlayer;
    const marathon = state.marathon;
    // a run is not shown over a two-player game (where none can run)
    ui.marathonBar.hidden = marathon === null || twoPlayer;
    if (marathon === drawn) return;
    drawn = marathon;
    if (!marathon) return;
    ui.marathonText.textContent = marathonText(marathon);
    ui.marathonLaps.textContent = marathon.splits.length ? `Each shuffle on the run's clock (the look at it included): ${lapsText(marathon.splits)}.` : '';
    ui.marathonLaps.hidden = !marathon.splits.length;
    ui.marathonClose.textContent = marathon.finish || marathon.stopped ? 'Close' : 'Stop the run';
  }

  return { render };
}
