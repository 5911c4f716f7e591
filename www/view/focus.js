// Where the focus goes when what held it goes away: helpers of the views that move it as
// the player, the editor and a search open and close (player.js, stage.js).

/** @typedef {import('./elements.js').Elements} Elements */

/**
 * Whether the focus was lost: on no control, or on one just hidden or disabled (which
 * drops it to the page at the next frame).
 */
export function leftBehind() {
  const active = document.activeElement;
  return active === null || active === document.body || (active instanceof HTMLElement && focusable(active) === null);
}

/**
 * `element` if it can take the focus now (shown and enabled), else null.
 * @param {HTMLElement} element
 */
export function focusable(element) {
  return element.checkVisibility() && !(element instanceof HTMLButtonElement && element.disabled) ? element : null;
}

/**
 * The board's one tab stop, if it has one.
 * @param {Elements} ui
 * @returns {HTMLElement | null}
 */
export function boardStop(ui) {
  return ui.boardFrame.querySelector('[tabindex="0"]');
}
