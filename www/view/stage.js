// Renders the stage: the board and the goal (through the puzzle's renderers), the move
// counter, clock and distance, the result of an attempt, the buttons, the editor's bar,
// a search's progress, the hint, and a two-player game's players, status and draw offer.
import { sameBoard, shownBoard, shownGoal } from '../app/shown.js';
import { samePosition } from '../app/versus.js';
import { describe, elapsed } from '../app/attempt.js';
import { clock, stopwatch } from '../app/durations.js';
import { as } from './elements.js';
import { shorten } from './panel.js';
import { boardStop, focusable, leftBehind } from './focus.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('../app/state.js').Board} Board */
/** @typedef {import('./elements.js').Elements} Elements */
/** @typedef {import('../boards/grid.js').Renderer} Renderer */
/** @typedef {import('../pkg/puzzle_core.js').PositionText} Position */

const PATTERNS = /** @type {Record<string, string>} */ ({
  row: 'four in a row',
  column: 'four in a column',
  square: 'a square of four',
  corners: 'the four corners',
  trapped: 'a stone trapped in a corner',
});
/** @param {string} side */
const sideName = (side) => (side === 'white' ? 'White' : 'Black');

/**
 * A two-player game's status line at the board shown: its end (for the player, against
 * the computer), a draw agreed, or whose move it is.
 * @param {State} state
 * @returns {{ text: string, tone: string }}
 */
export function gameStatus(state) {
  const versus = state.versus;
  // a draft being edited may be no position at all (a side short of stones): the
  // editor's bar speaks of it
  if (!versus || !state.game || state.editor) return { text: '', tone: '' };
  const board = /** @type {Position} */ (shownBoard(state));
  const outcome = state.game.outcome(board);
  const side = versus.side;
  if (outcome) {
    const how = PATTERNS[outcome.pattern] ?? outcome.pattern;
    // a solution played back, or kept as the player's moves, is perfect play's showing: no
    // win or loss of the player's
    const shown = state.history?.played.some((move) => move.bySolver && /** @type {Position} */ (move.before).turn === side);
    if (side === 'both' || state.player || shown) return { text: `${sideName(outcome.winner)} wins: ${how}.`, tone: 'over' };
    return outcome.winner === side ? { text: `You won: ${how}.`, tone: 'won' } : { text: `You lost: ${sideName(outcome.winner)} made ${how}.`, tone: 'lost' };
  }
  if (versus.drawAgreed && !state.player) return { text: 'Draw agreed.', tone: 'over' };
  // while perfect play is shown the computer waits: the move is the showing's
  const computer = side !== 'both' && side !== board.turn && !state.player;
  // the player's turn again: the reply is said too, for those who do not see it marked
  const last = side === board.turn && !state.player ? state.history?.last : null;
  const reply = last ? ` ${sideName(side === 'white' ? 'black' : 'white')} played ${last.name}.` : '';
  return { text: `${sideName(board.turn)} to move${computer ? ' (the computer)' : ''}.${reply}`, tone: '' };
}

/**
 * Whether the draw offer shows: the position came up a third time, the game goes on, and
 * the draw was not declined in it.
 * @param {State} state
 */
function drawOffered(state) {
  const versus = state.versus;
  const history = state.history;
  if (!versus || !history || versus.outcome || versus.drawAgreed) return false;
  const board = history.current;
  if (history.occurrences(board, samePosition) < 3) return false;
  return !(versus.drawDeclined && samePosition(versus.drawDeclined, board));
}

/**
 * The last move to the board shown: the game's, or the one a solution played back made
 * to reach its frame (found among the legal moves of the frame before).
 * @param {State} state
 * @returns {{ from: number, to: number } | null}
 */
