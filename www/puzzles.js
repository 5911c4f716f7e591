// The catalogue of boards the page offers: names, texts, and which renderer draws them.
import { createTileBoard } from './board-tiles.js';

export const PUZZLES = {
  eight: {
    title: 'Eight',
    tagline: 'Slide the tiles into order: 1 to 8, with the gap last.',
    formatHelp: 'Nine tokens row by row, x for the gap, e.g. 2 3 4 1 5 x 7 6 8',
    editableGoal: false,
    createBoard: (element, onCell) => createTileBoard(element, 3, onCell),
  },
  eight2: {
    title: 'Eight II',
    tagline: 'Any start to any goal: the shortest way, and the first in d < l < r < u.',
    formatHelp: 'Nine characters row by row, X for the gap, e.g. 12X453786',
    editableGoal: true,
    createBoard: (element, onCell) => createTileBoard(element, 3, onCell),
  },
};

/** Moves by the arrow keys, named as the core names them (the gap's direction). */
export const ARROW_MOVES = { ArrowDown: 'd', ArrowLeft: 'l', ArrowRight: 'r', ArrowUp: 'u' };
