// A solution played back on the board (its boards and moves): play / pause, step, jump to
// either end, and a speed. The slice `playback` is the solution shown (or none) and the
// speed; this module is its one writer. The player's controls and move list are the
// player feature's.

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */

/**
 * A solution: its moves, the boards they pass (the start first), whether it is proven
 * the shortest, whether its moves are slides of the multi-tile metric, and, for a solve
 * replayed at its own pace, the milliseconds before each move.
 * @typedef {{ moves: string[], boards: Board[], optimal?: boolean, slides?: boolean, pace?: number[] }} Solution
 */

/**
 * What the board plays back: the solution, how many of its moves the board shown has
 * made, and whether it plays on by itself.
 * @typedef {{ solution: Solution, index: number, playing: boolean }} Shown
 */

/** @typedef {{ shown: Shown | null, speed: number }} Playback */

/** The milliseconds a step takes at 1×. */
export const NORMAL = 350;

/**
 * The playback's controller.
 * @param {{ store: import('../kernel/store.js').Store }} parts
 */
export function createPlayback({ store }) {
  const slice = store.slice('playback', /** @type {Playback} */ ({ shown: null, speed: NORMAL }));
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  /**
   * The solution shown at move `index` (clamped), `playing` or not.
   * @param {number} index
   * @param {boolean} playing
   */
  function show(index, playing) {
    const shown = slice.get().shown;
    if (!shown) return;
    clearTimeout(timer);
    const last = shown.solution.moves.length;
    const at = Math.max(0, Math.min(index, last));
    const going = playing && at < last;
    slice.set({ shown: { ...shown, index: at, playing: going } });
    if (going) timer = setTimeout(() => show(at + 1, true), delay(shown.solution, at));
  }

  /**
   * The milliseconds before move `at` (from 0) of `solution`: a step at the speed chosen,
   * or, for a solve replayed, the time its player took, sped up as the speed is (1× is the
   * player's own pace).
   * @param {Solution} solution
   * @param {number} at
   */
  function delay(solution, at) {
    const pace = solution.pace?.[at];
    const speed = slice.get().speed;
    return pace === undefined ? speed : (pace * speed) / NORMAL;
  }

  const playback = {
    /** The playback now. */
    get: slice.get,
    /**
     * Shows `solution` from its first board, paused.
     * @param {Solution} solution
     */
    open(solution) {
      clearTimeout(timer);
      slice.set({ shown: { solution, index: 0, playing: false } });
    },
    /** Hides the solution; the board shows the game again. */
    close() {
      clearTimeout(timer);
      if (slice.get().shown) slice.set({ shown: null });
    },
    play() {
      const shown = slice.get().shown;
      if (shown && !shown.playing) show(shown.index === shown.solution.moves.length ? 0 : shown.index, true);
    },
    toggle() {
      const shown = slice.get().shown;
      if (shown?.playing) show(shown.index, false);
      else playback.play();
    },
    /**
     * Moves `delta` moves forward (or back), paused.
     * @param {number} delta
     */
    step(delta) {
      const shown = slice.get().shown;
      if (shown) show(shown.index + delta, false);
    },
    /**
     * Shows the board after `index` moves (clamped; Infinity: the end), paused.
     * @param {number} index
     */
    jump(index) {
      show(index, false);
    },
    /**
     * Sets the time a step takes, in milliseconds.
     * @param {number} millis
     */
    setSpeed(millis) {
      slice.set({ speed: millis });
    },
  };
  return playback;
}

/** @typedef {ReturnType<typeof createPlayback>} PlaybackControl */
