// Rendering: the boards (through the puzzle's renderer), the counters and buttons, the text
// fields, the distance read-out and plot, and the status lines. Reads the state; changes
// nothing but the page.
import { drawDistancePlot } from './plot.js';

export const IDLE_STATUS = 'Press Solve for the shortest solution, played on the board.';

/** The page's elements by role. */
export function findElements() {
  const $ = (id) => document.getElementById(id);
  return {
    picker: $('picker'),
    tagline: $('tagline'),
    rules: $('rules'),
    boardFrame: $('board-frame'),
    goalFrame: $('goal-frame'),
    goalNote: $('goal-note'),
    moveCount: $('move-count'),
    distance: $('distance'),
    solvedBadge: $('solved-badge'),
    undo: $('undo'),
    redo: $('redo'),
    hint: $('hint'),
    hintText: $('hint-text'),
    shuffle: $('shuffle'),
    reset: $('reset'),
    solve: $('solve'),
    cancel: $('cancel'),
    edit: $('edit'),
    form: $('position-form'),
    position: $('position-input'),
    goalField: $('goal-field'),
    goal: $('goal-input'),
    formatHelp: $('format-help'),
    inputError: $('input-error'),
    copy: $('copy'),
    share: $('share'),
    copied: $('copied'),
    status: $('solver-status'),
    prepareStatus: $('prepare-status'),
    judge: $('judge'),
    judgeOutput: $('judge-output'),
    copyJudge: $('copy-judge'),
    plot: $('plot'),
    plotCard: $('plot-card'),
    plotCaption: $('plot-caption'),
    player: {
      root: $('player'),
      first: $('player-first'),
      back: $('player-back'),
      play: $('player-play'),
      forward: $('player-forward'),
      last: $('player-last'),
      speed: $('player-speed'),
      scrubber: $('player-scrubber'),
      position: $('player-position'),
      list: $('move-list'),
    },
  };
}

export function createView({ ui, state, player, editor }) {
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
  function mountBoards({ onMove, onCell }) {
    board?.destroy();
    goalBoard?.destroy();
    const { entry } = state;
    board = entry.createBoard(ui.boardFrame, {
      id: 'board',
      label: 'Puzzle board',
      onMove,
      onCell: (cell) => onCell('board', cell),
    });
    goalBoard = entry.createBoard(ui.goalFrame, {
      id: 'goal-board',
      label: 'Goal board',
      mini: true,
      onCell: entry.editableGoal ? (cell) => onCell('goal', cell) : undefined,
    });
    ui.tagline.textContent = entry.tagline;
    ui.rules.innerHTML = entry.rules;
    ui.formatHelp.textContent = entry.formatHelp;
    ui.position.rows = ui.goal.rows = entry.textRows;
    ui.goalNote.textContent = entry.editableGoal ? 'Edit it in the Goal field or with Edit board.' : '';
    ui.goalField.hidden = !entry.editableGoal;
    ui.plotCard.hidden = !state.capabilities.instantDistance;
    ui.prepareStatus.textContent = '';
    ui.plot.replaceChildren();
    plotted.counts = null;
    for (const button of ui.picker.children) button.setAttribute('aria-pressed', button.dataset.kind === state.kind);
  }

  function render() {
    if (!state.history) return;
    const shown = shownBoard();
    const goal = shownGoal();
    const editing = editor.isOpen;
    const selected = (which) => (editor.selected?.which === which ? editor.selected.cell : null);
    board.render(shown, {
      legalMoves: editing ? [] : state.game.legalMoves(shown),
      hint: editing || player.isOpen ? null : state.hint?.move,
      editing,
      selected: selected('board'),
    });
    goalBoard.render(goal, {
      editing: editing && state.entry.editableGoal,
      selected: selected('goal'),
    });
    const solved = !editing && state.game.isGoal(shown, goal);
    board.element.dataset.solved = solved;
    ui.solvedBadge.hidden = !solved;
    ui.moveCount.textContent = state.history.moves + player.index * Number(player.isOpen);
    ui.undo.disabled = editing || !state.history.canUndo;
    ui.redo.disabled = editing || !state.history.canRedo;
    for (const button of [ui.hint, ui.shuffle, ui.reset]) button.disabled = editing;
    ui.solve.disabled = editing || state.solving;
    ui.cancel.hidden = !state.solving;
    ui.edit.textContent = editing ? 'Apply edits' : 'Edit board';
    ui.edit.setAttribute('aria-pressed', editing);
    renderTexts(shown, goal);
    renderDistance();
  }

  /** Keeps the text fields on the shown boards, except a field the user is typing in. */
  function renderTexts(shown, goal) {
    if (editor.isOpen) showInputError(editor.problem('board') ?? editor.problem('goal') ?? '');
    for (const [input, value] of [[ui.position, shown], [ui.goal, goal]]) {
      if (document.activeElement === input) continue;
      try {
        input.value = state.game.format(value);
      } catch {
        // an invalid draft: its problem is shown above
      }
    }
  }

  function renderDistance() {
    const d = editor.isOpen || player.isOpen ? undefined : state.distance;
    ui.distance.textContent =
      d === undefined ? '' : d === null ? 'cannot reach the goal' : `${d} ${d === 1 ? 'move' : 'moves'} from the goal`;
    if (!state.counts) return;
    plot(state.counts, d ?? null);
    const total = state.counts.reduce((a, b) => a + b, 0);
    ui.plotCaption.textContent =
      `${total.toLocaleString('en')} positions can reach this goal, at most ` +
      `${state.counts.length - 1} moves away` + (d == null ? '.' : `; yours is ${d} away (marked).`);
  }

  /** Draws the distance plot, unless it already shows these counts with this mark. */
  function plot(counts, mark) {
    if (plotted.counts === counts && plotted.mark === mark) return;
    drawDistancePlot(ui.plot, counts, mark);
    Object.assign(plotted, { counts, mark });
  }

  function setStatus(text, tone = '') {
    ui.status.textContent = text;
    ui.status.dataset.tone = tone;
  }

  function showInputError(message) {
    ui.inputError.textContent = message;
    ui.inputError.hidden = !message;
  }

  return { ui, shownBoard, mountBoards, render, renderDistance, setStatus, showInputError };
}
