/** The sizes of the sliding boards of any size: presets, and a custom size. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'sizes',
  slot: 'stage-under-head',
  order: 10,
  load: [{ when: ({ game }) => game.entry.sized === true }],
});
