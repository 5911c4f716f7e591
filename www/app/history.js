// The positions of one game, for the move counter and undo / redo.

export class History {
  #past;
  #future;

  /** A game starting at `board`. */
  constructor(board) {
    this.restart(board);
  }

  /** Starts a new game at `board`: no moves, nothing to undo or redo. */
  restart(board) {
    this.#past = [board];
    this.#future = [];
  }

  /** The position now. */
  get current() {
    return this.#past.at(-1);
  }

  /** The position the game started from. */
  get start() {
    return this.#past[0];
  }

  /** How many moves lead from the start to the current position. */
  get moves() {
    return this.#past.length - 1;
  }

  get canUndo() {
    return this.#past.length > 1;
  }

  get canRedo() {
    return this.#future.length > 0;
  }

  /** Records a move to `board`; what could be redone is forgotten. */
  push(board) {
    this.#past.push(board);
    this.#future = [];
  }

  undo() {
    if (this.canUndo) this.#future.push(this.#past.pop());
  }

  redo() {
    if (this.canRedo) this.#past.push(this.#future.pop());
  }
}
