// Two-player play (Dao): who plays which side, the computer's strength, a draw agreed or
// declined when a position comes up a third time, and the computer's replies: on its turn
// it asks the puzzle's worker for its move at its strength and plays it after a short
// wait, so that the move can be followed. The session hands these to a two-player game.

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').PositionText} Position */
/** @typedef {import('./history.js').History} History */

/**
 * A two-player game's own state: the side the player plays, the computer's strength, and
 * a draw agreed, or declined in a position.
 * @typedef {{ name: 'versus', side: 'white' | 'black' | 'both', strength: 'perfect' | 'strong' | 'casual', drawAgreed: boolean, drawDeclined: Board | null }} Versus
 */

/** How long the computer waits before it moves, so that its move can be followed. */
const COMPUTER_DELAY_MS = 400;

/** The sides and strength chosen last in this visit (a newcomer starts as white against a casual computer). */
let chosen = { side: /** @type {Versus['side']} */ ('white'), strength: /** @type {Versus['strength']} */ ('casual') };

/**
 * A new two-player game: no draw agreed or declined, the sides and strength chosen last.
 * @returns {Versus}
 */
export function versus() {
  return { name: 'versus', ...chosen, drawAgreed: false, drawDeclined: null };
}

/**
 * The game with `choice` of side or strength made (kept for the next game of the visit).
 * @param {Versus} mode
 * @param {Partial<Pick<Versus, 'side' | 'strength'>>} choice
 * @returns {Versus}
 */
export function withChoice(mode, choice) {
  const next = { ...mode, ...choice };
  chosen = { side: next.side, strength: next.strength };
  return next;
}

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
 * Whether the side to move at `board` is the computer's.
 * @param {Versus} mode
 * @param {Board} board
 */
export function computersTurn(mode, board) {
  return mode.side !== 'both' && /** @type {Position} */ (board).turn !== mode.side;
}

/**
 * Whether a draw is offered at the game's position: it came up a third time, the game goes
 * on, and the draw was not declined in it.
 * @param {Versus} mode
 * @param {History} history
 * @param {boolean} over  whether the game ended
 */
export function drawOffered(mode, history, over) {
  const board = history.current;
  if (over || mode.drawAgreed || history.occurrences(board, samePosition) < 3) return false;
  return !(mode.drawDeclined && samePosition(mode.drawDeclined, board));
}

/**
 * The computer's replies: after every change of position, on its turn (the game going on,
 * no draw offered), its move is asked for and played after COMPUTER_DELAY_MS.
 * `move(board, strength)` asks the puzzle's worker; `play(name)` makes the move, if the
 * position is still the one it was asked of.
 * @param {{ move: (board: Board, strength: Versus['strength']) => Promise<string | undefined>, play: (name: string, board: Board) => void }} parts
 */
export function createReplies({ move, play }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let asked = 0;
  /**
   * The game stands at `board`: its reply, when it is the computer's turn; asked once more
   * where the worker was stopped on the way (a solve's Cancel).
   * @param {Versus} mode
   * @param {Board} board
   * @param {boolean} waits  the game is over, a draw is offered, or a solution shows
   * @param {boolean} [again]
   */
  function follow(mode, board, waits, again = false) {
    clearTimeout(timer);
    const ticket = ++asked;
    if (waits || !computersTurn(mode, board)) return;
    move(board, mode.strength).then(
      (name) => {
        if (ticket !== asked || name === undefined) return;
        timer = setTimeout(() => play(name, board), COMPUTER_DELAY_MS);
      },
      () => ticket === asked && !again && follow(mode, board, waits, true),
    );
  }
  return {
    follow,
    /** Forgets a reply on its way. */
    stop() {
      clearTimeout(timer);
      asked++;
    },
  };
}
