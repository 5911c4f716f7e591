// The player's kept solves: each solve is kept as it is made, the list is paged, exported
// and imported, cleared once confirmed, and any solve replayed on the board at its own
// pace, with the optimal solution from the same start a button away. Only this module
// changes `state.stats`.
import { merge, parseExport, readSolves, storeText, toCsv, writeSolves } from './solves.js';
import { movesText } from './attempt.js';
import { stopwatch, timeText } from './durations.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./state.js').Stats} Stats */
/** @typedef {import('./solves.js').Solve} Solve */
/** @typedef {import('./store.js').Store<State>} StateStore */

/** The solves a page of the list shows. */
export const PAGE = 10;

const NOT_KEPT = 'This browser would not keep the solve: its storage is full or turned off. Export your solves to keep them.';

/**
 * The solves of puzzle `kind` at `level`, oldest first.
 * @param {Solve[]} solves
 * @param {string | null} kind
 * @param {string} level
 */
export function solvesOf(solves, kind, level) {
  return solves.filter((solve) => solve.puzzle === kind && solve.level === level);
}

/**
 * A solve's date as the list shows it: "25 Nov 2026, 14:03".
 * @param {string} date  ISO 8601
 */
export function dateText(date) {
  return new Date(date).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * Which positions a level's solves started from, in words.
 * @param {string} level
 */
export function levelText(level) {
  if (level === 'custom') return 'from positions you set';
  return level === 'any' ? 'shuffled at any level' : `shuffled at level ${level}`;
}

/**
 * One solve in words: "14.52 · 43 moves (31 MTM) · optimal 21 · 2.96 moves/s · with help".
 * @param {Solve} solve
 */
export function solveText(solve) {
  const metric = solve.mtm === null ? '' : ` (${solve.mtm} MTM)`;
  const parts = [stopwatch(solve.millis), `${movesText(solve.moves)}${metric}`];
  if (solve.optimal !== null) parts.push(`optimal ${solve.optimal}`);
  if (solve.millis > 0) parts.push(`${(solve.moves / (solve.millis / 1000)).toFixed(2)} moves/s`);
  if (solve.helped) parts.push('with help');
  // a line breaks between the parts, never within one
  return parts.map((part) => part.replaceAll(' ', '\u00a0')).join(' · ');
}

/**
 * The solves of one puzzle and level in words: how many (this visit, with help), and the
 * means of the unaided ones, where the level is shuffled: moves (and MTM), moves a second
 * (all their moves over all their time), efficiency (their optimal lengths over their
 * moves).
 * @param {Solve[]} solves  oldest first
 * @param {string} since  when this visit began
 * @param {string} level
 */
export function summaryText(solves, since, level) {
  if (solves.length === 0) {
    const from = level === 'custom' ? levelText(level) : `of positions ${levelText(level)}`;
    return `No solves yet ${from}: solve one and its time, moves and replay are kept here.`;
  }
  const visit = solves.filter((solve) => solve.date >= since).length;
  const helped = solves.filter((solve) => solve.helped).length;
  const one = visit === 1 ? 'made this visit' : 'from an earlier visit';
  const made = solves.length === 1 ? one : visit === 0 ? 'none this visit' : `${visit} this visit`;
  const count = `${solves.length === 1 ? 'One solve' : `${solves.length} solves`} ${levelText(level)}, ${made}.`;
  if (level === 'custom') return `${count} ${solves.length === 1 ? 'It is' : 'They are'} kept to replay; times and averages count shuffled positions only.`;
  const aside = helped === 0 ? '' : ` ${helped === 1 ? 'One' : helped} with help ${helped === 1 ? 'is' : 'are'} left out of the figures.`;
  const unaided = solves.filter((solve) => !solve.helped);
  if (unaided.length === 0) return `${count}${aside}`;
  /** @param {(solve: Solve) => number} of */
  const mean = (of) => unaided.reduce((sum, solve) => sum + of(solve), 0) / unaided.length;
  const metric = unaided.every((solve) => solve.mtm !== null) ? ` (${mean((solve) => /** @type {number} */ (solve.mtm)).toFixed(1)} MTM)` : '';
  const timed = unaided.filter((solve) => solve.millis > 0);
  const speed = timed.length
    ? `, ${(timed.reduce((sum, s) => sum + s.moves, 0) / (timed.reduce((sum, s) => sum + s.millis, 0) / 1000)).toFixed(2)} moves/s`
    : '';
  const known = unaided.filter((solve) => solve.optimal !== null);
  const efficiency = known.length
    ? `, efficiency ${Math.round((100 * known.reduce((sum, s) => sum + /** @type {number} */ (s.optimal), 0)) / known.reduce((sum, s) => sum + s.moves, 0))}%`
    : '';
  const lead = unaided.length === 1 ? 'Without help:' : 'Without help, on average';
  return `${count}${aside} ${lead} ${mean((solve) => solve.moves).toFixed(1)} moves${metric}${speed}${efficiency}.`;
}

/**
 * The stats' controller.
 * @param {object} parts
 * @param {StateStore} parts.store
 * @param {import('./hub.js').Hub} parts.hub
 * @param {(board: import('./state.js').Board, goal: import('./state.js').Board, source: string) => void} parts.newGame
 *   starts a game at a board
 * @param {(solution: import('./state.js').Solution) => void} parts.show  plays a solution back
 * @param {() => void} parts.solve  closes the player and shows the optimal solution from the game's position
 * @param {(kind: string) => import('./state.js').Core} parts.core  the main thread's core of a puzzle
 */
export function createStats({ store, hub, newGame, show, solve, core }) {
  const { state } = store;

  /**
   * The stats changed by `patch`.
   * @param {Partial<Stats>} patch
   */
  const change = (patch) => store.update({ stats: { ...state.stats, ...patch } });

  const read = readSolves();
  change({
    solves: read.solves,
    message: read.unreadable
      ? {
          text: `${read.unreadable === 1 ? 'One kept solve' : `${read.unreadable} kept solves`} could not be read: set aside in this browser, the rest kept.`,
          tone: 'error',
        }
      : { text: '', tone: '' },
  });

  hub.on('solved', ({ solve: made }) => {
    const solves = [...state.stats.solves, made];
    const kept = writeSolves(solves);
    change({ solves, level: made.level, page: 0, message: kept ? { text: '', tone: '' } : { text: NOT_KEPT, tone: 'error' } });
  });

  hub.on('position', ({ newGame: fresh }) => {
    // a replay's game is the same solve's, whose level stays in view; a position opened
    // from the address (a reload: the page keeps its board there) or kept by this browser
    // shows the solves of the level chosen for shuffles, and a solve made shows its own
    if (state.stats.replaying !== null) change({ replaying: null });
    const opened = state.source === 'memory' || state.source === 'link';
    const level = state.attempt?.key?.split(':')[1] ?? (opened ? state.level : 'custom');
    if (fresh && state.source !== 'replay') change({ level, page: 0 });
  });

  /**
   * Turns the list `delta` pages (newer first).
   * @param {number} delta
   */
  function turn(delta) {
    const pages = Math.ceil(solvesOf(state.stats.solves, state.kind, state.stats.level).length / PAGE);
    change({ page: Math.max(0, Math.min(pages - 1, state.stats.page + delta)) });
  }

  /**
   * Asks to clear every kept solve (`true`), or takes the question back.
   * @param {boolean} asking
   */
  function askClear(asking) {
    change({ clearing: asking });
  }

  /** Clears every kept solve of every puzzle, once asked and confirmed. */
  function clear() {
    if (!state.stats.clearing) return;
    const count = state.stats.solves.length;
    const cleared = writeSolves([]);
    change({
      solves: cleared ? [] : state.stats.solves,
      page: 0,
      clearing: false,
      message: cleared
        ? { text: `${count === 1 ? 'The one kept solve was' : `All ${count} kept solves were`} cleared.`, tone: 'ok' }
        : { text: NOT_KEPT, tone: 'error' },
    });
  }

  /**
   * Every kept solve as a file of `format`: its name, type and text.
   * @param {'json' | 'csv'} format
   */
  async function exported(format) {
    const { solves } = state.stats;
    const day = new Date().toISOString().slice(0, 10);
    const text = format === 'json' ? storeText(solves) : await toCsv(solves);
    change({ message: { text: `${solves.length === 1 ? 'One solve' : `${solves.length} solves`} exported as ${format.toUpperCase()}.`, tone: 'ok' } });
    return { name: `puzzle-solves-${day}.${format}`, type: format === 'json' ? 'application/json' : 'text/csv', text };
  }

  /**
   * Adds the solves of a file (`text`, named `name`) to those kept, or says why not.
   * @param {string} text
   * @param {string} name
   */
  async function importText(text, name) {
    const read = await parseExport(text);
    const error = 'error' in read ? read.error : unplayable(read.solves);
    if (error) {
      change({ message: { text: `${name} was not imported. ${error}`, tone: 'error' } });
      return;
    }
    if (!('solves' in read)) return;
    const { solves, added, already } = merge(state.stats.solves, read.solves);
    if (added > 0 && !writeSolves(solves)) {
      change({ message: { text: NOT_KEPT, tone: 'error' } });
      return;
    }
    const kept = already === 0 ? '' : ` (${already === 1 ? 'one was' : `${already} were`} kept already)`;
    change({ solves, page: 0, message: { text: `${added === 1 ? 'One solve' : `${added} solves`} imported from ${name}${kept}.`, tone: 'ok' } });
  }

  /**
   * Why a solve of `solves` (imported) does not play on its puzzle, naming it; or ''.
   * @param {Solve[]} solves
   */
  function unplayable(solves) {
    if (solves.length === 0) return 'The file holds no solves.';
    for (const [i, made] of solves.entries()) {
      let game;
      try {
        game = core(made.puzzle);
      } catch {
        return `Solve ${i + 1} of the file is of ${made.puzzle}, which is not a puzzle of this page.`;
      }
      const played = replayed(game, made);
      if ('error' in played) return `Solve ${i + 1} of the file does not play: ${played.error}.`;
    }
    return '';
  }

  /**
   * Replays the solve of the puzzle shown made at `date` on the board, at its own pace.
   * @param {string} date
   */
  function replay(date) {
    const made = state.stats.solves.find((s) => s.puzzle === state.kind && s.date === date);
    const game = state.game;
    if (!made || !game) return;
    const played = replayed(game, made);
    if ('error' in played) {
      change({ message: { text: `This solve cannot be replayed: ${played.error}.`, tone: 'error' } });
      return;
    }
    newGame(played.boards[0], played.goal, 'replay');
    show({ moves: made.path, boards: played.boards, optimal: false, pace: made.gaps });
    hub.emit('shown', { words: `Your solve of ${dateText(date)}, ${movesText(made.moves)} in ${timeText(made.millis)}, replayed at its own pace.` });
    change({ replaying: date, message: { text: '', tone: '' } });
  }

  /** The optimal solution from the start of the solve replayed. */
  function optimal() {
    if (state.stats.replaying !== null) solve();
  }

  return { turn, askClear, clear, exported, importText, replay, optimal };
}

/**
 * The boards a kept solve passes on `game`, from its start, and its goal; or why it does
 * not play (a solve imported may come from elsewhere).
 * @param {import('./state.js').Core} game
 * @param {Solve} made
 * @returns {{ boards: import('./state.js').Board[], goal: import('./state.js').Board } | { error: string }}
 */
function replayed(game, made) {
  try {
    const goal = game.parse(made.goal);
    const boards = game.replay(game.parse(made.start), made.path);
    if (!game.isGoal(boards[boards.length - 1], goal)) return { error: 'its moves do not reach its goal' };
    return { boards, goal };
  } catch (error) {
    return { error: /** @type {Error} */ (error).message.replace(/\.$/, '') };
  }
}
