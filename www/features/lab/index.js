// The search lab, a tool: the searches AI courses teach, run on the board of the game in a
// worker of its own, compared in a table, a heuristic profiled over every board, a run
// watched step by step, and a run's solution played on the board. The controller holds
// the lab's state (controller.js); the card (view.js) and the watch (watching.js) draw it.
// The lab keeps its own keys: the arrows scroll its table and drawing, Escape closes the
// run watched.
import './style.css';
import markup from './markup.html?raw';
import { as, build } from '../../ui/dom.js';
import { createLab } from './controller.js';
import { createLabView } from './view.js';
import { createWatchView } from './watching.js';
import { goalOf } from '../../game/session.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, store, hub, session, solver, shell }) {
  const lab = createLab({ store, hub, session, solver });
  const ui = build(root, markup, {
    labCard: 'lab-card',
    labRules: 'lab-rules',
    labForm: 'lab-form',
    labAlgorithm: 'lab-algorithm',
    labHeuristic: 'lab-heuristic',
    labHeuristicLabel: 'lab-heuristic-label',
    labDepth: 'lab-depth',
    labDepthLabel: 'lab-depth-label',
    labLimit: 'lab-limit',
    labRun: 'lab-run',
    labCancel: 'lab-cancel',
    labClear: 'lab-clear',
    labAbout: 'lab-about',
    labStatus: 'lab-status',
    labResults: 'lab-results',
    labTable: 'lab-table',
    labEstimates: 'lab-estimates',
    labProfileRun: 'lab-profile-run',
    labProfile: 'lab-profile',
    labProfilePlot: 'lab-profile-plot',
    labProfileCaption: 'lab-profile-caption',
    labWatch: 'lab-watch',
    labWatchTitle: 'lab-watch-title',
    labWatchClose: 'lab-watch-close',
    labWatchFirst: 'lab-watch-first',
    labWatchBack: 'lab-watch-back',
    labWatchPlay: 'lab-watch-play',
    labWatchForward: 'lab-watch-forward',
    labWatchLast: 'lab-watch-last',
    labWatchPosition: 'lab-watch-position',
    labWatchSpeed: 'lab-watch-speed',
    labWatchScrubber: 'lab-watch-scrubber',
    labWatchStep: 'lab-watch-step',
    labWatchBoard: 'lab-watch-board',
    labWatchGraph: 'lab-watch-graph',
    labWatchNote: 'lab-watch-note',
  });
  const card = createLabView(ui);
  const watching = createWatchView(ui);
  const select = (/** @type {HTMLElement} */ element) => as(element, HTMLSelectElement).value;
  const depth = as(ui.labDepth, HTMLInputElement);

  ui.labForm.addEventListener('submit', (event) => {
    event.preventDefault();
    lab.run();
  });
  ui.labAlgorithm.addEventListener('change', () => lab.choose({ algorithm: /** @type {any} */ (select(ui.labAlgorithm)) }));
  ui.labHeuristic.addEventListener('change', () => lab.choose({ heuristic: /** @type {any} */ (select(ui.labHeuristic)) }));
  ui.labLimit.addEventListener('change', () => lab.choose({ limit: Number(select(ui.labLimit)) }));
  depth.addEventListener('change', () => depth.checkValidity() && lab.choose({ depth: Number(depth.value) }));
  ui.labCancel.addEventListener('click', lab.cancel);
  // the rules a step away: the help opens, the keyboard's place on its title
  ui.labRules.addEventListener('click', () => shell.open('help').then(() => document.getElementById('help-title')?.focus()));
  ui.labClear.addEventListener('click', () => {
    lab.clear();
    ui.labRun.focus(); // Clear is disabled once nothing is left to clear
  });
  ui.labProfileRun.addEventListener('click', lab.profile);
  ui.labTable.addEventListener('click', (event) => {
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
    const run = lab.slice.get().watch?.run;
    lab.unwatch();
    /** @type {HTMLButtonElement | null} */ (ui.labTable.querySelector(`button[data-watch="${run}"]`))?.focus();
  }
  ui.labWatchClose.addEventListener('click', closeWatch);
  ui.labWatch.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !lab.slice.get().watch) return;
    event.preventDefault();
    closeWatch();
  });
  ui.labWatchFirst.addEventListener('click', () => lab.step({ to: 0 }));
  ui.labWatchBack.addEventListener('click', () => lab.step({ delta: -1 }));
  ui.labWatchPlay.addEventListener('click', lab.toggle);
  ui.labWatchForward.addEventListener('click', () => lab.step({ delta: 1 }));
  ui.labWatchLast.addEventListener('click', () => lab.step({ to: Infinity }));
  ui.labWatchScrubber.addEventListener('input', () => lab.step({ to: Number(as(ui.labWatchScrubber, HTMLInputElement).value) }));
  ui.labWatchSpeed.addEventListener('change', () => lab.pace(Number(select(ui.labWatchSpeed))));

  let open = false;
  hub.on('position', () => open && lab.follow());

  /** @param {View} view */
  function render({ derived }) {
    const game = derived?.game;
    const goal = game ? goalOf(game) : undefined;
    if (!open || !game || goal === undefined || !game.capabilities.lab) return;
    const now = lab.slice.get();
    card.render(now, { ...game, goal });
    watching.render(now, game);
  }

  return {
    render,
    opened() {
      open = true;
      lab.follow();
      render(shell.view());
    },
    closed: () => (open = false),
  };
}
