// Where the focus goes when what held it goes away: helpers of the views that move it as
// the player, the editor and a search open and close.

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
 * @param {HTMLElement | null | undefined} element
 */
export function focusable(element) {
  if (!element) return null;
  return element.checkVisibility() && !(element instanceof HTMLButtonElement && element.disabled) ? element : null;
}

/** The board's one tab stop, if it has one. */
export function boardStop() {
  return /** @type {HTMLElement | null} */ (document.querySelector('#board-frame [tabindex="0"]'));
}

/**
 * Moves the focus to the first of `candidates` that can take it (without scrolling).
 * @param {(HTMLElement | null | undefined)[]} candidates
 */
export function focusFirst(...candidates) {
  for (const candidate of candidates) {
    const element = focusable(candidate);
    if (element) {
      element.focus({ preventScroll: true });
      return;
    }
  }
}

/**
 * The page's control `id`, if it is there (a control of another feature, which may not be
 * loaded: focus moves across features by id, never by import).
 * @param {string} id
 */
export const byId = (id) => document.getElementById(id);
