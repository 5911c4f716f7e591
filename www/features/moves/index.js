// The moves of a two-player game so far, a round a row (white's, then black's), the
// computer's in italics and the last one marked; a note while perfect play is shown.
import './style.css';
import markup from './markup.html?raw';
import { build } from '../../ui/dom.js';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {import('../../pkg/puzzle_core.js').PositionText} Position */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root }) {
  const ui = build(root, markup, { moves: 'game-moves', shown: 'game-shown' });

  /**
   * A cell of the table.
   * @param {string} words
   * @param {'td' | 'th'} [tag]
   */
  function cell(words, tag = 'td') {
    const element = document.createElement(tag);
    element.textContent = words;
    if (tag === 'th') element.scope = 'row';
    return element;
  }

  /** @param {View} view */
  function render({ derived }) {
    if (!derived || !derived.game.capabilities.twoPlayer) return;
    // perfect play shown on the board is no move of the game yet
    ui.shown.hidden = derived.showing !== 'solution';
    const played = derived.game.history.played;
    const signature = played.map((m) => `${m.name}${m.bySolver ? '*' : ''}`).join(' ');
    if (ui.moves.dataset.signature === signature) return;
    ui.moves.dataset.signature = signature;
    /** @type {HTMLTableCellElement[][]} */
    const rows = [];
    played.forEach(({ name, bySolver, before }, i) => {
      const white = /** @type {Position} */ (before).turn === 'white';
      if (white || rows.length === 0) rows.push([cell(String(rows.length + 1), 'th'), cell(white ? '' : '…'), cell('')]);
      const move = rows[rows.length - 1][white ? 1 : 2];
      move.textContent = name;
      move.dataset.move = name;
      move.classList.toggle('computer', bySolver);
      move.classList.toggle('last', i === played.length - 1);
      if (bySolver) move.setAttribute('aria-label', `${name}, by the computer`);
    });
    if (rows.length === 0) {
      const none = cell('No move yet.');
      none.colSpan = 3;
      rows.push([none]);
    }
    ui.moves.replaceChildren(
      ...rows.map((cells) => {
        const row = document.createElement('tr');
        row.append(...cells);
        return row;
      }),
    );
  }

  return { render };
}
