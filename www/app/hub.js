// How the page's controllers tell each other what happened, without naming each other:
// one announces an event on the hub, the others that care listen. Events and their
// details are listed in `HubEvents`.

/**
 * @typedef {object} HubEvents
 * @property {{ goalChanged: boolean, puzzleChanged: boolean, newGame: boolean }} position
 *   the position changed (and the goal, the puzzle shown, or the game, with it)
 * @property {{ move: string }} play  the computer plays a move
 * @property {{ kind: string }} restarted  a puzzle's worker was stopped, and lost its tables
 * @property {{ board: import('./state.js').Board, goal: import('./state.js').Board }} apply
 *   the editor's drafts are to be played
 * @property {{ what: 'hint' | 'optimal', value?: number }} help  the attempt took a hint,
 *   or its optimal length is known
 * @property {{ words: string }} shown  a solution from elsewhere than Solve (the list of
 *   shortest solutions, the lab) plays on the board; `words` say which
 * @property {{ solve: import('./solves.js').Solve }} solved  a one-player puzzle was
 *   solved by the player's moves (with help or without)
 */

export class Hub extends EventTarget {
  /**
   * Announces `type` with `detail`.
   * @template {keyof HubEvents} K
   * @param {K} type
   * @param {HubEvents[K]} detail
   */
  emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  /**
   * Calls `handler(detail)` for every `type` announced.
   * @template {keyof HubEvents} K
   * @param {K} type
   * @param {(detail: HubEvents[K]) => void} handler
   */
  on(type, handler) {
    this.addEventListener(type, (event) => handler(/** @type {CustomEvent<HubEvents[K]>} */ (event).detail));
  }
}
