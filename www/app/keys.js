// The keyboard: undo and redo, Escape, the player's keys while a solution is shown, H for
// a hint, and the puzzle's own move keys (see the catalogue). Keys typed into a field are
// the field's.

export function bindKeys({ state, session, solving, player, editor, form, view }) {
  /** Closes what is open: the editor (dropping its drafts) or the player (keeping its board). */
  function escape() {
    if (editor.isOpen) form.cancelEditor();
    else if (player.isOpen) {
      session.adoptPlayerBoard();
      view.render();
    }
  }

  function onKey(event) {
    if (event.target.closest?.('input, select, textarea')) return;
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
    const move = state.entry.keys[key];
    if (move !== undefined) {
      event.preventDefault();
      session.play(move);
    }
  }

  document.addEventListener('keydown', onKey);
}
