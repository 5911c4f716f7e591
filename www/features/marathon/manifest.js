/** Marathons and relays: several shuffles in a row on one clock. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'marathon',
  slot: 'tools',
  order: 70,
  load: ['tool'],
  label: 'Marathon',
  available: ({ game }) => !game.capabilities.twoPlayer,
});
