// The keyboard: undo and redo, Escape, the player's keys while a solution is shown, H for
// a hint, the arrow keys and W A S D on sliding boards (moving the gap, or a tile, as the
// settings say), and the puzzle's own keys (see the catalogue). Keys typed into a field or
// a dialog are theirs, and a board with the focus keeps its arrow keys (see boards/grid.js).

/** The way a key points (the gap's way, or a tile's, as the settings say). */
const GAP_KEYS = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down',
  a: 'left', d: 'right', w: 'up', s: 'down',
};
const OPPOSITE = { left: 'right', right: 'left', up: 'down', down: 'up' };

export function bindKeys({ state, session, solving, player, editor, form, view, settings }) {
  /** Closes what is open: the editor (dropping its drafts) or the player (keeping its board). */
  function escape() {
    if (editor.isOpen) form.cancelEditor();
    else if (player.isOpen) {
      session.adoptPlayerBoard();
      view.render();
    }
  }

  function onKey(event) {
    if (event.target.closest?.('input, select, textarea, dialog')) return;
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      const lower = key.toLowerCase();
      if (lower === 'z' && !event.shiftKey) session.undo();
      else if (lower === 'y' || (lower === 'z' && event.shiftKey)) session.redo();
      else return;
      event.preventDefault();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (key === 'Escape') {
      escape();
      return;
    }
    if (player.isOpen && !editor.isOpen) {
      const action = { ' ': () => player.toggle(), ArrowLeft: () => player.step(-1), ArrowRight: () => player.step(1) }[key];
      if (action && !(key === ' ' && event.target.closest?.('button'))) {
        event.preventDefault();
        action();
        return;
      }
    }
    if (editor.isOpen) return;
    if (key === 'h' || key === 'H') {
      session.adoptPlayerBoard();
      solving.hint();
      return;
    }
    const direction = GAP_KEYS[key.length === 1 ? key.toLowerCase() : key];
    if (state.entry.sliding && direction) {
      event.preventDefault();
      // the gap going one way is the tile beside it going the other
      session.slideToward(settings.arrows === 'gap' ? OPPOSITE[direction] : direction);
      return;
    }
    const move = state.entry.keys[key];
    if (move !== undefined) {
      event.preventDefault();
      session.play(move);
    }
  }

  document.addEventListener('keydown', onKey);
}
