// Renderer for sliding-tile boards: tiles 1..n-1 and the gap (a piece too, shown while
// editing). A click on a tile next to the gap makes the legal move that slides it.
import { createBoardElement, createGrid, cellName } from './grid.js';

/**
 * Draws width x width sliding boards (arrays of cells, 0 for the gap) in `container`.
 * Options: the board element's `id` and `label`, `mini`; `onMove(name)` receives the
 * legal move that slides a clicked tile, `onCell(cell)` the clicked cell while editing.
 * Without handlers the board is a picture.
 */
export function createTileBoard(container, width, { id, label, mini, onMove, onCell } = {}) {
  const element = createBoardElement(container, { id, label, kind: 'tiles', width, mini });
  const ids = Array.from({ length: width * width }, (_, tile) => tile);
  let shown = { legalMoves: [], editing: false };
  const interactive = Boolean(onMove || onCell);
  const grid = createGrid(element, width, ids, 'tile', interactive ? click : null);
  for (const button of element.children) {
    const tile = Number(button.dataset.tile);
    button.textContent = tile === 0 ? '' : tile;
    button.classList.toggle('gap', tile === 0);
  }

  /** The legal move that slides the tile on `cell`. */
  function moveFrom(cell) {
    return shown.legalMoves.find((m) => m.from === cell);
  }

  function click(cell) {
    if (shown.editing) onCell?.(cell);
    else {
      const move = moveFrom(cell);
      if (move) onMove?.(move.move);
    }
  }

  return {
    element,
    /**
     * Shows `board`. Options: `legalMoves` (from the core) make tiles slidable, `hint`
     * names a move whose tile is marked, `editing` makes every cell (the gap too) a
     * target, and `selected` marks the cell picked in the editor.
     */
    render(board, { legalMoves = [], hint = null, editing = false, selected = null } = {}) {
      shown = { legalMoves, editing };
      const hintedCell = legalMoves.find((m) => m.move === hint)?.from;
      grid.place(board).forEach((button, cell) => {
        const tile = board[cell];
        const slidable = !editing && moveFrom(cell) !== undefined;
        button.setAttribute('aria-disabled', String(!editing && !slidable));
        button.classList.toggle('slidable', slidable);
        button.classList.toggle('hinted', cell === hintedCell);
        button.classList.toggle('selected', cell === selected);
        const what = tile === 0 ? 'Gap' : `Tile ${tile}`;
        button.setAttribute('aria-label', `${what}, ${cellName(cell, width)}`);
      });
      element.classList.toggle('editing', editing);
    },
    destroy() {
      element.remove();
    },
  };
}
