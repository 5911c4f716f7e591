// The game's texts kept outside the page: the board (and a goal of the player's own) in
// the link's address and in this browser's storage, for the next visit. A new position is
// kept at once; moves once the player pauses, and at once when the page is left or hidden.
import { hashFor, remember } from './share.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('./share.js').Texts} Texts */

/** The texts are kept this long after the last move. */
const SAVE_AFTER_MS = 500;

/**
 * The keeper of the game's texts; `game()` is the game now (null before the first).
 * @param {{ game: () => import('./session.js').Game | null }} parts
 */
export function createTexts({ game }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let saving;
  /** The goal last written, and its text. */
  let written = { goal: /** @type {Board | null} */ (null), text: '' };

  /**
   * `goal` as its puzzle writes it, asked of the core once per goal.
   * @param {import('./rules.js').Rules} rules
   * @param {Board} goal
   */
  function goalText(rules, goal) {
    if (written.goal !== goal) written = { goal, text: rules.format(goal) };
    return written.text;
  }

  /** Keeps the texts of the game now. */
  function now() {
    clearTimeout(saving);
    saving = undefined;
    const shown = game();
    if (!shown) return;
    const goal = shown.mode.name === 'solo' ? shown.mode.goal : undefined;
    /** @type {Texts} */
    const texts = {
      board: shown.rules.facts(shown.history.current, goal).text,
      goal: shown.entry.editableGoal && goal !== undefined ? goalText(shown.rules, goal) : null,
    };
    remember(shown.kind, texts);
    window.history.replaceState(null, '', hashFor(shown.kind, texts));
  }

  // a page left, or hidden, keeps its texts at once
  addEventListener('pagehide', () => saving !== undefined && now());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saving !== undefined && now());

  return {
    now,
    /** Keeps the texts once the player pauses. */
    soon() {
      clearTimeout(saving);
      saving = setTimeout(now, SAVE_AFTER_MS);
    },
    /** Keeps the texts now if a keeping waits (another puzzle is opened). */
    flush: () => saving !== undefined && now(),
    goalText,
  };
}
