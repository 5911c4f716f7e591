// Boot and wiring: loads the wasm core, makes the one store of the page's state, the
// controllers that change it (app/), the view that renders it (view/), and connects the
// page's controls to the controllers. What each part does is in its module.
import init, { Puzzle } from './pkg/puzzle_core.js';
import { entriesOf, entryFor } from './catalogue.js';
import { SolverClient } from './solver/client.js';
import { Store } from './app/store.js';
import { Hub } from './app/hub.js';
import { Freshness } from './app/freshness.js';
import { createState } from './app/state.js';
import { createSession } from './app/session.js';
import { createSolving } from './app/solving.js';
import { createTables } from './app/tables.js';
import { createVersus } from './app/versus.js';
import { createPlayback } from './app/playback.js';
import { createEditing } from './app/editing.js';
import { createForm } from './app/form.js';
import { createSettings, readSettings } from './app/settings.js';
import { createNotices } from './app/notices.js';
import { createLab } from './app/lab.js';
import { createOptimal } from './app/optimal.js';
import { createReview } from './app/review.js';
import { createStats } from './app/stats.js';
import { createMarathon } from './app/marathon.js';
import { readChoice } from './app/searches.js';
import { bindKeys } from './app/keys.js';
import { readHash, recallLevel } from './app/share.js';
import { readSlideKind, recallSize, slideKind } from './app/sizes.js';
import { shownBoard } from './app/shown.js';
import { findElements, as } from './view/elements.js';
import { createView } from './view/index.js';

await init();

const ui = findElements();
const kinds = Puzzle.kinds();
const catalogue = entriesOf(kinds);
const store = new Store(createState(kinds, readSettings(), readChoice(), recallLevel()));
const hub = new Hub();
const fresh = { position: new Freshness(), goal: new Freshness() };

/** @type {Map<string, Puzzle>} */
const cores = new Map();
/**
 * The main thread's core of puzzle `kind`: instant questions only (moves, parsing); searches go to the workers.
 * @param {string} kind
 */
function core(kind) {
  let puzzle = cores.get(kind);
  if (!puzzle) {
    puzzle = new Puzzle(kind);
    cores.set(kind, puzzle);
  }
  return puzzle;
}

const notices = createNotices({ store });
const solver = new SolverClient({ onOutdated: notices.outdated });
const playback = createPlayback({ store, hub });
const editing = createEditing({ store, hub });
/**
 * Plays `solution` back on the board.
 * @param {import('./app/state.js').Solution} solution
 */
function show(solution) {
  playback.open(solution);
  session.pauseClock();
  // with reduced motion a solution waits to be stepped through
  if (!matchMedia('(prefers-reduced-motion: reduce)').matches) playback.play();
}
const solving = createSolving({ store, hub, solver, fresh, show });
const tables = createTables({ store, hub, solver });
const lab = createLab({ store, hub, solver, show });
const optimal = createOptimal({ store, hub, solver, fresh: fresh.position, show });
const versus = createVersus({ store, hub, fresh: fresh.position, ask: solving.ask, shown: () => shownBoard(store.state) });
const session = createSession({ store, hub, fresh, entryFor, core, ask: solving.ask });
const review = createReview({ store, hub, solver, fresh: fresh.position, goTo: session.goTo });
const stats = createStats({
  store,
  hub,
  newGame: session.newGame,
  show,
  solve() {
    playback.close();
    solving.solve();
  },
  core,
});
const marathon = createMarathon({
  store,
  hub,
  // a relay's next board opens on a shuffle of its own, not on the position last kept
  select: (kind) => session.select(kind, { texts: null, newEntry: true }),
  shuffle: session.shuffle,
});
const form = createForm({ store, hub, newGame: session.newGame, replaceDraft: editing.replace });
const settings = createSettings({ store });

const view = createView({
  ui,
  store,
  catalogue,
  actions: {
    select: (kind) => session.select(kind, { newEntry: true }),
    // the picker's "Any size" opens the size last opened
    pick: (kind) => session.select(entryFor(kind)?.sized ? recallSize() : kind, { newEntry: true }),
    play: (names) => session.play(names),
    editCell: editing.click,
    build: tables.build,
    cancelBuild: tables.cancelBuild,
    reload: notices.reload,
    dismiss: notices.dismiss,
    playOptimal: optimal.play,
    reviewBack(move) {
      review.back(move);
      // the optimal continuation from there plays on the board, which comes into view
      // (on a phone it lies far above the card)
      solving.solve();
      ui.boardFrame.scrollIntoView?.({ block: 'nearest' });
    },
    replay(date) {
      stats.replay(date);
      ui.boardFrame.scrollIntoView?.({ block: 'nearest' });
    },
    optimalOfReplay: stats.optimal,
  },
});

