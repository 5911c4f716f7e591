// How the editor changes a cell of a board: by swapping two cells (sliding tiles, Nine's
// digits), or by cycling a cell through empty, white and black (the stone boards). Plain
// functions of a board.

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').PositionText} Position */

/**
 * Editing by swapping: the first click picks a cell, the second swaps it with the first.
 * @param {Board} board
 * @param {number} cell
 * @param {number | null} selected
 * @returns {{ board: Board, selected: number | null }}
 */
export function swapCells(board, cell, selected) {
  if (selected === null) return { board, selected: cell };
  if (selected === cell) return { board, selected: null };
  const next = [.../** @type {number[]} */ (board)];
  [next[selected], next[cell]] = [next[cell], next[selected]];
  return { board: next, selected: null };
}

/**
 * Editing by cycling a cell through empty, white and black (the stone boards).
 * @param {Board} board
 * @param {number} cell
 * @returns {{ board: Board, selected: null }}
 */
export function cycleStones(board, cell) {
  const position = /** @type {Position} */ (board);
  /** @type {Record<string, string>} */
  const cycle = { '*': 'w', w: 'b', b: '*' };
  const next = cycle[position.cells[cell]] ?? '*';
  const cells = position.cells.slice(0, cell) + next + position.cells.slice(cell + 1);
  return { board: { ...position, cells }, selected: null };
}
