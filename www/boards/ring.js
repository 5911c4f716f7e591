// Renderer for the nine-number game: nine digits on a 3x3 board with the outer ring and
// the middle row drawn as tracks, and a button per operation from the core's legal moves.
import { createBoardElement, createGrid, cellName } from './grid.js';

/** How the page names the operations the core calls 1 and 2. */
export const OPERATIONS = {
  1: { label: 'Rotate ring ↻', words: 'rotate the ring clockwise (1)' },
  2: { label: 'Shift row →', words: 'shift the middle row right (2)' },
};

/**
 * Draws nine-number boards (arrays of the digits by cell) in `container`. Options: the
 * board element's `id` and `label`, `mini`; `onMove(name)` receives an operation chosen
 * by its button (shown under the board), `onCell(cell)` a clicked cell while editing.
 * Without handlers the board is a picture.
 */
export function createRingBoard(container, { id, label, mini, onMove, onCell } = {}) {
  const element = createBoardElement(container, { id, label, kind: 'tiles ring', width: 3, mini });
  const tracks = document.createElement('div');
  tracks.className = 'tracks';
  tracks.setAttribute('aria-hidden', 'true');
  tracks.innerHTML = '<div class="ring-track"></div><div class="row-track"></div>';
  element.append(tracks);
  let editing = false;
  const click = (cell) => editing && onCell?.(cell);
  const grid = createGrid(element, 3, [0, 1, 2, 3, 4, 5, 6, 7, 8], 'tile', click);
  for (const button of element.querySelectorAll('.tile')) button.textContent = button.dataset.tile;

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
    /**
     * Shows `board`. Options: `legalMoves` (from the core) become operation buttons,
     * `hint` marks one of them, `editing` makes cells targets, `selected` marks a cell.
     */
    render(board, { legalMoves = [], hint = null, editing: edit = false, selected = null } = {}) {
      editing = edit;
      const rows = [0, 1, 2].map((r) => board.slice(3 * r, 3 * r + 3).join(' '));
      grid.setInteractive(editing && Boolean(onCell), rows.join(', '));
      grid.place(board).forEach((button, cell) => {
        button.setAttribute('aria-disabled', String(!editing));
        button.classList.toggle('selected', cell === selected);
        button.setAttribute('aria-label', `Digit ${board[cell]}, ${cellName(cell, 3)}`);
      });
      element.classList.toggle('editing', editing);
      if (!controls) return;
      controls.replaceChildren(
        ...legalMoves.map(({ move }) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'operation';
          button.dataset.move = move;
          button.textContent = OPERATIONS[move]?.label ?? move;
          button.setAttribute('aria-keyshortcuts', move);
          button.classList.toggle('hinted', move === hint);
          button.addEventListener('click', () => onMove(move));
          return button;
        }),
      );
    },
    destroy() {
      element.remove();
      controls?.remove();
    },
  };
}
