// What the page holds of the puzzle being played: which puzzle, its core, the game's
// history and goal, and what the solver said of the current position.
import { Freshness } from './freshness.js';

export function createState() {
  return {
    /** The puzzle's name, its catalogue entry, its core (a wasm Puzzle) and what the core says it can do. */
    kind: null,
    entry: null,
    game: null,
    capabilities: null,
    /** The game's positions (see History) and its goal. */
    history: null,
    goal: null,
    /** The next optimal move, once asked for: a legal move of the current position. */
    hint: null,
    /** Moves from the current position to the goal: a number, null (unsolvable), undefined (not known yet). */
    distance: undefined,
    /** Positions per distance from the current goal, once known. */
    counts: null,
    /** A two-player game's state (see versus.js): winning cells, move values, who is to move. */
    versus: null,
    /** Whether a solve or hint search is running. */
    solving: false,
    /** Invalidated whenever the puzzle, the position or the goal changes. */
    position: new Freshness(),
    /** Invalidated whenever the puzzle or the goal changes. */
    goalFreshness: new Freshness(),
  };
}
