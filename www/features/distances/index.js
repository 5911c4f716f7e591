// The distance to the goal: beside the moves, where the settings show it (it gives the
// game away), "21 moves from the goal", asked of the puzzle's worker after every move
// (where distances are a table lookup) or counted down along a solution shown; and, as a
// tool, the chart of how many positions lie at each distance, the current one marked. The
// slice `distances` holds the distance of the position (null: out of reach) and the
// counts toward the goal; this module is its one writer.
import './style.css';
import markup from './markup.html?raw';
import { build, text } from '../../ui/dom.js';
import { movesText } from '../../kernel/words.js';
import { goalOf } from '../../game/session.js';
import { STALE } from '../../kernel/freshness.js';
import { drawDistancePlot } from './plot.js';

/** @typedef {import('../../shell/features.js').View} View */

/**
 * The distance of the game's position (null where the goal is out of reach, undefined while
 * unknown) and the positions at each distance from the goal (null while counted).
 * @typedef {{ distance: number | null | undefined, counts: number[] | null }} Distances
 */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, place, store, hub, session, solver, settings }) {
  const slice = store.slice('distances', /** @type {Distances} */ ({ distance: undefined, counts: null }));
  const ui = build(root, markup, { card: 'plot-card', plot: 'plot', caption: 'plot-caption' });
  const readout = place('status', 3);
  readout.id = 'distance';
  readout.className = 'distance';
  readout.setAttribute('aria-live', 'polite');
  let open = false;

  /** Asks the puzzle's worker the distance of the game's position, where it is a lookup. */
  function measure() {
    const game = session.get();
    if (!game) return;
    const goal = goalOf(game);
    const facts = game.rules.facts(game.history.current, goal);
    slice.set({ distance: facts.unsolvable ? null : undefined });
    if (!game.capabilities.instantDistance || goal === undefined || facts.unsolvable || !settings.get().showDistance) return;
    session.fresh.position
      .guard(solver.ask(game.kind, 'distance', { board: game.history.current, goal }))
      .then((distance) => distance !== STALE && slice.set({ distance: distance ?? null }))
      .catch(() => {});
  }

  /** Counts the positions at each distance from the goal, for the chart. */
  function count() {
    const game = session.get();
    const goal = game ? goalOf(game) : undefined;
    // the counts of another goal are forgotten, the chart shown or not
    slice.set({ counts: null });
    if (!game || goal === undefined || !game.capabilities.instantDistance || !open) return;
    session.fresh.goal
      .guard(solver.ask(game.kind, 'distanceCounts', { goal }))
      .then((counts) => counts !== STALE && slice.set({ counts }))
      .catch(() => {});
  }

  hub.on('position', ({ goalChanged }) => {
    measure();
    if (goalChanged) count();
  });
  measure();

  /** What the plot shows, so that it is drawn again only when that changes. */
  const plotted = { counts: /** @type {number[] | null} */ (null), mark: /** @type {number | null} */ (null) };

  /** @param {View} view */
  function render({ derived, state, changed }) {
    if (!derived) return;
    if (changed.has('settings') && state.settings.showDistance && slice.get().distance === undefined) measure();
    const now = slice.get();
    const shown = state.playback.shown;
    const hidden = derived.showing === 'edit' || !state.settings.showDistance;
    // an optimal solution played back: its frame is as far from the goal as it has moves left
    const d = hidden ? undefined : shown ? shown.solution.moves.length - shown.index : now.distance;
    const n = d ?? 0;
    const left = shown?.solution.slides ? `${n} ${n === 1 ? 'slide' : 'slides'}` : movesText(n);
    // a two-player game has no goal: its perfect play goes on to the game's end
    const far = derived.game.capabilities.twoPlayer
      ? `${n} ${n === 1 ? 'ply' : 'plies'} to the end with perfect play`
      : shown?.solution.optimal === false
        ? `${left} left in this solution`
        : `${left} from the goal`;
    // at the goal the board says so already
    text(readout, d === undefined || d === 0 ? '' : d === null ? 'cannot reach the goal' : far);
    // read out where a solution's playing stops, not at each of its moves
    readout.setAttribute('aria-busy', String(Boolean(shown?.playing)));
    if (!open) return;
    if (!now.counts) {
      ui.plot.replaceChildren();
      plotted.counts = null;
      text(ui.caption, 'Counting the positions at each distance…');
      return;
    }
    const mark = state.settings.showDistance ? (d ?? null) : null;
    if (plotted.counts !== now.counts || plotted.mark !== mark) {
      drawDistancePlot(ui.plot, now.counts, mark);
      Object.assign(plotted, { counts: now.counts, mark });
    }
    const total = now.counts.reduce((a, b) => a + b, 0);
    text(
      ui.caption,
      `${total.toLocaleString('en')} positions can reach this goal, at most ${now.counts.length - 1} moves away` +
        (mark == null ? '.' : `; yours is ${mark} away (marked).`),
    );
  }

  return {
    render,
    closed: () => (open = false),
    opened() {
      open = true;
      if (!slice.get().counts) count();
    },
  };
}
