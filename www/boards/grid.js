// What every square board shares: its element, and pieces placed on cells by one CSS
// rule (`.piece`, from --row and --col), so that a piece that changes cell glides there.
// A board that can be played or edited is a WAI-ARIA grid: rows of cells in board order
// (whatever order the pieces have in the document), one tab stop, arrow keys between
// cells, Home/End along a row and Ctrl+Home/End to the corners. A board that is only a
// picture (a goal that cannot be edited now) is an image with a description.

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
  piece.style.setProperty('--row', Math.floor(cell / width));
  piece.style.setProperty('--col', cell % width);
}

/** What the arrow keys and Home/End do to the focused cell of a `width`-wide board. */
function keyTarget(key, cell, width, ctrl) {
  const [row, col] = [Math.floor(cell / width), cell % width];
  const targets = {
    ArrowLeft: col > 0 ? cell - 1 : cell,
    ArrowRight: col < width - 1 ? cell + 1 : cell,
    ArrowUp: row > 0 ? cell - width : cell,
    ArrowDown: row < width - 1 ? cell + width : cell,
    Home: ctrl ? 0 : row * width,
    End: ctrl ? width * width - 1 : row * width + width - 1,
  };
  return targets[key];
}

/**
 * Fills `element` with one piece per id of `pieceIds`: a cell of the grid (class `piece`)
 * holding a button (class `className`, data-tile = the id, data-cell = its cell), whose
 * click calls `onClick(cell)`. Returns:
 * - `place(board)`: puts every piece on its cell (`board` lists the piece ids by cell) and
 *   returns the buttons by cell;
 * - `setInteractive(yes, description)`: a grid of focusable buttons, or a picture
 *   described by `description`.
 */
export function createGrid(element, width, pieceIds, className, onClick) {
  const label = element.getAttribute('aria-label');
  const rows = document.createElement('div');
  rows.className = 'rows';
  const rowElements = Array.from({ length: width }, () => {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    rows.append(row);
    return row;
  });
  element.append(rows);
  const pieces = new Map();
  let byCell = [];
  let active = 0;
  let interactive = false;
  for (const id of pieceIds) {
    const piece = document.createElement('div');
    piece.className = 'piece';
    piece.id = `${element.id || 'board'}-piece-${id}`;
    piece.setAttribute('role', 'gridcell');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = className;
    button.dataset.tile = id;
    button.addEventListener('click', () => {
      if (interactive) onClick?.(Number(button.dataset.cell));
    });
    button.addEventListener('focus', () => {
      active = Number(button.dataset.cell);
      updateTabStops();
    });
    piece.append(button);
    element.append(piece);
    pieces.set(id, { piece, button });
  }

  element.addEventListener('keydown', (event) => {
    if (!interactive) return;
    const target = keyTarget(event.key, active, width, event.ctrlKey || event.metaKey);
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    active = target;
    updateTabStops();
    byCell[active]?.focus();
  });

  function updateTabStops() {
    byCell.forEach((button, cell) => {
      button.tabIndex = interactive && cell === active ? 0 : -1;
    });
  }

  return {
    place(board) {
      const focused = byCell.indexOf(document.activeElement);
      byCell = board.map((id, cell) => {
        const { piece, button } = pieces.get(id);
        placePiece(piece, cell, width);
        button.dataset.cell = cell;
        return button;
      });
      rowElements.forEach((row, r) => {
        const ids = board.slice(r * width, (r + 1) * width).map((id) => pieces.get(id).piece.id);
        row.setAttribute('aria-owns', ids.join(' '));
      });
      // a focused piece that moved keeps the focus, and its new cell is the active one
      if (focused >= 0) active = Number(document.activeElement.dataset.cell);
      updateTabStops();
      element.dataset.cells = board.join(',');
      return byCell;
    },
    setInteractive(yes, description) {
      interactive = yes;
      element.setAttribute('role', yes ? 'grid' : 'img');
      element.setAttribute('aria-label', yes ? label : `${label}: ${description}`);
      rows.hidden = !yes;
      for (const { piece, button } of pieces.values()) {
        piece.setAttribute('role', yes ? 'gridcell' : 'presentation');
        button.disabled = !yes;
        if (yes) button.removeAttribute('aria-hidden');
        else button.setAttribute('aria-hidden', 'true');
      }
      updateTabStops();
    },
  };
}

/** "row R, column C" of a cell, for labels. */
export function cellName(cell, width) {
  return `row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}`;
}
