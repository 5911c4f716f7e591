// The board editor: the board (and, where the puzzle allows, the goal) edited cell by cell
// on drafts, checked live by the core, which says whether the goal can be reached from
// them; Apply (only then possible) starts a game from the drafts. The edits themselves
// (swapCells, cycleStones) are plain functions of a board.

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */
/** @typedef {import('./state.js').Editing} Editing */
/** @typedef {import('./store.js').Store<State>} StateStore */
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

/**
 * The editor's controller.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub }} parts
 */
export function createEditing({ store, hub }) {
  const { state } = store;

  /**
   * The editor with `drafts` and `selected`, checked by the core: a draft it refuses, or
   * whether the goal can be reached from the board.
   * @param {Editing['drafts']} drafts
   * @param {Editing['selected']} selected
   * @returns {Editing}
   */
  function checked(drafts, selected) {
    const game = /** @type {import('./state.js').Core} */ (state.game);
    let problem = null;
    for (const which of /** @type {const} */ (['board', 'goal'])) {
      try {
        game.format(drafts[which]);
      } catch (error) {
        problem ??= /** @type {Error} */ (error).message.replace(/^invalid (board|goal): /, '');
      }
    }
    /** @type {Editing['verdict']} */
    let verdict = { text: '', tone: '' };
    if (!problem && state.capabilities?.twoPlayer) {
      verdict =
        game.outcome(drafts.board) === undefined
          ? { text: 'The game can be played from this position.', tone: 'ok' }
          : { text: 'The game is over in this position.', tone: '' };
    } else if (!problem) {
      const why = game.whyUnsolvable(drafts.board, drafts.goal);
      verdict =
        why === undefined
          ? { text: 'The goal can be reached from this position.', tone: 'ok' }
          : { text: `The goal cannot be reached: ${why.reason}.`, tone: 'error' };
    }
    return { drafts, selected, problem, verdict };
  }

  /** Starts editing copies of the position and the goal. */
  function open() {
    const history = /** @type {import('./history.js').History} */ (state.history);
    store.update({ editor: checked({ board: history.current, goal: /** @type {Board} */ (state.goal) }, null) });
  }

  function close() {
    if (state.editor) store.update({ editor: null, inputError: null });
  }

  /**
   * A click on `cell` of the draft `which`.
   * @param {'board' | 'goal'} which
   * @param {number} cell
   */
  function click(which, cell) {
    const editor = state.editor;
    if (!editor || !state.entry) return;
    if (which === 'goal' && !state.entry.editableGoal) return;
    const selected = editor.selected?.which === which ? editor.selected.cell : null;
    const edited = state.entry.edit(editor.drafts[which], cell, selected);
    const next = edited.selected === null ? null : { which, cell: edited.selected };
    store.update({ editor: checked({ ...editor.drafts, [which]: edited.board }, next) });
  }

  /**
   * Replaces the draft `which` by `board`.
   * @param {'board' | 'goal'} which
   * @param {Board} board
   */
  function replace(which, board) {
    if (!state.editor) return;
    store.update({ editor: checked({ ...state.editor.drafts, [which]: board }, null) });
  }

  /** Gives the other side the move, on the draft of a two-player game. */
  function toggleTurn() {
    const board = /** @type {Position | undefined} */ (state.editor?.drafts.board);
    if (board) replace('board', { ...board, turn: board.turn === 'white' ? 'black' : 'white' });
  }

  /** Starts a game from the drafts, if the core takes them and the goal can be reached. */
  function apply() {
    const editor = state.editor;
    if (!editor || editor.problem || editor.verdict.tone === 'error') return;
    close();
    hub.emit('apply', editor.drafts);
  }

  // a new position (a load, a new puzzle) leaves drafts of the old one behind
  hub.on('position', () => state.editor && close());

  return { open, close, click, replace, toggleTurn, apply };
}
