// The positions of one game, for the move counter and undo / redo. Each move remembers
// whether the player made it, or took it from the solver's solution (or, in a two-player
// game, the computer made it).

export class History {
  #past;
  #future;

  /** A game starting at `board`. */
  constructor(board) {
    this.restart(board);
  }

  /** Starts a new game at `board`: no moves, nothing to undo or redo. */
  restart(board) {
    this.#past = [{ board, bySolver: false }];
    this.#future = [];
  }

  /** The position now. */
  get current() {
    return this.#past.at(-1).board;
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

  /** Whether any of those came from the solver. */
  get solverMoves() {
    return this.#past.some((entry) => entry.bySolver);
  }

  /** How many times the game has stood at `board` (the current position counted), by `same`. */
  occurrences(board, same) {
    return this.#past.filter((entry) => same(entry.board, board)).length;
  }

  get canUndo() {
    return this.#past.length > 1;
  }

  get canRedo() {
    return this.#future.length > 0;
  }

  /** Records a move to `board` (the solver's or the computer's if `bySolver`); what could be redone is forgotten. */
  push(board, { bySolver = false } = {}) {
    this.#past.push({ board, bySolver });
    this.#future = [];
  }

  undo() {
    if (this.canUndo) this.#future.push(this.#past.pop());
  }

  redo() {
    if (this.canRedo) this.#past.push(this.#future.pop());
  }
}
