// The board editor's drafts: the board (and, where the puzzle allows, the goal) edited
// cell by cell, checked by the core at each change, which says whether the goal can be
// reached from them (or whether a two-player game can go on); Apply (only then possible)
// starts a game from the drafts. The slice `editor` holds the drafts while the editor is
// open (null otherwise); this module is its one writer. The editor's bar is the editor
// feature's; the gestures (swapCells, cycleStones) are each puzzle's (puzzles/edits.js).

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {'' | 'busy' | 'ok' | 'error'} Tone */

/**
 * The editor's drafts, the cell picked (by the swapping gesture), the core's objection to
 * a draft, and whether the goal can be reached from the board.
 * @typedef {object} Editor
 * @property {{ board: Board, goal: Board | undefined }} drafts
 * @property {{ which: 'board' | 'goal', cell: number } | null} selected
 * @property {string | null} problem
 * @property {{ text: string, tone: Tone }} verdict
 */

/**
 * What the editor asks of the game: its core, how its cells are edited, whether its goal
 * may be edited.
 * @typedef {{ rules: import('./rules.js').Rules, entry: import('../puzzles/catalogue.js').Entry }} Edited
 */

/**
 * The editor's controller; `game()` is the game being played.
 * @param {{ store: import('../kernel/store.js').Store, game: () => Edited | null }} parts
 */
export function createEditing({ store, game }) {
  const slice = store.slice('editor', /** @type {Editor | null} */ (null));

  /**
   * The editor with `drafts` and `selected`, checked by the core: a draft it refuses, or
   * whether the goal can be reached from the board (the game go on, without a goal).
   * @param {Edited} edited
   * @param {Editor['drafts']} drafts
   * @param {Editor['selected']} selected
   * @returns {Editor}
   */
  function checked({ rules }, drafts, selected) {
    let problem = null;
    for (const draft of [drafts.board, drafts.goal]) {
      if (draft === undefined) continue;
      try {
        rules.format(draft);
      } catch (error) {
        problem ??= /** @type {Error} */ (error).message.replace(/^invalid (board|goal): /, '');
      }
    }
    /** @type {Editor['verdict']} */
    let verdict = { text: '', tone: '' };
    if (!problem && drafts.goal === undefined) {
      verdict =
        rules.outcome(drafts.board) === undefined
          ? { text: 'The game can be played from this position.', tone: 'ok' }
          : { text: 'The game is over in this position.', tone: '' };
    } else if (!problem && drafts.goal !== undefined) {
      const why = rules.whyUnsolvable(drafts.board, drafts.goal);
      verdict =
        why === undefined
          ? { text: 'The goal can be reached from this position.', tone: 'ok' }
          : { text: `The goal cannot be reached: ${why.reason}.`, tone: 'error' };
    }
    return { drafts, selected, problem, verdict };
  }

  return {
    /** The editor now (null: closed). */
    get: slice.get,
    /**
     * Starts editing copies of `board` and `goal` (undefined in a two-player game).
     * @param {Board} board
     * @param {Board | undefined} goal
     */
    open(board, goal) {
      const edited = game();
      if (edited) slice.put(checked(edited, { board, goal }, null));
    },
    close() {
      slice.put(null);
    },
    /**
     * A click on `cell` of the draft `which`.
     * @param {'board' | 'goal'} which
     * @param {number} cell
     */
    click(which, cell) {
      const editor = slice.get();
      const edited = game();
      const draft = editor?.drafts[which];
      if (!editor || !edited || draft === undefined || (which === 'goal' && !edited.entry.editableGoal)) return;
      const selected = editor.selected?.which === which ? editor.selected.cell : null;
      const change = edited.entry.edit(draft, cell, selected);
      const next = change.selected === null ? null : { which, cell: change.selected };
      slice.put(checked(edited, { ...editor.drafts, [which]: change.board }, next));
    },
    /**
     * Replaces the draft `which` by `board` (a text typed while the editor is open).
     * @param {'board' | 'goal'} which
     * @param {Board} board
     */
    replace(which, board) {
      const editor = slice.get();
      const edited = game();
      if (editor && edited) slice.put(checked(edited, { ...editor.drafts, [which]: board }, null));
    },
    /** Gives the other side the move, on the draft of a two-player game. */
    toggleTurn() {
      const board = /** @type {import('../pkg/puzzle_core.js').PositionText | undefined} */ (slice.get()?.drafts.board);
      if (board) this.replace('board', { ...board, turn: board.turn === 'white' ? 'black' : 'white' });
    },
    /** The drafts, when the core takes them and the goal can be reached from them; the editor closes. */
    take() {
      const editor = slice.get();
      if (!editor || editor.problem || editor.verdict.tone === 'error') return null;
      slice.put(null);
      return editor.drafts;
    },
  };
}

/** @typedef {ReturnType<typeof createEditing>} EditingControl */
