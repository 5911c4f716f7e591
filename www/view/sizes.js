// Renders the size chooser of the sliding boards of any size: the preset sizes (the one
// shown pressed), a custom size of columns and rows (its Open is main.js's to handle),
// shown only on a board of any size.
import { MIN_SIDE, MAX_SIDE, PRESETS, slideKind, sizeText } from '../app/sizes.js';
import { as } from './elements.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('./elements.js').Elements} Elements */

/**
 * The size chooser's renderer; `select(kind)` opens a preset size.
 * @param {Elements} ui
 * @param {{ select: (kind: string) => void }} actions
 */
export function createSizes(ui, { select }) {
  const columns = as(ui.sizeColumns, HTMLSelectElement);
  const rows = as(ui.sizeRows, HTMLSelectElement);
  for (const field of [columns, rows]) {
    field.replaceChildren(...Array.from({ length: MAX_SIDE - MIN_SIDE + 1 }, (_, i) => new Option(String(MIN_SIDE + i))));
  }
  ui.sizePresets.replaceChildren(
    ...PRESETS.map(([c, r]) => {
      const button = document.createElement('button');
      button.type = 'button';
      // written close: the six sizes fit a phone's line
      button.textContent = sizeText({ columns: c, rows: r }).replaceAll(' ', '');
      button.dataset.kind = slideKind(c, r);
      button.addEventListener('click', () => {
        if (button.getAttribute('aria-pressed') !== 'true') select(slideKind(c, r));
      });
      return button;
    }),
  );
  /** The puzzle the chooser was last set for: the custom fields are set to its size when it changes. */
  let shownKind = /** @type {string | null} */ (null);

  /** @param {State} state */
  function render(state) {
    const shown = Boolean(state.entry?.sized && state.capabilities);
    ui.sizes.hidden = !shown;
    if (!shown || !state.capabilities) {
      shownKind = null;
      return;
    }
    if (state.kind === shownKind) return;
    shownKind = state.kind;
    for (const button of ui.sizePresets.children) {
      button.setAttribute('aria-pressed', String(/** @type {HTMLElement} */ (button).dataset.kind === state.kind));
    }
    columns.value = String(state.capabilities.shape.columns);
    rows.value = String(state.capabilities.shape.rows);
  }

  return { render };
}
