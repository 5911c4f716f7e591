/** The solution player: play, pause, step and jump through a solution shown on the board, its speed, and the list of its moves. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'player',
  slot: 'stage-after',
  order: 30,
  load: ['start'],
});
