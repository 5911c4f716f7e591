// The player's kept solves: each solve is kept as it is made (this feature is loaded by the
// first solve, if its tool was never opened), and the tool shows those of the puzzle and
// level shown: a summary, the speedsolving figures (latest, best this visit, best ever), a
// chart of the times on shuffled levels, every solve a page at a time with a Replay (and,
// for the one replayed, its optimal solution), export, import, and clear once confirmed.
// The slice `stats` is this module's.
import './style.css';
import markup from './markup.html?raw';
import { as, build } from '../../ui/dom.js';
import { movesText } from '../../kernel/words.js';
import { timeText } from '../../kernel/durations.js';
import { storeText, toCsv } from './solves.js';
import { createSolveStore } from './store.js';
import { importSolves, replayed } from './importing.js';
import { NOT_KEPT, PAGE, STORAGE_OFF, dateText, solvesOf } from './words.js';
import { createStatsView } from './view.js';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {import('../../game/solo.js').Solve} Solve */
/** @typedef {'' | 'busy' | 'ok' | 'error'} Tone */

/**
 * The player's kept solves: every puzzle's, oldest first; when this visit began (its solves
 * are the session's); the level whose solves show; the page of the list; whether Clear all
 * waits to be confirmed; the date of the solve replayed on the board; what the last import,
 * export or write came to.
 * @typedef {{ solves: Solve[], since: string, level: string, page: number, clearing: boolean, replaying: string | null, message: { text: string, tone: Tone } }} Stats
 */

/**
 * The level whose solves show for `game`: its shuffle's, or the level chosen for shuffles
 * where the position came from the address or this browser, else 'custom'.
 * @param {import('../../game/session.js').Game} game
 */
function levelOf({ mode, source }) {
  if (mode.name !== 'solo') return 'custom';
  const opened = source === 'memory' || source === 'link';
  return mode.attempt.key?.split(':')[1] ?? (opened ? mode.level : 'custom');
}

/**
 * What the page says of `count` kept records that were not solves.
 * @param {number} count
 * @returns {{ text: string, tone: Tone }}
 */
const setAside = (count) => ({
  text: `${count === 1 ? 'One kept solve' : `${count} kept solves`} could not be read: set aside in this browser, the rest kept.`,
  tone: 'error',
});

