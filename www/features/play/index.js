// The game on the board: the puzzle's title, tagline and goal, the board (moves by click,
// line, swipe and keys), the moves and time, the attempt's result, Undo and Redo, and new
// positions (level, Shuffle, Hardest, Reset). It draws the derived facts of the game and
// hands every gesture to the session.
import './style.css';
import markup from './markup.html?raw';
import controls from './controls.html?raw';
import positions from './positions.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { boardStop, focusFirst, leftBehind } from '../../ui/focus.js';
import { shorten } from '../../kernel/words.js';
import { bindKeys } from './keys.js';
import { createClock } from './clock.js';
import { mountBoards } from './boards.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, place, session, settings, shell }) {
  const ui = build(root, markup, {
    title: 'puzzle-title',
    tagline: 'tagline',
    goalFigure: 'goal-figure',
    goalFrame: 'goal-frame',
    linkNote: 'link-note',
    boardFrame: 'board-frame',
    moveCount: 'move-count',
    slideCountItem: 'slide-count-item',
    slideCount: 'slide-count',
    timer: 'timer',
    solvedBadge: 'solved-badge',
    result: 'result',
  });
  const moves = build(place('actions', 10), controls, { undo: 'undo', redo: 'redo' });
  const fresh = build(place('actions', 30), positions, { level: 'level', levelLabel: 'level-label', shuffle: 'shuffle', hardest: 'hardest', reset: 'reset' });
  const level = as(fresh.level, HTMLSelectElement);
  const clock = createClock(ui.timer);
  const boards = mountBoards({ board: ui.boardFrame, goal: ui.goalFrame }, session);

  moves.undo.addEventListener('click', session.undo);
  moves.redo.addEventListener('click', session.redo);
  fresh.shuffle.addEventListener('click', session.shuffle);
  fresh.hardest.addEventListener('click', session.hardest);
  fresh.reset.addEventListener('click', session.reset);
  level.addEventListener('change', () => session.chooseLevel(level.value));
  bindKeys(session, settings.get, () => shell.view().derived);

  /** The puzzle the stage was last set up for. */
  let shownKind = /** @type {string | null} */ (null);

  /** @param {View} view */
  function render({ derived, state }) {
    if (!derived) return;
    const { game } = derived;
    const { entry, capabilities, history, mode } = game;
    if (game.kind !== shownKind) {
      shownKind = game.kind;
      ui.title.textContent = entry.title;
      ui.goalFigure.hidden = capabilities.twoPlayer;
      fresh.levelLabel.hidden = capabilities.twoPlayer;
      fresh.shuffle.textContent = entry.shuffleLabel ?? 'Shuffle';
      fresh.hardest.textContent = entry.hardestLabel ?? 'Hardest';
      ui.solvedBadge.textContent = capabilities.twoPlayer ? 'Game over' : 'Solved!';
      ui.slideCountItem.hidden = !entry.sliding;
      level.replaceChildren(...['any', ...capabilities.levels].map((name) => new Option(name[0].toUpperCase() + name.slice(1), name)));
      document.getElementById('stage')?.classList.toggle('versus', capabilities.twoPlayer);
    }
    boards.render(derived, state.settings, state.marks);
    text(ui.tagline, (derived.otherGoal && entry.otherGoalTagline) || entry.tagline);
    ui.linkNote.hidden = !game.note;
    text(ui.linkNote, shorten(game.note));
    const editing = derived.showing === 'edit';
    ui.solvedBadge.hidden = !derived.over || editing;
    text(ui.moveCount, String(history.playerMoves));
    text(ui.slideCount, String(history.playerSlides));
    clock.render(mode.name === 'solo' ? mode.attempt : null);
    ui.result.hidden = !derived.result;
    text(ui.result, derived.result);
    if (mode.name === 'solo') level.value = mode.level;
    const undoing = document.activeElement === moves.undo || document.activeElement === moves.redo;
    as(moves.undo, HTMLButtonElement).disabled = editing || !derived.canUndo;
    as(moves.redo, HTMLButtonElement).disabled = editing || !derived.canRedo;
    // Undo (or Redo) with nothing more to take back hands the focus to the other, or to the board
    if (undoing && !editing && leftBehind()) focusFirst(moves.undo, moves.redo, boardStop());
    for (const button of [fresh.shuffle, fresh.reset, fresh.hardest, level]) /** @type {HTMLButtonElement} */ (button).disabled = editing;
    root.closest('.stage')?.classList.toggle('editing', editing);
    // a goal of the player's own is drawn large enough for its numbers to be read
    root.closest('.stage')?.classList.toggle('other-goal', derived.otherGoal);
    document.documentElement.style.setProperty('--slide-ms', `${Math.min(170, state.playback.speed * 0.8)}ms`);
  }

  return { render };
}
