// The attempt's clock beside the moves: ticking each second while the attempt runs, to the
// hundredth once the goal is reached (as the result says it).
import { elapsed } from '../../game/attempt.js';
import { clock, stopwatch } from '../../kernel/durations.js';
import { text } from '../../ui/dom.js';

/**
 * The clock in `element`.
 * @param {HTMLElement} element
 */
export function createClock(element) {
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let ticking;
  /** @type {import('../../game/attempt.js').Attempt | null} */
  let shown = null;

  function tick() {
    const attempt = shown;
    const ms = attempt ? elapsed(attempt, performance.now()) : 0;
    text(element, attempt?.stopped != null ? stopwatch(ms) : clock(ms));
  }

  return {
    /**
     * Shows the time of `attempt` (none in a two-player game), and keeps it ticking while it runs.
     * @param {import('../../game/attempt.js').Attempt | null} attempt
     */
    render(attempt) {
      shown = attempt;
      tick();
      const running = Boolean(attempt && attempt.started !== null && attempt.stopped === null && attempt.paused === null);
      if (running && ticking === undefined) ticking = setInterval(tick, 1000);
      if (!running && ticking !== undefined) {
        clearInterval(ticking);
        ticking = undefined;
      }
    },
  };
}