/**
 * `action` after the board a solution shows becomes moves of the game.
 * @param {() => void} action
 */
const adopting = (action) => () => {
  session.adoptPlayerBoard();
  action();
};
/**
 * Calls `handler` on `event` of `element`.
 * @param {HTMLElement} element
 * @param {string} event
 * @param {(event: Event) => void} handler
 */
const on = (element, event, handler) => element.addEventListener(event, handler);

on(ui.undo, 'click', session.undo);
on(ui.redo, 'click', session.redo);
on(ui.hint, 'click', adopting(solving.hint));
on(ui.solve, 'click', adopting(solving.solve));
on(ui.cancel, 'click', solving.cancel);
on(ui.stop, 'click', solving.stop);
on(ui.sizeForm, 'submit', (event) => {
  event.preventDefault();
  const kind = slideKind(Number(as(ui.sizeColumns, HTMLSelectElement).value), Number(as(ui.sizeRows, HTMLSelectElement).value));
  if (kind !== store.state.kind) session.select(kind, { newEntry: true });
});
on(ui.metric, 'change', () => solving.chooseMetric(/** @type {any} */ (as(ui.metric, HTMLSelectElement).value)));
on(ui.level, 'change', () => session.chooseLevel(as(ui.level, HTMLSelectElement).value));
on(ui.shuffle, 'click', session.shuffle);
on(ui.hardest, 'click', session.hardest);
on(ui.reset, 'click', session.reset);
on(ui.edit, 'click', adopting(editing.open));
on(ui.editorApply, 'click', editing.apply);
on(ui.editorCancel, 'click', editing.close);
on(ui.editorTurn, 'click', editing.toggleTurn);
on(ui.newGame, 'click', session.startOver);
on(ui.versusSide, 'change', () => versus.choose({ side: /** @type {any} */ (as(ui.versusSide, HTMLSelectElement).value) }));
on(ui.versusLevel, 'change', () => versus.choose({ level: /** @type {any} */ (as(ui.versusLevel, HTMLSelectElement).value) }));
on(ui.versusAnalysis, 'change', () => versus.choose({ analysis: as(ui.versusAnalysis, HTMLInputElement).checked }));
on(ui.drawAccept, 'click', versus.acceptDraw);
on(ui.drawDecline, 'click', versus.declineDraw);

on(ui.playerFirst, 'click', () => playback.jump(0));
on(ui.playerBack, 'click', () => playback.step(-1));
on(ui.playerPlay, 'click', playback.toggle);
on(ui.playerForward, 'click', () => playback.step(1));
on(ui.playerLast, 'click', () => playback.jump(Infinity));
on(ui.playerScrubber, 'input', () => playback.jump(Number(as(ui.playerScrubber, HTMLInputElement).value)));
on(ui.playerSpeed, 'change', () => playback.setSpeed(Number(as(ui.playerSpeed, HTMLSelectElement).value)));
on(ui.moveList, 'click', (event) => {
  const item = /** @type {HTMLElement} */ (event.target).closest?.('[data-index]');
  if (item instanceof HTMLElement) playback.jump(Number(item.dataset.index));
});