function lastMove(state) {
  const player = state.player;
  if (!player) {
    const last = state.history?.last;
    return last?.from !== undefined && last.to !== undefined ? { from: last.from, to: last.to } : null;
  }
  if (player.index === 0 || !state.game) return null;
  const before = player.solution.boards[player.index - 1];
  const move = state.game.legalMoves(before).find((m) => m.move === player.solution.moves[player.index - 1]);
  return move?.from !== undefined && move.to !== undefined ? { from: move.from, to: move.to } : null;
}

/**
 * The stage's renderer.
 * @param {Elements} ui
 */
export function createStage(ui) {
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let ticking;
  /** The control whose search holds the focus on Cancel, to have it back. @type {HTMLElement | null} */
  let searchedFrom = null;
  /** The goal last weighed, and whether it is another than the puzzle's default one. */
  let goalSeen = /** @type {unknown} */ (null);
  let otherGoal = false;

  /**
   * Renders the clock from the attempt, and keeps it ticking while it runs.
   * @param {State} state
   */
  function renderClock(state) {
    const attempt = state.attempt;
    const running = Boolean(attempt && attempt.started !== null && attempt.stopped === null && attempt.paused === null);
    const ms = attempt ? elapsed(attempt, performance.now()) : 0;
    // once the goal is reached, the time to the hundredth, as the result says it
    ui.timer.textContent = attempt?.stopped != null ? stopwatch(ms) : clock(ms);
    if (running && ticking === undefined) ticking = setInterval(() => renderClock(state), 1000);
    if (!running && ticking !== undefined) {
      clearInterval(ticking);
      ticking = undefined;
    }
  }

  /**
   * @param {State} state
   * @param {{ board: Renderer, goal: Renderer }} boards
   */
  function render(state, boards) {
    const { entry, game, history, capabilities } = state;
    if (!entry || !game || !history || !capabilities) return;
    // a goal of the player's own is not the order the tagline names (asked of the core
    // once for each goal, not at every frame of a solution played)
    if (state.goal !== goalSeen) {
      goalSeen = state.goal;
      otherGoal = entry.otherGoalTagline !== undefined && !sameBoard(/** @type {Board} */ (state.goal), game.defaultGoal());
    }
    const tagline = (otherGoal && entry.otherGoalTagline) || entry.tagline;
    if (ui.tagline.textContent !== tagline) ui.tagline.textContent = tagline;
    ui.linkNote.hidden = !state.linkNote;
    const note = shorten(state.linkNote);
    if (ui.linkNote.textContent !== note) ui.linkNote.textContent = note;
    const shown = shownBoard(state);
    const goal = shownGoal(state);
    const editing = Boolean(state.editor);
    const playing = Boolean(state.player);
    const twoPlayer = capabilities.twoPlayer;
    const versus = twoPlayer ? state.versus : null;
    const selected = (/** @type {'board' | 'goal'} */ which) => (state.editor?.selected?.which === which ? state.editor.selected.cell : null);
    const picture = entry.sliding && state.settings.picture ? { url: state.settings.picture, numbers: state.settings.pictureNumbers, goal } : null;
    // in a two-player game the computer's stones, and a finished game's, are not to be moved
    const still = Boolean(versus && (playing || versus.outcome || versus.drawAgreed || versus.computerToMove));
    const outcome = twoPlayer && !editing ? game.outcome(shown) : undefined;
    const last = twoPlayer && !editing ? lastMove(state) : null;
    const solved = !editing && (twoPlayer ? outcome !== undefined || (!playing && Boolean(versus?.drawAgreed)) : game.isGoal(shown, goal));
    boards.board.render(shown, {
      legalMoves: editing || still ? [] : game.legalMoves(shown),
      lines: editing || still || !entry.sliding ? [] : game.lines(shown),
      hint: editing || playing ? null : state.hint?.move,
      editing,
      selected: selected('board'),
      picture,
      won: editing ? [] : (outcome?.cells ?? []),
      values: versus?.moves && !editing ? new Map(versus.moves.map((m) => [m.move, m.value])) : null,
      last,
      over: solved,
    });
    boards.goal.render(goal, { editing: editing && entry.editableGoal, selected: selected('goal'), picture });
    boards.board.element.dataset.solved = String(solved);
    ui.solvedBadge.hidden = !solved;
    const playerMoves = history.playerMoves;
    ui.moveCount.textContent = String(playerMoves);
    ui.slideCountItem.hidden = !entry.sliding;
    ui.slideCount.textContent = String(history.playerSlides);
    renderClock(state);
    // the result of the attempt stands while the game is where it reached the goal: not
    // after an Undo, nor at the goal reached again by other moves (the attempt ended first)
    const finished = state.attempt?.result;
    const there = finished && playerMoves === finished.moves && history.moves === finished.moves + (finished.bySolver ?? 0);
    const result = !twoPlayer && state.attempt && there && solved && !playing && !editing ? describe(state.attempt) : '';
    ui.result.hidden = !result;
    ui.result.textContent = result;
    const undoing = document.activeElement === ui.undo || document.activeElement === ui.redo;
    as(ui.undo, HTMLButtonElement).disabled = editing || !history.canUndo;
    as(ui.redo, HTMLButtonElement).disabled = editing || !history.canRedo;
    // Undo (or Redo) with nothing more to take back hands the focus to the other, or to
    // the board
    if (undoing && !editing && leftBehind()) (focusable(ui.undo) ?? focusable(ui.redo) ?? boardStop(ui))?.focus({ preventScroll: true });
    for (const button of [ui.shuffle, ui.reset, ui.hardest]) as(button, HTMLButtonElement).disabled = editing;
    as(ui.level, HTMLSelectElement).disabled = editing;
    // one search at a time, always visible and cancellable
    const over = twoPlayer && (outcome !== undefined || Boolean(versus?.drawAgreed));
    const hinting = document.activeElement === ui.hint;
    as(ui.hint, HTMLButtonElement).disabled = editing || state.searching || over || (!twoPlayer && solved);
    // Hint, with nothing left to hint (the goal reached, the game over), hands the focus to
    // what starts another (a search's own focus is renderSearchFocus's)
    if (hinting && !state.searching && leftBehind()) (focusable(ui.newGame) ?? focusable(ui.shuffle) ?? boardStop(ui))?.focus({ preventScroll: true });
    as(ui.solve, HTMLButtonElement).disabled = editing || state.searching;
    ui.metricLabel.hidden = !state.capabilities?.multiTile;
    as(ui.metric, HTMLSelectElement).value = state.metric;
    as(ui.metric, HTMLSelectElement).disabled = editing || state.searching;
    const starting = state.searching && ui.cancel.hidden === true;
    const ending = !state.searching && !ui.cancel.hidden;
    ui.cancel.hidden = !state.searching;
    // a search that has found a solution can stop and show it
    ui.stop.hidden = !state.searching || !state.best;
    renderSearchFocus(state, starting, ending);
    const appearing = ui.searchProgress.hidden && state.searching && Boolean(state.progress);
    // after Cancel, its word stands where the progress stood (style.css: on a narrow screen)
    ui.searchProgress.hidden = !state.progress;
    ui.searchProgress.classList.toggle('ended', !state.searching);
    ui.searchProgress.textContent = state.progress;
    // read out where the search ends, not four times a second while it runs
    ui.searchProgress.setAttribute('aria-busy', String(state.searching));
    // a long search's progress comes into view beside the button that stops it
    if (appearing) ui.searchProgress.scrollIntoView({ block: 'nearest' });
    ui.edit.hidden = editing;
    ui.stage.classList.toggle('editing', editing);
    // a goal of the player's own is drawn large enough for its numbers to be read
    ui.stage.classList.toggle('other-goal', otherGoal);
    ui.hintText.textContent = editing || playing ? '' : state.hintText;
    document.documentElement.style.setProperty('--slide-ms', `${Math.min(170, state.speed * 0.8)}ms`);
    renderEditor(state, /** @type {Position} */ (shown));
    renderVersus(state);
  }

  /**
   * The focus through a search: from the button that started it (disabled while it runs)
   * to Cancel, and back once it ends, unless a solution's player opens (player.js).
   * @param {State} state
   * @param {boolean} starting
   * @param {boolean} ending
   */
  function renderSearchFocus(state, starting, ending) {
    if (starting && leftBehind()) {
      searchedFrom = /** @type {HTMLElement | null} */ (document.activeElement);
      ui.cancel.focus({ preventScroll: true });
    }
    if (!ending) return;
    const from = searchedFrom;
    searchedFrom = null;
    if (!state.player && leftBehind()) ((from && focusable(from)) ?? focusable(ui.solve) ?? boardStop(ui))?.focus({ preventScroll: true });
  }

  /**
   * The editor's bar: whether the goal can be reached from the drafts, how to edit, and
   * Apply (only for drafts the core takes, from which the goal can be reached).
   * @param {State} state
   * @param {Position} shown
   */
  function renderEditor(state, shown) {
    const editor = state.editor;
    const opening = Boolean(editor) && ui.editorBar.hidden;
    const closing = !editor && !ui.editorBar.hidden;
    const focusWithin = ui.editorBar.contains(document.activeElement);
    ui.editorBar.hidden = !editor;
    // closed (Apply, Cancel, Escape) with the focus in its bar, on the board it edited, or
    // lost: back to Edit board
    const onBoard = ui.boardFrame.contains(document.activeElement);
    if (closing && (focusWithin || onBoard || leftBehind())) focusable(ui.edit)?.focus({ preventScroll: true });
    if (!editor || !state.entry) return;
    ui.editorHelp.textContent = state.entry.editableGoal ? `${state.entry.editHelp} Edit the goal on the goal board the same way.` : state.entry.editHelp;
    const verdict = editor.problem ? { text: `This board cannot be used: ${editor.problem}`, tone: 'error' } : editor.verdict;
    ui.editorVerdict.textContent = verdict.text;
    ui.editorVerdict.dataset.tone = verdict.tone;
    as(ui.editorApply, HTMLButtonElement).disabled = Boolean(editor.problem) || editor.verdict.tone === 'error';
    ui.editorTurn.hidden = !state.entry.editTurn;
    if (state.entry.editTurn) ui.editorTurn.textContent = `Side to move: ${sideName(shown.turn)}`;
    // as it opens, the bar comes into view, whole: its verdict is the first thing to read;
    // the keys go to the board, whose cells are edited (Edit board, hidden now, had them)
    if (opening) {
      ui.editorBar.scrollIntoView({ block: 'nearest' });
      if (leftBehind() || document.activeElement === ui.edit) boardStop(ui)?.focus({ preventScroll: true });
    }
  }

  /**
   * A two-player game's players, status and draw offer.
   * @param {State} state
   */
  function renderVersus(state) {
    const versus = state.capabilities?.twoPlayer ? state.versus : null;
    ui.gameStatus.hidden = !versus;
    // while a draft is edited the game's controls wait (New game would drop the draft), and
    // the editor's bar stands closer to the board
    ui.versus.hidden = !versus || Boolean(state.editor);
    if (!versus) {
      ui.drawOffer.hidden = true;
      return;
    }
    as(ui.versusSide, HTMLSelectElement).value = versus.side;
    as(ui.versusLevel, HTMLSelectElement).value = versus.level;
    as(ui.versusLevel, HTMLSelectElement).disabled = versus.side === 'both';
    as(ui.versusAnalysis, HTMLInputElement).checked = versus.analysis;
    const status = gameStatus(state);
    ui.gameStatus.textContent = status.text;
    ui.gameStatus.dataset.tone = status.tone;
    ui.gameStatus.dataset.over = String(status.tone !== '');
    ui.drawOffer.hidden = !drawOffered(state) || Boolean(state.player) || Boolean(state.editor);
  }

  return { render };
}
