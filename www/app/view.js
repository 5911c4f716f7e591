// Rendering, into the elements app/elements.js finds: the boards (through the puzzle's
// renderer), the counters, clock and buttons, the editor's bar, the text fields, the
// distance read-out and plot, and the status lines. Reads the state; changes nothing but
// the page.
import { drawDistancePlot } from './plot.js';
import { clock } from './durations.js';

/** A message longer than this is cut, with an ellipsis (a hostile link can carry megabytes). */
const MESSAGE_CHARS = 200;

/** `text` cut to `MESSAGE_CHARS` characters. */
export function shorten(text) {
  return text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS - 1)}…` : text;
}

export function createView({ ui, state, player, editor, attempt, settings }) {
  let board = null;
  let goalBoard = null;
  /** What the distance plot shows, so that it is drawn again only when that changes. */
  const plotted = { counts: null, mark: null };

  /** The board on screen: the editor's draft, the player's frame, or the game's position. */
  function shownBoard() {
    if (editor.isOpen) return editor.drafts.board;
    if (player.isOpen) return player.boardsSoFar.at(-1) ?? state.history.current;
    return state.history.current;
  }

  function shownGoal() {
    return editor.isOpen ? editor.drafts.goal : state.goal;
  }

  /** Puts the renderers of the puzzle now selected in the frames; `handlers` go to the playing board. */
  function mountBoards({ onMove, onLine, onSwipe, onCell }) {
    board?.destroy();
    goalBoard?.destroy();
    const { entry, capabilities } = state;
    const { coordinates } = capabilities;
    board = entry.createBoard(ui.boardFrame, {
      id: 'board',
      label: `${entry.title} board`,
      coordinates,
      onMove,
      onLine,
      onSwipe,
      onCell: (cell) => onCell('board', cell),
    });
    goalBoard = entry.createBoard(ui.goalFrame, {
      id: 'goal-board',
      label: 'Goal board',
      mini: true,
      coordinates,
      onCell: entry.editableGoal ? (cell) => onCell('goal', cell) : undefined,
    });
    ui.puzzleTitle.textContent = entry.title;
    ui.tagline.textContent = entry.tagline;
    ui.rules.innerHTML = entry.rules;
    ui.formatHelp.textContent = entry.formatHelp;
    ui.position.rows = ui.goal.rows = entry.textRows;
    ui.goalField.hidden = !entry.editableGoal;
    ui.plotCard.hidden = !capabilities.instantDistance;
    const versus = Boolean(entry.versus);
    ui.goalFigure.hidden = versus;
    ui.versus.hidden = ui.gameStatus.hidden = !versus;
    ui.analysisCard.hidden = !versus || !ui.versusAnalysis.checked;
    ui.levelLabel.hidden = versus;
    ui.stage.classList.toggle('versus', versus);
    ui.solve.textContent = entry.solveLabel ?? 'Solve';
    ui.shuffle.textContent = entry.shuffleLabel ?? 'Shuffle';
    ui.hardest.textContent = entry.hardestLabel ?? 'Hardest';
    ui.solvedBadge.textContent = versus ? 'Game over' : 'Solved!';
    ui.editorTurn.hidden = !entry.editTurn;
    ui.rulesPictures.replaceChildren(
      ...(entry.examples ?? []).map(({ caption, board: example }) => {
        const figure = document.createElement('figure');
        const picture = entry.createBoard(figure, { label: caption, mini: true, coordinates });
        picture.render(example);
        const text = document.createElement('figcaption');
        text.textContent = caption;
        figure.append(text);
        return figure;
      }),
    );
    ui.prepareStatus.textContent = '';
    ui.strong.hidden = true;
    plot(null, null);
    for (const button of ui.picker.children) button.setAttribute('aria-pressed', button.dataset.kind === state.kind);
    describeKeys();
  }

  /** The keys of the help, for this puzzle and the settings. */
  function describeKeys() {
    const { entry } = state;
    if (!entry) return;
    const moves = entry.sliding
      ? `<kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd> or <kbd>W</kbd> <kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd> move ${settings.arrows === 'gap' ? 'the gap' : 'a tile into the gap'} (see Settings); on the board they move the focus, and <kbd>Enter</kbd> slides the focused tile. `
      : Object.keys(entry.keys)
          .map((key) => `<kbd>${key}</kbd> ${entry.describeMove({ move: entry.keys[key] })}; `)
          .join('');
    ui.keysHelp.innerHTML = `Keys: ${moves}<kbd>H</kbd> hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo,
      <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo. While a solution is shown: <kbd>Space</kbd> plays or
      pauses, <kbd>←</kbd> <kbd>→</kbd> step through it, <kbd>Esc</kbd> closes it.`;
  }

  function render() {
    if (!state.history) return;
    const shown = shownBoard();
    const goal = shownGoal();
    const editing = editor.isOpen;
    const selected = (which) => (editor.selected?.which === which ? editor.selected.cell : null);
    const picture = state.entry.sliding && settings.picture ? { url: settings.picture, numbers: settings.pictureNumbers, goal } : null;
    const versus = state.entry.versus ? state.versus : null;
    // in a two-player game the computer's stones, and a finished game's, are not to be moved
    const still = versus && (player.isOpen || versus.over || versus.computerToMove);
    board.render(shown, {
      legalMoves: editing || still ? [] : state.game.legalMoves(shown),
      hint: editing || player.isOpen ? null : state.hint?.move,
      editing,
      selected: selected('board'),
      picture,
      won: player.isOpen || editing ? [] : versus?.won,
      values: versus?.values,
    });
    goalBoard.render(goal, {
      editing: editing && state.entry.editableGoal,
      selected: selected('goal'),
      picture,
    });
    const solved = !editing && state.game.isGoal(shown, goal);
    board.element.dataset.solved = solved;
    ui.solvedBadge.hidden = !solved;
    ui.moveCount.textContent = state.history.playerMoves;
    renderClock();
    ui.result.hidden = !attempt.result || player.isOpen || editing;
    if (attempt.result) ui.result.textContent = attempt.describe();
    ui.undo.disabled = editing || !state.history.canUndo;
    ui.redo.disabled = editing || !state.history.canRedo;
    for (const button of [ui.shuffle, ui.reset, ui.hardest, ui.level]) button.disabled = editing;
    // one search at a time, always visible and cancellable
    ui.hint.disabled = ui.solve.disabled = editing || state.solving;
    ui.cancel.hidden = !state.solving;
    ui.edit.textContent = editing ? 'Apply edits' : 'Edit board';
    ui.edit.setAttribute('aria-pressed', editing);
    ui.stage.classList.toggle('editing', editing);
    document.documentElement.style.setProperty('--slide-ms', `${Math.min(170, Number(ui.player.speed.value) * 0.8)}ms`);
    renderEditor(shown, goal);
    renderTexts(shown, goal);
    renderDistance();
  }

  function renderClock() {
    ui.timer.textContent = clock(attempt.elapsed);
  }

  /** The editor's bar: how to edit, and whether the goal can be reached from the drafts. */
  function renderEditor(shown, goal) {
    ui.editorBar.hidden = !editor.isOpen;
    if (!editor.isOpen) return;
    ui.editorHelp.textContent = state.entry.editableGoal
      ? `${state.entry.editHelp} Edit the goal on the goal board the same way.`
      : state.entry.editHelp;
    const problem = editor.problem('board') ?? editor.problem('goal');
    showInputError(problem ?? '');
    let verdict = ['', ''];
    if (!problem && !state.entry.versus) {
      const reason = state.game.whyUnsolvable(shown, goal);
      verdict = reason === undefined ? ['The goal can be reached from this position.', 'ok'] : [`The goal cannot be reached: ${reason}.`, 'error'];
    }
    [ui.editorVerdict.textContent, ui.editorVerdict.dataset.tone] = verdict;
    ui.editorApply.disabled = Boolean(problem);
    if (state.entry.editTurn) ui.editorTurn.textContent = `Side to move: ${shown.turn === 'white' ? 'White' : 'Black'}`;
  }

  /** Keeps the text fields on the shown boards, except a field the user is typing in. */
  function renderTexts(shown, goal) {
    for (const [input, value] of [[ui.position, shown], [ui.goal, goal]]) {
      if (document.activeElement === input) continue;
      try {
        input.value = state.game.format(value);
      } catch {
        // an invalid draft: its problem is shown in the editor's bar
      }
    }
  }

  function renderDistance() {
    const d = editor.isOpen || player.isOpen || !settings.showDistance ? undefined : state.distance;
    ui.distance.textContent =
      d === undefined ? '' : d === null ? 'cannot reach the goal' : `${d} ${d === 1 ? 'move' : 'moves'} from the goal`;
    if (!state.counts) {
      plot(null, null);
      ui.plotCaption.textContent = 'Counting the positions at each distance…';
      return;
    }
    const mark = settings.showDistance ? (d ?? null) : null;
    plot(state.counts, mark);
    const total = state.counts.reduce((a, b) => a + b, 0);
    ui.plotCaption.textContent =
      `${total.toLocaleString('en')} positions can reach this goal, at most ` +
      `${state.counts.length - 1} moves away` + (mark == null ? '.' : `; yours is ${mark} away (marked).`);
  }

  /** Draws the distance plot (empty for no counts), unless it already shows these counts with this mark. */
  function plot(counts, mark) {
    if (plotted.counts === counts && plotted.mark === mark) return;
    if (counts) drawDistancePlot(ui.plot, counts, mark);
    else ui.plot.replaceChildren();
    Object.assign(plotted, { counts, mark });
  }

  /** What the solution card says while nothing was asked. */
  function idle() {
    setStatus(state.entry.idleStatus ?? 'Press Solve for the shortest solution, played on the board.');
  }

  function setStatus(text, tone = '') {
    ui.status.textContent = text;
    ui.status.dataset.tone = tone;
  }

  /** Shows (or, with '', clears) the message about the text fields; long ones are cut. */
  function showInputError(message) {
    const text = shorten(message);
    if (ui.inputError.textContent !== text) ui.inputError.textContent = text;
    ui.inputError.hidden = !text;
  }

  return { ui, shownBoard, mountBoards, describeKeys, render, renderClock, renderDistance, idle, setStatus, showInputError };
}