on(ui.labForm, 'submit', (event) => {
  event.preventDefault();
  adopting(lab.run)();
});
on(ui.labAlgorithm, 'change', () => lab.choose({ algorithm: /** @type {any} */ (as(ui.labAlgorithm, HTMLSelectElement).value) }));
on(ui.labHeuristic, 'change', () => lab.choose({ heuristic: /** @type {any} */ (as(ui.labHeuristic, HTMLSelectElement).value) }));
on(ui.labLimit, 'change', () => lab.choose({ limit: Number(as(ui.labLimit, HTMLSelectElement).value) }));
on(ui.labDepth, 'change', () => {
  const field = as(ui.labDepth, HTMLInputElement);
  if (field.checkValidity()) lab.choose({ depth: Number(field.value) });
});
on(ui.labCancel, 'click', lab.cancel);
on(ui.optimal, 'toggle', () => as(ui.optimal, HTMLDetailsElement).open && optimal.open());
on(ui.optimalPrevious, 'click', () => optimal.turn(-1));
on(ui.optimalCount, 'click', () => optimal.count());
on(
  ui.marathonStart,
  'click',
  adopting(() => marathon.start(Number(as(ui.marathonCount, HTMLSelectElement).value))),
);
on(ui.relayStart, 'click', adopting(marathon.startRelay));
on(ui.marathonClose, 'click', () => {
  marathon.close();
  // a run put away takes its bar and button with it: the keyboard's place stays near
  if (!store.state.marathon) ui.marathonSummary.focus();
});
on(ui.reviewRun, 'click', review.review);
on(ui.statsNewer, 'click', () => stats.turn(-1));
on(ui.statsOlder, 'click', () => stats.turn(1));
on(ui.statsClear, 'click', () => {
  stats.askClear(true);
  // the question's buttons are drawn on the next turn
  queueMicrotask(() => queueMicrotask(() => ui.statsClearNo.focus()));
});
on(ui.statsClearNo, 'click', () => {
  stats.askClear(false);
  ui.statsClear.focus();
});
on(ui.statsClearYes, 'click', () => {
  stats.clear();
  ui.statsImport.focus(); // Clear all is disabled once nothing is kept
});
// Escape takes the question back
on(ui.statsConfirm, 'keydown', (event) => {
  if (/** @type {KeyboardEvent} */ (event).key !== 'Escape') return;
  event.preventDefault();
  stats.askClear(false);
  ui.statsClear.focus();
});
/**
 * Saves the kept solves as a file of `format`.
 * @param {'json' | 'csv'} format
 */
async function download(format) {
  const { name, type, text } = await stats.exported(format);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
on(ui.statsExportJson, 'click', () => download('json'));
on(ui.statsExportCsv, 'click', () => download('csv'));
on(ui.statsImport, 'click', () => ui.statsFile.click());
on(ui.statsFile, 'change', async () => {
  const field = as(ui.statsFile, HTMLInputElement);
  const file = field.files?.[0];
  if (file) await stats.importText(await file.text(), file.name);
  field.value = '';
});
on(ui.optimalNext, 'click', () => optimal.turn(1));
on(ui.labRules, 'click', () => {
  as(ui.help, HTMLDetailsElement).open = true;
  ui.help.scrollIntoView({ block: 'nearest' });
  ui.help.querySelector('summary')?.focus();
});
on(ui.labClear, 'click', () => {
  lab.clear();
  ui.labRun.focus(); // Clear is disabled once nothing is left to clear
});
on(ui.labProfileRun, 'click', lab.profile);
on(ui.labTable, 'click', (event) => {
  const button = /** @type {HTMLElement} */ (event.target).closest?.('[data-run], [data-watch]');
  if (!(button instanceof HTMLElement)) return;
  if (button.dataset.run) lab.play(Number(button.dataset.run));
  else
    lab.watch(Number(button.dataset.watch)).then(() => {
      // the drawing comes into view, the keyboard's place on its Play (Escape closes it)
      if (ui.labWatch.hidden) return;
      ui.labWatch.scrollIntoView?.({ block: 'nearest' });
      if (button.matches(':focus')) ui.labWatchPlay.focus({ preventScroll: true });
    });
});
/** Stops watching a run, the keyboard's place back on the Watch button it was opened from. */
function closeWatch() {
  const run = store.state.lab.watch?.run;
  lab.unwatch();
  /** @type {HTMLButtonElement | null} */ (ui.labTable.querySelector(`button[data-watch="${run}"]`))?.focus();
}
on(ui.labWatchClose, 'click', closeWatch);
// the lab keeps its own keys: Escape closes the run watched
on(ui.labWatch, 'keydown', (event) => {
  if (/** @type {KeyboardEvent} */ (event).key !== 'Escape' || !store.state.lab.watch) return;
  event.preventDefault();
  closeWatch();
});
on(ui.labWatchFirst, 'click', () => lab.step({ to: 0 }));
on(ui.labWatchBack, 'click', () => lab.step({ delta: -1 }));
on(ui.labWatchPlay, 'click', lab.toggle);
on(ui.labWatchForward, 'click', () => lab.step({ delta: 1 }));
on(ui.labWatchLast, 'click', () => lab.step({ to: Infinity }));
on(ui.labWatchScrubber, 'input', () => lab.step({ to: Number(as(ui.labWatchScrubber, HTMLInputElement).value) }));
on(ui.labWatchSpeed, 'change', () => lab.pace(Number(as(ui.labWatchSpeed, HTMLSelectElement).value)));

const positionField = as(ui.position, HTMLTextAreaElement);
const goalField = as(ui.goal, HTMLTextAreaElement);
on(ui.form, 'submit', (event) => {
  event.preventDefault();
  // a text that cannot be loaded: the keys go back to its field, which says why
  const wrong = form.load(positionField.value, goalField.value);
  if (wrong) (wrong === 'board' ? positionField : goalField).focus();
});
// checked as it is typed (a text that only stops short is not called wrong until the field is left)
on(positionField, 'input', () => form.check('board', positionField.value, { typing: true }));
on(goalField, 'input', () => form.check('goal', goalField.value, { typing: true }));
on(positionField, 'change', () => form.check('board', positionField.value));
on(goalField, 'change', () => form.check('goal', goalField.value));
for (const field of [positionField, goalField]) {
  // Enter loads from a one-line field, Ctrl+Enter from a taller one
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (field.rows === 1 || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      as(ui.form, HTMLFormElement).requestSubmit();
    }
  });
}
on(ui.copy, 'click', () => form.copy(positionField.value, 'Position'));
on(ui.share, 'click', () => form.copy(location.href, 'Link'));
on(ui.copyJudge, 'click', () => form.copy(store.state.judge ?? '', 'Judge output'));

