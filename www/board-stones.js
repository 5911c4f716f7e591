// Renderer for S-Dao: white and black stones on a 4x4 board, whose turn it is, and the
// slides of a picked stone (from the core's legal moves) marked as targets.
import { cellName } from './board-grid.js';

const WIDTH = 4;
const COLOURS = { w: 'white', b: 'black' };

/** The name of cell `index` in move notation: column a-d, row 1-4 from the top. */
export function notation(index) {
  return 'abcd'[index % WIDTH] + (Math.floor(index / WIDTH) + 1);
}

/** Cell index of a name such as `c2`. */
function cellOf(name) {
  return 'abcd'.indexOf(name[0]) + (Number(name[1]) - 1) * WIDTH;
}

/** A move `a1-d4` as its two cells. */
export function moveCells(move) {
  const [from, to] = move.split('-');
  return { from: cellOf(from), to: cellOf(to) };
}

/**
 * Draws positions ({ cells: 16 of w, b, *, turn }) into `element`. Clicking a stone of
 * the colour to move picks it and marks its slides; clicking a marked cell calls
 * `onMove(name)`. While editing, `onCell(cell)` gets every clicked cell. Without
 * handlers the board is a picture.
 */
export function createStoneBoard(element, { onMove, onCell } = {}) {
  const interactive = Boolean(onMove || onCell);
  element.replaceChildren();
  element.classList.add('stones');
  element.style.setProperty('--width', WIDTH);
  const cells = Array.from({ length: WIDTH * WIDTH }, (_, index) => {
    const cell = document.createElement('button');
    cell.type = 'button';
    cell.className = 'cell';
    cell.dataset.cell = index;
    cell.style.setProperty('--row', Math.floor(index / WIDTH));
    cell.style.setProperty('--col', index % WIDTH);
    if (interactive) cell.addEventListener('click', () => click(index));
    else {
      cell.disabled = true;
      cell.tabIndex = -1;
    }
    element.append(cell);
    return cell;
  });
  /** The stone elements, which keep their identity so that a moved stone slides. */
  let stones = new Map();
  let shown = { cells: '', legalMoves: [], editing: false };
  let picked = null;

  let turn = null;
  if (onMove) {
    turn = document.createElement('p');
    turn.className = 'turn';
    element.after(turn);
  }

  function click(index) {
    if (shown.editing) {
      onCell?.(index);
      return;
    }
    const move = shown.legalMoves.find((m) => {
      const { from, to } = moveCells(m.move);
      return from === picked && to === index;
    });
    if (move) {
      picked = null;
      onMove?.(move.move);
      return;
    }
    const mine = shown.legalMoves.some((m) => moveCells(m.move).from === index);
    picked = mine && picked !== index ? index : null;
    mark();
  }

  /** Marks the picked stone, its slides, and the hint. */
  function mark(hint = shown.hint) {
    const targets = new Set(
      shown.legalMoves.map((m) => moveCells(m.move)).filter((m) => m.from === picked).map((m) => m.to),
    );
    const hinted = hint ? moveCells(hint) : null;
    cells.forEach((cell, index) => {
      cell.classList.toggle('picked', index === picked);
      cell.classList.toggle('target', targets.has(index));
      cell.classList.toggle('hinted', hinted !== null && (index === hinted.from || index === hinted.to));
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
        stone.className = `stone ${COLOURS[colour]}`;
        stone.dataset.colour = colour;
        stone.setAttribute('aria-hidden', 'true');
        element.append(stone);
      }
      stone.style.setProperty('--row', Math.floor(index / WIDTH));
      stone.style.setProperty('--col', index % WIDTH);
      next.set(index, stone);
    });
    for (const stone of [...free.w, ...free.b]) stone.remove();
    stones = next;
  }

  return {
    /**
     * Shows `position`. Options: `legalMoves` (from the core) make stones of the colour
     * to move pickable, `hint` marks a move's two cells, `editing` makes every cell a
     * target, and `selected` marks a cell.
     */
    render(position, { legalMoves = [], hint = null, editing = false, selected = null } = {}) {
      const text = position.cells;
      if (text !== shown.cells || editing) picked = null;
      shown = { cells: text, legalMoves, editing, hint };
      placeStones(text);
      cells.forEach((cell, index) => {
        const colour = COLOURS[text[index]];
        cell.setAttribute('aria-label', `${notation(index)} (${cellName(index, WIDTH)}): ${colour ? `${colour} stone` : 'empty'}`);
        cell.classList.toggle('selected', index === selected);
      });
      mark();
      element.classList.toggle('editing', editing);
      element.dataset.cells = text;
      element.dataset.turn = position.turn;
      if (turn) turn.textContent = editing ? 'Editing: click a cell to cycle empty, white, black.' : `${position.turn === 'white' ? 'White' : 'Black'} to move`;
    },
  };
}
