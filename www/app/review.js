// A review of the player's moves, on the one-player puzzles whose distances are instant:
// the distance to the goal before and after each move (from the puzzle's worker), each
// move marked as one nearer the goal or as a loss, the moves spent beyond the shortest,
// and the way back to where each loss began. Asked for, or made once a puzzle is solved
// by hand. Only this module changes `state.review`.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { movesText } from './attempt.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */

/**
 * The moves of a game weighed by `distances` (before the first move, then after each):
 * which went one nearer the goal, which did not (a loss: it went away, or stood still),
 * and how many moves were spent beyond the shortest way from the start.
 * @param {number[]} distances
 * @returns {{ losses: number[], spent: number }}  `losses`: the moves (from 1) that were
 *   losses
 */
export function weigh(distances) {
  const losses = [];
  for (let move = 1; move < distances.length; move++) {
    if (distances[move] !== distances[move - 1] - 1) losses.push(move);
  }
  const made = distances.length - 1;
  const spent = made - (distances[0] - distances[made]);
  return { losses, spent };
}

/**
 * The review in words: "From 14 moves away, 18 moves took the board to the goal: 4 moves
 * wasted. 2 moves did not go nearer the goal." (a wasted move is one beyond the distance
 * covered).
 * @param {number[]} distances
 */
export function reviewText(distances) {
  const made = distances.length - 1;
  const start = distances[0];
  const end = distances[made];
  const { losses, spent } = weigh(distances);
  const reached = end === 0 ? 'took the board to the goal' : `left it ${movesText(end)} away`;
  const extra = spent === 0 ? 'the shortest way' : `${movesText(spent)} wasted`;
  const astray =
    losses.length === 0 ? 'Every move went one nearer the goal.' : `${losses.length === 1 ? 'One move' : `${losses.length} moves`} did not go nearer the goal.`;
  return `From ${movesText(start)} away, ${movesText(made)} ${reached}: ${extra}. ${astray}`;
}

/**
 * The review's controller.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub, solver: import('../solver/client.js').SolverClient, fresh: import('./freshness.js').Freshness, rewind: (moves: number) => void }} parts
 *   `fresh` guards answers about the position; `rewind(n)` takes the game back to its
 *   position after `n` moves
 */
export function createReview({ store, hub, solver, fresh, rewind }) {
  const { state } = store;

  /** Reviews the moves of the game so far. */
  async function review() {
    const { kind, game, history, goal, capabilities } = state;
    if (!kind || !game || !history || !goal || !capabilities?.instantDistance || capabilities.twoPlayer || history.moves === 0) return;
    const played = history.played;
    const boards = [...played.map((move) => move.before), history.current];
    store.update({ review: { kind, moves: played.map((move) => move.name), distances: null, error: '' } });
    let distances;
    try {
      distances = await fresh.guard(solver.request(kind, 'distances', { boards, goal }));
    } catch (error) {
      if (!(error instanceof Cancelled)) store.update({ review: { kind, moves: [], distances: null, error: /** @type {Error} */ (error).message } });
      return;
    }
    if (distances === STALE) return;
    store.update({ review: { kind, moves: played.map((move) => move.name), distances, error: '' } });
  }

  // a new game or puzzle ends the review, and so does a move off the line it reviewed (a
  // move back along it does not); a solve by hand makes one
  hub.on('position', ({ newGame }) => {
    const names = state.history?.played.map((move) => move.name) ?? [];
    const reviewed = state.review?.moves;
    const off = reviewed !== undefined && (names.length > reviewed.length || names.some((name, i) => name !== reviewed[i]));
    if (newGame || off) store.update({ review: null });
    const { game, history, goal, capabilities } = state;
    // two-player games have no goal
    const solved = capabilities?.twoPlayer === false && game !== null && history !== null && goal !== null && game.isGoal(history.current, goal);
    if (solved && state.attempt?.result && state.review === null) review();
  });

  /**
   * Takes the game back to the position before move `move` (from 1) of the review, where
   * it went astray.
   * @param {number} move
   */
  function back(move) {
    rewind(move - 1);
  }

  return { review, back };
}
