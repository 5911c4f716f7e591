/** A two-player game's moves so far, a round a row. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'moves',
  slot: 'tools',
  order: 20,
  load: ['tool'],
  label: 'Moves of the game',
  available: ({ game }) => game.capabilities.twoPlayer,
});
