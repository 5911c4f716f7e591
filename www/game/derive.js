// What the views and keys read of the game, worked out once per change: the board on
// screen (the editor's draft, a frame of a solution shown, or the game's position) and its
// facts from the core, whether the game is over, what can be undone or hinted, whether an
// attempt's result stands, a two-player game's last move and whose turn it is. Views make
// no core calls of their own and read nothing back from the page: they draw this.
import { describe } from './attempt.js';
import { goalOf } from './session.js';
import { computersTurn, drawOffered } from './versus.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('./session.js').Game} Game */
/** @typedef {import('./playback.js').Playback} Playback */
/** @typedef {import('./editing.js').Editor} Editor */
/** @typedef {import('./rules.js').Facts} Facts */

/**
 * @typedef {object} Derived
 * @property {Game} game
 * @property {'play' | 'solution' | 'edit'} showing  what the board shows
 * @property {Board} board  the board on screen
 * @property {Board | undefined} goal  the goal on screen (undefined in a two-player game)
 * @property {Facts | null} facts  of the board on screen (none for the editor's drafts)
 * @property {boolean} over  the goal reached on screen, or the game ended (a draw agreed)
 * @property {boolean} still  the board takes no move: edited; in a two-player game, perfect
 *   play shown, the computer's turn, the game over
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {boolean} canHint  there is a next move to hint
 * @property {string} result  what the attempt came to, while the game stands where it ended
 * @property {{ from: number, to: number } | null} last  the last move to the board shown (two-player games)
 * @property {boolean} otherGoal  the goal is another than the puzzle's usual one
 * @property {boolean} computerToMove
 * @property {boolean} drawOffered
 */

/**
 * Works out the derived facts of a state, once for each change of the game, the solution
 * shown or the editor.
 */
export function createDerive() {
  /** @type {{ game: unknown, playback: unknown, editor: unknown, derived: Derived | null }} */
  let last = { game: null, playback: null, editor: null, derived: null };
  /** The goal last weighed against the puzzle's usual one. */
  let weighed = { goal: /** @type {unknown} */ (null), other: false };

  /**
   * Whether `goal` is another than the usual goal of `game`'s puzzle (asked of the core once per goal).
   * @param {Game} game
   * @param {Board | undefined} goal
   */
  function otherGoal(game, goal) {
    if (goal === undefined || !game.entry.otherGoalTagline) return false;
    if (weighed.goal !== goal) weighed = { goal, other: game.rules.format(goal) !== game.rules.format(game.rules.defaultGoal()) };
    return weighed.other;
  }

  /**
   * The derived facts of the state: null before a puzzle opens.
   * @param {{ game: Game | null, playback: Playback, editor: Editor | null }} state
   * @returns {Derived | null}
   */
  return function derive({ game, playback, editor }) {
    if (!game) return null;
    if (last.game === game && last.playback === playback && last.editor === editor) return last.derived;
    const derived = work(game, playback.shown, editor, otherGoal(game, goalOf(game)));
    last = { game, playback, editor, derived };
    return derived;
  };
}

/**
 * @param {Game} game
 * @param {Playback['shown']} shown
 * @param {Editor | null} editor
 * @param {boolean} other
 * @returns {Derived}
 */
function work(game, shown, editor, other) {
  const { history, mode, rules } = game;
  const gameGoal = goalOf(game);
  if (editor) {
    return {
      game,
      showing: 'edit',
      board: editor.drafts.board,
      goal: editor.drafts.goal,
      facts: null,
      over: false,
      still: true,
      canUndo: false,
      canRedo: false,
      canHint: false,
      result: '',
      last: null,
      otherGoal: other,
      computerToMove: false,
      drawOffered: false,
    };
  }
  const board = shown ? (shown.solution.boards[shown.index] ?? history.current) : history.current;
  const facts = rules.facts(board, gameGoal);
  const versus = mode.name === 'versus' ? mode : null;
  const ended = versus ? facts.outcome !== undefined : facts.atGoal;
  const agreed = Boolean(versus?.drawAgreed) && !shown;
  const over = ended || agreed;
  const gameOver = versus ? rules.facts(history.current, undefined).outcome !== undefined || versus.drawAgreed : false;
  const computerToMove = Boolean(versus) && !gameOver && computersTurn(/** @type {import('./versus.js').Versus} */ (versus), history.current);
  /** @type {Derived['last']} */
  let lastMove = null;
  if (versus && !shown) {
    const move = history.last;
    if (move?.from !== undefined && move.to !== undefined) lastMove = { from: move.from, to: move.to };
  } else if (versus && shown && shown.index > 0) {
    const before = shown.solution.boards[shown.index - 1];
    const move = rules.facts(before, undefined).moves.find((m) => m.move === shown.solution.moves[shown.index - 1]);
    if (move?.from !== undefined && move.to !== undefined) lastMove = { from: move.from, to: move.to };
  }
  // the result of the attempt stands while the game is where it reached the goal: not after
  // an Undo, nor at the goal reached again by other moves (the attempt ended first)
  let result = '';
  if (mode.name === 'solo' && !shown && facts.atGoal) {
    const finished = mode.attempt.result;
    const there = finished && history.playerMoves === finished.moves && history.moves === finished.moves + (finished.bySolver ?? 0);
    if (there) result = describe(mode.attempt);
  }
  return {
    game,
    showing: shown ? 'solution' : 'play',
    board,
    goal: gameGoal,
    facts,
    over,
    // a one-player board takes moves from a solution shown too (it is adopted first)
    still: Boolean(versus) && (Boolean(shown) || over || computerToMove),
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    canHint: !over,
    result,
    last: lastMove,
    otherGoal: other,
    computerToMove,
    drawOffered: Boolean(versus) && !shown && drawOffered(/** @type {import('./versus.js').Versus} */ (versus), history, gameOver),
  };
}
