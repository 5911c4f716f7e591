// What every board shares: its element, and pieces placed on cells by one CSS rule
// (`.piece`, from --row and --col), so that a piece that changes cell glides there. A
// board that can be played or edited is a WAI-ARIA grid: rows of cells in board order
// (whatever order the pieces have in the document), one tab stop, arrow keys between
// cells, Home/End along a row and Ctrl+Home/End to the corners. A board that is only a
// picture (a goal that cannot be edited now) is an image with a description.

import './boards.css';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').LegalMove<import('../pkg/puzzle_core.js').Board>} LegalMove */
/** @typedef {import('../pkg/puzzle_core.js').Line} Line */
/** @typedef {import('../pkg/puzzle_core.js').Shape} Shape */
/** @typedef {import('../pkg/puzzle_core.js').Valued} Valued */

/**
 * What a renderer is given to make: its element's id and label, whether it is a small
 * picture, and the handlers of a playing board (without them it is a picture).
 * @typedef {object} BoardOptions
 * @property {string} [id]
 * @property {string} label
 * @property {boolean} [mini]
 * @property {(name: string) => void} [onMove]  a legal move chosen on the board
 * @property {(names: string[]) => void} [onMoves]  moves a click on a line makes at once
 * @property {(cell: number) => void} [onCell]  a cell clicked while editing
 */

/**
 * What a renderer shows with a board.
 * @typedef {object} RenderOptions
 * @property {LegalMove[]} [legalMoves]  from the core: what may be played
 * @property {Line[]} [lines]  from the core: what a click on a line plays
 * @property {string | null} [hint]  a move to mark
 * @property {boolean} [editing]  every cell a target
 * @property {number | null} [selected]  the cell picked in the editor
 * @property {{ url: string, numbers: boolean, goal: Board } | null} [picture]  cut into sliding tiles
 * @property {number[]} [won]  cells of a game's winning stones
 * @property {Map<string, Valued> | null} [values]  the value of each move
 * @property {{ from: number, to: number } | null} [last]  the last move's cells
 * @property {boolean} [over]  the goal reached or the game over: no side is to move
 */

/**
 * A board on the page: its element, `render(board, options)`, and `destroy()`.
 * @typedef {object} Renderer
 * @property {HTMLElement} element
 * @property {(board: Board, options?: RenderOptions) => void} render
 * @property {() => void} destroy
 */

/**
 * Makes the board element of a renderer inside `container`: `<div id class="board KIND">`
 * labelled `label`, `shape` cells across and down, small when `mini`.
 * @param {HTMLElement} container
 * @param {{ id?: string, label: string, kind: string, shape: Shape, mini?: boolean }} options
 */
export function createBoardElement(container, { id, label, kind, shape, mini = false }) {
  const element = document.createElement('div');
  if (id) element.id = id;
  element.className = `board ${kind}${mini ? ' mini' : ''}`;
  element.setAttribute('aria-label', label);
  element.style.setProperty('--columns', String(shape.columns));
  element.style.setProperty('--rows', String(shape.rows));
  container.append(element);
  return element;
}

/**
 * Puts `piece` on `cell` of a board `columns` cells wide.
 * @param {HTMLElement} piece
 * @param {number} cell
 * @param {number} columns
 */
export function placePiece(piece, cell, columns) {
  piece.style.setProperty('--row', String(Math.floor(cell / columns)));
  piece.style.setProperty('--col', String(cell % columns));
}

/**
 * What the arrow keys and Home/End do to the focused cell of a board of `shape`.
 * @param {string} key
 * @param {number} cell
 * @param {Shape} shape
 * @param {boolean} ctrl
 * @returns {number | undefined}
 */
