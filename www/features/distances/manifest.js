/** The distance to the goal beside the moves (where the settings show it), and the chart of every position by its distance. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'distances',
  slot: 'tools',
  order: 30,
  load: ['tool', { when: ({ settings }) => settings.showDistance }],
  label: 'Distances',
  available: ({ game }) => game.capabilities.instantDistance,
});
