// A two-player game's players (Dao): who plays which side, the computer's strength, New
// game, the status line (whose move, the game's end), the draw offered when a position
// comes up a third time, and the analysis: with it on, the value of the board shown and of
// every legal move, marked on the board and listed beside it, each a move to play. The
// slice `analysis` holds whether it is on and the values of the board last weighed; this
// module is its one writer. The rules of play (replies, draws) are the game's (game/versus.js).
import './style.css';
import markup from './markup.html?raw';
import controlsMarkup from './controls.html?raw';
import analysisMarkup from './analysis.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { valueText, samePosition } from '../../game/versus.js';
import { gameStatus, sideName } from './words.js';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {import('../../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../../pkg/puzzle_core.js').Valued} Valued */
/** @typedef {import('../../pkg/puzzle_core.js').LegalMove<Board> & { value: Valued }} ValuedMove */

/**
 * The analysis: whether it is on, and the board last weighed with its value and every
 * legal move's (null while asked for).
 * @typedef {{ on: boolean, board: Board | null, value: Valued | null, moves: ValuedMove[] | null }} Analysis
 */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, place, store, session, solver, marks }) {
  const slice = store.slice('analysis', /** @type {Analysis} */ ({ on: false, board: null, value: null, moves: null }));
  const setValues = marks.claim('values');
  const ui = build(root, markup, { status: 'game-status', offer: 'draw-offer', accept: 'draw-accept', decline: 'draw-decline' });
  const controls = build(place('actions', 15), controlsMarkup, {
    group: 'versus',
    side: 'versus-side',
    level: 'versus-level',
    analysis: 'versus-analysis',
    newGame: 'new-game',
  });
  const analysis = build(place('stage-after', 20), analysisMarkup, { card: 'analysis-card', value: 'analysis-value', list: 'analysis-list' });
  const side = as(controls.side, HTMLSelectElement);
  const level = as(controls.level, HTMLSelectElement);
  const toggle = as(controls.analysis, HTMLInputElement);

  side.addEventListener('change', () => session.chooseSides({ side: /** @type {any} */ (side.value) }));
  level.addEventListener('change', () => session.chooseSides({ strength: /** @type {any} */ (level.value) }));
  toggle.addEventListener('change', () => slice.set({ on: toggle.checked }));
  controls.newGame.addEventListener('click', session.startOver);
  ui.accept.addEventListener('click', () => session.answerDraw(true));
  ui.decline.addEventListener('click', () => session.answerDraw(false));
  analysis.list.addEventListener('click', (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest?.('button[data-move]');
    if (button instanceof HTMLButtonElement && !button.disabled) session.play([/** @type {string} */ (button.dataset.move)]);
  });

  /**
   * Asks for the value of `board` and of its moves, when analysis is on and the board is
   * another than the one last weighed; an answer about a board no longer shown is dropped.
   * @param {import('../../game/derive.js').Derived} derived
   */
  function weigh({ game, board, facts, showing }) {
    const now = slice.get();
    const wanted = now.on && showing !== 'edit' && facts?.outcome === undefined;
    if (!wanted) {
      if (now.board || now.value || now.moves) slice.set({ board: null, value: null, moves: null });
      return;
    }
    if (now.board && samePosition(now.board, board)) return;
    slice.set({ board, value: null, moves: null });
    Promise.all([solver.ask(game.kind, 'value', { board }), solver.ask(game.kind, 'moveValues', { board })]).then(
      ([value, moves]) => {
        const at = slice.get().board;
        if (at && samePosition(at, board)) slice.set({ value, moves: /** @type {ValuedMove[]} */ (moves) });
      },
      () => slice.set({ board: null }), // the worker was stopped: asked again at the next change
    );
  }

  /** What the analysis list shows, so that its buttons are made again only when that changes. */
  let listed = /** @type {unknown} */ (null);
  /** The moves whose values the board marks. */
  let marked = /** @type {ValuedMove[] | null} */ (null);
  /** @param {ValuedMove[] | null} moves */
  const mark = (moves) => {
    if (moves === marked) return;
    marked = moves;
    setValues(moves ? new Map(moves.map((m) => [m.move, m.value])) : null);
  };

  /** @param {View} view */
  function render({ derived, state }) {
    const mode = derived?.game.mode;
    const shown = Boolean(derived && mode?.name === 'versus');
    root.hidden = !shown;
    controls.group.hidden = !shown || derived?.showing === 'edit';
    analysis.card.hidden = true;
    if (!derived || mode?.name !== 'versus') {
      mark(null);
      return;
    }
    weigh(derived);
    side.value = mode.side;
    level.value = mode.strength;
    level.disabled = mode.side === 'both';
    const now = /** @type {Analysis} */ (state.analysis);
    toggle.checked = now.on;
    const status = gameStatus(derived);
    text(ui.status, status.text);
    ui.status.dataset.tone = status.tone;
    ui.status.dataset.over = String(status.tone !== '');
    ui.status.hidden = derived.showing === 'edit';
    ui.offer.hidden = !derived.drawOffered;
    mark(now.moves);
    // the analysis weighs the game's position, not an editor's draft (which may be none)
    analysis.card.hidden = !now.on || derived.showing === 'edit';
    if (analysis.card.hidden) return;
    const board = /** @type {import('../../pkg/puzzle_core.js').PositionText} */ (derived.board);
    text(analysis.value, derived.over ? 'The game is over.' : now.value ? `${sideName(board.turn)} to move: ${valueText(now.value)}.` : 'Weighing every move…');
    const moves = derived.over ? null : now.moves;
    const blocked = derived.showing === 'solution' || derived.computerToMove;
    if (listed === moves && analysis.list.dataset.blocked === String(blocked)) return;
    listed = moves;
    analysis.list.dataset.blocked = String(blocked);
    analysis.list.replaceChildren(
      ...(moves ?? []).map(({ move, value }) => {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.dataset.move = move;
        button.dataset.outcome = value.outcome;
        button.textContent = `${move}: ${valueText(value)}`;
        button.disabled = blocked;
        item.append(button);
        return item;
      }),
    );
  }

  return { render };
}
