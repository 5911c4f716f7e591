// The game being played: choosing a puzzle, moves (one, or a line of tiles at once), undo
// and redo (against the computer, a move and its reply together), new positions (shuffles
// of a level, the hardest position, a reset, a loaded or edited one), a solution shown on
// the board and adopted as moves, and the editor's drafts applied. The slice `game` holds
// it, one object (null before the first puzzle opens), and this module is its one writer.
// Every change goes through `changed()`, which drops stale answers, ends the attempt that
// reached the goal, asks for the computer's reply, keeps the texts for the link and the
// next visit once the player pauses, and announces the change on the hub.
import { History } from './history.js';
import { recall } from './share.js';
import { createTexts } from './texts.js';
import { moved, paused, newAttempt } from './attempt.js';
import { settled as soloSettled, solo, withLevel } from './solo.js';
import { createVersusPlay, settled as versusSettled, versus } from './versus.js';
import { rulesOf } from './rules.js';
import { isSlideKind, rememberSize } from './sizes.js';
import { createPlayback } from './playback.js';
import { createEditing } from './editing.js';
import { singleMoves } from '../puzzles/notation.js';
import { Freshness } from '../kernel/freshness.js';
import { createPositions, randomSeed } from './positions.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').Capabilities} Capabilities */
/** @typedef {import('../puzzles/catalogue.js').Entry} Entry */
/** @typedef {import('./rules.js').Rules} Rules */
/** @typedef {import('./solo.js').Solo} Solo */
/** @typedef {import('./versus.js').Versus} Versus */
/** @typedef {import('./share.js').Texts} Texts */
/** @typedef {import('./playback.js').Solution} Solution */

/**
 * The game being played: its puzzle and how the page presents it, the main thread's core
 * and what it can do, its positions, how the position came ('scramble', 'hardest', 'load',
 * 'edit', 'link', 'new game', 'random', ...), the mode of play (one player: goal, level,
 * attempt; two players: sides, strength, draws), and why a link (or what this browser
 * kept) was not followed as it asked, until the next change.
 * @typedef {object} Game
 * @property {string} kind
 * @property {Entry} entry
 * @property {Rules} rules
 * @property {Capabilities} capabilities
 * @property {History} history
 * @property {Solo | Versus} mode
 * @property {string} source
 * @property {string} note
 */

/**
 * The goal of `game`: undefined in a two-player game.
 * @param {Game} game
 */
export const goalOf = (game) => (game.mode.name === 'solo' ? game.mode.goal : undefined);

/**
 * The session.
 * @param {object} parts
 * @param {import('../kernel/store.js').Store} parts.store
 * @param {import('../kernel/hub.js').Hub} parts.hub
 * @param {import('../solver/facade.js').Solver} parts.solver
 * @param {(kind: string) => Entry | undefined} parts.entryFor  how the page presents a puzzle
 */
