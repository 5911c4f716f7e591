// The catalogue: how the page presents each puzzle the core lists. What the puzzles are
// (rules, moves and the cells and ways they move, solvers, the board's shape, one player
// or two, the tables they need, cell names) is the core's to say; this holds the words,
// the editing gesture, the keys and the renderer. Adding a board means an entry here and,
// for a new kind of board, a renderer in boards/.
import { createTileBoard } from './boards/tiles.js';
import { createRingBoard, OPERATIONS } from './boards/ring.js';
import { createStoneBoard } from './boards/stones.js';
import { swapCells, cycleStones } from './app/editing.js';
import { readSlideKind, sizeText, formatHelp } from './app/sizes.js';
import { GAP_LETTERS } from './app/attempt.js';

/** @typedef {import('./app/state.js').Board} Board */
/** @typedef {import('./app/state.js').LegalMove} LegalMove */
/** @typedef {import('../www/pkg/puzzle_core.js').Capabilities} Capabilities */
/** @typedef {import('./boards/grid.js').Renderer} Renderer */
/** @typedef {import('./boards/grid.js').BoardOptions} BoardOptions */

/**
 * How the page presents one puzzle.
 * @typedef {object} Entry
 * @property {string} title
 * @property {string} tagline
 * @property {string} [otherGoalTagline]  said instead where the goal is not the puzzle's
 *   default one (the tagline names the default's order)
 * @property {string} rules  HTML for the help
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
 * @property {{ caption: string, board: Board }[]} [examples]  pictures for the rules
 * @property {string} [pickerTitle]  the picker's name for it, if not its title
 * @property {boolean} [sized]  a sliding board of any size: the size chooser shows
 * @property {number} [hintMillis]  a hint's search stops after this long, taking the
 *   first move of the best solution found by then
 */

const SLIDING_MOVES = `
  <p>A move slides a tile next to the gap into it; a click further along the gap's row or
  column slides the whole line (one move per tile). Click or tap a tile, swipe on the board,
  or use the arrow keys or W A S D (they move the gap, or a tile: see Settings). Moves are
  named by where the gap goes: <b>d</b>own, <b>l</b>eft, <b>r</b>ight, <b>u</b>p. Beside
  Moves, MTM counts them in the multi-tile metric: moves the same way one after another,
  such as a line slid at once, count as one.</p>`;
const SLIDING_RULES = `${SLIDING_MOVES}
  <p>Half of all arrangements cannot reach a given goal: every move keeps the parity of the
  number of tile pairs out of order, so a position whose parity differs from the goal's has
  no solution.</p>`;
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
    `slide the ${/** @type {import('./app/state.js').Board & { cells: string }} */ (position).cells[from ?? 0] === 'w' ? 'white' : 'black'} stone ${move}`,
  edit: cycleStones,
  createBoard: (container, { coordinates }, options) => createStoneBoard(container, { ...options, coordinates }),
};

