// The game being played: choosing a puzzle, moves (one, or a line of tiles at once), undo
// and redo (against the computer, a move and its reply together), new positions
// (shuffles of a level, the hardest position, a reset, a loaded or edited one) and goals,
// and the attempt at the position. Every change goes through changed(), which drops stale
// answers, keeps the texts for the link and the next visit, and announces the change.
// Only this module changes the puzzle, the history, the goal and the attempt.
import { History } from './history.js';
import { hashFor, remember, recall, rememberLevel } from './share.js';
import { STALE } from './freshness.js';
import { newAttempt, moved, finish, paused, resumed, singleMoves } from './attempt.js';
import { readRecords, writeRecords } from './records.js';
import { computersTurn } from './versus.js';
import { sameBoard } from './shown.js';
import { isSlideKind, rememberSize } from './sizes.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Board} Board */
/** @typedef {import('./store.js').Store<State>} StateStore */
/** @typedef {import('./hub.js').Hub} Hub */
/** @typedef {import('./freshness.js').Freshness} Freshness */
/** @typedef {import('../catalogue.js').Entry} Entry */
/** @typedef {import('./share.js').Texts} Texts */
/** @typedef {ReturnType<import('./solving.js').createSolving>['ask']} Ask */

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * The most draws a shuffle makes for a position other than the goal and the one shown (a
 * 2x2 board has 12 positions: the odds that all draws miss are below one in 10^6).
 */
const SHUFFLE_TRIES = 8;

/**
 * The session's controller.
 * @param {object} parts
 * @param {StateStore} parts.store
 * @param {Hub} parts.hub
 * @param {{ position: Freshness, goal: Freshness }} parts.fresh
 * @param {(kind: string) => Entry | undefined} parts.entryFor  how the page presents a puzzle
 * @param {(kind: string) => import('./state.js').Core} parts.core  the main thread's core of a puzzle
 * @param {Ask} parts.ask  a question for the puzzle's worker
 */
