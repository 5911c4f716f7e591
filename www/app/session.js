// The game being played: choosing a puzzle, moves, undo and redo, new positions and goals.
// Every change goes through positionChanged(), which drops stale answers, asks the solver
// what the new position needs, remembers it, and renders.
import { History } from './history.js';
import { hashFor, remember, recall } from './share.js';

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

export function createSession({ state, view, solving, player, editor, puzzles, core }) {
  function positionChanged({ goalChanged = false } = {}) {
    state.position.invalidate();
    if (goalChanged) state.goalFreshness.invalidate();
    solving.positionChanged({ goalChanged });
    saveTexts();
    view.render();
  }

  /** Leaves the player, keeping the board it shows as moves of the game. */
  function adoptPlayerBoard() {
    if (!player.isOpen) return;
    for (const board of player.boardsSoFar) state.history.push(board);
    player.close();
    positionChanged();
  }

  function play(move) {
    if (editor.isOpen) return;
    adoptPlayerBoard();
    const current = state.history.current;
    if (!state.game.legalMoves(current).some((m) => m.move === move)) return;
    state.history.push(state.game.step(current, move));
    positionChanged();
  }

  /** Starts a game at `board` toward `goal`. */
  function newGame(board, goal = state.goal) {
    const goalChanged = !same(goal, state.goal);
    player.close();
    state.goal = goal;
    state.history.restart(board);
    positionChanged({ goalChanged });
  }

  /** A random position from which `goal` can be reached (the core's scramble needs no search). */
  function scramble(goal = state.goal) {
    return state.game.scramble(crypto.getRandomValues(new Uint32Array(1))[0], goal);
  }

  function shuffle() {
    newGame(scramble());
  }

  function reset() {
    newGame(state.history.start);
  }

  function undo() {
    if (editor.isOpen) return;
    player.close();
    state.history.undo();
    positionChanged();
  }

  function redo() {
    if (editor.isOpen) return;
    player.close();
    state.history.redo();
    positionChanged();
  }

  function saveTexts() {
    const texts = {
      board: state.game.format(state.history.current),
      goal: state.entry.editableGoal ? state.game.format(state.goal) : null,
    };
    remember(state.kind, texts);
    window.history.replaceState(null, '', hashFor(state.kind, texts));
  }

  /** A click on a cell of the board or the goal ('board' or 'goal'): an edit, while editing. */
  function editCell(which, cell) {
    if (editor.isOpen) editor.click(which, cell);
  }

  /** Opens puzzle `kind` at the given texts (from a link or from memory), or at a shuffle. */
  function select(kind, texts = recall(kind)) {
    state.position.invalidate();
    state.goalFreshness.invalidate();
    player.close();
    editor.close();
    const entry = puzzles[kind];
    const game = core(kind);
    Object.assign(state, { kind, entry, game, capabilities: game.capabilities(), history: null, counts: null });
    view.mountBoards({ onMove: play, onCell: editCell });
    view.showInputError('');
    let goal = game.defaultGoal();
    let board = null;
    try {
      if (texts?.goal && entry.editableGoal) goal = game.parse(texts.goal);
      if (texts?.board) board = game.parse(texts.board);
    } catch (error) {
      view.showInputError(`The saved position could not be read: ${error.message}`);
    }
    state.goal = goal;
    state.history = new History(board ?? scramble(goal));
    positionChanged({ goalChanged: true });
  }

  return { select, play, newGame, shuffle, reset, undo, redo, adoptPlayerBoard };
}