on(ui.settingsOpen, 'click', () => settings.setOpen(true));
on(ui.settings, 'close', () => settings.setOpen(false));
// a click on the backdrop (which the dialog receives, outside its box) closes it, as Escape
// does; not a press begun inside the box (a choice, a selection) that ends outside it
/** @param {Event} event */
const onBackdrop = (event) => {
  const box = ui.settings.getBoundingClientRect();
  const { clientX: x, clientY: y } = /** @type {MouseEvent} */ (event);
  return event.target === ui.settings && (x < box.left || x > box.right || y < box.top || y > box.bottom);
};
let pressedOnBackdrop = false;
on(ui.settings, 'pointerdown', (event) => {
  pressedOnBackdrop = onBackdrop(event);
});
on(ui.settings, 'click', (event) => {
  if (pressedOnBackdrop && onBackdrop(event)) settings.setOpen(false);
  pressedOnBackdrop = false;
});
on(ui.settingsForm, 'change', (event) => {
  const input = /** @type {HTMLInputElement} */ (event.target);
  if (input === ui.pictureFile) {
    const file = input.files?.[0];
    input.value = '';
    if (file) settings.choosePicture(file);
    return;
  }
  settings.change({ [input.name]: input.type === 'checkbox' ? input.checked : input.value });
});
on(ui.pictureRemove, 'click', settings.removePicture);

bindKeys({
  store,
  actions: {
    undo: session.undo,
    redo: session.redo,
    escape() {
      if (store.state.editor) editing.close();
      else if (store.state.searching) solving.cancel();
      else session.adoptPlayerBoard();
    },
    hint: adopting(solving.hint),
    play: (name) => session.play([name]),
    toggle: playback.toggle,
    step: playback.step,
    jump: playback.jump,
  },
});

/**
 * Opens the puzzle and position the address names; a link naming no puzzle opens the
 * first (or the one its name starts with), one naming a sliding board of a size out of
 * range the nearest size.
 */
function openFromHash() {
  const link = readHash(location.hash);
  if (link === null) return session.select(store.state.kind ?? kinds[0]);
  const size = readSlideKind(link.kind);
  if (size?.problem) return session.select(size.kind, { note: size.problem });
  const kind = size?.kind ?? link.kind;
  if (!entryFor(kind)) {
    // a name that starts with a puzzle's ("fifteen/…") opens that puzzle, any other the first
    const near = kinds.find((k) => kind.startsWith(k) && /^\W/.test(kind.slice(k.length))) ?? kinds[0];
    const shown = /** @type {import('./catalogue.js').Entry} */ (entryFor(near));
    return session.select(near, { note: `The link names no puzzle of this page (${link.kind}); here is the ${shown.title}.` });
  }
  session.select(kind, link.board || link.goal ? { texts: link, from: 'link' } : {});
}
window.addEventListener('popstate', openFromHash);
openFromHash();
view.ready();