/** @param {import('../../shell/features.js').Context} context */
export async function start({ root, store, hub, session }) {
  // every tab keeps its solves in one store, and hears of the others' (store.js); of two
  // reads, the later begun sees all the earlier saw (IndexedDB runs them in order), so a
  // read that ends after a later one is dropped
  let reads = 0;
  let shown = 0;
  async function refresh() {
    const begun = ++reads;
    const { solves, unreadable, error } = await kept.all();
    if (begun < shown || error) return; // storage off: the solves of this visit stay as shown
    shown = begun;
    slice.set(unreadable ? { solves, message: setAside(unreadable) } : { solves });
  }
  const kept = createSolveStore({ heard: refresh });
  const read = await kept.all();
  const game = session.get();
  const slice = store.slice(
    'stats',
    /** @type {Stats} */ ({
      solves: read.solves,
      since: new Date(performance.timeOrigin).toISOString(),
      level: game ? levelOf(game) : 'any',
      page: 0,
      clearing: false,
      replaying: null,
      message: read.error ? { text: STORAGE_OFF, tone: 'error' } : read.unreadable ? setAside(read.unreadable) : { text: '', tone: '' },
    }),
  );
  const ui = build(root, markup, {
    card: 'stats-card',
    summary: 'stats-summary',
    figures: 'stats-figures',
    rows: 'stats-rows',
    chart: 'stats-chart',
    plot: 'stats-plot',
    solves: 'stats-solves',
    solvesSummary: 'stats-solves-summary',
    list: 'stats-list',
    pages: 'stats-pages',
    newer: 'stats-newer',
    older: 'stats-older',
    exportJson: 'stats-export-json',
    exportCsv: 'stats-export-csv',
    import: 'stats-import',
    file: 'stats-file',
    clear: 'stats-clear',
    confirm: 'stats-confirm',
    confirmText: 'stats-confirm-text',
    clearYes: 'stats-clear-yes',
    clearNo: 'stats-clear-no',
    message: 'stats-message',
  });
  /** @param {string} words @param {Tone} tone */
  const say = (words, tone) => slice.set({ message: { text: words, tone } });

  /**
   * Keeps a solve just made.
   * @param {{ solve: Solve }} made
   */
  async function keep({ solve: made }) {
    slice.set({ solves: [...slice.get().solves, made], level: made.level, page: 0, message: { text: '', tone: '' } });
    const { error } = await kept.add([made], { made: true });
    if (error) say(NOT_KEPT, 'error');
    else await refresh();
  }

  hub.on('position', ({ newGame }) => {
    // a replay's game is the same solve's, whose level stays in view; a new game shows the
    // solves of its level
    const now = session.get();
    if (slice.get().replaying !== null) slice.set({ replaying: null });
    if (now && newGame && now.source !== 'replay') slice.set({ level: levelOf(now), page: 0 });
  });

  /** @param {number} delta  pages, newer first */
  function turn(delta) {
    const now = slice.get();
    const pages = Math.ceil(solvesOf(now.solves, session.get()?.kind ?? null, now.level).length / PAGE);
    slice.set({ page: Math.max(0, Math.min(pages - 1, now.page + delta)) });
  }

  /** Clears every kept solve of every puzzle, once asked and confirmed. */
  async function clear() {
    const now = slice.get();
    if (!now.clearing) return;
    const count = now.solves.length;
    const cleared = await kept.clear();
    slice.set({
      solves: cleared ? [] : now.solves,
      page: 0,
      clearing: false,
      message: cleared
        ? { text: `${count === 1 ? 'The one kept solve was' : `All ${count} kept solves were`} cleared.`, tone: 'ok' }
        : { text: NOT_KEPT, tone: 'error' },
    });
  }

  /**
   * Saves every kept solve as a file of `format`.
   * @param {'json' | 'csv'} format
   */
  async function download(format) {
    const { solves } = slice.get();
    const day = new Date().toISOString().slice(0, 10);
    const words = format === 'json' ? storeText(solves) : await toCsv(solves);
    say(`${solves.length === 1 ? 'One solve' : `${solves.length} solves`} exported as ${format.toUpperCase()}.`, 'ok');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([words], { type: format === 'json' ? 'application/json' : 'text/csv' }));
    link.download = `puzzle-solves-${day}.${format}`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  /**
   * Adds the solves of a file (`words`, named `name`) to those kept, or says why not; the
   * page answers meanwhile, told how far it is.
   * @param {string} words
   * @param {string} name
   */
  async function importText(words, name) {
    const imported = await importSolves(words, { kept: slice.get().solves, store: kept, rulesOf: session.rulesOf, say: (text) => say(text, 'busy') });
    if ('error' in imported) {
      say(`${name} was not imported. ${imported.error}`, 'error');
      return;
    }
    const { added, already, solves } = imported;
    const count = (/** @type {number} */ n) => n.toLocaleString('en');
    const before = already === 0 ? '' : ` (${already === 1 ? 'one was' : `${count(already)} were`} there already)`;
    const message =
      added === 0
        ? {
            text: `No new solves in ${name}: ${already === 1 ? 'its one solve was' : `all ${count(already)} were`} kept already.`,
            tone: /** @type {Tone} */ ('ok'),
          }
        : imported.kept < added
          ? {
              text: `${count(imported.kept)} of the ${count(added)} new solves in ${name} were imported${before}; this browser would not keep the rest (its storage is full or turned off).`,
              tone: /** @type {Tone} */ ('error'),
            }
          : { text: `${added === 1 ? 'One solve' : `${count(added)} solves`} imported from ${name}${before}.`, tone: /** @type {Tone} */ ('ok') };
    slice.set({ solves, page: 0, message });
  }

  /**
   * Replays the solve of the puzzle shown made at `date` on the board, at its own pace.
   * @param {string} date
   */
  function replay(date) {
    const now = session.get();
    const made = slice.get().solves.find((s) => s.puzzle === now?.kind && s.date === date);
    if (!made || !now) return;
    const played = replayed(now.rules, made);
    if ('error' in played) {
      say(`This solve cannot be replayed: ${played.error}.`, 'error');
      return;
    }
    session.newGame(played.boards[0], played.goal, 'replay');
    session.show(
      { moves: made.path, boards: played.boards, optimal: false, pace: made.gaps },
      `Your solve of ${dateText(date)}, ${movesText(made.moves)} in ${timeText(made.millis)}, replayed at its own pace.`,
    );
    slice.set({ replaying: date, message: { text: '', tone: '' } });
    document.getElementById('board-frame')?.scrollIntoView?.({ block: 'nearest' });
  }

  ui.newer.addEventListener('click', () => turn(-1));
  ui.older.addEventListener('click', () => turn(1));
  ui.clear.addEventListener('click', () => {
    slice.set({ clearing: true });
    // the question's buttons are drawn on the next turn
    queueMicrotask(() => queueMicrotask(() => ui.clearNo.focus()));
  });
  const keep_ = () => {
    slice.set({ clearing: false });
    ui.clear.focus();
  };
  ui.clearNo.addEventListener('click', keep_);
  ui.clearYes.addEventListener('click', () => {
    clear();
    ui.import.focus(); // Clear all is disabled once nothing is kept
  });
  // Escape takes the question back
  ui.confirm.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    keep_();
  });
  ui.exportJson.addEventListener('click', () => download('json'));
  ui.exportCsv.addEventListener('click', () => download('csv'));
  ui.import.addEventListener('click', () => ui.file.click());
  const file = as(ui.file, HTMLInputElement);
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (chosen) await importText(await chosen.text(), chosen.name);
    file.value = '';
  });
  ui.list.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest?.('button[data-date]');
    if (!(button instanceof HTMLElement)) return;
    const date = /** @type {string} */ (button.dataset.date);
    if (button.dataset.action === 'Replay') replay(date);
    else if (slice.get().replaying !== null) {
      // the replay put away (not kept as moves): the optimal solution from its start plays
      session.playback.close();
      hub.emit('solve', {});
    }
  });

  const view = createStatsView(ui);

  /** @param {View} view */
  function render({ derived }) {
    if (derived) view.render(slice.get(), derived.game.kind);
  }

  return { render, keep };
}
