// Marathons and relays: several shuffles in a row on one clock (run.js). A marathon is N
// shuffles of the puzzle shown, at its level; a relay, shuffles of the 3×3, 4×4 and 5×5
// boards in turn. The clock starts with the first move of the first shuffle and stops at
// the last goal (the page's short pause before each next shuffle is off it). Each solved
// shuffle brings the next; a position set any other way stops the run. A run without help
// counts for the records, kept with the attempts'. The tool starts a run; its bar under
// the board says where it stands. The slice `marathon` is this module's.
import './style.css';
import markup from './markup.html?raw';
import barMarkup from './bar.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { keepRecord, readRecords } from '../../game/records.js';
import { LENGTHS, PAUSE, RELAY, finished, lapsText, marathonKey, marathonText, newMarathon, solvedOne } from './run.js';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {import('./run.js').Marathon} Marathon */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, place, store, hub, session }) {
  const slice = store.slice('marathon', /** @type {Marathon | null} */ (null));
  const ui = build(root, markup, { summary: 'marathon-summary', count: 'marathon-count', start: 'marathon-start', relay: 'relay-start' });
  const bar = build(place('stage-bars', 10), barMarkup, { bar: 'marathon-bar', text: 'marathon-text', laps: 'marathon-laps', close: 'marathon-close' });
  /** Whether the next new game is the one the run asked for. */
  let expecting = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let pending;
  /** When the pause before the next shuffle began (performance.now()), while it lasts. */
  let paused = /** @type {number | null} */ (null);

  /** Brings the run's next shuffle. */
  function next() {
    let marathon = /** @type {Marathon} */ (slice.get());
    if (paused !== null) {
      // the pause is the page's, not the player's: off the clock
      marathon = { ...marathon, paused: marathon.paused + (performance.now() - paused) };
      paused = null;
      slice.put(marathon);
    }
    const kind = marathon.kinds[marathon.done];
    expecting = true;
    // a relay's next board opens on a shuffle of its own, not on the position last kept
    if (kind !== session.get()?.kind) session.select(kind, { texts: null, newEntry: true });
    else session.shuffle();
  }

  /** @param {Marathon} marathon */
  function begin(marathon) {
    session.adopt();
    clearTimeout(pending);
    paused = null;
    slice.put(marathon);
    next();
  }

  /**
   * Stops the run under way: by the player, or because a position was set another way.
   * @param {'player' | 'position'} why
   */
  function stop(why) {
    const marathon = slice.get();
    clearTimeout(pending);
    paused = null;
    if (marathon && !marathon.finish && !marathon.stopped) slice.put({ ...marathon, stopped: why });
  }

  /** The shuffle shown reached the goal (with the solver's moves, maybe): the next, or the end. */
  function solved() {
    const marathon = /** @type {Marathon} */ (slice.get());
    const mode = session.get()?.mode;
    if (mode?.name !== 'solo' || !mode.attempt.result) return;
    const { attempt } = mode;
    const result = /** @type {import('../../game/attempt.js').Result} */ (attempt.result);
    const now = attempt.stopped ?? performance.now();
    const started = marathon.started ?? attempt.started ?? now;
    const split = now - started - marathon.paused;
    const after = { ...solvedOne(marathon, { moves: result.moves, slides: result.slides ?? null, helped: result.helped, split }), started };
    if (after.done < after.kinds.length) {
      slice.put(after);
      paused = performance.now();
      pending = setTimeout(next, PAUSE);
      return;
    }
    const key = marathonKey(after);
    const records = readRecords();
    const done = finished(after, records[key] ?? null, new Date().toISOString());
    if (done.best && done.best !== records[key]) keepRecord(key, done.best);
    slice.put(done.marathon);
  }

  hub.on('leaving', ({ busy }) => {
    const marathon = slice.get();
    if (marathon && !marathon.finish && !marathon.stopped)
      busy.push(`your ${marathon.relay ? 'relay' : 'marathon'} (${marathon.done} of ${marathon.kinds.length} solved)`);
  });

  hub.on('position', ({ newGame }) => {
    const marathon = slice.get();
    if (!marathon || marathon.finish || marathon.stopped) return;
    if (newGame) {
      if (expecting) expecting = false;
      else stop('position');
      return;
    }
    // solved by the player's moves or with the solver's, once (not again while it waits for the next shuffle)
    const game = session.get();
    const mode = game?.mode;
    if (paused === null && !expecting && mode?.name === 'solo' && mode.attempt.result && game?.kind === marathon.kinds[marathon.done]) solved();
  });
  ui.start.addEventListener('click', () => {
    const game = session.get();
    const count = Number(as(ui.count, HTMLSelectElement).value);
    if (!game || game.mode.name !== 'solo' || !LENGTHS.includes(count)) return;
    begin(newMarathon(Array(count).fill(game.kind), game.entry.title, game.mode.level, false));
  });
  ui.relay.addEventListener('click', () => begin(newMarathon(RELAY, 'Relay', 'any', true)));
  bar.close.addEventListener('click', () => {
    const marathon = slice.get();
    if (marathon && !marathon.finish && !marathon.stopped) stop('player');
    else slice.put(null);
    // a run put away takes its bar and button with it: the keyboard's place stays near
    if (!slice.get()) ui.summary.focus();
  });

  /** What the bar was last drawn from. */
  let drawn = /** @type {unknown} */ (undefined);

  /** @param {View} view */
  function render({ derived }) {
    const marathon = slice.get();
    // a run is not shown over a two-player game (where none can run)
    bar.bar.hidden = marathon === null || Boolean(derived?.game.capabilities.twoPlayer);
    if (marathon === drawn) return;
    drawn = marathon;
    if (!marathon) return;
    text(bar.text, marathonText(marathon));
    text(bar.laps, marathon.splits.length ? `Each shuffle on the run's clock (the look at it included): ${lapsText(marathon.splits)}.` : '');
    bar.laps.hidden = !marathon.splits.length;
    text(bar.close, marathon.finish || marathon.stopped ? 'Close' : 'Stop the run');
  }

  return { render };
}
