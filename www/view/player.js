// Renders the solution player: its controls, the position in the solution, the scrubber,
// the speed and the move list, whose items jump to their move.
import { as } from './elements.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('./elements.js').Elements} Elements */

/**
 * The player's renderer.
 * @param {Elements} ui
 */
export function createPlayerView(ui) {
  /** The solution the move list shows, so that it is made again only for another. */
  let listed = /** @type {unknown} */ (null);

  /** @param {State} state */
  function render(state) {
    const player = state.player;
    ui.player.hidden = !player;
    as(ui.playerSpeed, HTMLSelectElement).value = String(state.speed);
    if (!player) {
      if (listed !== null) ui.moveList.replaceChildren();
      listed = null;
      return;
    }
    const { solution, index, playing } = player;
    if (listed !== solution) {
      listed = solution;
      ui.moveList.replaceChildren(
        ...solution.moves.map((move, i) => {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = move;
          button.dataset.index = String(i + 1);
          button.setAttribute('aria-label', `Move ${i + 1}: ${move}`);
          item.append(button);
          return item;
        }),
      );
      as(ui.playerScrubber, HTMLInputElement).max = String(solution.moves.length);
    }
    as(ui.playerScrubber, HTMLInputElement).value = String(index);
    ui.playerPosition.textContent = `Move ${index} of ${solution.moves.length}`;
    ui.playerPlay.dataset.playing = String(playing);
    ui.playerPlay.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    [...ui.moveList.children].forEach((item, i) => {
      item.classList.toggle('done', i < index - 1);
      item.classList.toggle('current', i === index - 1);
      item.firstElementChild?.setAttribute('aria-current', i === index - 1 ? 'step' : 'false');
    });
  }

  return { render };
}
