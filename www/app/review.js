// A review of the player's moves. On the one-player puzzles whose distances are instant:
// the distance to the goal before and after each move (from the puzzle's worker), each
// move marked as one nearer the goal or as a loss, the moves spent beyond the shortest,
// and the way back to where each loss began; where exact distances take a search (the
// Fifteen, boards of more than 10 cells), a proven lower bound in their place, no move
// called a loss. In a two-player game: each of the player's
// moves weighed by the tablebase against the perfect move, and marked where it changed
// the game's value (a win let go, a draw lost). Asked for, or made once a puzzle is
// solved by hand or a game is over. Only this module changes `state.review`.
import { Cancelled } from '../solver/client.js';
import { STALE } from './freshness.js';
import { movesText } from './attempt.js';
import { valueText } from './versus.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('../pkg/puzzle_core.js').Valued} Valued */

/**
 * A move of a two-player game weighed by the tablebase, for the side that made it: its
 * place in the game (from 1), its name, its value and the best value there was, the
 * moves that had it, and its mark: perfect, the game's value kept by a longer way (a
 * slower win, a quicker loss), or a mistake that changed it.
 * @typedef {{ ply: number, name: string, played: Valued, best: Valued, perfect: string[], mark: 'perfect' | 'kept' | 'mistake' }} Verdict
 */

/**
 * How good `value` is for the side that moves: any win above any draw above any loss,
 * a quicker win and a slower loss better.
 * @param {Valued} value
 */
const score = ({ outcome, plies = 0 }) => (outcome === 'win' ? 10_000 - plies : outcome === 'draw' ? 0 : plies - 10_000);

/**
 * A review by a lower bound in words: "From at least 38 moves away, 112 moves took the
 * board to the goal: at most 74 beyond the shortest." (or "the shortest way", when the
 * bound proves it) and what the bound is.
 * @param {number[]} bounds  before the first move and after each
 * @param {number} [helped]  how many of the moves the solver made
 */
export function boundText(bounds, helped = 0) {
  const made = bounds.length - 1;
  const [start, end] = [bounds[0], bounds[made]];
  const spent = made === start ? 'the shortest way' : `at most ${movesText(made - start)} beyond the shortest`;
  const reached = end === 0 ? `took the board to the goal: ${spent}` : `left it at least ${movesText(end)} away`;
  return `From at least ${movesText(start)} away, ${madeText(made, helped)} ${reached}. Exact distances of this board take a search, so the chart shows a proven lower bound (Manhattan distance with linear conflicts): a move that raised it did not always take the board farther from the goal.`;
}

/**
 * The moves reviewed, and those of them the solver made: "18 moves (9 of them the
 * solver's)".
 * @param {number} made
 * @param {number} helped
 */
const madeText = (made, helped) => (helped === 0 ? movesText(made) : `${movesText(made)} (${helped === made ? 'all' : `${helped} of them`} the solver's)`);

/**
 * A move's value counted from the position it was made in: one ply more to the end.
 * @param {Valued} value
 * @returns {Valued}
 */
const fromBefore = (value) => (value.plies === undefined ? value : { ...value, plies: value.plies + 1 });

/**
 * The player's moves weighed: each with its place in the game, its name, and every legal
 * move of the position it was made in, with its value for the side that moved (the plies
 * after it, as the core gives them).
 * @param {{ ply: number, name: string, moves: { move: string, value?: Valued }[] }[]} made
 * @returns {Verdict[]}
 */
export function judgeMoves(made) {
  return made.map(({ ply, name, moves }) => {
    // a move's value counts the plies after it; the review counts from before it, as the
    // position's own value does ("win in 1": this move wins)
    const valued = moves.map(({ move, value }) => ({ move, value: fromBefore(/** @type {Valued} */ (value)) }));
    const top = Math.max(...valued.map(({ value }) => score(value)));
    const best = /** @type {Valued} */ (valued.find(({ value }) => score(value) === top)?.value);
    const played = valued.find(({ move }) => move === name)?.value;
    if (!played) throw new Error(`move ${ply}, ${name}, is not a legal move of its position`);
    const perfect = valued.filter(({ value }) => score(value) === top).map(({ move }) => move);
    const mark = score(played) === top ? 'perfect' : played.outcome === best.outcome ? 'kept' : 'mistake';
    return { ply, name, played, best, perfect, mark };
  });
}

/**
 * A two-player game's review in words: "Of your 12 moves, 9 were perfect, one kept the
 * game's value by a longer way and 2 were mistakes that changed it."
 * @param {Verdict[]} verdicts
 */
