// The positions of one game, for the move counter and undo / redo. Each move remembers
// whether the player made it, or took it from the solver's solution (or, in a two-player
// game, the computer made it).

/** @typedef {import('./state.js').Board} Board */
/** @typedef {{ name: string, from?: number, to?: number }} Move */
/** @typedef {{ board: Board, bySolver: boolean, move: Move | null, at: number }} Entry */

export class History {
  /** @type {Entry[]} */
  #past = [];
  /** @type {Entry[]} */
  #future = [];

  /**
   * A game starting at `board`.
   * @param {Board} board
   */
  constructor(board) {
    this.restart(board);
  }

  /**
   * Starts a new game at `board`: no moves, nothing to undo or redo.
   * @param {Board} board
   */
  restart(board) {
    this.#past = [{ board, bySolver: false, move: null, at: 0 }];
    this.#future = [];
  }

  /** The position now. */
  get current() {
    return this.#past[this.#past.length - 1].board;
  }

  /** The position the game started from. */
  get start() {
    return this.#past[0].board;
  }

  /** How many moves lead from the start to the current position. */
  get moves() {
    return this.#past.length - 1;
  }

  /** How many of those the player made. */
  get playerMoves() {
    return this.#past.filter((entry, i) => i > 0 && !entry.bySolver).length;
  }

  /**
   * How many of the player's moves there are in the multi-tile metric: moves the same way
   * one after another (a line slid at once, or tile by tile) count once.
   */
  get playerSlides() {
    return this.#past.filter(
      (entry, i) => i > 0 && !entry.bySolver && (i === 1 || this.#past[i - 1].bySolver || this.#past[i - 1].move?.name !== entry.move?.name),
    ).length;
  }

  /** How many of those the solver made. */
  get solverMoves() {
    return this.moves - this.playerMoves;
  }

  /**
   * How many times the game has stood at `board` (the current position counted), by `same`.
   * @param {Board} board
   * @param {(a: Board, b: Board) => boolean} same
   */
  occurrences(board, same) {
    return this.#past.filter((entry) => same(entry.board, board)).length;
  }

  get canUndo() {
    return this.#past.length > 1;
  }

  get canRedo() {
    return this.#future.length > 0;
  }

  /**
   * Records `move` to `board` (the solver's or the computer's if `bySolver`), made at
   * `at` (performance.now()); what could be redone is forgotten.
   * @param {Board} board
   * @param {{ bySolver?: boolean, move?: Move | null, at?: number }} [how]
   */
  push(board, { bySolver = false, move = null, at = performance.now() } = {}) {
    this.#past.push({ board, bySolver, move, at });
    this.#future = [];
  }

  /** Takes back the last move. */
  undo() {
    const entry = this.canUndo ? this.#past.pop() : undefined;
    if (entry) this.#future.push(entry);
  }

  /** Makes again the last move taken back. */
  redo() {
    const entry = this.#future.pop();
    if (entry) this.#past.push(entry);
  }

  /** The last move made (null at the start, or when it was not recorded). */
  get last() {
    return this.#past[this.#past.length - 1].move;
  }

  /** The moves made so far, each with who made it, the board it was made on, and when. */
  get played() {
    return this.#past.slice(1).map(({ move, bySolver, at }, i) => ({ name: move?.name ?? '', bySolver, before: this.#past[i].board, at }));
  }
}
