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
    ui.marathon.hidden = state.capabilities?.twoPlayer ?? true;
    const marathon = state.marathon;
    if (marathon === drawn) return;
    drawn = marathon;
    ui.marathonBar.hidden = marathon === null;
    if (!marathon) return;
    ui.marathonText.textContent = marathonText(marathon);
    ui.marathonLaps.textContent = marathon.splits.length ? `Each shuffle: ${lapsText(marathon.splits)}.` : '';
    ui.marathonLaps.hidden = !marathon.splits.length;
    ui.marathonClose.textContent = marathon.finish || marathon.stopped ? 'Put it away' : 'Stop the run';
  }

  return { render };
}
