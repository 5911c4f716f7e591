/** The search lab: the searches AI courses teach, run on the board of the game, compared, profiled and watched step by step. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'lab',
  slot: 'tools',
  order: 80,
  load: ['tool'],
  label: 'Search lab',
  available: ({ game }) => game.capabilities.lab,
});
