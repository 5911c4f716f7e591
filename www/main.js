// Boot and wiring: loads the wasm core, builds the page's parts and connects them. What
// each part does is in its module: app/ (state, rendering, solving, the game, the form,
// keys), boards/ (one renderer per board kind), solver/ (the workers), player.js.
import init, { Puzzle } from './pkg/puzzle_core.js';
import { PUZZLES } from './puzzles.js';
import { SolverClient } from './solver/client.js';
import { Player } from './player.js';
import { Editor } from './app/editor.js';
import { createState } from './app/state.js';
import { findElements, createView } from './app/view.js';
import { createSolving } from './app/solving.js';
import { createSession } from './app/session.js';
import { createPositionForm } from './app/position-form.js';
import { bindKeys } from './app/keys.js';
import { readHash, recall } from './app/share.js';
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
const player = new Player(ui.player, () => view.render());
const editor = new Editor(() => view.render());
view = createView({ ui, state, player, editor });
const solving = createSolving({ state, solver, view, player });
const session = createSession({ state, view, solving, player, editor, puzzles: PUZZLES, core });
const form = createPositionForm({ view, state, session, editor });
bindKeys({ state, session, solving, player, editor, form, view });

for (const [kind, entry] of Object.entries(PUZZLES)) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = entry.title;
  button.dataset.kind = kind;
  button.addEventListener('click', () => session.select(kind));
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
ui.shuffle.addEventListener('click', session.shuffle);
ui.reset.addEventListener('click', session.reset);
ui.cancel.addEventListener('click', solving.cancel);

/** Opens the puzzle and position a link names, or the last puzzle shown. */
function openFromHash() {
  const link = readHash();
  if (link && link.kind in PUZZLES) session.select(link.kind, link.board ? link : recall(link.kind));
  else session.select(state.kind ?? 'eight');
}
window.addEventListener('hashchange', openFromHash);
openFromHash();
document.body.dataset.ready = 'true';
watchForUpdates(document.getElementById('notice'));
