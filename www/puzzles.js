// The catalogue of boards the page offers: texts, keys, the editing style, and the
// renderer that draws each board. Adding a board means adding an entry and a renderer.
import { createTileBoard } from './board-tiles.js';
import { swapCells } from './editor.js';

/** Arrow keys move the gap, in the core's move names. */
const ARROWS = { ArrowDown: 'd', ArrowLeft: 'l', ArrowRight: 'r', ArrowUp: 'u' };
const GAP_DIRECTIONS = { d: 'down', l: 'left', r: 'right', u: 'up' };
const describeGapMove = (move) => `move the gap ${GAP_DIRECTIONS[move]} (${move})`;

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
    editableGoal: false,
    keys: ARROWS,
    describeMove: describeGapMove,
    edit: swapCells,
    createBoard: (element, handlers) => createTileBoard(element, 3, handlers),
  },
  eight2: {
    title: 'Eight II',
    tagline: 'Any start to any goal: the shortest way, and the first in d < l < r < u.',
    rules: `${SLIDING_RULES}<p>Here the goal is yours to choose: type it, or edit it
      tile by tile with Edit board.</p>`,
    formatHelp: 'Nine characters row by row, X for the gap, e.g. 12X453786',
    editableGoal: true,
    keys: ARROWS,
    describeMove: describeGapMove,
    edit: swapCells,
    createBoard: (element, handlers) => createTileBoard(element, 3, handlers),
  },
};
