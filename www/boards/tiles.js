// Renderer for sliding-tile boards: tiles 1..n-1 and the gap (a piece too, shown while
// editing). What a click or a swipe plays comes from the core: a tile next to the gap
// makes the legal move that slides it, a tile further along the gap's row or column the
// moves of its line; a swipe from a tile of the gap's line toward the gap the moves of
// that line, any other swipe the legal move whose tile goes that way. Tiles can show a
// picture cut along their home cells.
import './tiles.css';
import { createBoardElement, createGrid, cellName } from './grid.js';

/** @typedef {import('./grid.js').BoardOptions} BoardOptions */
/** @typedef {import('./grid.js').RenderOptions} RenderOptions */
/** @typedef {import('./grid.js').Renderer} Renderer */
/** @typedef {import('../pkg/puzzle_core.js').Shape} Shape */

/** Swipes shorter than this many pixels are taps. */
const SWIPE_PX = 24;

/**
 * A picture's URL as a CSS `url("…")`, its quotes, backslashes and line ends escaped.
 * @param {string} url
 */
export function cssUrl(url) {
  return `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * Draws sliding boards of `shape` (arrays of cells, 0 for the gap) in `container`.
 * @param {HTMLElement} container
 * @param {Shape} shape
 * @param {BoardOptions} options
 * @returns {Renderer}
 */
export function createTileBoard(container, shape, { id, label, mini, onMove, onMoves, onCell }) {
  const element = createBoardElement(container, { id, label, kind: 'tiles', shape, mini });
  // a board of more cells than the Fifteen's: its small pictures are drawn differently
  element.classList.toggle('many', shape.columns * shape.rows > 16);
  const ids = Array.from({ length: shape.columns * shape.rows }, (_, tile) => tile);
  /** @type {Required<Pick<RenderOptions, 'legalMoves' | 'lines' | 'editing'>>} */
  let shown = { legalMoves: [], lines: [], editing: false };
  let swiped = false;
  /** What each cell's button last showed, so that a render touches only those that change. @type {string[]} */
  const looks = [];
  const grid = createGrid(element, shape, ids, 'tile', click, { focusOnClick: false });
  for (const button of element.querySelectorAll('.tile')) {
    const tile = Number(/** @type {HTMLElement} */ (button).dataset.tile);
    button.textContent = tile === 0 ? '' : String(tile);
    button.classList.toggle('gap', tile === 0);
  }

  /** @param {number} cell */
  function lineFrom(cell) {
    return shown.lines.find((line) => line.cell === cell);
  }

  /** @param {number} cell */
  function click(cell) {
    if (swiped) {
      swiped = false;
      return;
    }
    if (shown.editing) {
      onCell?.(cell);
      return;
    }
    const moves = lineFrom(cell)?.moves ?? [];
    if (moves.length === 1) onMove?.(moves[0]);
    else if (moves.length > 1) onMoves?.(moves);
  }

  if (onMove) {
    /** Where a swipe started, and the cell of the tile it started on (-1: none). @type {{ x: number, y: number, cell: number } | null} */
    let start = null;
    element.addEventListener('pointerdown', (event) => {
      const tile = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.('[data-cell]'));
      start = { x: event.clientX, y: event.clientY, cell: tile ? Number(tile.dataset.cell) : -1 };
    });
    element.addEventListener('pointerup', (event) => {
      if (!start || shown.editing) return;
      const [dx, dy] = [event.clientX - start.x, event.clientY - start.y];
      const from = start.cell;
      start = null;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_PX) return;
      swiped = true;
      setTimeout(() => (swiped = false)); // no click followed: forget the swipe
      const way = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
      // a tile in the gap's line swiped toward the gap slides with its line, as a click
      // on it does; any other swipe slides the tile beside the gap that goes that way
      const line = lineFrom(from)?.moves ?? [];
      if (line.length > 1 && shown.legalMoves.find((m) => m.move === line[0])?.toward === way) {
        onMoves?.(line);
        return;
      }
      const move = shown.legalMoves.find((m) => m.toward === way);
      if (move) onMove(move.move);
    });
    element.addEventListener('pointercancel', () => (start = null));
  }

  return {
    element,
    render(board, { legalMoves = [], lines = [], hint = null, editing = false, selected = null, picture = null } = {}) {
      const cells = /** @type {number[]} */ (board);
      shown = { legalMoves, lines, editing };
      const hintedCell = legalMoves.find((m) => m.move === hint)?.from;
      const playing = Boolean(onMove) && !editing;
      const slidable = new Set(playing ? lines.map((line) => line.cell) : []);
      grid.setInteractive(playing || (editing && Boolean(onCell)), () => describe(cells));
      // only the tiles whose cell, marks or picture changed are touched: a move changes a
      // line's tiles, not the board's
      const home = picture ? /** @type {number[]} */ (picture.goal) : null;
      grid.place(cells).forEach((button, cell) => {
        const tile = cells[cell];
        const look = `${tile} ${slidable.has(cell)} ${editing} ${cell === hintedCell} ${cell === selected} ${home ? home.indexOf(tile) : ''}`;
        if (looks[cell] === look) return;
        looks[cell] = look;
        button.setAttribute('aria-disabled', String(!editing && !slidable.has(cell)));
        button.classList.toggle('slidable', slidable.has(cell));
        button.classList.toggle('hinted', cell === hintedCell);
        button.classList.toggle('selected', cell === selected);
        const what = tile === 0 ? 'Gap' : `Tile ${tile}`;
        // the marks said too: the cell picked in the editor, the hint's tile
        const marks = `${cell === selected ? ', picked' : ''}${cell === hintedCell ? ', hint' : ''}`;
        button.setAttribute('aria-label', `${what}, ${cellName(cell, shape.columns)}${marks}`);
        if (home) {
          const at = home.indexOf(tile);
          button.style.setProperty('--home-row', String(Math.floor(at / shape.columns)));
          button.style.setProperty('--home-col', String(at % shape.columns));
        }
      });
      element.classList.toggle('editing', editing);
      element.classList.toggle('picture', Boolean(picture));
      element.classList.toggle('numbered', Boolean(picture?.numbers));
      const url = picture ? cssUrl(picture.url) : '';
      if (url !== element.style.getPropertyValue('--picture')) {
        if (url) element.style.setProperty('--picture', url);
        else element.style.removeProperty('--picture');
      }
    },
    destroy() {
      element.remove();
    },
  };

  /**
   * The board in words, row by row.
   * @param {number[]} cells
   */
  function describe(cells) {
    const rows = [];
    for (let r = 0; r < shape.rows; r++) {
      rows.push(
        cells
          .slice(r * shape.columns, (r + 1) * shape.columns)
          .map((tile) => (tile === 0 ? 'gap' : tile))
          .join(' '),
      );
    }
    return rows.join(', ');
  }
}
