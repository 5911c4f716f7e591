// The position editor: the board (and, where the puzzle allows, the goal) edited cell by
// cell on a draft, checked live by the core; Apply starts a game from the draft.

/** Editing by swapping: the first click picks a cell, the second swaps it with the first. */
export function swapCells(board, cell, selected) {
  if (selected === null) return { board, selected: cell };
  if (selected === cell) return { board, selected: null };
  const next = [...board];
  [next[selected], next[cell]] = [next[cell], next[selected]];
  return { board: next, selected: null };
}

export class Editor {
  #game;
  #edit;
  #onChange;
  /** { board, goal }: the drafts being edited. */
  drafts = null;
  /** { which: 'board' | 'goal', cell } or null. */
  selected = null;

  /** `onChange()` runs after every change of the drafts or the selection. */
  constructor(onChange) {
    this.#onChange = onChange;
  }

  get isOpen() {
    return this.drafts !== null;
  }

  /**
   * Starts editing copies of `board` and `goal`: `game` (the core) checks them, and
   * `edit(board, cell, selected)` is the puzzle's way of editing a cell (see swapCells).
   */
  open(game, edit, board, goal) {
    this.#game = game;
    this.#edit = edit;
    this.drafts = { board, goal };
    this.selected = null;
    this.#onChange();
  }

  close() {
    this.drafts = null;
    this.selected = null;
  }

  /** A click on `cell` of the draft `which` ('board' or 'goal'). */
  click(which, cell) {
    const selected = this.selected?.which === which ? this.selected.cell : null;
    const result = this.#edit(this.drafts[which], cell, selected);
    this.drafts = { ...this.drafts, [which]: result.board };
    this.selected = result.selected === null ? null : { which, cell: result.selected };
    this.#onChange();
  }

  /** Replaces the draft `which` by `board`. */
  replace(which, board) {
    this.drafts = { ...this.drafts, [which]: board };
    this.selected = null;
    this.#onChange();
  }

  /** Replaces the draft `which` by the board `text` describes; throws the core's error. */
  setText(which, text) {
    this.replace(which, this.#game.parse(text));
  }

  /** The core's objection to a draft, or null when it is a valid board. */
  problem(which) {
    try {
      this.#game.format(this.drafts[which]);
      return null;
    } catch (error) {
      return error.message;
    }
  }
}

/** Editing by cycling a cell through empty, white and black (S-Dao positions). */
export function cycleStones(position, cell) {
  const next = { '*': 'w', w: 'b', b: '*' }[position.cells[cell]] ?? '*';
  const cells = position.cells.slice(0, cell) + next + position.cells.slice(cell + 1);
  return { board: { ...position, cells }, selected: null };
}