export function createSession({ store, hub, solver, entryFor }) {
  const slice = store.slice('game', /** @type {Game | null} */ (null));
  const fresh = { position: new Freshness(), goal: new Freshness() };
  const playback = createPlayback({ store });
  const editing = createEditing({ store, game: slice.get });
  const keeper = createTexts({ game: slice.get });
  /** @type {Map<string, Rules>} */
  const cores = new Map();
  const versusPlay = createVersusPlay({
    game: () => current(),
    write: (mode) => write({ mode }),
    showing: () => playback.get().shown !== null,
    move: (board, strength) => solver.ask(current().kind, 'computerMove', { board, level: strength, seed: randomSeed() }),
    play: (name) => play([name], { byComputer: true }),
  });
  const follow = versusPlay.follow;

  /** The game: asked only where one is open. */
  const current = () => /** @type {Game} */ (slice.get());
  /** @param {Partial<Game>} patch */
  const write = (patch) => slice.put({ ...current(), ...patch });
  /** @param {(mode: Solo) => Solo} change */
  const soloChange = (change) => {
    const mode = current().mode;
    if (mode.name === 'solo') write({ mode: change(mode) });
  };

  /**
   * The main thread's core of puzzle `kind` (one of the core's kinds, or a sliding board of
   * any size in range), made once; throws for a name that is no puzzle's.
   * @param {string} kind
   */
  function rules(kind) {
    let core = cores.get(kind);
    if (!core) {
      core = rulesOf(kind);
      cores.set(kind, core);
    }
    return core;
  }

  /**
   * After every change of position: answers about the old one are dropped, a solution
   * shown and the editor close, the attempt ends if the goal is reached (the solve kept),
   * the computer replies on its turn, the texts are kept once the player pauses, and the
   * change is announced.
   * @param {{ goalChanged?: boolean, puzzleChanged?: boolean, newGame?: boolean, moved?: boolean }} [change]
   *   `moved`: by moves along the game (their texts are kept once the player pauses)
   */
  function changed({ goalChanged = false, puzzleChanged = false, newGame = puzzleChanged, moved = false } = {}) {
    fresh.position.invalidate();
    if (goalChanged || puzzleChanged) fresh.goal.invalidate();
    playback.close();
    editing.close();
    const game = current();
    const { mode, solve } = game.mode.name === 'solo' ? soloSettled(game, game.mode) : versusSettled(game, game.mode);
    slice.put({ ...game, mode, ...(puzzleChanged ? {} : { note: '' }) });
    // the tables the answers toward a new goal need are made ready (or found absent)
    if (goalChanged || puzzleChanged) solver.tables.ensure(game, goalOf(game));
    if (newGame) measure();
    follow();
    if (moved) keeper.soon();
    else keeper.now();
    hub.emit('position', { goalChanged: goalChanged || puzzleChanged, puzzleChanged, newGame });
    if (solve) hub.emit('solved', { solve });
  }

  /**
   * The optimal length from a new game's start, where it is a table lookup: the attempt's
   * result says it (asked once a game, not at every move).
   */
  function measure() {
    const { kind, mode, history, capabilities } = current();
    if (mode.name !== 'solo' || !capabilities.instantDistance || mode.attempt.optimal !== undefined) return;
    const start = history.start;
    solver.ask(kind, 'distance', { board: start, goal: mode.goal }).then(
      (distance) => typeof distance === 'number' && slice.get()?.history.start === start && knowOptimal(distance),
      () => {},
    );
  }

  /**
   * Tells the attempt the optimal length from its start, once known.
   * @param {number} length
   */
  function knowOptimal(length) {
    soloChange((mode) => (mode.attempt.optimal === undefined ? { ...mode, attempt: { ...mode.attempt, optimal: length } } : mode));
  }

  /** Leaves the solution shown, keeping the board it shows as the solver's moves in the game. */
  function adopt() {
    const shown = playback.get().shown;
    if (!shown) return;
    const { history, rules: core } = current();
    const { moves, boards, slides } = shown.solution;
    boards.slice(1, shown.index + 1).forEach((board, i) => {
      // a slide of the multi-tile metric ("r2") goes in as its single moves, as the
      // player's own slides do: the game counts, and its review weighs, single moves
      const singles = slides ? singleMoves([moves[i]]) : [moves[i]];
      const passed = singles.length > 1 ? core.replay(boards[i], singles).slice(1) : [board];
      passed.forEach((after, k) => history.push(after, { bySolver: true, move: { name: singles[k] } }));
    });
    // the solution closes on the change, which there is even without a move
    changed();
  }

  /**
   * Plays the moves `names` in order (a line of tiles; one move; the computer's with
   * `byComputer`), stopping at one that is not legal; the legal moves are the facts of the
   * position, worked out once.
   * @param {string[]} names
   * @param {{ byComputer?: boolean }} [how]
   */
  function play(names, { byComputer = false } = {}) {
    if (!slice.get() || editing.get()) return;
    adopt();
    const game = current();
    const goal = goalOf(game);
    let made = false;
    for (const name of names) {
      const legal = game.rules.facts(game.history.current, goal).moves.find((m) => m.move === name);
      if (!legal) break;
      game.history.push(legal.board, { bySolver: byComputer, move: { name, from: legal.from, to: legal.to }, joined: made });
      made = true;
    }
    if (!made) return;
    if (!byComputer && game.mode.name === 'solo') soloChange((mode) => ({ ...mode, attempt: moved(mode.attempt, performance.now()) }));
    changed({ moved: true });
  }

  /**
   * Starts a new game at `board` toward `goal` (undefined in a two-player game), which came
   * by `source`: only a scramble's (and a reset of one) counts for the records, kept under
   * `key`.
   * @param {Board} board
   * @param {Board | undefined} goal
   * @param {string} source
   * @param {string | null} [key]
   */
  function newGame(board, goal, source, key = null) {
    const game = current();
    game.history.restart(board);
    const mode = game.mode;
    const goalChanged = mode.name === 'solo' && goal !== undefined && goal !== mode.goal && game.rules.format(goal) !== keeper.goalText(game.rules, mode.goal);
    const next = mode.name === 'solo' ? { ...mode, goal: goal ?? mode.goal, attempt: newAttempt(key) } : { ...mode, drawAgreed: false, drawDeclined: null };
    write({ source, mode: next });
    changed({ goalChanged, newGame: true });
  }

  /**
   * Opens puzzle `kind` at the given texts (`from` a 'link', or else kept by this
   * browser), or at a shuffle; `newEntry` gives the switch its own entry in the browser's
   * history (Back returns to the puzzle before). `note`, if any, says why a link was not
   * followed as it asked (its puzzle, its size); a position or goal that cannot be read is
   * said the same way, and the rest of the link followed. The puzzle left gives its
   * workers' memory back once they are idle.
   * @param {string} kind  one of the core's kinds, or a sliding board of any size
   * @param {{ texts?: Texts | null, from?: 'link' | 'memory', newEntry?: boolean, note?: string }} [options]
   */
  function select(kind, { texts = recall(kind), from = 'memory', newEntry = false, note = '' } = {}) {
    const entry = entryFor(kind);
    if (!entry) throw new Error(`no puzzle ${kind}`);
    const left = slice.get()?.kind;
    if (left && left !== kind) solver.retire(left);
    solver.keep(kind);
    keeper.flush();
    const core = rules(kind);
    if (isSlideKind(kind)) rememberSize(kind);
    if (newEntry) window.history.pushState(null, '', `#${kind}`);
    const capabilities = core.capabilities();
    const notes = note ? [note] : [];
    /** The board `text` names, or null after noting why it cannot be read. @param {'position' | 'goal'} what @param {string} text */
    const read = (what, text) => {
      try {
        return core.parse(text);
      } catch (error) {
        notes.push(`The ${what} ${from === 'link' ? 'in the link' : 'this browser kept'} could not be read: ${/** @type {Error} */ (error).message}`);
        return null;
      }
    };
    const goal = capabilities.twoPlayer ? undefined : ((texts?.goal && entry.editableGoal ? read('goal', texts.goal) : null) ?? core.defaultGoal());
    const board = texts?.board ? read('position', texts.board) : null;
    const source = board ? from : capabilities.twoPlayer ? 'new game' : 'scramble';
    // a two-player game starts where its players usually start; a puzzle scrambled
    const start = board ?? (goal === undefined ? core.start() : core.scramble(randomSeed(), goal, undefined));
    const mode = goal === undefined ? versus() : solo(goal, capabilities.levels, source === 'scramble' ? `${kind}:any` : null);
    slice.put({ kind, entry, rules: core, capabilities, history: new History(start), mode, source, note: notes.join(' ') });
    changed({ puzzleChanged: true });
  }

  /** @param {Game} game */
  const computersTurn = ({ mode, history }) => mode.name === 'versus' && mode.side !== 'both' && /** @type {any} */ (history.current).turn !== mode.side;

  /** Takes back the last move (a line of tiles slid at once, whole); against the computer, the player's move and its reply. */
  function undo() {
    const game = slice.get();
    if (!game || editing.get() || !game.history.canUndo) return;
    game.history.undo({ whole: true });
    while (game.history.canUndo && computersTurn(game)) game.history.undo({ whole: true });
    changed({ moved: true });
  }

  /** Makes again the move taken back (a line, whole); against the computer, with its reply. */
  function redo() {
    const game = slice.get();
    if (!game || editing.get() || !game.history.canRedo) return;
    game.history.redo({ whole: true });
    while (game.history.canRedo && computersTurn(game)) game.history.redo({ whole: true });
    changed({ moved: true });
  }

  /**
   * Takes the game to its position after `moves` moves along its line: back (the moves
   * after it can be made again with Redo), or on again through the moves taken back.
   * @param {number} moves
   */
  function goTo(moves) {
    const game = slice.get();
    if (!game || editing.get() || game.history.moves === moves) return;
    while (game.history.moves > moves && game.history.canUndo) game.history.undo();
    while (game.history.moves < moves && game.history.canRedo) game.history.redo();
    changed({ moved: true });
  }

  /**
   * Plays `solution` back on the board from its start (the attempt's clock stops while it
   * shows), at once unless the player asked for reduced motion; `words`, if given, say
   * where it came from.
   * @param {Solution} solution
   * @param {string} [words]
   */
  function show(solution, words) {
    playback.open(solution);
    soloChange((mode) => ({ ...mode, attempt: paused(mode.attempt, performance.now()) }));
    follow();
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) playback.play();
    if (words) hub.emit('shown', { words });
  }

  return {
    fresh,
    playback,
    editing,
    rulesOf: rules,
    /** The game now (null before the first puzzle opens). */
    get: slice.get,
    select,
    play,
    undo,
    redo,
    goTo,
    newGame,
    ...createPositions({ game: current, newGame, fresh: fresh.position, solver }),
    adopt,
    show,
    /**
     * Chooses the level of the next shuffle: 'any', or one the core lists.
     * @param {string} level
     */
    chooseLevel: (level) => soloChange((mode) => withLevel(mode, level)),
    /** Tells the attempt of a hint taken. */
    tookHint: () => soloChange((mode) => ({ ...mode, attempt: { ...mode.attempt, hints: mode.attempt.hints + 1 } })),
    knowOptimal,
    chooseSides: versusPlay.chooseSides,
    answerDraw: versusPlay.answerDraw,
    /** Opens the editor on the position shown (the solution shown adopted first). */
    edit() {
      adopt();
      const game = current();
      editing.open(game.history.current, goalOf(game));
    },
    /** Starts a game from the editor's drafts, if the core takes them. */
    applyEdit() {
      const drafts = editing.take();
      if (drafts) newGame(drafts.board, drafts.goal, 'edit');
    },
  };
}

/** @typedef {ReturnType<typeof createSession>} Session */
