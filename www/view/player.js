// Renders the solution player: its controls, the position in the solution, the scrubber,
// the speed and the move list, whose items jump to their move.
import { as } from './elements.js';
import { boardStop, focusable, leftBehind } from './focus.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('./elements.js').Elements} Elements */

/**
 * The player's renderer.
 * @param {Elements} ui
 */
export function createPlayerView(ui) {
  /** The solution the move list shows, so that it is made again only for another. */
  let listed = /** @type {unknown} */ (null);
  /** The index the move list marks (-1: none yet), so that a step touches only the items it changes. */
  let marked = -1;
  /** The move list's one tab stop: the current move's button (the first move's before any). */
  let stop = /** @type {HTMLElement | null} */ (null);
  // where the player is pinned to the bottom of the screen (narrow screens), the page keeps
  // its height free below its end and scrolls clear of it (style.css: --player-height)
  const measure = () => document.documentElement.style.setProperty('--player-height', `${ui.player.offsetHeight}px`);
  new ResizeObserver(measure).observe(ui.player);

  /** @param {State} state */
  function render(state) {
    const player = state.player;
    const opening = ui.player.hidden && Boolean(player);
    const closing = !ui.player.hidden && !player;
    const focusWithin = ui.player.contains(document.activeElement);
    ui.player.hidden = !player;
    write(state);
    // the player (under the board on a wide screen, which a short window may not show),
    // the solution's line, the goal and the board it plays on come into view, above the
    // pinned player on a narrow screen, each before the one that follows where they do not
    // all fit (measured now: the observer tells later)
    if (opening) {
      measure();
      for (const element of [ui.player, ui.status, ui.goalFrame, ui.boardFrame]) element.scrollIntoView({ block: 'nearest' });
      // the keys go on in the player: Space then pauses (on Solve it would solve again), and
      // focus lost with a control disabled during the search is found again
      if (leftBehind() || document.activeElement === ui.solve) ui.playerPlay.focus({ preventScroll: true });
    }
    // closed with the focus in it: back to Solve, or to the board where Solve is not offered
    if (closing && (focusWithin || leftBehind())) (focusable(ui.solve) ?? boardStop(ui))?.focus({ preventScroll: true });
  }

  /**
   * Writes the player's controls and move list.
   * @param {State} state
   */
  function write(state) {
    const player = state.player;
    as(ui.playerSpeed, HTMLSelectElement).value = String(state.speed);
    const slides = player?.solution.slides && state.entry?.slidesKey;
    ui.movesKey.hidden = !player || !state.entry?.movesKey;
    ui.movesKey.textContent = `${state.entry?.movesKey ?? ''}${slides ? ` ${slides}` : ''}`;
    if (!player) {
      if (listed !== null) ui.moveList.replaceChildren();
      listed = null;
      return;
    }
    // a two-player game's moves are plies, as its lines say
    const step = state.capabilities?.twoPlayer ? 'Ply' : 'Move';
    const { solution, index, playing } = player;
    if (listed !== solution) {
      listed = solution;
      marked = -1;
      stop = null;
      ui.moveList.replaceChildren(
        ...solution.moves.map((move, i) => {
          const item = document.createElement('li');
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = move;
          button.dataset.index = String(i + 1);
          button.setAttribute('aria-label', `${step} ${i + 1}: ${move}`);
          button.setAttribute('aria-current', 'false');
          button.tabIndex = -1;
          item.append(button);
          return item;
        }),
      );
      as(ui.playerScrubber, HTMLInputElement).max = String(solution.moves.length);
    }
    as(ui.playerScrubber, HTMLInputElement).value = String(index);
    const position = `${step} ${index} of ${solution.moves.length}`;
    ui.playerPosition.textContent = position;
    // said where the playback stands once it stops (at its end, a pause or a step), not at
    // every frame of a playing one
    const end = index === solution.moves.length ? ': the end of the solution' : '';
    const said = playing ? '' : `${position}${end}`;
    if (ui.playerSaid.textContent !== said) ui.playerSaid.textContent = said;
    ui.playerPlay.dataset.playing = String(playing);
    ui.playerPlay.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    if (index !== marked) mark(index);
  }

  /**
   * Marks the moves made before `index` done and the one that led to it current; only the
   * items between the index marked before and this one change (a long solution has
   * thousands). The current move stays in the list's view, whether it plays or is
   * stepped, jumped or scrubbed to.
   * @param {number} index
   */
  function mark(index) {
    const items = ui.moveList.children;
    const [from, to] = marked < 0 ? [0, items.length] : [Math.max(0, Math.min(marked, index) - 1), Math.min(items.length, Math.max(marked, index))];
    for (let i = from; i < to; i++) {
      const item = items[i];
      item.classList.toggle('done', i < index - 1);
      item.classList.toggle('current', i === index - 1);
      item.firstElementChild?.setAttribute('aria-current', i === index - 1 ? 'step' : 'false');
    }
    marked = index;
    // the list is one stop of the Tab key (a long solution has thousands of moves), on the
    // current move: from there the arrow keys step through the solution, the focus following
    const next = /** @type {HTMLElement | null} */ (items[Math.max(index, 1) - 1]?.firstElementChild ?? null);
    if (next !== stop) {
      const within = stop !== null && document.activeElement === stop;
      if (stop) stop.tabIndex = -1;
      if (next) next.tabIndex = 0;
      stop = next;
      if (within) next?.focus({ preventScroll: true });
    }
    const current = items[index - 1];
    if (!current) return;
    const box = ui.moveList.getBoundingClientRect();
    const at = current.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) ui.moveList.scrollTop += at.top - box.top - (box.height - at.height) / 2;
  }

  return { render };
}
