// The part every square board shares: one button per piece, kept across renders and
// placed on its cell by CSS, so that a piece that changes cell glides there.

/**
 * Builds a width x width grid of pieces in `element`, one button per id of `pieceIds`,
 * `onClick(cell)` called with the cell of a clicked piece. Returns `place(board)`,
 * which puts every piece on its cell and returns the buttons by cell.
 */
export function createGrid(element, width, pieceIds, onClick) {
  element.replaceChildren();
  element.classList.add('tiles');
  element.style.setProperty('--width', width);
  const pieces = new Map();
  for (const id of pieceIds) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tile';
    button.dataset.tile = id;
    if (onClick) button.addEventListener('click', () => onClick(Number(button.dataset.cell)));
    else {
      button.disabled = true;
      button.tabIndex = -1;
    }
    element.append(button);
    pieces.set(id, button);
  }
  return {
    /** Puts each piece of `board` (an array of piece ids by cell) on its cell. */
    place(board) {
      const byCell = board.map((id, cell) => {
        const button = pieces.get(id);
        button.dataset.cell = cell;
        button.style.setProperty('--row', Math.floor(cell / width));
        button.style.setProperty('--col', cell % width);
        return button;
      });
      element.dataset.cells = board.join(',');
      return byCell;
    },
  };
}

/** "row R, column C" of a cell, for labels. */
export function cellName(cell, width) {
  return `row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}`;
}
