// The picker of puzzles, in the page's header: a button per puzzle the core lists (the
// sliding boards of any size one button, which opens the size opened last), the puzzle
// shown pressed and, where the picker scrolls (a phone), brought to its middle.
import { entriesOf } from '../puzzles/catalogue.js';
import { isSlideKind, recallSize } from '../game/sizes.js';

/**
 * The picker.
 * @param {{ kinds: string[], select: (kind: string, options: { newEntry: boolean }) => void }} parts
 */
export function createPicker({ kinds, select }) {
  const nav = /** @type {HTMLElement} */ (document.getElementById('picker'));
  let shown = /** @type {string | null} */ (null);
  nav.replaceChildren(
    ...entriesOf(kinds).map(([kind, entry]) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = entry.pickerTitle ?? entry.title;
      button.dataset.kind = kind;
      button.setAttribute('aria-pressed', 'false');
      // every size of the sliding boards of any size is one button's
      const shows = (/** @type {string | null} */ at) => at === kind || (isSlideKind(kind) && isSlideKind(at));
      button.addEventListener('click', () => !shows(shown) && select(entry.sized ? recallSize() : kind, { newEntry: true }));
      return button;
    }),
  );

  return {
    /**
     * Presses the button of puzzle `kind`.
     * @param {string | null} kind
     */
    render(kind) {
      if (kind === shown) return;
      shown = kind;
      for (const button of nav.children) {
        const name = /** @type {HTMLElement} */ (button).dataset.kind;
        const pressed = name === kind || (isSlideKind(name) && isSlideKind(kind));
        button.setAttribute('aria-pressed', String(pressed));
        if (pressed) button.scrollIntoView({ block: 'nearest', inline: 'center' });
      }
    },
  };
}
