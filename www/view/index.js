// The view: the one writer of the page (with the board renderers it mounts). Told of
// every change of the state, it renders the whole of it: the surroundings, the stage, the
// player and the panel. Input reaches the controllers through `actions`, never through
// the view's own state.
import { createChrome } from './chrome.js';
import { createStage } from './stage.js';
import { createPanel } from './panel.js';
import { createPlayerView } from './player.js';
import { createSizes } from './sizes.js';
import { createLabView } from './lab.js';
import { createWatchView } from './watch.js';
import { createOptimalView } from './optimal.js';
import { createReviewView } from './review.js';
import { createStatsView } from './stats.js';
import { createMarathonView } from './marathon.js';
import { isSlideKind } from '../app/sizes.js';
import { as } from './elements.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('./elements.js').Elements} Elements */
/** @typedef {import('../boards/grid.js').Renderer} Renderer */
/** @typedef {import('../catalogue.js').Entry} Entry */

/**
 * What the view's own elements (the boards, the picker, the lists it makes) do.
 * @typedef {object} ViewActions
 * @property {(kind: string) => void} select  opens puzzle `kind`
 * @property {(kind: string) => void} pick  the picker's button of `kind` was pressed
 * @property {(names: string[]) => void} play
 * @property {(which: 'board' | 'goal', cell: number) => void} editCell
 * @property {(family: string) => void} build
 * @property {(family: string) => void} cancelBuild
 * @property {() => void} reload
 * @property {() => void} dismiss
 * @property {(index: number) => void} playOptimal  plays solution `index` of the shortest solutions listed
 * @property {(move: number) => void} reviewBack  takes the game back to before move `move` of the review
 * @property {(date: string) => void} replay  replays the kept solve made at `date`
 * @property {() => void} optimalOfReplay  shows the optimal solution from the start of the solve replayed
 */

/**
 * The view of `store`'s state, in `ui`.
 * @param {{ ui: Elements, store: import('../app/store.js').Store<State>, catalogue: [string, Entry][], actions: ViewActions }} parts
 */
export function createView({ ui, store, catalogue, actions }) {
  const chrome = createChrome(ui, actions);
  const stage = createStage(ui);
  const panel = createPanel(ui, { play: (name) => actions.play([name]), build: actions.build, cancelBuild: actions.cancelBuild });
  const player = createPlayerView(ui);
  const sizes = createSizes(ui, { select: actions.select });
  const lab = createLabView(ui);
  const watch = createWatchView(ui);
  const optimal = createOptimalView(ui, { play: actions.playOptimal });
  const review = createReviewView(ui, { back: actions.reviewBack });
  const stats = createStatsView(ui, { replay: actions.replay, optimal: actions.optimalOfReplay });
  const marathon = createMarathonView(ui);
  /** @type {{ board: Renderer, goal: Renderer } | null} */
  let boards = null;
  /** @type {string | null} */
  let mounted = null;

  ui.picker.replaceChildren(
    ...catalogue.map(([kind, entry]) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = entry.pickerTitle ?? entry.title;
      button.dataset.kind = kind;
      // every size of the sliding boards of any size is one button's
      const shows = (/** @type {string | null} */ shown) => shown === kind || (isSlideKind(kind) && isSlideKind(shown));
      button.addEventListener('click', () => !shows(store.state.kind) && actions.pick(kind));
      return button;
    }),
  );

  /**
   * Puts the renderers of the puzzle shown in the frames, with its words around them.
   * @param {State} state
   */
  function mount(state) {
    const { entry, capabilities, kind } = state;
    if (!entry || !capabilities || !kind) return;
    boards?.board.destroy();
    boards?.goal.destroy();
    const board = entry.createBoard(ui.boardFrame, capabilities, {
      id: 'board',
      label: `${entry.title} board`,
      onMove: (name) => actions.play([name]),
      onMoves: actions.play,
      onCell: (cell) => actions.editCell('board', cell),
    });
    const goal = entry.createBoard(ui.goalFrame, capabilities, {
      id: 'goal-board',
      label: 'Goal board',
      mini: true,
      onCell: entry.editableGoal ? (cell) => actions.editCell('goal', cell) : undefined,
    });
    boards = { board, goal };
    mounted = kind;
    ui.puzzleTitle.textContent = entry.title;
    ui.rules.innerHTML = entry.rules;
    ui.formatHelp.textContent = entry.formatHelp;
    const twoPlayer = capabilities.twoPlayer;
    ui.goalFigure.hidden = twoPlayer;
    ui.levelLabel.hidden = twoPlayer;
    ui.stage.classList.toggle('versus', twoPlayer);
    ui.solve.textContent = entry.solveLabel ?? 'Solve';
    ui.shuffle.textContent = entry.shuffleLabel ?? 'Shuffle';
    ui.hardest.textContent = entry.hardestLabel ?? 'Hardest';
    ui.solvedBadge.textContent = twoPlayer ? 'Game over' : 'Solved!';
    const levels = ['any', ...capabilities.levels];
    as(ui.level, HTMLSelectElement).replaceChildren(...levels.map((name) => new Option(name[0].toUpperCase() + name.slice(1), name)));
    ui.rulesPictures.replaceChildren(
      ...(entry.examples ?? []).map(({ caption, board: example }) => {
        const figure = document.createElement('figure');
        const picture = entry.createBoard(figure, capabilities, { label: caption, mini: true });
        picture.render(example);
        const text = document.createElement('figcaption');
        text.textContent = caption;
        figure.append(text);
        return figure;
      }),
    );
  }

  function render() {
    const state = store.state;
    if (state.kind !== mounted) mount(state);
    chrome.render(state);
    sizes.render(state);
    if (!boards) return;
    as(ui.level, HTMLSelectElement).value = state.level;
    stage.render(state, boards);
    panel.render(state);
    optimal.render(state);
    review.render(state);
    stats.render(state);
    marathon.render(state);
    lab.render(state);
    watch.render(state);
    // after the panel: the player, as it opens, scrolls the panel's status into view
    player.render(state);
  }

  /** Says, once the first state is rendered, that the page is ready (tests wait for it). */
  function ready() {
    queueMicrotask(() => (document.body.dataset.ready = 'true'));
  }

  store.addEventListener('change', render);
  return { render, ready };
}
