// Renderer for S-Dao: white and black stones on a 4x4 board, whose turn it is, and the
// slides of a picked stone (the core's legal moves, with their from and to cells) marked
// as targets.
import { createBoardElement, createGrid, placePiece, cellName as cellPlace } from './grid.js';

const WIDTH = 4;
const CELLS = Array.from({ length: WIDTH * WIDTH }, (_, cell) => cell);
const COLOURS = { w: 'white', b: 'black' };

/**
 * Draws positions ({ cells: 16 of w, b, *, turn }) in `container`. Options: the board
 * element's `id` and `label`, `mini`, and `coordinates` (the core's names of the columns,
 * rows and cells, shown along the edges and read out). Clicking a stone of the colour to
 * move picks it and marks its slides; clicking a marked cell calls `onMove(name)`. While
 * editing, `onCell(cell)` gets every clicked cell. Without handlers the board is a picture.
 */
export function createStoneBoard(container, { id, label, mini, coordinates, onMove, onCell } = {}) {
  const element = createBoardElement(container, { id, label, kind: 'stones', width: WIDTH, mini });
  const grid = createGrid(element, WIDTH, CELLS, 'cell', click);
  const cells = grid.place(CELLS);
  delete element.dataset.cells;
  for (const [axis, names] of [['columns', coordinates?.columns], ['rows', coordinates?.rows]]) {
    if (!names) continue;
    const edge = document.createElement('div');
    edge.className = `coordinates ${axis}`;
    edge.setAttribute('aria-hidden', 'true');
    for (const name of names) edge.append(Object.assign(document.createElement('span'), { textContent: name }));
    element.append(edge);
  }
  const cellName = (index) => coordinates?.cells[index] ?? cellPlace(index, WIDTH);
  /** The stone elements, which keep their identity so that a moved stone slides. */
  let stones = new Map();
  let shown = { cells: '', legalMoves: [], editing: false, hint: null, won: [], values: null };
  let picked = null;

  let turn = null;
  if (onMove) {
    turn = document.createElement('p');
    turn.className = 'turn';
    container.append(turn);
  }

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

  /** Marks the picked stone, its slides (with their values, if known), the hint's two cells and the winning stones. */
  function mark() {
    const targets = new Map(shown.legalMoves.filter((m) => m.from === picked).map((m) => [m.to, m.move]));
    const hinted = shown.legalMoves.find((m) => m.move === shown.hint);
    cells.forEach((cell, index) => {
      cell.classList.toggle('picked', index === picked);
      cell.classList.toggle('target', targets.has(index));
      const value = shown.values?.get(targets.get(index));
      if (value) cell.dataset.outcome = value.outcome;
      else delete cell.dataset.outcome;
      cell.classList.toggle('hinted', hinted !== undefined && (index === hinted.from || index === hinted.to));
      cell.classList.toggle('won', shown.won.includes(index));
    });
  }

  /** Moves the stone elements to `text`'s cells, keeping those that stay put. */
  function placeStones(text) {
    const next = new Map();
    const free = { w: [], b: [] };
    for (const [index, stone] of stones) {
      if (text[index] === stone.dataset.colour) next.set(index, stone);
      else free[stone.dataset.colour].push(stone);
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
      placePiece(stone, index, WIDTH);
      next.set(index, stone);
    });
    for (const stone of [...free.w, ...free.b]) stone.remove();
    stones = next;
  }

  return {
    element,
    /**
     * Shows `position`. Options: `legalMoves` (from the core) make stones of the colour
     * to move pickable, `hint` marks a move's two cells, `editing` makes every cell a
     * target, `selected` marks a cell, `won` the cells of a game's winning stones, and
     * `values` (move name -> { outcome }) colours the targets by the value of their move.
     */
    render(position, { legalMoves = [], hint = null, editing = false, selected = null, won = [], values = null } = {}) {
      const text = position.cells;
      if (text !== shown.cells || editing) picked = null;
      shown = { cells: text, legalMoves, editing, hint, won, values };
      placeStones(text);
      const says = (index) => `${cellName(index)}: ${COLOURS[text[index]] ? `${COLOURS[text[index]]} stone` : 'empty'}`;
      grid.setInteractive((Boolean(onMove) && !editing) || (editing && Boolean(onCell)), CELLS.map(says).join(', '));
      cells.forEach((cell, index) => {
        cell.setAttribute('aria-label', says(index));
        cell.classList.toggle('selected', index === selected);
      });
      mark();
      element.classList.toggle('editing', editing);
      element.dataset.cells = text;
      element.dataset.turn = position.turn;
      if (turn) turn.textContent = editing ? 'Editing' : `${position.turn === 'white' ? 'White' : 'Black'} to move`;
    },
    destroy() {
      element.remove();
      turn?.remove();
    },
  };
}
