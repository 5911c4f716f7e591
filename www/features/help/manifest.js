/** How to play: the puzzle's rules, pictures of a game's ends, and the keys. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'help',
  slot: 'tools',
  order: 90,
  load: ['tool'],
  label: 'How to play',
});
