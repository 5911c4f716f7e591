// The catalogue of boards the page offers: how each is presented. What the puzzles are
// (rules, moves, solvers, what is instant and what is built ahead) is the core's to say.
// Adding a board means adding an entry and a renderer.
//
// An entry: title, tagline, rules (HTML for the help), formatHelp and textRows (the text
// fields), editableGoal, keys (key -> move), describeMove(legalMove, board) for hints,
// edit (the editor's way of changing a cell) and createBoard(container, options) (see
// boards/).
import { createTileBoard } from './boards/tiles.js';
import { createRingBoard, OPERATIONS } from './boards/ring.js';
import { createStoneBoard } from './boards/stones.js';
import { swapCells, cycleStones } from './app/editor.js';

/** Arrow keys move the gap, in the core's move names. */
const ARROWS = { ArrowDown: 'd', ArrowLeft: 'l', ArrowRight: 'r', ArrowUp: 'u' };
const GAP_DIRECTIONS = { d: 'down', l: 'left', r: 'right', u: 'up' };
const describeGapMove = ({ move }) => `move the gap ${GAP_DIRECTIONS[move]} (${move})`;

const SLIDING_RULES = `
  <p>A move slides a tile next to the gap into it. Moves are named by where the gap goes:
  <b>d</b>own, <b>l</b>eft, <b>r</b>ight, <b>u</b>p. Click a tile to slide it, or use the
  arrow keys to move the gap.</p>
  <p>Half of all arrangements cannot reach a given goal: every move keeps the parity of the
  number of tile pairs out of order, so a position whose parity differs from the goal's has
  no solution.</p>`;

export const PUZZLES = {
  eight: {
    title: 'Eight',
    tagline: 'Slide the tiles into order: 1 to 8, with the gap last.',
    rules: `${SLIDING_RULES}<p>Solve finds the shortest solution and, among the shortest,
      the first in the order d &lt; l &lt; r &lt; u.</p>`,
    formatHelp: 'Nine tokens row by row, x for the gap, e.g. 2 3 4 1 5 x 7 6 8',
    textRows: 1,
    editableGoal: false,
    keys: ARROWS,
    describeMove: describeGapMove,
    edit: swapCells,
    createBoard: (container, options) => createTileBoard(container, 3, options),
  },
  eight2: {
    title: 'Eight II',
    tagline: 'Any start to any goal: the shortest way, and the first in d < l < r < u.',
    rules: `${SLIDING_RULES}<p>Here the goal is yours to choose: type it, or edit it
      tile by tile with Edit board.</p>`,
    formatHelp: 'Nine characters row by row, X for the gap, e.g. 12X453786',
    textRows: 1,
    editableGoal: true,
    keys: ARROWS,
    describeMove: describeGapMove,
    edit: swapCells,
    createBoard: (container, options) => createTileBoard(container, 3, options),
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
    formatHelp: 'Three lines of three digits 0-8, e.g. 2 3 0 / 1 8 7 / 5 4 6',
    textRows: 3,
    editableGoal: false,
    keys: { 1: '1', 2: '2' },
    describeMove: ({ move }) => OPERATIONS[move].words,
    edit: swapCells,
    createBoard: createRingBoard,
  },
  sdao: {
    title: 'S-Dao',
    tagline: 'White and black in turn: slide the stones until the board matches the final position.',
    rules: `<p>Four white and four black stones. Moves alternate colours, white first. A move
      picks a stone of the colour to move and slides it in one of the eight directions until
      the next cell is the edge or another stone; a stone that cannot move in a direction has
      no move there. No captures, no jumps.</p>
      <p>Click a stone of the colour to move to see where it can slide, then click a marked
      cell. Moves are written from-to: columns a-d from the left, rows 1-4 from the top.
      Solve finds the fewest moves (the final board may be reached with either colour to
      move) and, among the shortest, the first taking stones in reading order and
      directions N, NE, E, SE, S, SW, W, NW.</p>`,
    formatHelp: 'Four lines of four cells: w white, b black, * empty (white moves first)',
    textRows: 4,
    editableGoal: true,
    keys: {},
    describeMove: ({ move, from }, position) =>
      `slide the ${position.cells[from] === 'w' ? 'white' : 'black'} stone ${move}`,
    edit: cycleStones,
    createBoard: createStoneBoard,
  },
  fifteen: {
    title: 'Fifteen',
    tagline: 'The classic 4x4: any position, solved optimally.',
    rules: `<p>A move slides a tile next to the gap into it, named by where the gap goes:
      <b>d</b>own, <b>l</b>eft, <b>r</b>ight, <b>u</b>p. On a 4x4 board a position can
      reach the goal exactly when its number of tile pairs out of order plus the gap's row
      has the goal's parity.</p>
      <p>Solve runs IDA* with additive pattern databases (6-6-3 tiles, counting where the gap
      can be, read four ways). Opening the board builds the databases, which takes a few
      seconds; this browser then keeps them. A typical position takes well under a second after that, a hard one
      longer: progress is shown, and Cancel stops it.</p>`,
    formatHelp: 'Sixteen tokens row by row, x (or 0) for the gap, e.g. 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x 15',
    textRows: 1,
    editableGoal: true,
    keys: ARROWS,
    describeMove: describeGapMove,
    edit: swapCells,
    createBoard: (container, options) => createTileBoard(container, 4, options),
  },
};
