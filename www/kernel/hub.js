// How the page's parts tell each other what happened without naming each other: one
// announces an event on the hub, the others that care listen. The events and their
// details are listed in `HubEvents`: the one contract between features.

/**
 * @typedef {object} HubEvents
 * @property {{ goalChanged: boolean, puzzleChanged: boolean, newGame: boolean }} position
 *   the game's position changed (and the goal, the puzzle shown, or the game, with it)
 * @property {{ words: string }} shown  a solution from elsewhere than Solve (the list of
 *   shortest solutions, the lab, a kept solve) plays on the board; `words` say which
 * @property {{ solve: import('../game/solo.js').Solve }} solved  a one-player puzzle was
 *   solved by the player's moves (with help or without)
 * @property {{}} solve  a part of the page asks for the position's solution to play on the
 *   board (the review, having taken the game back to where a move went astray)
 * @property {{}} outdated  the page's files are gone from the host (a newer version
 *   replaced them): its workers cannot start
 * @property {{ busy: string[] }} leaving  the page is asked to reload: each part with work
 *   a reload would end (a marathon, a search, a table build, a lab run) names it in `busy`
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
