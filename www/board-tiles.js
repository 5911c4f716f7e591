// Renderer for sliding-tile boards: one button per tile (and one for the gap, used while
// editing), placed by CSS so that a moving tile keeps its element and glides.

/**
 * Draws width x width sliding boards into `element`. A board is an array of cells, 0 for
 * the gap. `onMove(name)` is called with the legal move that slides a clicked tile;
 * `onCell(index)` with the clicked cell while editing. Without handlers the board is a
 * picture (the goal preview).
 */
export function createTileBoard(element, width, { onMove, onCell } = {}) {
  element.replaceChildren();
  element.classList.add('tiles');
  element.style.setProperty('--width', width);
  const interactive = Boolean(onMove || onCell);
  const pieces = new Map();
  let shown = { board: [], legalMoves: [], editing: false };

  for (let tile = 0; tile < width * width; tile++) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = tile === 0 ? 'tile gap' : 'tile';
    button.textContent = tile === 0 ? '' : tile;
    button.dataset.tile = tile;
    if (interactive) button.addEventListener('click', () => click(Number(button.dataset.cell)));
    element.append(button);
    pieces.set(tile, button);
  }

  /** The legal move that brings the gap to `cell`, i.e. slides the tile there. */
  const moveInto = (cell) => shown.legalMoves.find((m) => m.board[cell] === 0);

  function click(cell) {
    if (shown.editing) onCell?.(cell);
    else {
      const move = moveInto(cell);
      if (move) onMove?.(move.move);
    }
  }

  return {
    /**
     * Shows `board`. Options: `legalMoves` (from the core) make tiles clickable, `hint`
     * names a move whose tile is marked, `editing` makes every cell (the gap too) a
     * target, and `selected` marks the cell picked in the editor.
     */
    render(board, { legalMoves = [], hint = null, editing = false, selected = null } = {}) {
      shown = { board, legalMoves, editing };
      const hinted = legalMoves.find((m) => m.move === hint);
      const hintedCell = hinted ? hinted.board.indexOf(0) : -1;
      board.forEach((tile, cell) => {
        const button = pieces.get(tile);
        const row = Math.floor(cell / width);
        const col = cell % width;
        button.dataset.cell = cell;
        button.style.setProperty('--row', row);
        button.style.setProperty('--col', col);
        const slidable = !editing && moveInto(cell) !== undefined;
        button.disabled = !interactive;
        button.setAttribute('aria-disabled', String(!editing && !slidable));
        button.classList.toggle('slidable', slidable);
        button.classList.toggle('hinted', cell === hintedCell);
        button.classList.toggle('selected', cell === selected);
        const what = tile === 0 ? 'Gap' : `Tile ${tile}`;
        button.setAttribute('aria-label', `${what}, row ${row + 1}, column ${col + 1}`);
      });
      element.classList.toggle('editing', editing);
      element.dataset.cells = board.join(',');
    },
  };
}
