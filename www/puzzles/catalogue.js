// The catalogue: how the page presents each puzzle the core lists. What the puzzles are
// (rules, moves and the cells and ways they move, solvers, the board's shape, one player
// or two, the tables they need, cell names) is the core's to say; this holds the words
// the first screen needs, the editing gesture, the keys and the renderer (the help's
// words are in rules.js, loaded with the help). Adding a board means an entry here and in
// rules.js and, for a new kind of board, a renderer in boards/.
import { createTileBoard } from '../boards/tiles.js';
import { createRingBoard, OPERATIONS } from '../boards/ring.js';
import { createStoneBoard } from '../boards/stones.js';
import { swapCells, cycleStones } from './edits.js';
import { readSlideKind, sizeText, formatHelp } from '../game/sizes.js';
import { GAP_LETTERS } from './notation.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */
/** @typedef {import('../pkg/puzzle_core.js').LegalMove<Board>} LegalMove */
/** @typedef {import('../pkg/puzzle_core.js').Capabilities} Capabilities */
/** @typedef {import('../boards/grid.js').Renderer} Renderer */
/** @typedef {import('../boards/grid.js').BoardOptions} BoardOptions */

/**
 * How the page presents one puzzle.
 * @typedef {object} Entry
 * @property {string} title
 * @property {string} tagline
 * @property {string} [otherGoalTagline]  said instead where the goal is not the puzzle's
 *   default one (the tagline names the default's order)
 * @property {string} formatHelp  how the text fields write a board
 * @property {number} textRows  the text fields' rows
 * @property {boolean} editableGoal  whether the goal can be typed and edited
 * @property {string} editHelp  the editor's gesture, in words
 * @property {boolean} sliding  sliding tiles: arrow keys, W A S D, swipes, line slides, pictures
 * @property {Record<string, string>} keys  other keys and the moves they make
 * @property {string} [boardKeys]  what the keys do on the board itself, in words (HTML)
 * @property {(move: LegalMove, board: Board) => string} describeMove  a move in words, for hints
 * @property {(board: Board, cell: number, selected: number | null) => { board: Board, selected: number | null }} edit  the editor's way of changing a cell
 * @property {(container: HTMLElement, capabilities: Capabilities, options: BoardOptions) => Renderer} createBoard
 * @property {boolean} [editTurn]  whether the editor sets the side to move
 * @property {string} [solveLabel]
 * @property {string} [shuffleLabel]
 * @property {string} [hardestLabel]
 * @property {string} [idleStatus]  what the solution card says while nothing was asked
 * @property {string} [movesKey]  what the names in a solution's move list stand for, where
 *   they are codes
 * @property {string} [slidesKey]  and what a slide's number stands for, under a solution in
 *   the multi-tile metric
 * @property {string} [pickerTitle]  the picker's name for it, if not its title
 * @property {boolean} [sized]  a sliding board of any size: the size chooser shows
 * @property {number} [hintMillis]  a hint's search stops after this long, taking the
 *   first move of the best solution found by then
 */

const SWAP_HELP = 'Click or tap a tile, then another, to swap them; the gap is a tile here.';

/**
 * What every sliding board shares.
 * @type {Pick<Entry, 'sliding' | 'keys' | 'editHelp' | 'describeMove' | 'edit' | 'createBoard' | 'movesKey' | 'slidesKey'>}
 */
const sliding = {
  sliding: true,
  keys: {},
  movesKey: `${GAP_LETTERS}.`,
  slidesKey: 'A number after a letter: that many cells at once (r2: two right).',
  editHelp: SWAP_HELP,
  describeMove: (move, board) => `slide ${/** @type {number[]} */ (board)[move.from ?? 0]} ${move.toward}`,
  edit: swapCells,
  createBoard: (container, { shape }, options) => createTileBoard(container, shape, options),
};

/**
 * What every board of stones shares (S-Dao, Dao).
 * @type {Pick<Entry, 'sliding' | 'keys' | 'boardKeys' | 'describeMove' | 'edit' | 'createBoard'>}
 */
const stones = {
  sliding: false,
  keys: {},
  boardKeys:
    'on the board <kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd> move the focus, <kbd>Enter</kbd> picks the focused stone and slides it to a marked cell, <kbd>Esc</kbd> puts it down; ',
  describeMove: ({ move, from }, position) =>
    `slide the ${/** @type {import('../pkg/puzzle_core.js').PositionText} */ (position).cells[from ?? 0] === 'w' ? 'white' : 'black'} stone ${move}`,
  edit: cycleStones,
  createBoard: (container, { coordinates }, options) => createStoneBoard(container, { ...options, coordinates }),
};

