// Renderer for the nine-number game: nine digits on a 3x3 board with the outer ring and
// the middle row drawn as tracks, and a button per operation from the core's legal moves.
// The digit that a shift of the row carries from its end to its front leaves on the right
// and comes back on the left, as on a drum.
import './ring.css';
import { createBoardElement, createGrid, cellName } from './grid.js';

/** @typedef {import('./grid.js').BoardOptions} BoardOptions */
/** @typedef {import('./grid.js').Renderer} Renderer */

/** How the page names the operations the core calls 1 and 2. */
/** @type {Record<string, { label: string, words: string }>} */
export const OPERATIONS = {
  1: { label: 'Rotate ring ↻', words: 'rotate the ring clockwise (1)' },
  2: { label: 'Shift row →', words: 'shift the middle row right (2)' },
};

const SHAPE = { columns: 3, rows: 3 };
/** The middle row's last and first cells: a digit going from one to the other wraps. */
const [ROW_END, ROW_FRONT] = [5, 3];

/**
 * Plays the wrap of `piece` from the row's end to its front: out on the right, in on the
 * left, over the time a slide takes (nothing with reduced motion).
 * @param {HTMLElement} piece
 */
function wrap(piece) {
  const millis = parseFloat(getComputedStyle(piece).getPropertyValue('--slide-ms')) || 0;
  if (millis <= 0 || typeof piece.animate !== 'function') return;
  const at = (/** @type {number} */ col) => ({ transform: `translate(${col * 100}%, 100%)` });
  // out past the right edge, then in from past the left one (the board clips both)
  piece.animate([at(2), { ...at(3), offset: 0.5 }, { ...at(-1), offset: 0.5 }, at(0)], {
    duration: millis * 1.6,
    easing: 'ease-in-out',
  });
}

/**
 * Draws nine-number boards (arrays of the digits by cell) in `container`: `onMove(name)`
 * receives an operation chosen by its button (shown under the board), `onCell(cell)` a
 * clicked cell while editing. Without handlers the board is a picture.
 * @param {HTMLElement} container
 * @param {BoardOptions} options
 * @returns {Renderer}
 */
export function createRingBoard(container, { id, label, mini, onMove, onCell }) {
  const element = createBoardElement(container, { id, label, kind: 'tiles ring', shape: SHAPE, mini });
  const tracks = document.createElement('div');
  tracks.className = 'tracks';
  tracks.setAttribute('aria-hidden', 'true');
  tracks.innerHTML = '<div class="ring-track"></div><div class="row-track"></div>';
  element.append(tracks);
  let editing = false;
  /** @type {number[] | null} */
  let last = null;
  /** @param {number} cell */
  const click = (cell) => editing && onCell?.(cell);
  const grid = createGrid(element, SHAPE, [0, 1, 2, 3, 4, 5, 6, 7, 8], 'tile', click);
  for (const button of element.querySelectorAll('.tile')) button.textContent = /** @type {HTMLElement} */ (button).dataset.tile ?? '';

  /** @type {HTMLElement | null} */
  let controls = null;
  if (onMove) {
    controls = document.createElement('div');
    controls.className = 'operations';
    controls.setAttribute('role', 'toolbar');
    controls.setAttribute('aria-label', 'Operations');
    container.append(controls);
  }

  return {
    element,
    render(board, { legalMoves = [], hint = null, editing: edit = false, selected = null } = {}) {
      const digits = /** @type {number[]} */ (board);
      editing = edit;
      const rows = [0, 1, 2].map((r) => digits.slice(3 * r, 3 * r + 3).join(' '));
      grid.setInteractive(editing && Boolean(onCell), () => rows.join(', '));
      const wrapped = last && last[ROW_END] === digits[ROW_FRONT] && last[ROW_FRONT] === digits[ROW_FRONT + 1] ? digits[ROW_FRONT] : null;
      grid.place(digits).forEach((button, cell) => {
        button.setAttribute('aria-disabled', String(!editing));
        button.classList.toggle('selected', cell === selected);
        button.setAttribute('aria-label', `Digit ${digits[cell]}, ${cellName(cell, 3)}`);
        if (digits[cell] === wrapped) wrap(/** @type {HTMLElement} */ (button.parentElement));
      });
      last = [...digits];
      element.classList.toggle('editing', editing);
      if (!controls) return;
      // the buttons are made again only when the operations change: one pressed keeps the focus
      const moves = legalMoves.map(({ move }) => move);
      if (moves.join(' ') !== [...controls.children].map((button) => /** @type {HTMLElement} */ (button).dataset.move).join(' ')) {
        controls.replaceChildren(
          ...moves.map((move) => {
            const button = document.createElement('button');
            button.type = 'button';
            button.className = 'operation';
            button.dataset.move = move;
            button.textContent = OPERATIONS[move]?.label ?? move;
            button.setAttribute('aria-keyshortcuts', move);
            button.addEventListener('click', () => onMove?.(move));
            return button;
          }),
        );
      }
      for (const button of controls.children) button.classList.toggle('hinted', /** @type {HTMLElement} */ (button).dataset.move === hint);
    },
    destroy() {
      element.remove();
      controls?.remove();
    },
  };
}
