// Renderer for sliding-tile boards: tiles 1..n-1 and the gap (a piece too, shown while
// editing). A click on a tile next to the gap makes the legal move that slides it; a click
// further along the gap's row or column slides the whole line; a swipe slides the tile
// that can go that way. Tiles can show a picture cut along their home cells.
import { createBoardElement, createGrid, cellName } from './grid.js';

/** Swipes shorter than this many pixels are taps. */
const SWIPE_PX = 24;

/**
 * Draws width x width sliding boards (arrays of cells, 0 for the gap) in `container`.
 * Options: the board element's `id` and `label`, `mini`; `onMove(name)` receives the legal
 * move that slides a clicked tile, `onLine(cell)` a click on a tile further along the
 * gap's line, `onSwipe(direction)` a swipe ('left', 'right', 'up', 'down': the way a tile
 * should go), `onCell(cell)` a clicked cell while editing. Without handlers the board is a
 * picture.
 */
export function createTileBoard(container, width, { id, label, mini, onMove, onLine, onSwipe, onCell } = {}) {
  const element = createBoardElement(container, { id, label, kind: 'tiles', width, mini });
  const ids = Array.from({ length: width * width }, (_, tile) => tile);
  let shown = { legalMoves: [], editing: false, gap: -1 };
  let swiped = false;
  const grid = createGrid(element, width, ids, 'tile', click);
  for (const button of element.querySelectorAll('.tile')) {
    const tile = Number(button.dataset.tile);
    button.textContent = tile === 0 ? '' : tile;
    button.classList.toggle('gap', tile === 0);
  }

  /** The legal move that slides the tile on `cell`. */
  function moveFrom(cell) {
    return shown.legalMoves.find((m) => m.from === cell);
  }

  /** Whether `cell` lies on the gap's row or column, beyond its neighbours. */
  function onGapLine(cell) {
    const { gap } = shown;
    if (gap < 0 || cell === gap) return false;
    return Math.floor(cell / width) === Math.floor(gap / width) || cell % width === gap % width;
  }

  function click(cell) {
    if (swiped) {
      swiped = false;
      return;
    }
    if (shown.editing) onCell?.(cell);
    else if (moveFrom(cell)) onMove?.(moveFrom(cell).move);
    else if (onGapLine(cell)) onLine?.(cell);
  }

  if (onSwipe) {
    let start = null;
    element.addEventListener('pointerdown', (event) => {
      start = { x: event.clientX, y: event.clientY };
    });
    element.addEventListener('pointerup', (event) => {
      if (!start || shown.editing) return;
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      start = null;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_PX) return;
      swiped = true;
      setTimeout(() => (swiped = false)); // no click followed: forget the swipe
      onSwipe(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
    });
    element.addEventListener('pointercancel', () => (start = null));
  }

  return {
    element,
    /**
     * Shows `board`. Options: `legalMoves` (from the core) make tiles slidable, `hint`
     * names a move whose tile is marked, `editing` makes every cell (the gap too) a
     * target, `selected` marks the cell picked in the editor, and `picture`
     * ({ url, numbers, goal }) cuts an image along the tiles' cells in `goal`.
     */
    render(board, { legalMoves = [], hint = null, editing = false, selected = null, picture = null } = {}) {
      shown = { legalMoves, editing, gap: board.indexOf(0) };
      const hintedCell = legalMoves.find((m) => m.move === hint)?.from;
      const playing = Boolean(onMove) && !editing;
      grid.setInteractive(playing || (editing && Boolean(onCell)), describe(board));
      grid.place(board).forEach((button, cell) => {
        const tile = board[cell];
        const slidable = playing && (moveFrom(cell) !== undefined || (onLine && onGapLine(cell)));
        button.setAttribute('aria-disabled', String(!editing && !slidable));
        button.classList.toggle('slidable', slidable);
        button.classList.toggle('hinted', cell === hintedCell);
        button.classList.toggle('selected', cell === selected);
        const what = tile === 0 ? 'Gap' : `Tile ${tile}`;
        button.setAttribute('aria-label', `${what}, ${cellName(cell, width)}`);
        if (picture) {
          const home = picture.goal.indexOf(tile);
          button.style.setProperty('--home-row', Math.floor(home / width));
          button.style.setProperty('--home-col', home % width);
        }
      });
      element.classList.toggle('editing', editing);
      element.classList.toggle('picture', Boolean(picture));
      element.classList.toggle('numbered', Boolean(picture?.numbers));
      if (picture) element.style.setProperty('--picture', `url("${picture.url}")`);
    },
    destroy() {
      element.remove();
    },
  };

  /** The board in words, row by row. */
  function describe(board) {
    const rows = [];
    for (let r = 0; r < width; r++) {
      rows.push(board.slice(r * width, (r + 1) * width).map((tile) => (tile === 0 ? 'gap' : tile)).join(' '));
    }
    return rows.join(', ');
  }
}
