// The size chooser of the sliding boards of any size: the preset sizes (the one shown
// pressed), and a custom size of columns and rows; shown only on a board of any size.
import './style.css';
import markup from './markup.html?raw';
import { as, build } from '../../ui/dom.js';
import { MIN_SIDE, MAX_SIDE, PRESETS, slideKind, sizeText } from '../../game/sizes.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, session }) {
  const ui = build(root, markup, { sizes: 'sizes', presets: 'size-presets', form: 'size-form', columns: 'size-columns', rows: 'size-rows' });
  const columns = as(ui.columns, HTMLSelectElement);
  const rows = as(ui.rows, HTMLSelectElement);
  for (const field of [columns, rows]) {
    field.replaceChildren(...Array.from({ length: MAX_SIDE - MIN_SIDE + 1 }, (_, i) => new Option(String(MIN_SIDE + i))));
  }
  const open = (/** @type {string} */ kind) => kind !== session.get()?.kind && session.select(kind, { newEntry: true });
  ui.presets.replaceChildren(
    ...PRESETS.map(([c, r]) => {
      const button = document.createElement('button');
      button.type = 'button';
      // written close: the six sizes fit a phone's line
      button.textContent = sizeText({ columns: c, rows: r }).replaceAll(' ', '');
      button.dataset.kind = slideKind(c, r);
      button.addEventListener('click', () => open(slideKind(c, r)));
      return button;
    }),
  );
  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    open(slideKind(Number(columns.value), Number(rows.value)));
  });
  /** The puzzle the chooser was last set for: the custom fields are set to its size when it changes. */
  let shownKind = /** @type {string | null} */ (null);

  /** @param {View} view */
  function render({ derived }) {
    const game = derived?.game;
    root.hidden = ui.sizes.hidden = !game?.entry.sized;
    if (!game?.entry.sized || game.kind === shownKind) return;
    shownKind = game.kind;
    for (const button of ui.presets.children) button.setAttribute('aria-pressed', String(/** @type {HTMLElement} */ (button).dataset.kind === game.kind));
    columns.value = String(game.capabilities.shape.columns);
    rows.value = String(game.capabilities.shape.rows);
  }

  return { render };
}
