// The positions of one game, for the move counter and undo / redo. Each move remembers
// whether the player made it, or took it from the solver's solution (or, in a two-player
// game, the computer made it), and whether it was made with the move before it in one
// action (a line of tiles slid by one click): Undo and Redo take such moves together.

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {{ name: string, from?: number, to?: number }} Move */
/** @typedef {{ board: Board, bySolver: boolean, move: Move | null, at: number, joined: boolean }} Entry */

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
    this.#past = [{ board, bySolver: false, move: null, at: 0, joined: false }];
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
   * `at` (performance.now()), `joined` to the move before it in one action; what could be
   * redone is forgotten.
   * @param {Board} board
   * @param {{ bySolver?: boolean, move?: Move | null, at?: number, joined?: boolean }} [how]
   */
  push(board, { bySolver = false, move = null, at = performance.now(), joined = false } = {}) {
    this.#past.push({ board, bySolver, move, at, joined });
    this.#future = [];
  }

  /** Takes back the last move; with `whole`, and the moves made with it in one action. */
  undo({ whole = false } = {}) {
    while (this.canUndo) {
      const entry = /** @type {Entry} */ (this.#past.pop());
      this.#future.push(entry);
      if (!(whole && entry.joined)) return;
    }
  }

  /** Makes again the last move taken back; with `whole`, and the moves made with it. */
  redo({ whole = false } = {}) {
    for (let entry = this.#future.pop(); entry; entry = this.#future.pop()) {
      this.#past.push(entry);
      if (!(whole && this.#future.at(-1)?.joined)) return;
    }
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
