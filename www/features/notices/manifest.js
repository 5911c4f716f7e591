/** The service worker's notes: ready to work offline, a new version to reload into, a page whose files are gone. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'notices',
  slot: 'overlay',
  order: 20,
  // at start: a page whose files are gone must still be able to say so; the service
  // worker is registered once the page is idle
  load: ['start'],
});
