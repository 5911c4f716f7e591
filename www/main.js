// Boot and wiring: loads the wasm core, builds the page's parts and connects them. What
// each part does is in its module: app/ (state, rendering, solving, the game, the form,
// keys, settings, attempts), boards/ (one renderer per board kind), solver/ (the
// workers), player.js.
import init, { Puzzle } from './pkg/puzzle_core.js';
import { PUZZLES } from './puzzles.js';
import { SolverClient } from './solver/client.js';
import { Player } from './player.js';
import { Editor } from './app/editor.js';
import { Attempt } from './app/attempt.js';
import { createState } from './app/state.js';
import { createSettings } from './app/settings.js';
import { findElements } from './app/elements.js';
import { createView, shorten } from './app/view.js';
import { createSolving } from './app/solving.js';
import { createStrong } from './app/strong.js';
import { createSession } from './app/session.js';
import { createVersus } from './app/versus.js';
import { createPositionForm } from './app/position-form.js';
import { bindKeys } from './app/keys.js';
import { readHash } from './app/share.js';
import { watchForUpdates } from './app/updates.js';

await init();

const cores = new Map();
/** The main thread's core of puzzle `kind`: instant questions only (moves, parsing); searches go to the workers. */
function core(kind) {
  if (!cores.has(kind)) cores.set(kind, new Puzzle(kind));
  return cores.get(kind);
}

const ui = findElements();
const state = createState();
const solver = new SolverClient();
let view = null;
const render = () => view?.render();
const settings = createSettings({ dialog: ui.settings, opener: ui.settingsOpen, onChange: () => (view?.describeKeys(), render()) });
const player = new Player(ui.player, render);
const editor = new Editor(render);
const attempt = new Attempt(() => view.renderClock());
view = createView({ ui, state, player, editor, attempt, settings });
const strong = createStrong({ state, solver, view });
const solving = createSolving({ state, solver, view, player, attempt, strong });
let session = null;
const versus = createVersus({ state, view, solving, play: (move, options) => session.play(move, options) });
session = createSession({ state, view, solving, player, editor, attempt, versus, puzzles: PUZZLES, core });
const form = createPositionForm({ view, state, session, editor });
bindKeys({ state, session, solving, player, editor, form, view, settings });

for (const [kind, entry] of Object.entries(PUZZLES)) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = entry.title;
  button.dataset.kind = kind;
  button.addEventListener('click', () => kind !== state.kind && session.select(kind, { newEntry: true }));
  ui.picker.append(button);
}
const adopting = (action) => () => {
  session.adoptPlayerBoard();
  action();
};
ui.undo.addEventListener('click', session.undo);
ui.redo.addEventListener('click', session.redo);
ui.hint.addEventListener('click', adopting(solving.hint));
ui.solve.addEventListener('click', adopting(solving.solve));
ui.shuffle.addEventListener('click', () => session.shuffle(ui.level.value));
ui.hardest.addEventListener('click', session.hardest);
ui.reset.addEventListener('click', session.reset);
ui.cancel.addEventListener('click', solving.cancel);
ui.newGame.addEventListener('click', session.startOver);
ui.strongBuild.addEventListener('click', strong.build);
ui.player.speed.addEventListener('change', render);

/** Opens the puzzle and position the address names; a link naming no puzzle opens the first. */
function openFromHash() {
  const link = readHash();
  if (link === null) return session.select(state.kind ?? 'eight');
  if (!Object.hasOwn(PUZZLES, link.kind)) {
    return session.select('eight', { problem: shorten(`The link names no puzzle of this page (${link.kind}); here is the Eight.`) });
  }
  session.select(link.kind, link.board ? { texts: link, from: 'link' } : {});
}
window.addEventListener('popstate', openFromHash);
openFromHash();
document.body.dataset.ready = 'true';
watchForUpdates(ui.notice);
