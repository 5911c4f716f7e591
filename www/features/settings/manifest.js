/** The settings: colours, what the arrow keys move, whether the distance shows, a picture on the tiles. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'settings',
  slot: 'overlay',
  order: 10,
  load: ['launch'],
  launcher: {
    slot: 'header',
    order: 10,
    id: 'settings-open',
    label: 'Settings',
    className: 'icon-button',
    icon: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" class="sliders"><path d="M4 7h9M19 7h1M4 17h1M11 17h9"/><circle cx="16" cy="7" r="2.6"/><circle cx="8" cy="17" r="2.6"/></svg>',
  },
});
