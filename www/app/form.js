// Changing the position by text: the text fields (checked live by the core; while the
// editor is open a valid text replaces its draft), Load, and copying texts and links.
// Only this module changes `state.typed` (what the fields hold until it is loaded, or the
// position changes) and `state.copied`; it says what is wrong with a field in
// `state.inputError`.

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */
/** @typedef {import('./store.js').Store<State>} StateStore */

/** How long "copied" stays, and a failure (long enough to select the link it shows). */
const COPIED_MS = 2500;
const FAILED_MS = 20_000;

/**
 * The form's controller.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub, newGame: (board: Board, goal: Board, source: string) => void, replaceDraft: (which: 'board' | 'goal', board: Board) => void }} parts
 */
export function createForm({ store, hub, newGame, replaceDraft }) {
  const { state } = store;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  /**
   * The board `text` describes, or null after saying what is wrong with it; while it is
   * `typing`, not that it stops short (see `cutShort`).
   * @param {'board' | 'goal'} which
   * @param {string} text
   * @param {boolean} [typing]
   */
  function parsed(which, text, typing = false) {
    try {
      const board = /** @type {import('./state.js').Core} */ (state.game).parse(text);
      store.update({ inputError: null });
      return board;
    } catch (error) {
      const message = /** @type {Error} */ (error).message;
      store.update({ inputError: typing && cutShort(text, message) ? null : { which, message } });
      return null;
    }
  }

  /**
   * The text of field `which` changed: checked at once, and a valid one replaces the
   * editor's draft. While it is `typing`, a text that only stops short is not called wrong
   * yet; once the field is left it is.
   * @param {'board' | 'goal'} which
   * @param {string} text
   * @param {{ typing?: boolean }} [how]
   */
  function check(which, text, { typing = false } = {}) {
    store.update({ typed: { ...state.typed, [which]: text } });
    const board = parsed(which, text, typing);
    if (board && state.editor) replaceDraft(which, board);
  }

  /**
   * Starts a game at the texts of the fields (the goal's where it can be edited): the
   * field whose text is wrong, if one is, else null.
   * @param {string} boardText
   * @param {string} goalText
   * @returns {'board' | 'goal' | null}
   */
  function load(boardText, goalText) {
    const board = parsed('board', boardText);
    if (!board) return 'board';
    let goal = /** @type {Board} */ (state.goal);
    if (state.entry?.editableGoal) {
      const typed = parsed('goal', goalText);
      if (!typed) return 'goal';
      goal = typed;
    }
    newGame(board, goal, 'load');
    return null;
  }

  /**
   * Copies `text` and says so (or that it failed).
   * @param {string} text
   * @param {string} what
   */
  async function copy(text, what) {
    /** @type {State['copied']} */
    let copied;
    let stays = COPIED_MS;
    try {
      await navigator.clipboard.writeText(text);
      copied = { text: `${what} copied.`, tone: 'ok' };
    } catch {
      stays = FAILED_MS;
      // the link is in no field of the page (nor in an address bar, installed): it is shown
      const how = what === 'Link' ? `select the link and copy it yourself: ${text}` : 'select the text and copy it yourself.';
      copied = { text: `Copy failed: ${how}`, tone: 'error' };
    }
    clearTimeout(timer);
    store.update({ copied });
    timer = setTimeout(() => store.update({ copied: { text: '', tone: '' } }), stays);
  }

  // the fields show the new position
  hub.on('position', () => store.update({ typed: { board: null, goal: null } }));

  return { check, load, copy };
}

/**
 * Whether the core's `message` about `text` ("line L, column C: ...") places the problem
 * at the end of the text's last line or past it: a text that stops short (a row or a tile
 * still to come), which the typing may yet finish.
 * @param {string} text
 * @param {string} message
 */
export function cutShort(text, message) {
  const place = /line (\d+), column (\d+)/.exec(message);
  if (!place) return false;
  const lines = text.split('\n');
  let last = lines.length;
  while (last > 1 && lines[last - 1].trim() === '') last -= 1;
  const end = lines[last - 1].trimEnd().length + 1;
  const [line, column] = [Number(place[1]), Number(place[2])];
  return line > last || (line === last && column >= end);
}
