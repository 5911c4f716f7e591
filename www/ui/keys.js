// The keyboard, shared by the features: each binds the keys it handles with a priority,
// and a key goes to the handlers in that order until one takes it (returns true). Keys
// typed into a field, a dialog, or a part that keeps its own keys (`data-own-keys`: the
// search lab) are theirs; Escape, which a slider or a closed list does not use, still goes
// to the page from those. A board with the focus keeps its arrow keys (boards/grid.js).

/**
 * A handler: whether it took the key (it is then not passed on, and its default is
 * prevented).
 * @typedef {(event: KeyboardEvent) => boolean} KeyHandler
 */

/** Priorities: the first handlers a key is offered to. */
export const FIRST = 0;
export const EARLY = 10;
export const NORMAL = 20;
export const LATE = 30;

/** @type {{ priority: number, handler: KeyHandler }[]} */
const handlers = [];
let listening = false;

/**
 * Offers every key pressed on the page (outside fields and dialogs) to `handler`, after
 * those of a lower `priority`.
 * @param {number} priority
 * @param {KeyHandler} handler
 */
export function onKey(priority, handler) {
  handlers.push({ priority, handler });
  handlers.sort((a, b) => a.priority - b.priority);
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', (event) => {
    const target = /** @type {HTMLElement | null} */ (event.target);
    const keeps = target?.closest?.('input, select, textarea, dialog, [data-own-keys]');
    const passes = event.key === 'Escape' && target?.matches?.('input[type="range"], select') && !target.closest('dialog, [data-own-keys]');
    if (keeps && !passes) return;
    for (const { handler } of handlers) {
      if (handler(event)) {
        event.preventDefault();
        return;
      }
    }
  });
}

/**
 * Whether `event` is a plain key: no Alt, Ctrl or Meta held.
 * @param {KeyboardEvent} event
 */
export const plain = (event) => !(event.altKey || event.ctrlKey || event.metaKey);