export function keyTarget(key, cell, { columns, rows }, ctrl) {
  const [row, col] = [Math.floor(cell / columns), cell % columns];
  /** @type {Record<string, number>} */
  const targets = {
    ArrowLeft: col > 0 ? cell - 1 : cell,
    ArrowRight: col < columns - 1 ? cell + 1 : cell,
    ArrowUp: row > 0 ? cell - columns : cell,
    ArrowDown: row < rows - 1 ? cell + columns : cell,
    Home: ctrl ? 0 : row * columns,
    End: ctrl ? columns * rows - 1 : row * columns + columns - 1,
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
 *   described by `description()`.
 * @param {HTMLElement} element
 * @param {Shape} shape
 * @param {number[]} pieceIds
 * @param {string} className
 * @param {(cell: number) => void} onClick
 * @param {{ focusOnClick?: boolean }} [options]  whether a piece clicked with the mouse
 *   takes the focus (a board whose arrow keys move pieces keeps them for that: false)
 */
export function createGrid(element, shape, pieceIds, className, onClick, { focusOnClick = true } = {}) {
  const label = element.getAttribute('aria-label') ?? '';
  // the grid holds only rows, which own the pieces (they stay in the board, where they glide)
  const rows = document.createElement('div');
  rows.className = 'rows';
  rows.setAttribute('role', 'grid');
  rows.setAttribute('aria-label', label);
  const rowElements = Array.from({ length: shape.rows }, () => {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    rows.append(row);
    return row;
  });
  element.append(rows);
  /** @type {Map<number, { piece: HTMLElement, button: HTMLButtonElement }>} */
  const pieces = new Map();
  /** The buttons by cell, and the piece ids by cell as last placed. @type {HTMLButtonElement[]} */
  const byCell = [];
  /** @type {number[]} */
  let placed = [];
  /** The buttons that are a tab stop now (one, or none). @type {Set<HTMLButtonElement>} */
  const stopped = new Set();
  let active = 0;
  let interactive = false;
  /** Whether the grid was set interactive or not once already. */
  let shown = false;
  for (const id of pieceIds) {
    const piece = document.createElement('div');
    piece.className = 'piece';
    piece.id = `${element.id || 'board'}-piece-${id}`;
    piece.setAttribute('role', 'gridcell');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = className;
    button.dataset.tile = String(id);
    // one tab stop in all, the active cell's (updateTabStops)
    button.tabIndex = -1;
    button.addEventListener('click', () => {
      if (interactive) onClick(Number(button.dataset.cell));
    });
    // on a board whose arrow keys move it, a piece clicked with the mouse does not take
    // the focus: the keys go on moving the board (a focused cell moves the focus instead)
    if (!focusOnClick) {
      button.addEventListener('mousedown', (event) => {
        if (interactive) event.preventDefault();
      });
    }
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
    const target = keyTarget(event.key, active, shape, event.ctrlKey || event.metaKey);
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    active = target;
    updateTabStops();
    byCell[active]?.focus();
  });

  /**
   * The one tab stop on the active cell, where the grid is interactive: only the buttons
   * whose stop changes are touched.
   */
  function updateTabStops() {
    const stop = interactive ? byCell[active] : undefined;
    for (const button of stopped) if (button !== stop) button.tabIndex = -1;
    stopped.clear();
    if (stop) {
      stop.tabIndex = 0;
      stopped.add(stop);
    }
  }

  /** @param {number} id */
  const pieceOf = (id) => /** @type {{ piece: HTMLElement, button: HTMLButtonElement }} */ (pieces.get(id));

  return {
    /**
     * Puts every piece on its cell (`board` lists the piece ids by cell), touching only
     * those that changed cell, and returns the buttons by cell.
     * @param {number[]} board
     */
    place(board) {
      const focused = byCell.indexOf(/** @type {HTMLButtonElement} */ (document.activeElement));
      const moved = new Set();
      board.forEach((id, cell) => {
        if (placed[cell] === id) return;
        const { piece, button } = pieceOf(id);
        placePiece(piece, cell, shape.columns);
        button.dataset.cell = String(cell);
        byCell[cell] = button;
        moved.add(Math.floor(cell / shape.columns));
      });
      byCell.length = board.length;
      for (const r of moved) {
        const ids = board.slice(r * shape.columns, (r + 1) * shape.columns).map((id) => pieceOf(id).piece.id);
        rowElements[r].setAttribute('aria-owns', ids.join(' '));
      }
      placed = [...board];
      // a focused piece that moved keeps the focus, and its new cell is the active one
      if (focused >= 0) active = Number(/** @type {HTMLElement} */ (document.activeElement).dataset.cell);
      updateTabStops();
      element.dataset.cells = board.join(',');
      return byCell;
    },
    /**
     * A grid of focusable buttons, or a picture described by `description()` (asked only
     * then); nothing is touched where it stays as it is.
     * @param {boolean} yes
     * @param {() => string} description
     */
    setInteractive(yes, description) {
      if (!yes) element.setAttribute('aria-label', `${label}: ${description()}`);
      if (yes === interactive && shown) return;
      shown = true;
      interactive = yes;
      if (yes) {
        element.removeAttribute('role');
        element.removeAttribute('aria-label');
      } else element.setAttribute('role', 'img');
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

/**
 * "row R, column C" of a cell of a board `columns` wide, for labels.
 * @param {number} cell
 * @param {number} columns
 */
export function cellName(cell, columns) {
  return `row ${Math.floor(cell / columns) + 1}, column ${(cell % columns) + 1}`;
}
