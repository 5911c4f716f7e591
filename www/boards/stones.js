// Renderer for boards of stones (S-Dao, Dao): white and black stones on a 4x4 board, whose
// turn it is, the slides of a picked stone (the core's legal moves, with their from and to
// cells) marked as targets, the last move's two cells, and a game's winning stones.
import './stones.css';
import { createBoardElement, createGrid, placePiece, cellName as cellPlace } from './grid.js';

/** @typedef {import('./grid.js').BoardOptions} BoardOptions */
/** @typedef {import('./grid.js').RenderOptions} RenderOptions */
/** @typedef {import('./grid.js').Renderer} Renderer */
/** @typedef {import('../pkg/puzzle_core.js').Coordinates} Coordinates */
/** @typedef {import('../pkg/puzzle_core.js').PositionText} Position */

const SHAPE = { columns: 4, rows: 4 };
const CELLS = Array.from({ length: SHAPE.columns * SHAPE.rows }, (_, cell) => cell);
/** @type {Record<string, string>} */
const COLOURS = { w: 'white', b: 'black' };

/**
 * Draws positions ({ cells: 16 of w, b, *, turn }) in `container`, with `coordinates` (the
 * core's names of the columns, rows and cells, shown along the edges and read out).
 * Clicking a stone of the colour to move picks it and marks its slides; clicking a marked
 * cell calls `onMove(name)`. While editing, `onCell(cell)` gets every clicked cell.
 * Without handlers the board is a picture.
 * @param {HTMLElement} container
 * @param {BoardOptions & { coordinates?: Coordinates }} options
 * @returns {Renderer}
 */
export function createStoneBoard(container, { id, label, mini, coordinates, onMove, onCell }) {
  const element = createBoardElement(container, { id, label, kind: 'stones', shape: SHAPE, mini });
  const grid = createGrid(element, SHAPE, CELLS, 'cell', click);
  const cells = grid.place(CELLS);
  delete element.dataset.cells;
  for (const [axis, names] of /** @type {const} */ ([
    ['columns', coordinates?.columns],
    ['rows', coordinates?.rows],
  ])) {
    if (!names) continue;
    const edge = document.createElement('div');
    edge.className = `coordinates ${axis}`;
    edge.setAttribute('aria-hidden', 'true');
    for (const name of names) edge.append(Object.assign(document.createElement('span'), { textContent: name }));
    element.append(edge);
  }
  /** @param {number} index */
  const cellName = (index) => coordinates?.cells[index] ?? cellPlace(index, SHAPE.columns);
  /** The stone elements, which keep their identity so that a moved stone slides. */
  /** @type {Map<number, HTMLElement>} */
  let stones = new Map();
  /** @type {Required<Pick<RenderOptions, 'legalMoves' | 'editing' | 'hint' | 'won' | 'values' | 'last'>> & { cells: string }} */
  let shown = { cells: '', legalMoves: [], editing: false, hint: null, won: [], values: null, last: null };
  /** @type {number | null} */
  let picked = null;
  /** Each cell's name and what stands on it: its label, before what `mark` adds. */
  let labels = /** @type {string[]} */ ([]);
  /** The cell picked in the editor, if any. @type {number | null} */
  let selectedCell = null;

  /** @type {HTMLElement | null} */
  let turn = null;
  if (onMove) {
    turn = document.createElement('p');
    turn.className = 'turn';
    container.append(turn);
  }

  /** @param {number} index */
  function click(index) {
    if (shown.editing) {
      onCell?.(index);
      return;
    }
    const move = shown.legalMoves.find((m) => m.from === picked && m.to === index);
    if (move) {
      picked = null;
      onMove?.(move.move);
      return;
    }
    const mine = shown.legalMoves.some((m) => m.from === index);
    picked = mine && picked !== index ? index : null;
    mark();
  }

  // Escape puts a picked stone down (and, with none picked, goes on to the page's Escape)
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || picked === null) return;
    event.stopPropagation();
    picked = null;
    mark();
  });

  /** Marks the picked stone, its slides (with their values, if known), the hint's two cells, the last move and the winning stones. */
  function mark() {
    const targets = new Map(shown.legalMoves.filter((m) => m.from === picked).map((m) => [m.to, m.move]));
    const hinted = shown.legalMoves.find((m) => m.move === shown.hint);
    cells.forEach((cell, index) => {
      cell.classList.toggle('picked', index === picked);
      cell.classList.toggle('target', targets.has(index));
      const target = targets.get(index);
      const value = target === undefined ? undefined : shown.values?.get(target);
      if (value) cell.dataset.outcome = value.outcome;
      else delete cell.dataset.outcome;
      cell.classList.toggle('hinted', hinted !== undefined && (index === hinted.from || index === hinted.to));
      cell.classList.toggle('won', shown.won.includes(index));
      cell.classList.toggle('last-from', shown.last?.from === index);
      cell.classList.toggle('last-to', shown.last?.to === index);
      // what the marks show, said too: a screen reader hears the stone picked, where it
      // can go and the hint
      const chosen = index === picked || index === selectedCell;
      const marks = [chosen && 'picked', target !== undefined && 'a move ends here', cell.classList.contains('hinted') && 'hint'].filter(Boolean);
      cell.setAttribute('aria-label', [labels[index], ...marks].join(', '));
    });
  }

  /**
   * Moves the stone elements to `text`'s cells, keeping those that stay put.
   * @param {string} text
   */
  function placeStones(text) {
    /** @type {Map<number, HTMLElement>} */
    const next = new Map();
    /** @type {Record<string, HTMLElement[]>} */
    const free = { w: [], b: [] };
    for (const [index, stone] of stones) {
      const colour = stone.dataset.colour ?? '';
      if (text[index] === colour) next.set(index, stone);
      else free[colour].push(stone);
    }
    [...text].forEach((colour, index) => {
      if (!(colour in COLOURS) || next.has(index)) return;
      let stone = free[colour].pop();
      if (!stone) {
        stone = document.createElement('span');
        stone.className = `piece stone ${COLOURS[colour]}`;
        stone.dataset.colour = colour;
        stone.setAttribute('aria-hidden', 'true');
        element.append(stone);
      }
      placePiece(stone, index, SHAPE.columns);
      next.set(index, stone);
    });
    for (const stone of [...free.w, ...free.b]) stone.remove();
    stones = next;
  }

  return {
    element,
    render(board, { legalMoves = [], hint = null, editing = false, selected = null, won = [], values = null, last = null, over = false } = {}) {
      const position = /** @type {Position} */ (board);
      const text = position.cells;
      if (text !== shown.cells || editing) picked = null;
      shown = { cells: text, legalMoves, editing, hint, won, values, last };
      placeStones(text);
      /** @param {number} index */
      const says = (index) => `${cellName(index)}: ${COLOURS[text[index]] ? `${COLOURS[text[index]]} stone` : 'empty'}`;
      grid.setInteractive((Boolean(onMove) && !editing) || (editing && Boolean(onCell)), () => CELLS.map(says).join(', '));
      labels = CELLS.map(says);
      selectedCell = selected;
      cells.forEach((cell, index) => cell.classList.toggle('selected', index === selected));
      mark();
      element.classList.toggle('editing', editing);
      element.dataset.cells = text;
      element.dataset.turn = position.turn;
      if (turn) {
        turn.textContent = editing ? 'Editing' : `${position.turn === 'white' ? 'White' : 'Black'} to move`;
        // kept in place, so the buttons below do not move; the Solved badge speaks instead
        turn.classList.toggle('over', over && !editing);
      }
    },
    destroy() {
      element.remove();
      turn?.remove();
    },
  };
}