/** @type {Record<string, Entry>} */
export const CATALOGUE = {
  eight: {
    ...sliding,
    title: 'Eight',
    tagline: 'Slide the tiles into order: 1 to 8, with the gap last.',
    rules: `${SLIDING_RULES}<p>Solve finds the shortest solution and, among the shortest,
      the first in the order d &lt; l &lt; r &lt; u.</p>`,
    formatHelp: 'Nine tokens row by row, x for the gap, e.g. 2 3 4 1 5 x 7 6 8',
    textRows: 1,
    editableGoal: false,
  },
  eight2: {
    ...sliding,
    title: 'Eight II',
    tagline: 'Any start, any goal of yours: the shortest way there.',
    rules: `${SLIDING_RULES}<p>Here the goal is yours to choose: type it, or edit it
      tile by tile with Edit board.</p>`,
    formatHelp: 'Nine characters row by row, X for the gap, e.g. 12X453786',
    textRows: 1,
    editableGoal: true,
  },
  nine: {
    title: 'Nine',
    tagline: 'Rotate the ring or shift the middle row until the digits read 0 to 8.',
    rules: `<p>Two operations change the board. <b>1</b> rotates the eight outer cells one
      step clockwise; the centre stays. <b>2</b> shifts the middle row one step right, the
      last digit coming round to the front. Neither can be undone by the other in one step:
      the way back is long, and Undo is there for it. Keys <kbd>1</kbd> and <kbd>2</kbd>.</p>
      <p>Every board can reach the goal (the chart of distances shows how far). Solve finds
      the shortest way and, among the shortest, the one that prefers operation 1
      earliest.</p>`,
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
    rules: `<p>Four white and four black stones. Moves alternate colours, white first. A move
      picks a stone of the colour to move and slides it in one of the eight directions until
      the next cell is the edge or another stone; a stone that cannot move in a direction has
      no move there. No captures, no jumps.</p>
      <p>Click or tap a stone of the colour to move to see where it can slide, then a marked
      cell. Moves are written from-to: columns a-d from the left, rows 1-4 from the top.
      Solve finds the fewest moves (the final board may be reached with either colour to
      move) and, among the shortest, the first taking stones in reading order and
      directions N, NE, E, SE, S, SW, W, NW.</p>`,
    formatHelp: 'Four lines of four cells: w white, b black, * empty (white moves first)',
    textRows: 4,
    editableGoal: true,
    editHelp: 'Click or tap a cell to cycle it: empty, white, black. Each board needs four stones of each colour.',
  },
  fifteen: {
    ...sliding,
    title: 'Fifteen',
    tagline: 'The classic 4×4: any position, solved optimally.',
    rules: `${SLIDING_RULES}<p>On a 4×4 board the gap's row counts too: a position can
      reach the goal exactly when its number of tile pairs out of order plus the gap's row
      has the goal's parity.</p>
      <p>Solve runs IDA* with additive pattern databases (7-6-2 tiles for a goal with the gap
      in a corner, 6-6-3 for the others; counting where the gap can be, read four ways).
      Opening the board builds the databases, a few seconds on a computer; this browser then
      keeps them. A typical position is solved in well under a second after that, the
      hardest take a few seconds: progress is shown, and Cancel stops it. Stronger tables,
      built on request, solve the hardest in about a second.</p>`,
    formatHelp: 'Sixteen tokens row by row, x (or 0) for the gap, e.g. 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15',
    textRows: 1,
    editableGoal: true,
  },
  dao: {
    ...stones,
    title: 'Dao',
    tagline: 'Two players, four stones each: make a line, a square or the corners before your opponent does.',
    rules: `<p>Dao (Jeff Pickering and Ben van Buskirk, 1999). White and black each have four
      stones; white starts on one long diagonal, black on the other, and white moves first.
      A move slides one of your stones in one of the eight directions as far as it goes,
      until the edge or another stone (at least one cell). No jumps, no captures.</p>
      <p>After a move the game ends: if the mover's four stones form a row, a column, a
      square of four or stand on the four corners, the mover wins; otherwise, if the other
      side's stones form one, that side wins; otherwise, if a stone stands in a corner with
      its three neighbours held by the other side, that stone's owner wins (the mover's
      stones looked at first). A position given with a side to move is judged as if the
      other side had just moved.</p>
      <p>Every one of the 1,801,800 positions is solved: the computer knows whether each is
      a win, a loss or a draw, and in how many moves (plies) with best play. The usual start
      is a draw: a perfect player never loses from it, and never lets you win; the casual
      and strong computers can be beaten. The deepest forced win takes 11 plies. Analysis
      marks every legal move with its value for the side that moves; a position that comes
      up a third time may be agreed drawn.</p>`,
    formatHelp: 'Four lines of four cells (w white, b black, * empty), then w or b: the side to move',
    textRows: 5,
    editableGoal: false,
    editTurn: true,
    solveLabel: 'Perfect play',
    idleStatus: 'Perfect play shows the rest of the game from this position, with best play on both sides.',
    shuffleLabel: 'Random position',
    hardestLabel: 'Deepest win',
    editHelp: 'Click or tap a cell to cycle it: empty, white, black. Each side needs four stones.',
    examples: [
      { caption: 'A row', board: { cells: 'wwwwb****b****bb', turn: 'black' } },
      { caption: 'A column', board: { cells: 'w*b*w**bwb**w**b', turn: 'black' } },
      { caption: 'A square', board: { cells: '*ww**ww*b**bb**b', turn: 'black' } },
      { caption: 'The corners', board: { cells: 'w*bw*b****b*wb*w', turn: 'black' } },
      { caption: 'Trapped in a corner: its owner wins', board: { cells: 'wb**bb****wwb**w', turn: 'black' } },
    ],
  },
};

/** The most cells of a sliding board solved optimally every time (by a table or pattern databases). */
const EXACT_CELLS = 16;

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
  // a move across changes no inversion; a move down or up passes columns - 1 tiles
  const parity =
    columns % 2 === 1
      ? `<p>Half of all arrangements cannot reach a given goal. With ${columns} columns (an
        odd number) a move up or down passes an even number of tiles, so every move keeps the
        parity of the number of tile pairs out of order: a position can reach the goal
        exactly when that number has the goal's parity.</p>`
      : `<p>Half of all arrangements cannot reach a given goal. With ${columns} columns (an
        even number) the gap's row counts too: a position can reach the goal exactly when its
        number of tile pairs out of order plus the gap's row has the goal's parity.</p>`;
  const exact = cells <= EXACT_CELLS;
  const solver =
    cells <= 10
      ? `<p>A board of ${cells} cells has every position's distance in a table: Solve finds
        the shortest solution at once and, among the shortest, the first in the order d &lt;
        l &lt; r &lt; u.</p>`
      : exact
        ? `<p>A board of ${cells} cells is solved optimally: Solve finds a shortest solution
        with pattern databases built for this size and goal (once: this browser keeps
        them), usually in a few milliseconds, and on the hardest boards in seconds.</p>`
        : `<p>Solve searches for the shortest solution: a first one comes within a second,
        then shorter ones, while the search proves that none shorter than a bound exists.
        It ends by itself once the best solution is proven the shortest; on large boards that
        may never happen, so <b>Stop and show</b> keeps the best found so far, and Cancel
        drops it. A hint takes the first move of the best solution found in a second.</p>`;
  return {
    ...sliding,
    title: `Sliding ${size}`,
    pickerTitle: 'Any size',
    tagline: `Slide the tiles into order: 1 to ${cells - 1}, with the gap last.`,
    otherGoalTagline: 'Slide the tiles until the board matches the goal you set.',
    rules: `${SLIDING_MOVES}${parity}${solver}<p>Here the goal is yours to choose: type it,
      or edit it tile by tile with Edit board.</p>`,
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
