/** Edit board: the position (and, where the puzzle allows, the goal) edited cell by cell, checked as it is edited. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'editor',
  slot: 'stage-bars',
  order: 40,
  load: ['launch'],
  // the drafts open on the boards at once; the editor's bar comes with its code
  launcher: { slot: 'actions', order: 50, id: 'edit', label: 'Edit board', press: ({ session }) => session.edit() },
});
