// The help's words for each puzzle (How to play): its rules, how its board is played, and
// what Solve finds; pictures of a game's ends where it has them. Loaded with the help.
import { EXACT_CELLS } from './catalogue.js';
import { readSlideKind } from '../game/sizes.js';

/** @typedef {import('../pkg/puzzle_core.js').Board} Board */

/**
 * A puzzle's help: HTML, and pictures of positions with their captions.
 * @typedef {{ html: string, examples: { caption: string, board: Board }[] }} Rules
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

/** @type {Record<string, Rules>} */
const RULES = {
  eight: {
    html: `${SLIDING_RULES}<p>Solve finds the shortest solution and, among the shortest,
      the first in the order d &lt; l &lt; r &lt; u.</p>`,
    examples: [],
  },
  eight2: {
    html: `${SLIDING_RULES}<p>Here the goal is yours to choose: type it, or edit it
      tile by tile with Edit board.</p>`,
    examples: [],
  },
  nine: {
    html: `<p>Two operations change the board. <b>1</b> rotates the eight outer cells one
      step clockwise; the centre stays. <b>2</b> shifts the middle row one step right, the
      last digit coming round to the front. Neither can be undone by the other in one step:
      the way back is long, and Undo is there for it. Keys <kbd>1</kbd> and <kbd>2</kbd>.</p>
      <p>Every board can reach the goal (the chart of distances shows how far). Solve finds
      the shortest way and, among the shortest, the one that prefers operation 1
      earliest.</p>`,
    examples: [],
  },
  sdao: {
    html: `<p>Four white and four black stones. Moves alternate colours, white first. A move
      picks a stone of the colour to move and slides it in one of the eight directions until
      the next cell is the edge or another stone; a stone that cannot move in a direction has
      no move there. No captures, no jumps.</p>
      <p>Click or tap a stone of the colour to move to see where it can slide, then a marked
      cell. Moves are written from-to: columns a-d from the left, rows 1-4 from the top.
      Solve finds the fewest moves (the final board may be reached with either colour to
      move) and, among the shortest, the first taking stones in reading order and
      directions N, NE, E, SE, S, SW, W, NW.</p>`,
    examples: [],
  },
  fifteen: {
    html: `${SLIDING_RULES}<p>On a 4×4 board the gap's row counts too: a position can
      reach the goal exactly when its number of tile pairs out of order plus the gap's row
      has the goal's parity.</p>
      <p>Solve runs IDA* with additive pattern databases (7-6-2 tiles for a goal with the gap
      in a corner, 6-6-3 for the others; counting where the gap can be, read four ways).
      Opening the board builds the databases, a few seconds on a computer; this browser then
      keeps them. A typical position is solved in well under a second after that, the
      hardest take a few seconds: progress is shown, and Cancel stops it. Stronger tables,
      built on request, solve the hardest in about a second.</p>`,
    examples: [],
  },
  dao: {
    html: `<p>Dao (Jeff Pickering and Ben van Buskirk, 1999). White and black each have four
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
    examples: [
      { caption: 'A row', board: { cells: 'wwwwb****b****bb', turn: 'black' } },
      { caption: 'A column', board: { cells: 'w*b*w**bwb**w**b', turn: 'black' } },
      { caption: 'A square', board: { cells: '*ww**ww*b**bb**b', turn: 'black' } },
      { caption: 'The corners', board: { cells: 'w*bw*b****b*wb*w', turn: 'black' } },
      { caption: 'Trapped in a corner: its owner wins', board: { cells: 'wb**bb****wwb**w', turn: 'black' } },
    ],
  },
};

/**
 * The help of a sliding board `columns` across and `rows` down.
 * @param {number} columns
 * @param {number} rows
 * @returns {Rules}
 */
function slideRules(columns, rows) {
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
  const solver =
    cells <= 10
      ? `<p>A board of ${cells} cells has every position's distance in a table: Solve finds
        the shortest solution at once and, among the shortest, the first in the order d &lt;
        l &lt; r &lt; u.</p>`
      : cells <= EXACT_CELLS
        ? `<p>A board of ${cells} cells is solved optimally: Solve finds a shortest solution
        with pattern databases built for this size and goal (once: this browser keeps
        them), usually in a few milliseconds, and on the hardest boards in seconds.</p>`
        : `<p>Solve searches for the shortest solution: a first one comes within a second,
        then shorter ones, while the search proves that none shorter than a bound exists.
        It ends by itself once the best solution is proven the shortest; on large boards that
        may never happen, so <b>Stop and show</b> keeps the best found so far, and Cancel
        drops it. A hint takes the first move of the best solution found in a second.</p>`;
  return {
    html: `${SLIDING_MOVES}${parity}${solver}<p>Here the goal is yours to choose: type it,
      or edit it tile by tile with Edit board.</p>`,
    examples: [],
  };
}

/**
 * The help of puzzle `kind`.
 * @param {string} kind
 * @returns {Rules}
 */
export function rulesOf(kind) {
  if (Object.hasOwn(RULES, kind)) return RULES[kind];
  const size = readSlideKind(kind);
  if (!size) throw new Error(`no help for ${kind}`);
  return slideRules(size.columns, size.rows);
}
