// Edit board: the editor's bar above the game's buttons while the drafts are edited on the
// boards themselves (game/editing.js): whether the goal can be reached from them, how to
// edit, the side to move where the puzzle has one, and Apply (only for drafts the core
// takes, from which the goal can be reached) or Cancel; Escape cancels too.
import './style.css';
import markup from './markup.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { boardStop, focusFirst, leftBehind } from '../../ui/focus.js';
import { FIRST, onKey } from '../../ui/keys.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, session }) {
  const ui = build(root, markup, {
    bar: 'editor-bar',
    verdict: 'editor-verdict',
    help: 'editor-help',
    turn: 'editor-turn',
    apply: 'editor-apply',
    cancel: 'editor-cancel',
  });
  const launcher = /** @type {HTMLElement} */ (document.getElementById('edit'));
  const { editing } = session;
  ui.apply.addEventListener('click', session.applyEdit);
  ui.cancel.addEventListener('click', editing.close);
  ui.turn.addEventListener('click', () => editing.toggleTurn());
  onKey(FIRST, (event) => {
    if (event.key !== 'Escape' || !editing.get()) return false;
    editing.close();
    return true;
  });

  /** @param {View} view */
  function render({ state, derived }) {
    const editor = state.editor;
    const opening = Boolean(editor) && ui.bar.hidden;
    const closing = !editor && !ui.bar.hidden;
    const focusWithin = ui.bar.contains(document.activeElement);
    const onBoard = document.getElementById('board-frame')?.contains(document.activeElement);
    ui.bar.hidden = !editor;
    launcher.hidden = Boolean(editor);
    // closed (Apply, Cancel, Escape) with the focus in its bar, on the board it edited, or lost: back to Edit board
    if (closing && (focusWithin || onBoard || leftBehind())) focusFirst(launcher);
    if (!editor || !derived) return;
    const entry = derived.game.entry;
    text(ui.help, entry.editableGoal ? `${entry.editHelp} Edit the goal on the goal board the same way.` : entry.editHelp);
    const verdict = editor.problem ? { text: `This board cannot be used: ${editor.problem}`, tone: 'error' } : editor.verdict;
    text(ui.verdict, verdict.text);
    ui.verdict.dataset.tone = verdict.tone;
    as(ui.apply, HTMLButtonElement).disabled = Boolean(editor.problem) || editor.verdict.tone === 'error';
    ui.turn.hidden = !entry.editTurn;
    const board = /** @type {import('../../pkg/puzzle_core.js').PositionText} */ (editor.drafts.board);
    if (entry.editTurn) text(ui.turn, `Side to move: ${board.turn === 'white' ? 'White' : 'Black'}`);
    // as it opens, the bar comes into view, whole: its verdict is the first thing to read;
    // the keys go to the board, whose cells are edited (Edit board, hidden now, had them)
    if (opening) {
      ui.bar.scrollIntoView({ block: 'nearest' });
      if (leftBehind() || document.activeElement === launcher) focusFirst(boardStop());
    }
  }

  return { render };
}
