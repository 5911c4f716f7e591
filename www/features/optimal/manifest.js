/** Every shortest solution of the position: how many, and a page of them at a time, each to play. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'optimal',
  slot: 'tools',
  order: 40,
  load: ['tool'],
  label: 'Shortest solutions',
  available: ({ game }) => game.capabilities.countsSolutions,
});
