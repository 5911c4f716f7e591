// Two-player games (Dao): who plays which side, the computer's moves at its level, the
// game's end with its winning stones, a draw offered when a position comes up a third
// time, and (with analysis on) the value of the position shown and of every legal move.
// Every answer about a position that has changed since is dropped. Only this module
// changes `state.versus`.
import { STALE } from './freshness.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */
/** @typedef {import('./state.js').Versus} Versus */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('./hub.js').Hub} Hub */
/** @typedef {import('./freshness.js').Freshness} Freshness */
/** @typedef {import('../pkg/puzzle_core.js').PositionText} Position */
/** @typedef {ReturnType<import('./solving.js').createSolving>['ask']} Ask */

/** How long the computer waits before it moves, so that its move can be followed. */
const COMPUTER_DELAY_MS = 400;

/**
 * A value from the tablebase in words: "win in 5", "loss in 4" or "draw".
 * @param {import('../pkg/puzzle_core.js').Valued} value
 */
export function valueText({ outcome, plies }) {
  return outcome === 'draw' ? 'draw' : `${outcome} in ${plies}`;
}

/**
 * Whether two positions are the same (stones and side to move).
 * @param {Board} a
 * @param {Board} b
 */
export function samePosition(a, b) {
  const [x, y] = [/** @type {Position} */ (a), /** @type {Position} */ (b)];
  return x.cells === y.cells && x.turn === y.turn;
}

/**
 * Whether the side to move at the game's position is the computer's.
 * @param {import('./state.js').State} state
 */
export function computersTurn(state) {
  const versus = state.versus;
  if (!state.capabilities?.twoPlayer || !versus || versus.side === 'both' || !state.history) return false;
  return /** @type {Position} */ (state.history.current).turn !== versus.side;
}

/**
 * A two-player game's state before its first position: the player has white against a
 * casual computer (a newcomer can beat it), without analysis.
 * @returns {Versus}
 */
export function newVersus() {
  return {
    side: 'white',
    level: 'casual',
    analysis: false,
    drawAgreed: false,
    drawDeclined: null,
    outcome: null,
    computerToMove: false,
    value: null,
    moves: null,
  };
}

/**
 * The two-player controller; `shown()` is the board on screen (the game's, or a frame of
 * a solution played back).
 * @param {{ store: StateStore, hub: Hub, fresh: Freshness, ask: Ask, shown: () => Board }} parts
 */
export function createVersus({ store, hub, fresh, ask, shown }) {
  const { state } = store;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** The position whose analysis was last asked for. */
  /** @type {Board | null} */
  let analysed = null;

  const versus = () => /** @type {Versus} */ (state.versus);
  const current = () => /** @type {import('./history.js').History} */ (state.history).current;
  /** @param {'white' | 'black'} turn */
  const isComputer = (turn) => versus().side !== 'both' && versus().side !== turn;

  /**
   * Changes the game's state by `patch`.
   * @param {Partial<Versus>} patch
   */
  function set(patch) {
    store.update({ versus: { ...versus(), ...patch } });
  }

  /** Whether the current position came up a third time and a draw may be agreed. */
  function drawOffered() {
    const board = current();
    const { drawAgreed, drawDeclined, outcome } = versus();
    const history = /** @type {import('./history.js').History} */ (state.history);
    if (drawAgreed || outcome || history.occurrences(board, samePosition) < 3) return false;
    return !(drawDeclined && samePosition(drawDeclined, board));
  }

  /** After every change of position: the game's state, the analysis, and the computer's move. */
  function positionChanged() {
    clearTimeout(timer);
    if (!state.capabilities?.twoPlayer || !state.game) return;
    const board = /** @type {Position} */ (current());
    const outcome = state.game.outcome(board) ?? null;
    const over = Boolean(outcome) || versus().drawAgreed;
    const computerToMove = !over && isComputer(board.turn);
    const declined = versus().drawDeclined;
    set({ outcome, computerToMove, drawDeclined: declined && samePosition(declined, board) ? declined : null });
    analysed = null;
    follow();
    if (computerToMove && !drawOffered()) {
      const seed = crypto.getRandomValues(new Uint32Array(1))[0];
      ask('computerMove', { board, level: versus().level, seed }).then((move) => {
        if (move === STALE || move === undefined) return;
        timer = setTimeout(() => hub.emit('play', { move }), COMPUTER_DELAY_MS);
      });
    }
  }

  /** Asks for the value of the board shown and of its moves, when analysis is on and it changed. */
  function follow() {
    // an editor's draft is not weighed: it may be no position at all
    if (!state.capabilities?.twoPlayer || !state.versus || state.editor) return;
    const board = shown();
    if (analysed && samePosition(analysed, board)) return;
    analysed = board;
    if (!versus().analysis || state.game?.outcome(board) !== undefined) {
      if (versus().value || versus().moves) set({ value: null, moves: null });
      return;
    }
    set({ value: null, moves: null });
    const ticket = fresh.ticket();
    Promise.all([ask('value', { board }), ask('moveValues', { board })]).then(([value, moves]) => {
      if (value === STALE || moves === STALE || ticket.stale || !analysed || !samePosition(analysed, board)) return;
      set({ value, moves: /** @type {Versus['moves']} */ (moves) });
    });
  }

  /** Whether a two-player game is shown (its controls are hidden otherwise). */
  const playing = () => Boolean(state.capabilities?.twoPlayer && state.versus);

  /** The player accepts the draw offered. */
  function acceptDraw() {
    if (!playing() || !drawOffered()) return;
    set({ drawAgreed: true });
    positionChanged();
  }

  /** The player declines the draw offered: play goes on. */
  function declineDraw() {
    if (!playing() || !drawOffered()) return;
    set({ drawDeclined: current() });
    positionChanged();
  }

  /**
   * Sets who plays which side, the computer's level or the analysis.
   * @param {Partial<Pick<Versus, 'side' | 'level' | 'analysis'>>} choice
   */
  function choose(choice) {
    if (!playing()) return;
    set(choice);
    positionChanged();
  }

  /** A new game (or position): no draw agreed or declined. */
  function reset() {
    if (state.versus) set({ drawAgreed: false, drawDeclined: null });
  }

  hub.on('position', ({ puzzleChanged, newGame }) => {
    clearTimeout(timer);
    if (puzzleChanged && state.capabilities?.twoPlayer && !state.versus) store.update({ versus: newVersus() });
    if (newGame) reset();
    positionChanged();
  });
  hub.on('restarted', positionChanged);
  store.addEventListener('change', follow);

  return { acceptDraw, declineDraw, choose };
}
