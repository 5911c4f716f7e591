// The solution player, under the board: play, pause, step and jump through the solution
// shown (game/playback.js), the scrubber, the speed, and the list of its moves, whose
// items jump to their move. Its keys: Space plays or pauses, the left and right arrows
// step (every arrow, Home and End in the list), Escape leaves the solution, keeping the
// board it shows as moves of the game.
import './style.css';
import markup from './markup.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { boardStop, focusFirst, leftBehind } from '../../ui/focus.js';
import { NORMAL, onKey, plain } from '../../ui/keys.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, session }) {
  const ui = build(root, markup, {
    player: 'player',
    first: 'player-first',
    back: 'player-back',
    play: 'player-play',
    forward: 'player-forward',
    last: 'player-last',
    close: 'player-close',
    position: 'player-position',
    said: 'player-said',
    scrubber: 'player-scrubber',
    speed: 'player-speed',
    moveList: 'move-list',
    movesKey: 'moves-key',
  });
  const scrubber = as(ui.scrubber, HTMLInputElement);
  const speed = as(ui.speed, HTMLSelectElement);
  const { playback } = session;

  ui.first.addEventListener('click', () => playback.jump(0));
  ui.back.addEventListener('click', () => playback.step(-1));
  ui.play.addEventListener('click', playback.toggle);
  ui.forward.addEventListener('click', () => playback.step(1));
  ui.last.addEventListener('click', () => playback.jump(Infinity));
  ui.close.addEventListener('click', () => session.adopt());
  scrubber.addEventListener('input', () => playback.jump(Number(scrubber.value)));
  speed.addEventListener('change', () => playback.setSpeed(Number(speed.value)));
  ui.moveList.addEventListener('click', (event) => {
    const item = /** @type {HTMLElement} */ (event.target).closest?.('[data-index]');
    if (item instanceof HTMLElement) playback.jump(Number(item.dataset.index));
  });
  onKey(NORMAL, (event) => {
    if (!plain(event) || !playback.get().shown || session.editing.get()) return false;
    const target = /** @type {HTMLElement | null} */ (event.target);
    if (event.key === 'Escape') {
      session.adopt();
      return true;
    }
    /** @type {Record<string, () => void>} */
    const keys = { ' ': playback.toggle, ArrowLeft: () => playback.step(-1), ArrowRight: () => playback.step(1) };
    // in the list of the solution's moves every arrow steps it, and Home and End jump
    if (target?.closest?.('[data-player-keys]')) {
      Object.assign(keys, {
        ArrowUp: () => playback.step(-1),
        ArrowDown: () => playback.step(1),
        Home: () => playback.jump(0),
        End: () => playback.jump(Infinity),
      });
    }
    const action = keys[event.key];
    if (!action || (event.key === ' ' && target?.closest?.('button, summary'))) return false;
    action();
    return true;
  });

  // where the player is pinned to the bottom of the screen (narrow screens), the page keeps
  // its height free below its end and scrolls clear of it (style.css: --player-height)
  const measure = () => document.documentElement.style.setProperty('--player-height', `${ui.player.offsetHeight}px`);
  new ResizeObserver(measure).observe(ui.player);

  /** The solution the move list shows, so that it is made again only for another. */
  let listed = /** @type {unknown} */ (null);
  /** The index the move list marks (-1: none yet), so that a step touches only the items it changes. */
  let marked = -1;
  /** The move list's one tab stop: the current move's button (the first move's before any). */
  let stop = /** @type {HTMLElement | null} */ (null);

  /** @param {View} view */
  function render({ state, derived }) {
    const shown = state.playback.shown;
    const opening = ui.player.hidden && Boolean(shown);
    const closing = !ui.player.hidden && !shown;
    const focusWithin = ui.player.contains(document.activeElement);
    ui.player.hidden = !shown;
    speed.value = String(state.playback.speed);
    const entry = derived?.game.entry;
    const slides = shown?.solution.slides && entry?.slidesKey;
    ui.movesKey.hidden = !shown || !entry?.movesKey;
    text(ui.movesKey, `${entry?.movesKey ?? ''}${slides ? ` ${slides}` : ''}`);
    if (!shown || !derived) {
      if (listed !== null) ui.moveList.replaceChildren();
      listed = null;
    } else write(shown, derived.game.capabilities.twoPlayer);
    // the player, the goal and the board it plays on come into view, above the pinned player
    // on a narrow screen, each before the one that follows where they do not all fit
    if (opening) {
      measure();
      for (const id of ['player', 'solver-status', 'goal-frame', 'board-frame']) document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
      // the keys go on in the player: Space then pauses (on Solve it would solve again), and
      // focus lost with a control disabled during the search is found again
      if (leftBehind() || document.activeElement?.id === 'solve') ui.play.focus({ preventScroll: true });
    }
    // closed with the focus in it: back to Solve, or to the board where Solve is not offered
    if (closing && (focusWithin || leftBehind())) focusFirst(document.getElementById('solve'), boardStop());
  }

  /**
   * Writes the player's controls and move list.
   * @param {import('../../game/playback.js').Shown} shown
   * @param {boolean} twoPlayer  its moves are plies
   */
  function write({ solution, index, playing }, twoPlayer) {
    const step = twoPlayer ? 'Ply' : 'Move';
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
      scrubber.max = String(solution.moves.length);
    }
    scrubber.value = String(index);
    const position = `${step} ${index} of ${solution.moves.length}`;
    text(ui.position, position);
    // said where the playback stands once it stops (at its end, a pause or a step), not at
    // every frame of a playing one
    const end = index === solution.moves.length ? ': the end of the solution' : '';
    text(ui.said, playing ? '' : `${position}${end}`);
    ui.play.dataset.playing = String(playing);
    ui.play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    if (index !== marked) mark(index);
  }

  /**
   * Marks the moves made before `index` done and the one that led to it current; only the
   * items between the index marked before and this one change (a long solution has
   * thousands). The current move stays in the list's view.
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
    // the list is one stop of the Tab key, on the current move: from there the arrow keys
    // step through the solution, the focus following
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
