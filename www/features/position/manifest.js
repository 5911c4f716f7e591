/** The position as text: typed, checked as it is typed and loaded; copied, and shared as a link. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'position',
  slot: 'tools',
  order: 10,
  load: ['tool'],
  label: 'Position',
});