/** @type {Record<string, Entry>} */
export const CATALOGUE = {
  eight: {
    ...sliding,
    title: 'Eight',
    tagline: 'Slide the tiles into order: 1 to 8, with the gap last.',
    formatHelp: 'Nine tokens row by row, x for the gap, e.g. 2 3 4 1 5 x 7 6 8',
    textRows: 1,
    editableGoal: false,
  },
  eight2: {
    ...sliding,
    title: 'Eight II',
    tagline: 'Any start, any goal of yours: the shortest way there.',
    formatHelp: 'Nine characters row by row, X for the gap, e.g. 12X453786',
    textRows: 1,
    editableGoal: true,
  },
  nine: {
    title: 'Nine',
    tagline: 'Rotate the ring or shift the middle row until the digits read 0 to 8.',
    formatHelp: 'Three lines of three digits 0-8, or nine on one line, e.g. 2 3 0 1 8 7 5 4 6',
    textRows: 3,
    editableGoal: false,
    editHelp: 'Click or tap a digit, then another, to swap them.',
    sliding: false,
    keys: { 1: '1', 2: '2' },
    describeMove: ({ move }) => OPERATIONS[move]?.words ?? move,
    movesKey: '1 rotates the ring clockwise; 2 shifts the middle row right.',
    edit: swapCells,
    createBoard: (container, _capabilities, options) => createRingBoard(container, options),
  },
  sdao: {
    ...stones,
    title: 'S-Dao',
    tagline: 'White and black in turn: slide the stones until the board matches the final position.',
    formatHelp: 'Four lines of four cells: w white, b black, * empty (white moves first)',
    textRows: 4,
    editableGoal: true,
    editHelp: 'Click or tap a cell to cycle it: empty, white, black. Each board needs four stones of each colour.',
  },
  fifteen: {
    ...sliding,
    title: 'Fifteen',
    tagline: 'The classic 4×4: any position, solved optimally.',
    formatHelp: 'Sixteen tokens row by row, x (or 0) for the gap, e.g. 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15',
    textRows: 1,
    editableGoal: true,
  },
  dao: {
    ...stones,
    title: 'Dao',
    tagline: 'Two players, four stones each: make a line, a square or the corners before your opponent does.',
    formatHelp: 'Four lines of four cells (w white, b black, * empty), then w or b: the side to move',
    textRows: 5,
    editableGoal: false,
    editTurn: true,
    solveLabel: 'Perfect play',
    idleStatus: 'Perfect play shows the rest of the game from this position, with best play on both sides.',
    shuffleLabel: 'Random position',
    hardestLabel: 'Deepest win',
    editHelp: 'Click or tap a cell to cycle it: empty, white, black. Each side needs four stones.',
  },
};

/** The most cells of a sliding board solved optimally every time (by a table or pattern databases). */
export const EXACT_CELLS = 16;

/**
 * The entries of the sliding boards of any size made so far, by kind.
 * @type {Map<string, Entry>}
 */
const slideEntries = new Map();

/**
 * The entry of a sliding board `columns` across and `rows` down.
 * @param {number} columns
 * @param {number} rows
 * @returns {Entry}
 */
function slideEntry(columns, rows) {
  const size = sizeText({ columns, rows });
  const cells = columns * rows;
  const exact = cells <= EXACT_CELLS;
  return {
    ...sliding,
    title: `Sliding ${size}`,
    pickerTitle: 'Any size',
    tagline: `Slide the tiles into order: 1 to ${cells - 1}, with the gap last.`,
    otherGoalTagline: 'Slide the tiles until the board matches the goal you set.',
    formatHelp: formatHelp({ columns, rows }),
    textRows: 1,
    editableGoal: true,
    sized: true,
    hintMillis: exact ? undefined : 1000,
    idleStatus: exact
      ? undefined
      : 'Press Solve: the search shows its best solution so far and how short the shortest can be; Stop and show plays the best at any time.',
  };
}

/**
 * How the page presents puzzle `kind`: an entry of the catalogue, or of a sliding board of
 * any size in range (`slide-WxH`); undefined for any other name.
 * @param {string} kind
 * @returns {Entry | undefined}
 */
export function entryFor(kind) {
  if (Object.hasOwn(CATALOGUE, kind)) return CATALOGUE[kind];
  const size = readSlideKind(kind);
  if (!size || size.problem || size.kind !== kind) return undefined;
  let entry = slideEntries.get(kind);
  if (!entry) {
    entry = slideEntry(size.columns, size.rows);
    slideEntries.set(kind, entry);
  }
  return entry;
}

/**
 * The entry of each kind the core lists, in its order (for the picker); throws at start if
 * the core lists a kind the catalogue does not present.
 * @param {string[]} kinds
 * @returns {[string, Entry][]}
 */
export function entriesOf(kinds) {
  return kinds.map((kind) => {
    const entry = entryFor(kind);
    if (!entry) throw new Error(`the catalogue has no entry for the core's puzzle ${kind}`);
    return [kind, entry];
  });
}
