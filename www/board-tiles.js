// Renderer for sliding-tile boards: tiles 1..n-1 and the gap (a piece too, shown while
// editing). A click on a tile next to the gap makes the legal move that slides it.
import { createGrid, cellName } from './board-grid.js';

/**
 * Draws width x width sliding boards into `element`. A board is an array of cells, 0 for
 * the gap. `onMove(name)` receives the legal move that slides a clicked tile; `onCell(cell)`
 * the clicked cell while editing. Without handlers the board is a picture.
 */
export function createTileBoard(element, width, { onMove, onCell } = {}) {
  const ids = Array.from({ length: width * width }, (_, tile) => tile);
  let shown = { legalMoves: [], editing: false };
  const interactive = Boolean(onMove || onCell);
  const grid = createGrid(element, width, ids, interactive ? click : null);
  for (const button of element.children) {
    const tile = Number(button.dataset.tile);
    button.textContent = tile === 0 ? '' : tile;
    button.classList.toggle('gap', tile === 0);
  }

  /** The legal move that brings the gap to `cell`, i.e. slides the tile there. */
  function moveInto(cell) {
    return shown.legalMoves.find((m) => m.board[cell] === 0);
  }

  function click(cell) {
    if (shown.editing) onCell?.(cell);
    else {
      const move = moveInto(cell);
      if (move) onMove?.(move.move);
    }
  }

  return {
    /**
     * Shows `board`. Options: `legalMoves` (from the core) make tiles slidable, `hint`
     * names a move whose tile is marked, `editing` makes every cell (the gap too) a
     * target, and `selected` marks the cell picked in the editor.
     */
    render(board, { legalMoves = [], hint = null, editing = false, selected = null } = {}) {
      shown = { legalMoves, editing };
      const hinted = legalMoves.find((m) => m.move === hint);
      const hintedCell = hinted ? hinted.board.indexOf(0) : -1;
      grid.place(board).forEach((button, cell) => {
        const tile = board[cell];
        const slidable = !editing && moveInto(cell) !== undefined;
        button.setAttribute('aria-disabled', String(!editing && !slidable));
        button.classList.toggle('slidable', slidable);
        button.classList.toggle('hinted', cell === hintedCell);
        button.classList.toggle('selected', cell === selected);
        const what = tile === 0 ? 'Gap' : `Tile ${tile}`;
        button.setAttribute('aria-label', `${what}, ${cellName(cell, width)}`);
      });
      element.classList.toggle('editing', editing);
    },
  };
}
