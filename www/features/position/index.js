// The position as text: the board (and, where the puzzle allows, the goal) in the
// puzzle's notation, checked by the core as it is typed (while the editor is open a valid
// text replaces its draft), Load, Copy, and Copy share link. The slice `position` holds
// what is typed and not yet loaded, what is wrong with a field, and what was copied; this
// module is its one writer.
import './style.css';
import markup from './markup.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { shorten } from '../../kernel/words.js';
import { goalOf } from '../../game/session.js';
import { cutShort } from './words.js';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {import('../../pkg/puzzle_core.js').Board} Board */
/** @typedef {'' | 'busy' | 'ok' | 'error'} Tone */

/**
 * Texts typed into the fields and not yet loaded (null where a field shows the board);
 * what is wrong with a field (which, and the core's words); what was just copied.
 * @typedef {{ typed: { board: string | null, goal: string | null }, error: { which: 'board' | 'goal', message: string } | null, copied: { text: string, tone: Tone } }} Position
 */

/** How long "copied" stays, and a failure (long enough to select the link it shows). */
const COPIED_MS = 2500;
const FAILED_MS = 20_000;

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, store, hub, session }) {
  const slice = store.slice('position', /** @type {Position} */ ({ typed: { board: null, goal: null }, error: null, copied: { text: '', tone: '' } }));
  const ui = build(root, markup, {
    form: 'position-form',
    position: 'position-input',
    goalField: 'goal-field',
    goal: 'goal-input',
    formatHelp: 'format-help',
    error: 'input-error',
    copy: 'copy',
    share: 'share',
    copied: 'copied',
  });
  const fields = { board: as(ui.position, HTMLTextAreaElement), goal: as(ui.goal, HTMLTextAreaElement) };
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const game = () => /** @type {import('../../game/session.js').Game} */ (session.get());

  /**
   * The board `words` describes, or null after saying what is wrong with it; while it is
   * `typing`, not that it stops short.
   * @param {'board' | 'goal'} which
   * @param {string} words
   * @param {boolean} [typing]
   */
  function parsed(which, words, typing = false) {
    try {
      const board = game().rules.parse(words);
      slice.set({ error: null });
      return board;
    } catch (error) {
      const message = /** @type {Error} */ (error).message;
      slice.set({ error: typing && cutShort(words, message) ? null : { which, message } });
      return null;
    }
  }

  /**
   * The text of field `which` changed: checked at once, and a valid one replaces the
   * editor's draft.
   * @param {'board' | 'goal'} which
   * @param {{ typing?: boolean }} [how]
   */
  function check(which, { typing = false } = {}) {
    const words = fields[which].value;
    slice.set({ typed: { ...slice.get().typed, [which]: words } });
    const board = parsed(which, words, typing);
    if (board && session.editing.get()) session.editing.replace(which, board);
  }

  /** Starts a game at the texts of the fields; the keys go back to a field whose text is wrong. */
  function load() {
    const board = parsed('board', fields.board.value);
    if (!board) return fields.board.focus();
    let goal = goalOf(game());
    if (game().entry.editableGoal) {
      const typed = parsed('goal', fields.goal.value);
      if (!typed) return fields.goal.focus();
      goal = typed;
    }
    session.newGame(board, goal, 'load');
  }

  /**
   * Copies `words` and says so (or that it failed).
   * @param {string} words
   * @param {string} what
   */
  async function copy(words, what) {
    /** @type {Position['copied']} */
    let copied;
    let stays = COPIED_MS;
    try {
      await navigator.clipboard.writeText(words);
      copied = { text: `${what} copied.`, tone: 'ok' };
    } catch {
      stays = FAILED_MS;
      // the link is in no field of the page (nor in an address bar, installed): it is shown
      const how = what === 'Link' ? `select the link and copy it yourself: ${words}` : 'select the text and copy it yourself.';
      copied = { text: `Copy failed: ${how}`, tone: 'error' };
    }
    clearTimeout(timer);
    slice.set({ copied });
    timer = setTimeout(() => slice.set({ copied: { text: '', tone: '' } }), stays);
  }

  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    load();
  });
  for (const which of /** @type {const} */ (['board', 'goal'])) {
    const field = fields[which];
    // checked as it is typed (a text that only stops short is not called wrong until the field is left)
    field.addEventListener('input', () => check(which, { typing: true }));
    field.addEventListener('change', () => check(which));
    // Enter loads from a one-line field, Ctrl+Enter from a taller one
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (field.rows === 1 || event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        as(ui.form, HTMLFormElement).requestSubmit();
      }
    });
  }
  ui.copy.addEventListener('click', () => copy(fields.board.value, 'Position'));
  ui.share.addEventListener('click', () => copy(location.href, 'Link'));
  // the fields show the new position; a message about a text the board no longer shows goes
  hub.on('position', () => slice.set({ typed: { board: null, goal: null }, error: session.editing.get() ? slice.get().error : null }));

  /** The goal last written, and its text: the goal is written once, not at every move. */
  let written = { goal: /** @type {Board | null} */ (null), text: '' };

  /** @param {View} view */
  function render({ derived }) {
    if (!derived) return;
    const { entry, rules } = derived.game;
    const now = slice.get();
    fields.board.rows = fields.goal.rows = entry.textRows;
    ui.goalField.hidden = !entry.editableGoal;
    text(ui.formatHelp, entry.formatHelp);
    const editing = derived.showing === 'edit';
    for (const [which, value] of /** @type {const} */ ([
      ['board', derived.board],
      ['goal', derived.goal],
    ])) {
      const field = fields[which];
      // a field being typed in keeps its caret: it holds what was typed already
      if (document.activeElement === field && (editing || now.typed[which] !== null)) continue;
      if (value === undefined) continue;
      try {
        // the editor's drafts show as they are; otherwise what was typed, until loaded
        let fallback;
        if (which === 'board' && derived.facts) fallback = derived.facts.text;
        else if (which === 'goal' && written.goal === value) fallback = written.text;
        else fallback = rules.format(value);
        if (which === 'goal') written = { goal: value, text: fallback };
        const shown = (editing ? null : now.typed[which]) ?? fallback;
        if (field.value !== shown) field.value = shown;
      } catch {
        // an invalid draft: its problem is shown in the editor's bar
      }
    }
    const wrong = now.error;
    const error = wrong ? shorten(`${wrong.which === 'board' ? 'Board' : 'Goal'}: ${wrong.message}`) : '';
    text(ui.error, error);
    ui.error.hidden = !error;
    // the field the message is about is marked invalid (its description names the problem)
    fields.board.setAttribute('aria-invalid', String(wrong?.which === 'board'));
    fields.goal.setAttribute('aria-invalid', String(wrong?.which === 'goal'));
    text(ui.copied, now.copied.text);
    ui.copied.dataset.tone = now.copied.tone;
  }

  return { render };
}
