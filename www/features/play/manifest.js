/** The game on the board: the puzzle's title and goal, the board, the moves and time, Undo, Redo and new positions. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'play',
  slot: 'stage-board',
  order: 0,
  load: ['start'],
});
