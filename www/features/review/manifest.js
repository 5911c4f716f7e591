/** A review of the player's moves: the distance after each (or a proven bound), each move of a game weighed against the perfect one, and the way back to where each went astray. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'review',
  slot: 'tools',
  order: 50,
  load: ['tool'],
  label: 'Review',
});
