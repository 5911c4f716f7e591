// What every square board shares: its element, and pieces placed on cells by one CSS
// rule (`.piece`, from --row and --col), so that a piece that changes cell glides there.

/**
 * Makes the board element of a renderer inside `container`: `<div id class="board KIND">`
 * labelled `label`, `width` cells a side, small when `mini`.
 */
export function createBoardElement(container, { id, label, kind, width, mini = false }) {
  const element = document.createElement('div');
  if (id) element.id = id;
  element.className = `board ${kind}${mini ? ' mini' : ''}`;
  element.setAttribute('aria-label', label);
  element.style.setProperty('--width', width);
  container.append(element);
  return element;
}

/** Puts `piece` on `cell` of a board `width` cells wide. */
export function placePiece(piece, cell, width) {
  piece.dataset.cell = cell;
  piece.style.setProperty('--row', Math.floor(cell / width));
  piece.style.setProperty('--col', cell % width);
}

/**
 * Fills `element` with one button per id of `pieceIds` (class `piece` and `className`),
 * `onClick(cell)` called with the cell of a clicked piece; without it the buttons are
 * inert. Returns `place(board)`, which puts every piece on its cell (`board` lists the
 * piece ids by cell) and returns the buttons by cell.
 */
export function createGrid(element, width, pieceIds, className, onClick) {
  const pieces = new Map();
  for (const id of pieceIds) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `piece ${className}`;
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
    place(board) {
      const byCell = board.map((id, cell) => {
        const button = pieces.get(id);
        placePiece(button, cell, width);
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
