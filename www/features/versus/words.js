// What a two-player game's status line says at the board shown: its end (for the player,
// against the computer), a draw agreed, or whose move it is.

/** @typedef {import('../../pkg/puzzle_core.js').PositionText} Position */

const PATTERNS = /** @type {Record<string, string>} */ ({
  row: 'four in a row',
  column: 'four in a column',
  square: 'a square of four',
  corners: 'the four corners',
  trapped: 'a stone trapped in a corner',
});

/** @param {string} side */
export const sideName = (side) => (side === 'white' ? 'White' : 'Black');

/**
 * The status line at the board shown.
 * @param {import('../../game/derive.js').Derived} derived
 * @returns {{ text: string, tone: string }}
 */
export function gameStatus({ game, board, facts, showing, computerToMove }) {
  const mode = game.mode;
  // a draft being edited may be no position at all: the editor's bar speaks of it
  if (mode.name !== 'versus' || showing === 'edit' || !facts) return { text: '', tone: '' };
  const position = /** @type {Position} */ (board);
  const outcome = facts.outcome;
  const side = mode.side;
  if (outcome) {
    const how = PATTERNS[outcome.pattern] ?? outcome.pattern;
    // a solution played back, or kept as the player's moves, is perfect play's showing: no
    // win or loss of the player's
    const shown = game.history.played.some((move) => move.bySolver && /** @type {Position} */ (move.before).turn === side);
    if (side === 'both' || showing === 'solution' || shown) return { text: `${sideName(outcome.winner)} wins: ${how}.`, tone: 'over' };
    return outcome.winner === side ? { text: `You won: ${how}.`, tone: 'won' } : { text: `You lost: ${sideName(outcome.winner)} made ${how}.`, tone: 'lost' };
  }
  if (mode.drawAgreed && showing !== 'solution') return { text: 'Draw agreed.', tone: 'over' };
  // while perfect play is shown the computer waits: the move is the showing's
  const computer = computerToMove && showing !== 'solution';
  // the player's turn again: the reply is said too, for those who do not see it marked
  const last = side === position.turn && showing !== 'solution' ? game.history.last : null;
  const reply = last ? ` ${sideName(side === 'white' ? 'black' : 'white')} played ${last.name}.` : '';
  return { text: `${sideName(position.turn)} to move${computer ? ' (the computer)' : ''}.${reply}`, tone: '' };
}
