// What the page shows, derived from the state: the board on screen (the editor's draft,
// the player's frame, or the game's position) and the goal beside it.

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */

/**
 * The board on screen.
 * @param {State} state
 * @returns {Board}
 */
export function shownBoard(state) {
  if (state.editor) return state.editor.drafts.board;
  const history = /** @type {import('./history.js').History} */ (state.history);
  if (state.player) return state.player.solution.boards[state.player.index] ?? history.current;
  return history.current;
}

/**
 * The goal on screen.
 * @param {State} state
 * @returns {Board}
 */
export function shownGoal(state) {
  return state.editor ? state.editor.drafts.goal : /** @type {Board} */ (state.goal);
}

/**
 * Whether two boards are the same.
 * @param {Board} a
 * @param {Board} b
 */
export function sameBoard(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
