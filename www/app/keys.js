// The keyboard: undo and redo, Escape, the player's keys while a solution is shown (every
// arrow, Home and End in the list of its moves), H for a hint, the arrow keys and W A S D
// on sliding boards (moving the gap, or a tile, as the settings say: the core's legal
// moves say which way each tile goes), and the puzzle's own keys (see the catalogue).
// Keys typed into a field or a dialog are theirs, and a board with the focus keeps its
// arrow keys (see boards/grid.js).

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */

/**
 * The way each arrow key (and W A S D) sends a tile: the way it points when it moves a
 * tile, the other way when it moves the gap (the gap going left is the tile beside it
 * going right).
 * @type {Record<string, { tile: string, gap: string }>}
 */
export const ARROWS = {
  ArrowLeft: { tile: 'left', gap: 'right' },
  ArrowRight: { tile: 'right', gap: 'left' },
  ArrowUp: { tile: 'up', gap: 'down' },
  ArrowDown: { tile: 'down', gap: 'up' },
  a: { tile: 'left', gap: 'right' },
  d: { tile: 'right', gap: 'left' },
  w: { tile: 'up', gap: 'down' },
  s: { tile: 'down', gap: 'up' },
};

/**
 * What the keys do.
 * @typedef {object} KeyActions
 * @property {() => void} undo
 * @property {() => void} redo
 * @property {() => void} escape  closes the editor (dropping its drafts), stops a search, or closes the player (keeping its board)
 * @property {() => void} hint
 * @property {(name: string) => void} play
 * @property {() => void} toggle  plays or pauses the player
 * @property {(delta: number) => void} step  steps the player
 * @property {(index: number) => void} jump  takes the player to move `index` (Infinity: its end)
 */

/**
 * Listens to the keyboard.
 * @param {{ store: StateStore, actions: KeyActions }} parts
 */
export function bindKeys({ store, actions }) {
  const { state } = store;

  /** @param {KeyboardEvent} event */
  function onKey(event) {
    const target = /** @type {HTMLElement | null} */ (event.target);
    const key = event.key;
    // fields, dialogs and parts that scroll by the arrows (the search lab) keep their keys;
    // Escape, which a slider or a closed list of the page does not use, still closes the player
    const keeps = target?.closest?.('input, select, textarea, dialog, [data-own-keys]');
    const passes = key === 'Escape' && target?.matches?.('input[type="range"], select') && !target.closest('dialog, [data-own-keys]');
    if (keeps && !passes) return;
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      const lower = key.toLowerCase();
      if (lower === 'z' && !event.shiftKey) actions.undo();
      else if (lower === 'y' || (lower === 'z' && event.shiftKey)) actions.redo();
      else return;
      event.preventDefault();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (key === 'Escape') {
      actions.escape();
      return;
    }
    if (state.player && !state.editor) {
      /** @type {Record<string, () => void>} */
      const playerKeys = { ' ': actions.toggle, ArrowLeft: () => actions.step(-1), ArrowRight: () => actions.step(1) };
      // in the list of the solution's moves every arrow steps it, and Home and End jump
      if (target?.closest?.('[data-player-keys]')) {
        Object.assign(playerKeys, {
          ArrowUp: () => actions.step(-1),
          ArrowDown: () => actions.step(1),
          Home: () => actions.jump(0),
          End: () => actions.jump(Infinity),
        });
      }
      const action = playerKeys[key];
      if (action && !(key === ' ' && target?.closest?.('button, summary'))) {
        event.preventDefault();
        action();
        return;
      }
    }
    if (state.editor || !state.entry || !state.game || !state.history) return;
    if (key === 'h' || key === 'H') {
      actions.hint();
      return;
    }
    const arrow = ARROWS[key.length === 1 ? key.toLowerCase() : key];
    if (state.entry.sliding && arrow) {
      event.preventDefault();
      const way = arrow[state.settings.arrows];
      const move = state.game.legalMoves(state.history.current).find((m) => m.toward === way);
      if (move) actions.play(move.move);
      return;
    }
    const move = state.entry.keys[key];
    if (move !== undefined) {
      event.preventDefault();
      actions.play(move);
    }
  }

  document.addEventListener('keydown', onKey);
}