export function verdictText(verdicts) {
  if (verdicts.length === 0) return 'You have not moved yet: your moves are weighed once you have.';
  if (verdicts.length === 1) {
    const mark = verdicts[0].mark;
    if (mark === 'perfect') return 'Your one move was perfect.';
    return mark === 'kept'
      ? "Your one move kept the game's value, by a longer way than the perfect move."
      : "Your one move was a mistake: it changed the game's value.";
  }
  /** @param {Verdict['mark']} mark */
  const count = (mark) => verdicts.filter((verdict) => verdict.mark === mark).length;
  const [perfect, kept, mistakes] = [count('perfect'), count('kept'), count('mistake')];
  /** @param {number} n */
  const some = (n) => (n === 1 ? 'one' : String(n));
  const parts = [];
  if (perfect) parts.push(`${some(perfect)} ${perfect === 1 ? 'was' : 'were'} perfect`);
  if (kept) parts.push(`${some(kept)} kept the game's value by a longer way`);
  if (mistakes) parts.push(`${some(mistakes)} ${mistakes === 1 ? 'was a mistake' : 'were mistakes'} that changed it`);
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Of your ${verdicts.length} moves, ${listed}.${mistakes ? '' : " None changed the game's value."}`;
}

/**
 * A mistake in words: "Move 5 (b2-c1): win in 9 → draw; perfect: a1-c1".
 * @param {Verdict} verdict
 */
export function mistakeText({ ply, name, played, best, perfect }) {
  return `Move ${ply} (${name}): ${valueText(best)} → ${valueText(played)}; perfect: ${perfect.join(', ')}`;
}

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
 * @param {number} [helped]  how many of the moves the solver made
 */
export function reviewText(distances, helped = 0) {
  const made = distances.length - 1;
  const start = distances[0];
  const end = distances[made];
  const { losses, spent } = weigh(distances);
  const reached = end === 0 ? 'took the board to the goal' : `left it ${movesText(end)} away`;
  const extra = spent === 0 ? 'the shortest way' : `${movesText(spent)} wasted`;
  const astray =
    losses.length === 0 ? 'Every move went one nearer the goal.' : `${losses.length === 1 ? 'One move' : `${losses.length} moves`} did not go nearer the goal.`;
  return `From ${movesText(start)} away, ${madeText(made, helped)} ${reached}: ${extra}. ${astray}`;
}

/**
 * The review's controller.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub, solver: import('../solver/client.js').SolverClient, fresh: import('./freshness.js').Freshness, goTo: (moves: number) => void }} parts
 *   `fresh` guards answers about the position; `goTo(n)` takes the game along its line to its
 *   position after `n` moves
 */
export function createReview({ store, hub, solver, fresh, goTo }) {
  const { state } = store;

  /** Reviews the moves of the game so far. */
  async function review() {
    const { kind, game, history, goal, capabilities } = state;
    if (!kind || !game || !history || !goal || history.moves === 0) return;
    if (!capabilities) return;
    const played = history.played;
    const moves = played.map((move) => move.name);
    store.update({ review: { kind, moves, bySolver: [], distances: null, verdicts: null, bound: false, error: '' } });
    // the player's moves: in a game against the computer, those it did not make
    const mine = played.map((move, i) => ({ ...move, ply: i + 1 })).filter((move) => !move.bySolver);
    if (!capabilities.twoPlayer) {
      const boards = [...played.map((move) => move.before), history.current];
      // where exact distances take a search, a proven lower bound stands in for them
      const bound = !capabilities.instantDistance;
      const distances = await answerOf(kind, solver.request(kind, bound ? 'bounds' : 'distances', { boards, goal }));
      const bySolver = played.flatMap((move, i) => (move.bySolver ? [i + 1] : []));
      if (distances) store.update({ review: { kind, moves, bySolver, distances, verdicts: null, bound, error: '' } });
      return;
    }
    const values = await answerOf(kind, solver.request(kind, 'moveValuesOf', { boards: mine.map((move) => move.before) }));
    if (!values) return;
    const verdicts = judgeMoves(mine.map(({ ply, name }, i) => ({ ply, name, moves: values[i] })));
    store.update({ review: { kind, moves, bySolver: [], distances: null, verdicts, bound: false, error: '' } });
  }

  /**
   * The answer to a question about the position reviewed (of puzzle `kind`); null if it
   * came too late, was cut short by a Cancel, or failed (the review then says why).
   * @template T
   * @param {string} kind
   * @param {Promise<T>} asked
   * @returns {Promise<T | null>}
   */
  async function answerOf(kind, asked) {
    try {
      const answer = await fresh.guard(asked);
      return answer === STALE ? null : answer;
    } catch (error) {
      if (!(error instanceof Cancelled))
        store.update({ review: { kind, moves: [], bySolver: [], distances: null, verdicts: null, bound: false, error: /** @type {Error} */ (error).message } });
      return null;
    }
  }

  // a new game or puzzle ends the review, and so does a move off the line it reviewed (a
  // move back along it does not); a solve by hand makes one, and so does a game's end
  hub.on('position', ({ newGame }) => {
    const names = state.history?.played.map((move) => move.name) ?? [];
    const reviewed = state.review?.moves;
    const off = reviewed !== undefined && (names.length > reviewed.length || names.some((name, i) => name !== reviewed[i]));
    if (newGame || off) store.update({ review: null });
    const { game, history, goal, capabilities } = state;
    if (!game || !history || !goal || state.review !== null) return;
    // two-player games have no goal, but an end
    const over = capabilities?.twoPlayer ? history.played.some((move) => !move.bySolver) && game.outcome(history.current) !== undefined : false;
    const solved = capabilities?.twoPlayer === false && game.isGoal(history.current, goal) && state.attempt?.result;
    if (over || solved) review();
  });

  /**
   * Takes the game back to the position before move `move` (from 1) of the review, where
   * it went astray.
   * @param {number} move
   */
  function back(move) {
    goTo(move - 1);
  }

  return { review, back };
}
