// A lab run watched step by step: a step shown, played on at the pace chosen, paused,
// stepped and jumped; the watch's part of the slice `lab`, which the lab's controller owns.

/**
 * The stepping of the run watched, writing `slice`.
 * @param {import('../../kernel/store.js').Writer<import('./state.js').Lab>} slice
 */
export function createSteps(slice) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let ticking;
  const lab = slice.get;
  /** @param {Partial<import('./state.js').Lab>} patch */
  const write = (patch) => slice.set(patch);

  /**
   * Shows step `index` of the run watched (clamped), playing on from there or not.
   * @param {number} index
   * @param {boolean} playing
   */
  function showStep(index, playing) {
    const watching = lab().watch;
    if (!watching) return;
    clearTimeout(ticking);
    const last = watching.layout.shown - 1;
    const at = Math.max(0, Math.min(index, last));
    const going = playing && at < last;
    write({ watch: { ...watching, index: at, playing: going } });
    if (going) ticking = setTimeout(() => showStep(at + 1, true), watching.speed);
  }

  /**
   * Moves the run watched `delta` steps (or to the step `to`), paused.
   * @param {{ delta?: number, to?: number }} where
   */
  function step({ delta = 0, to }) {
    const watching = lab().watch;
    if (watching) showStep(to ?? watching.index + delta, false);
  }

  /** Plays the run watched from where it stands (from the start once at the end), or pauses it. */
  function toggle() {
    const watching = lab().watch;
    if (!watching) return;
    if (watching.playing) showStep(watching.index, false);
    else showStep(watching.index >= watching.layout.shown - 1 ? 0 : watching.index, true);
  }

  /**
   * Sets the milliseconds a step takes when the run watched plays.
   * @param {number} millis
   */
  function pace(millis) {
    const watching = lab().watch;
    if (watching) write({ watch: { ...watching, speed: millis } });
  }

  return {
    step,
    toggle,
    pace,
    /** Stops watching. */
    unwatch() {
      clearTimeout(ticking);
      write({ watch: null });
    },
    /** Stops the playing of the run watched (another is watched). */
    stop: () => clearTimeout(ticking),
  };
}
