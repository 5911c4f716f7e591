// The game being played: choosing a puzzle, moves (one, a line of tiles, or a tile toward
// a side), undo and redo, new positions (shuffles of a level, the hardest position, a
// reset) and goals, and the attempt's end. Every change goes through positionChanged(),
// which drops stale answers, asks the solver what the new position needs, remembers it,
// and renders.
import { History } from './history.js';
import { hashFor, remember, recall } from './share.js';
import { STALE } from './freshness.js';

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

export function createSession({ state, view, solving, player, editor, attempt, versus, puzzles, core }) {
  function positionChanged({ goalChanged = false } = {}) {
    state.position.invalidate();
    if (goalChanged) state.goalFreshness.invalidate();
    // a message about a text the board no longer shows would outlive its cause
    if (!editor.isOpen) view.showInputError('');
    solving.positionChanged({ goalChanged });
    const { history, game, goal } = state;
    if (state.entry.versus) versus.positionChanged();
    else if (history.moves > 0 && game.isGoal(history.current, goal)) {
      attempt.solverMoves ||= history.solverMoves;
      attempt.finish(history.playerMoves);
    }
    saveTexts();
    view.render();
  }

  /** Leaves the player, keeping the board it shows as the solver's moves in the game. */
  function adoptPlayerBoard() {
    if (!player.isOpen) return;
    for (const board of player.boardsSoFar) state.history.push(board, { bySolver: true });
    player.close();
    positionChanged();
  }

  /** Makes the legal move `name` of the current position, if there is one (the computer's, with `byComputer`). */
  function makeMove(name, byComputer = false) {
    const current = state.history.current;
    if (!state.game.legalMoves(current).some((m) => m.move === name)) return false;
    state.history.push(state.game.step(current, name), { bySolver: byComputer });
    attempt.moved();
    return true;
  }

  /** Plays the move `name` (the computer's, in a two-player game, with `byComputer`). */
  function play(name, { byComputer = false } = {}) {
    if (editor.isOpen) return;
    adoptPlayerBoard();
    if (makeMove(name, byComputer)) positionChanged();
  }

  /** Slides the tiles between the gap and `cell` (on the gap's row or column), nearest first. */
  function slideLine(cell) {
    if (editor.isOpen) return;
    adoptPlayerBoard();
    const { width } = state.entry;
    let moved = false;
    for (let i = 0; i < width; i++) {
      const gap = state.history.current.indexOf(0);
      if (gap === cell) break;
      const sameRow = Math.floor(gap / width) === Math.floor(cell / width);
      const next = gap + Math.sign(cell - gap) * (sameRow ? 1 : width);
      const move = state.game.legalMoves(state.history.current).find((m) => m.from === next);
      if (!move || !makeMove(move.move)) break;
      moved = true;
    }
    if (moved) positionChanged();
  }

  /** Slides the tile that can go `direction` ('left', 'right', 'up' or 'down'), if any. */
  function slideToward(direction) {
    const { width } = state.entry;
    const step = { left: -1, right: 1, up: -width, down: width }[direction];
    const move = state.game.legalMoves(state.history.current).find((m) => m.to - m.from === step);
    if (move) play(move.move);
  }

  /** Starts a new attempt at `board` toward `goal`. */
  function newGame(board, goal = state.goal) {
    const goalChanged = !same(goal, state.goal);
    player.close();
    state.goal = goal;
    state.history.restart(board);
    attempt.start(state.kind);
    versus.reset();
    positionChanged({ goalChanged });
  }

  /** A random position from which `goal` can be reached (the core's scramble needs no search). */
  function scramble(goal = state.goal) {
    return state.game.scramble(randomSeed(), goal);
  }

  /**
   * A new position of `level` ('any', 'easy', 'medium', 'hard'). Where levels are drawn
   * from distance tables, the puzzle's worker (which holds them) draws it.
   */
  async function shuffle(level = 'any') {
    if (level === 'any') return newGame(scramble());
    const args = { seed: randomSeed(), goal: state.goal, level };
    const board = state.capabilities.instantDistance
      ? await solving.ask('scrambleAt', args)
      : state.game.scrambleAt(args.seed, args.goal, level);
    if (board !== STALE) newGame(board);
  }

  /** One of the positions farthest from the goal (with the goal it is farthest from). */
  async function hardest() {
    const args = { seed: randomSeed(), goal: state.goal };
    const answer = state.capabilities.instantDistance ? await solving.ask('hardest', args) : state.game.hardest(args.seed, args.goal);
    if (answer !== STALE) newGame(answer.board, answer.goal);
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

  /**
   * Opens puzzle `kind` at the given texts (`from` a 'link', or else kept by this browser),
   * or at a shuffle; `newEntry` gives the switch its own entry in the browser's history
   * (Back returns to the puzzle before). `problem`, if any, says why a link was not followed.
   */
  function select(kind, { texts = recall(kind), from = 'memory', newEntry = false, problem = '' } = {}) {
    state.position.invalidate();
    state.goalFreshness.invalidate();
    player.close();
    editor.close();
    versus.stop();
    versus.reset();
    const entry = puzzles[kind];
    const game = core(kind);
    Object.assign(state, { kind, entry, game, capabilities: game.capabilities(), history: null, counts: null });
    if (newEntry) window.history.pushState(null, '', `#${kind}`);
    view.mountBoards({ onMove: play, onLine: slideLine, onSwipe: slideToward, onCell: editCell });
    let goal = game.defaultGoal();
    let board = null;
    try {
      if (texts?.goal && entry.editableGoal) goal = game.parse(texts.goal);
      if (texts?.board) board = game.parse(texts.board);
    } catch (error) {
      const source = from === 'link' ? 'The position in the link' : 'The position this browser kept';
      problem = `${source} could not be read: ${error.message}`;
    }
    state.goal = goal;
    // a two-player game starts where its players usually start (its "goal"); a puzzle scrambled
    state.history = new History(board ?? (entry.versus ? goal : scramble(goal)));
    attempt.start(kind);
    positionChanged({ goalChanged: true });
    view.showInputError(problem);
  }

  /** A two-player game from its usual start. */
  function startOver() {
    newGame(state.game.defaultGoal());
  }

  return { select, play, slideToward, newGame, startOver, shuffle, hardest, reset, undo, redo, adoptPlayerBoard };
}
