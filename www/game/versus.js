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
 * The two-player game after a change of position: a draw declined is declined in its
 * position only.
 * @param {import('./session.js').Game} game
 * @param {Versus} mode
 * @returns {{ mode: Versus, solve: null }}
 */
export function settled({ history }, mode) {
  const declined = mode.drawDeclined && !samePosition(mode.drawDeclined, history.current);
  return { mode: declined ? { ...mode, drawDeclined: null } : mode, solve: null };
}

/**
 * Two-player play's controller: the computer's replies (after every change of position, on
 * its turn, the game going on and no draw offered, its move is asked for and played after
 * COMPUTER_DELAY_MS, asked once more where the worker was stopped on the way), the sides
 * and strength chosen, a draw agreed or declined.
 * @param {object} parts
 * @param {() => import('./session.js').Game} parts.game  the game now
 * @param {(mode: Versus) => void} parts.write  changes the game's mode
 * @param {() => boolean} parts.showing  whether a solution shows on the board (the computer waits)
 * @param {(board: Board, strength: Versus['strength']) => Promise<string | undefined>} parts.move  asks the computer's move
 * @param {(name: string) => void} parts.play  plays the computer's move
 */
export function createVersusPlay({ game, write, showing, move, play }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let asked = 0;

  /**
   * The computer's reply at the game's position, when it is its turn.
   * @param {boolean} [again]  asked once more, the worker having been stopped
   */
  function follow(again = false) {
    clearTimeout(timer);
    const ticket = ++asked;
    const { mode, history, rules } = game();
    if (mode.name !== 'versus') return;
    const board = history.current;
    const over = rules.facts(board, undefined).outcome !== undefined || mode.drawAgreed;
    if (over || drawOffered(mode, history, over) || showing() || !computersTurn(mode, board)) return;
    move(board, mode.strength).then(
      (name) => {
        if (ticket !== asked || name === undefined) return;
        timer = setTimeout(() => game().history.current === board && play(name), COMPUTER_DELAY_MS);
      },
      () => ticket === asked && !again && follow(true),
    );
  }

  /** @param {(mode: Versus) => Versus} change */
  const change = (change) => {
    const mode = game().mode;
    if (mode.name !== 'versus') return;
    write(change(mode));
    follow();
  };

  return {
    follow: () => follow(),
    /**
     * Sets the side the player plays, or the computer's strength.
     * @param {Partial<Pick<Versus, 'side' | 'strength'>>} choice
     */
    chooseSides: (choice) => change((mode) => withChoice(mode, choice)),
    /**
     * Agrees to the draw offered, or declines it (play goes on).
     * @param {boolean} agreed
     */
    answerDraw: (agreed) => change((mode) => (agreed ? { ...mode, drawAgreed: true } : { ...mode, drawDeclined: game().history.current })),
  };
}
