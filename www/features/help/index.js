// How to play: the rules of the puzzle shown (puzzles/rules.js), pictures of a game's ends
// drawn by its renderer, and the keys (the arrows as the settings say).
import './style.css';
import markup from './markup.html?raw';
import { build } from '../../ui/dom.js';
import { rulesOf } from '../../puzzles/rules.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root }) {
  const ui = build(root, markup, { rules: 'rules', pictures: 'rules-pictures', keys: 'keys-help' });
  /** What the help was last written for: the puzzle and the arrows' setting. */
  let written = '';

  /** @param {View} view */
  function render({ derived, state }) {
    if (!derived) return;
    const { kind, entry, capabilities } = derived.game;
    const arrows = state.settings.arrows;
    if (written === `${kind}:${arrows}`) return;
    const puzzleChanged = !written.startsWith(`${kind}:`);
    written = `${kind}:${arrows}`;
    if (puzzleChanged) {
      const rules = rulesOf(kind);
      ui.rules.innerHTML = rules.html;
      ui.pictures.replaceChildren(
        ...rules.examples.map(({ caption, board }) => {
          const figure = document.createElement('figure');
          entry.createBoard(figure, capabilities, { label: caption, mini: true }).render(board);
          const words = document.createElement('figcaption');
          words.textContent = caption;
          figure.append(words);
          return figure;
        }),
      );
    }
    const moves = entry.sliding
      ? `<kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd> or <kbd>W</kbd> <kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd> move ${arrows === 'gap' ? 'the gap' : 'a tile into the gap'} (see Settings); on the board the arrows move the focus instead, and <kbd>Enter</kbd> slides the focused tile. `
      : (entry.boardKeys ?? '') +
        Object.entries(entry.keys)
          .map(([key, move]) => `<kbd>${key}</kbd> ${entry.describeMove(/** @type {any} */ ({ move }), /** @type {any} */ (null))}; `)
          .join('');
    ui.keys.innerHTML = `Keys: ${moves}<kbd>H</kbd> hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo,
      <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo, <kbd>Esc</kbd> stops a search. While a solution is
      shown: <kbd>Space</kbd> plays or pauses, <kbd>←</kbd> <kbd>→</kbd> step through it,
      <kbd>Esc</kbd> closes it.`;
  }

  return { render };
}
