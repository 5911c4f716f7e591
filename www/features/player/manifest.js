/** The solution player: play, pause, step and jump through a solution shown on the board, its speed, and the list of its moves. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'player',
  slot: 'stage-after',
  order: 30,
  // fetched once the page is idle, and at the latest when a solution is first shown
  load: ['idle', { shows: (state) => state.playback.shown !== null }],
});