export function createSession({ store, hub, fresh, entryFor, core, ask }) {
  const { state } = store;
  const history = () => /** @type {History} */ (state.history);
  const game = () => /** @type {import('./state.js').Core} */ (state.game);

  /**
   * After every change of position: answers about the old one are dropped, the attempt
   * ends if the goal is reached, the texts are kept, and the change is announced.
   * @param {{ goalChanged?: boolean, puzzleChanged?: boolean, newGame?: boolean }} [change]
   */
  function changed({ goalChanged = false, puzzleChanged = false, newGame = puzzleChanged } = {}) {
    fresh.position.invalidate();
    // a change closes the player: the clock goes on from where the solution stopped it
    if (state.attempt) store.update({ attempt: resumed(state.attempt, performance.now()) });
    if (goalChanged) fresh.goal.invalidate();
    // a message about a text the board no longer shows would outlive its cause
    if (!state.editor) store.update({ inputError: null });
    if (state.linkNote) store.update({ linkNote: '' });
    finishIfSolved();
    saveTexts();
    store.update({});
    hub.emit('position', { goalChanged: goalChanged || puzzleChanged, puzzleChanged, newGame });
  }

  /** Ends the attempt if the player's moves reached the goal (not a two-player game). */
  function finishIfSolved() {
    const attempt = state.attempt;
    if (!attempt || state.capabilities?.twoPlayer || history().moves === 0) return;
    if (!game().isGoal(history().current, /** @type {Board} */ (state.goal))) return;
    let unreadable = false;
    const records = readRecords(() => (unreadable = true));
    const key = attempt.key;
    const helped = { ...attempt, solverMoves: history().solverMoves };
    const slides = state.entry?.sliding ? history().playerSlides : undefined;
    const date = new Date().toISOString();
    const done = finish(helped, history().playerMoves, performance.now(), key ? (records[key] ?? null) : null, date, slides);
    if (key && done.best && done.best !== records[key]) writeRecords({ ...records, [key]: done.best });
    const result = done.attempt.result && { ...done.attempt.result, unreadable };
    store.update({ attempt: { ...done.attempt, result } });
    if (!attempt.result && result && result.moves > 0) hub.emit('solved', { solve: solveOf(result, done.attempt, key, date) });
  }

  /**
   * The solve an attempt came to, as it is kept: its result, and the game's moves with
   * the time before each.
   * @param {import('./attempt.js').Result} result
   * @param {import('./attempt.js').Attempt} attempt
   * @param {string | null} key  `eight:any`, or null for a position not shuffled
   * @param {string} date  when it was solved
   * @returns {import('./solves.js').Solve}
   */
  function solveOf(result, attempt, key, date) {
    const played = history().played;
    return {
      puzzle: /** @type {string} */ (state.kind),
      level: key ? key.slice(key.indexOf(':') + 1) : 'custom',
      date,
      millis: Math.round(result.millis),
      moves: result.moves,
      mtm: result.slides ?? null,
      optimal: attempt.optimal ?? null,
      helped: result.helped,
      start: game().format(history().start),
      goal: game().format(/** @type {Board} */ (state.goal)),
      path: played.map((move) => move.name),
      gaps: played.map((move, i) => (i === 0 ? 0 : Math.max(0, Math.round(move.at - played[i - 1].at)))),
    };
  }

  /** Stops the attempt's clock while a solution plays on the board (until the next change). */
  function pauseClock() {
    if (state.attempt) store.update({ attempt: paused(state.attempt, performance.now()) });
  }

  /** Leaves the player, keeping the board it shows as the solver's moves in the game. */
  function adoptPlayerBoard() {
    const player = state.player;
    if (!player) return;
    const { moves, boards, slides } = player.solution;
    boards.slice(1, player.index + 1).forEach((board, i) => {
      // a slide of the multi-tile metric ("r2") goes in as its single moves, as the
      // player's own slides do: the game counts, and its review weighs, single moves
      const singles = slides ? singleMoves([moves[i]]) : [moves[i]];
      const passed = singles.length > 1 ? game().replay(boards[i], singles).slice(1) : [board];
      passed.forEach((after, k) => history().push(after, { bySolver: true, move: { name: singles[k] } }));
    });
    // the player closes on the change, which there is even without a move
    changed();
  }

  /**
   * Makes the legal move `name` of the current position, if there is one (the computer's
   * with `byComputer`; `joined` to the move before it in one action): whether it did.
   * @param {string} name
   * @param {boolean} byComputer
   * @param {boolean} joined
   */
  function makeMove(name, byComputer, joined) {
    const current = history().current;
    const legal = game()
      .legalMoves(current)
      .find((m) => m.move === name);
    if (!legal) return false;
    history().push(legal.board, { bySolver: byComputer, move: { name, from: legal.from, to: legal.to }, joined });
    if (!byComputer && state.attempt) store.update({ attempt: moved(state.attempt, performance.now()) });
    return true;
  }

  /**
   * Plays the moves `names` in order (a line of tiles; one move; the computer's with
   * `byComputer`), stopping at one that is not legal.
   * @param {string[]} names
   * @param {{ byComputer?: boolean }} [how]
   */
  function play(names, { byComputer = false } = {}) {
    if (state.editor) return;
    adoptPlayerBoard();
    let made = false;
    for (const name of names) {
      if (!makeMove(name, byComputer, made)) break;
      made = true;
    }
    if (made) changed();
  }

  /**
   * Starts a new attempt at `board` toward `goal`, which came by `source` ('scramble',
   * 'hardest', 'load', 'edit', 'reset', 'link', 'new game', 'random'): only a scramble's
   * (and a reset of one) counts for the records, kept under `key`.
   * @param {Board} board
   * @param {Board} goal
   * @param {string} source
   * @param {string | null} [key]
   */
  function newGame(board, goal, source, key = null) {
    const goalChanged = !sameBoard(goal, /** @type {Board} */ (state.goal));
    history().restart(board);
    store.update({ goal, source, attempt: newAttempt(key) });
    changed({ goalChanged, newGame: true });
  }

  /**
   * Chooses the level of the next shuffle: 'any', or one the core lists.
   * @param {string} level
   */
  function chooseLevel(level) {
    store.update({ level });
    rememberLevel(level);
  }

  /**
   * A new position of the level chosen. Where levels are drawn from distance tables, the
   * puzzle's worker (which holds them) draws it.
   */
  async function shuffle() {
    const goal = /** @type {Board} */ (state.goal);
    if (state.capabilities?.twoPlayer) {
      newGame(game().random(randomSeed()), goal, 'random');
      return;
    }
    const level = state.level;
    const known = /** @type {import('../pkg/puzzle_core.js').Level | undefined} */ (state.capabilities?.levels.find((l) => l === level));
    const shown = history().current;
    for (let tries = 1; ; tries++) {
      const seed = randomSeed();
      const board = state.capabilities?.instantDistance && known ? await ask('scramble', { seed, goal, level: known }) : game().scramble(seed, goal, known);
      if (board === STALE) return;
      // a small board draws the goal, or the position shown, often: another draw is asked for
      const fresh = !game().isGoal(board, goal) && !sameBoard(board, shown);
      if (fresh || tries === SHUFFLE_TRIES) {
        newGame(board, goal, 'scramble', `${state.kind}:${known ?? 'any'}`);
        return;
      }
    }
  }

  /** One of the positions farthest from the goal (with the goal it is farthest from); a two-player game's deepest win. */
  async function hardest() {
    const seed = randomSeed();
    if (state.capabilities?.twoPlayer) {
      newGame(game().deepest(seed), /** @type {Board} */ (state.goal), 'hardest');
      return;
    }
    const goal = /** @type {Board} */ (state.goal);
    const answer = state.capabilities?.instantDistance ? await ask('hardest', { seed, goal }) : game().hardest(seed, goal);
    if (answer !== STALE) newGame(answer.board, answer.goal, 'hardest');
  }

  /** The same position again: an attempt that counts where the last one could. */
  function reset() {
    newGame(history().start, /** @type {Board} */ (state.goal), state.source, state.attempt?.key ?? null);
  }

  /** Takes back the last move (a line of tiles slid at once, whole); against the computer,
   * the player's move and its reply. */
  function undo() {
    if (state.editor || !history().canUndo) return;
    history().undo({ whole: true });
    while (history().canUndo && computersTurn(state)) history().undo({ whole: true });
    changed();
  }

  /**
   * Takes the game to its position after `moves` moves along its line: back (the moves
   * after it can be made again with Redo), or on again through the moves taken back.
   * @param {number} moves
   */
  function goTo(moves) {
    if (state.editor || history().moves === moves) return;
    while (history().moves > moves && history().canUndo) history().undo();
    while (history().moves < moves && history().canRedo) history().redo();
    changed();
  }

  /** Makes again the move taken back (a line, whole); against the computer, with its reply. */
  function redo() {
    if (state.editor || !history().canRedo) return;
    history().redo({ whole: true });
    while (history().canRedo && computersTurn(state)) history().redo({ whole: true });
    changed();
  }

  function saveTexts() {
    if (!state.kind || !state.entry) return;
    /** @type {Texts} */
    const texts = {
      board: game().format(history().current),
      goal: state.entry.editableGoal ? game().format(/** @type {Board} */ (state.goal)) : null,
    };
    remember(state.kind, texts);
    window.history.replaceState(null, '', hashFor(state.kind, texts));
  }

  /**
   * Opens puzzle `kind` at the given texts (`from` a 'link', or else kept by this
   * browser), or at a shuffle; `newEntry` gives the switch its own entry in the browser's
   * history (Back returns to the puzzle before). `note`, if any, says why a link was not
   * followed as it asked (its puzzle, its size); a position or goal that cannot be read is
   * said the same way, and the rest of the link followed. A sliding board of any size is
   * remembered as the size the picker opens next.
   * @param {string} kind  one of the core's kinds, or a sliding board of any size
   * @param {{ texts?: Texts | null, from?: 'link' | 'memory', newEntry?: boolean, note?: string }} [options]
   */
  function select(kind, { texts = recall(kind), from = 'memory', newEntry = false, note = '' } = {}) {
    fresh.position.invalidate();
    fresh.goal.invalidate();
    const entry = entryFor(kind);
    if (!entry) throw new Error(`no puzzle ${kind}`);
    const puzzle = core(kind);
    if (isSlideKind(kind)) rememberSize(kind);
    const capabilities = puzzle.capabilities();
    if (newEntry) window.history.pushState(null, '', `#${kind}`);
    const twoPlayer = capabilities.twoPlayer;
    let goal = twoPlayer ? puzzle.start() : puzzle.defaultGoal();
    let board = null;
    const notes = note ? [note] : [];
    /** The board `text` names, or null after noting why it cannot be read. @param {'position' | 'goal'} what @param {string} text */
    const read = (what, text) => {
      try {
        return puzzle.parse(text);
      } catch (error) {
        notes.push(`The ${what} ${from === 'link' ? 'in the link' : 'this browser kept'} could not be read: ${/** @type {Error} */ (error).message}`);
        return null;
      }
    };
    if (texts?.goal && entry.editableGoal) goal = read('goal', texts.goal) ?? goal;
    if (texts?.board) board = read('position', texts.board);
    const source = board ? from : twoPlayer ? 'new game' : 'scramble';
    // a two-player game starts where its players usually start; a puzzle scrambled
    const start = board ?? (twoPlayer ? goal : puzzle.scramble(randomSeed(), goal, undefined));
    store.update({
      kind,
      entry,
      game: puzzle,
      capabilities,
      goal,
      history: new History(start),
      source,
      level: capabilities.levels.some((l) => l === state.level) ? state.level : 'any',
      attempt: newAttempt(source === 'scramble' ? `${kind}:any` : null),
      counts: null,
    });
    changed({ puzzleChanged: true });
    store.update({ linkNote: notes.join(' ') });
  }

  /** A two-player game from its usual start. */
  function startOver() {
    if (state.capabilities?.twoPlayer) newGame(game().start(), /** @type {Board} */ (state.goal), 'new game');
  }

  /**
   * Tells the attempt of help taken (a hint), or of the optimal length from its start.
   * @param {'hint' | 'optimal'} what
   * @param {number} [value]
   */
  function counted(what, value) {
    const attempt = state.attempt;
    if (!attempt) return;
    if (what === 'hint') store.update({ attempt: { ...attempt, hints: attempt.hints + 1 } });
    else if (attempt.optimal === undefined) store.update({ attempt: { ...attempt, optimal: value } });
  }

  hub.on('play', ({ move }) => play([move], { byComputer: true }));
  hub.on('apply', ({ board, goal }) => newGame(board, goal, 'edit'));
  hub.on('help', ({ what, value }) => counted(what, value));

  return { select, play, newGame, startOver, chooseLevel, shuffle, hardest, reset, undo, goTo, redo, adoptPlayerBoard, pauseClock };
}
