// Plays back a solution (its boards and moves): play / pause, step, jump to either end, a
// speed, a scrubber and a move list (drawn by the view from `state.player`). Only this
// module changes `state.player` and `state.speed`.

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Playback} Playback */
/** @typedef {import('./store.js').Store<State>} StateStore */

/** The milliseconds a step takes at 1×. */
export const NORMAL = 350;

/**
 * The player's controller.
 * @param {{ store: StateStore, hub: import('./hub.js').Hub }} parts
 */
export function createPlayback({ store, hub }) {
  const { state } = store;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  /**
   * The player at `index` (clamped), `playing` or not.
   * @param {number} index
   * @param {boolean} playing
   */
  function show(index, playing) {
    const player = state.player;
    if (!player) return;
    clearTimeout(timer);
    const last = player.solution.moves.length;
    const at = Math.max(0, Math.min(index, last));
    const going = playing && at < last;
    store.update({ player: { ...player, index: at, playing: going } });
    if (going) timer = setTimeout(() => show(at + 1, true), delay(player.solution, at));
  }

  /**
   * The milliseconds before move `at` (from 0) of `solution`: a step at the speed chosen,
   * or, for a solve replayed, the time its player took, sped up as the speed is (1× is
   * the player's own pace).
   * @param {Playback['solution']} solution
   * @param {number} at
   */
  function delay(solution, at) {
    const pace = solution.pace?.[at];
    return pace === undefined ? state.speed : (pace * state.speed) / NORMAL;
  }

  /**
   * Shows `solution` from its first board, paused.
   * @param {Playback['solution']} solution
   */
  function open(solution) {
    clearTimeout(timer);
    store.update({ player: { solution, index: 0, playing: false } });
  }

  /** Hides the player; the board shows the game again. */
  function close() {
    clearTimeout(timer);
    if (state.player) store.update({ player: null });
  }

  function play() {
    const player = state.player;
    if (!player || player.playing) return;
    show(player.index === player.solution.moves.length ? 0 : player.index, true);
  }

  function pause() {
    if (state.player) show(state.player.index, false);
  }

  function toggle() {
    if (state.player?.playing) pause();
    else play();
  }

  /**
   * Moves `delta` moves forward (or back), paused.
   * @param {number} delta
   */
  function step(delta) {
    if (state.player) show(state.player.index + delta, false);
  }

  /**
   * Shows the board after `index` moves (clamped), paused.
   * @param {number} index
   */
  function jump(index) {
    show(index, false);
  }

  /**
   * Sets the time a step takes, in milliseconds.
   * @param {number} millis
   */
  function setSpeed(millis) {
    store.update({ speed: millis });
  }

  // the game moved on: the solution of its old position goes
  hub.on('position', close);

  return { open, close, play, pause, toggle, step, jump, setSpeed };
}
