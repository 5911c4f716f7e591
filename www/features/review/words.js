// The review's words and weights: a game's moves weighed by their distances to the goal
// (or a proven lower bound), or by the tablebase against the perfect move, and what the
// review says of them.
import { movesText } from '../../kernel/words.js';
import { valueText } from '../../game/versus.js';

/** @typedef {import('../../pkg/puzzle_core.js').Valued} Valued */

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
