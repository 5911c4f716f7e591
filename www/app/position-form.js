// Changing the position by hand: the text fields (checked live by the core), Load, the
// board editor (Edit board, then Apply or Cancel, or Escape), and copying texts and links.

export function createPositionForm({ view, state, session, editor }) {
  const { ui } = view;

  /** Parses a text field; shows the core's objection, or hands a valid draft to the editor. */
  function checkField(input, which, label) {
    try {
      const board = state.game.parse(input.value);
      if (editor.isOpen) editor.setText(which, input.value);
      view.showInputError('');
      return board;
    } catch (error) {
      view.showInputError(`${label}: ${error.message}`);
      return null;
    }
  }

  function load(event) {
    event.preventDefault();
    const board = checkField(ui.position, 'board', 'Board');
    if (!board) return;
    let goal = state.goal;
    if (state.entry.editableGoal) {
      goal = checkField(ui.goal, 'goal', 'Goal');
      if (!goal) return;
    }
    editor.close();
    session.newGame(board, goal);
  }

  function toggleEditor() {
    if (!editor.isOpen) {
      session.adoptPlayerBoard();
      editor.open(state.game, state.entry.edit, state.history.current, state.goal);
      return;
    }
    if (editor.problem('board') || editor.problem('goal')) return; // shown already
    const { board, goal } = editor.drafts;
    editor.close();
    view.showInputError('');
    session.newGame(board, goal);
  }

  function cancelEditor() {
    editor.close();
    view.showInputError('');
    view.render();
  }

  async function copyText(text, what) {
    try {
      await navigator.clipboard.writeText(text);
      ui.copied.textContent = `${what} copied.`;
    } catch {
      ui.copied.textContent = 'Copy failed: select the text and copy it yourself.';
    }
    setTimeout(() => (ui.copied.textContent = ''), 2500);
  }

  ui.form.addEventListener('submit', load);
  ui.edit.addEventListener('click', toggleEditor);
  ui.editorApply.addEventListener('click', toggleEditor);
  ui.editorCancel.addEventListener('click', cancelEditor);
  ui.editorTurn.addEventListener('click', () => {
    const board = editor.drafts.board;
    editor.replace('board', { ...board, turn: board.turn === 'white' ? 'black' : 'white' });
  });
  ui.position.addEventListener('input', () => checkField(ui.position, 'board', 'Board'));
  ui.goal.addEventListener('input', () => checkField(ui.goal, 'goal', 'Goal'));
  for (const field of [ui.position, ui.goal]) {
    // Enter loads from a one-line field, Ctrl+Enter from a taller one
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (field.rows === 1 || event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        ui.form.requestSubmit();
      }
    });
  }
  ui.copy.addEventListener('click', () => copyText(state.game.format(view.shownBoard()), 'Position'));
  ui.share.addEventListener('click', () => copyText(location.href, 'Link'));
  ui.copyJudge.addEventListener('click', () => copyText(ui.judgeOutput.textContent, 'Judge output'));

  return { cancelEditor };
}
