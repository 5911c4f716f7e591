// One attempt at a position, from a new game (shuffle, load, reset, hardest) to the goal:
// the player's time (from the first move), whether help was taken (hints, the solver's
// moves), the optimal length when it is known, and each puzzle's best unaided results,
// kept in this browser.
import { clock } from './durations.js';

const KEY = 'puzzle-playground:best';

function bests() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) ?? {};
  } catch {
    return {};
  }
}

export class Attempt {
  #onTick;
  #started = null;
  #stopped = null;
  #timer = null;
  /** The puzzle, the hints taken, whether the solver's moves were used, the optimal length. */
  kind = null;
  hints = 0;
  solverMoves = false;
  optimal = undefined;
  /** What the last finished attempt came to (see finish()), until the next starts. */
  result = null;

  /** `onTick()` runs every second while the clock runs. */
  constructor(onTick) {
    this.#onTick = onTick;
  }

  /** A new attempt at a position of `kind`, whose optimal length may be known already. */
  start(kind, optimal = undefined) {
    this.#stop();
    Object.assign(this, { kind, hints: 0, solverMoves: false, optimal, result: null });
    this.#started = this.#stopped = null;
  }

  /** The player made a move: the clock starts with the first. */
  moved() {
    if (this.#started !== null || this.result) return;
    this.#started = performance.now();
    this.#timer = setInterval(() => this.#onTick(), 1000);
  }

  /** The time the attempt has taken so far, in milliseconds. */
  get elapsed() {
    if (this.#started === null) return 0;
    return (this.#stopped ?? performance.now()) - this.#started;
  }

  /** The goal is reached after `moves` of the player's moves: stops the clock and keeps a best result. */
  finish(moves) {
    if (this.result) return this.result;
    this.#stop();
    const helped = this.hints > 0 || this.solverMoves;
    const all = bests();
    const best = all[this.kind] ?? null;
    const millis = this.elapsed;
    let record = false;
    if (!helped && moves > 0) {
      const next = {
        moves: Math.min(moves, best?.moves ?? Infinity),
        millis: Math.min(millis, best?.millis ?? Infinity),
      };
      record = best === null || next.moves < best.moves || next.millis < best.millis;
      all[this.kind] = next;
      try {
        localStorage.setItem(KEY, JSON.stringify(all));
      } catch {
        // storage full or disabled: the result still shows
      }
    }
    this.result = { moves, millis, helped, best, record };
    return this.result;
  }

  /** The finished attempt in words. */
  describe() {
    const { moves, millis, helped, best, record } = this.result;
    const optimal = this.optimal === undefined ? '' : ` (optimal ${this.optimal})`;
    const noun = moves === 1 ? 'move' : 'moves';
    let text = `Solved in ${moves} ${noun}, ${clock(millis)}${optimal}.`;
    if (helped) {
      const help = this.solverMoves ? "the solver's moves" : `${this.hints} ${this.hints === 1 ? 'hint' : 'hints'}`;
      text += ` With ${help}: not counted for your best.`;
    } else if (record) text += best ? ' A new best!' : ' Your first result here.';
    else if (best) text += ` Your best: ${best.moves} moves, ${clock(best.millis)}.`;
    return text;
  }

  #stop() {
    clearInterval(this.#timer);
    this.#timer = null;
    if (this.#started !== null && this.#stopped === null) this.#stopped = performance.now();
  }
}
