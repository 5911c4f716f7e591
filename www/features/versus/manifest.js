/** A two-player game's players: the sides and the computer's strength, whose move it is, a draw offered, and the analysis of every move. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'versus',
  slot: 'stage-bars',
  order: 20,
  load: [{ when: ({ game }) => game.capabilities.twoPlayer }],
});
