/** The player's kept solves: figures, a chart of times, every solve to replay, export and import. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'stats',
  slot: 'tools',
  order: 60,
  load: ['tool', { on: { solved: 'keep' } }],
  label: 'Your solves',
  available: ({ game }) => !game.capabilities.twoPlayer,
});
