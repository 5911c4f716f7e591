/** Solve, Hint, Stop and Cancel: the search's progress, its outcome and the judge's text. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'solve',
  slot: 'stage-after',
  order: 10,
  load: ['start'],
});
