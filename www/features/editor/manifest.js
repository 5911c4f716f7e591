/** Edit board: the position (and, where the puzzle allows, the goal) edited cell by cell, checked as it is edited. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'editor',
  slot: 'stage-bars',
  order: 40,
  load: ['launch'],
  launcher: { slot: 'actions', order: 50, id: 'edit', label: 'Edit board' },
});
