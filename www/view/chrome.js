// Renders what stands around the puzzle: the picker (the puzzle shown pressed and in
// view), the titles, rules and keys of the help, the colours, the settings dialog, and
// the notice of the service worker.
import { as } from './elements.js';
import { isSlideKind } from '../app/sizes.js';

/** @typedef {import('../app/state.js').State} State */
/** @typedef {import('./elements.js').Elements} Elements */
/** @typedef {import('../catalogue.js').Entry} Entry */

/**
 * The surroundings' renderer; `actions` are what the notice's buttons do.
 * @param {Elements} ui
 * @param {{ reload: () => void, dismiss: () => void }} actions
 */
export function createChrome(ui, actions) {
  let shownKind = /** @type {string | null} */ (null);
  let keysFor = '';
  let notice = /** @type {unknown} */ (null);

  /** @param {State} state */
  function render(state) {
    renderPicker(state);
    renderHelp(state);
    renderSettings(state);
    renderNotice(state);
  }

  /** @param {State} state */
  function renderPicker(state) {
    if (state.kind === shownKind) return;
    shownKind = state.kind;
    for (const button of ui.picker.children) {
      const kind = /** @type {HTMLElement} */ (button).dataset.kind;
      // the button of the sliding boards of any size stands for every size
      const pressed = kind === state.kind || (isSlideKind(kind) && isSlideKind(state.kind));
      button.setAttribute('aria-pressed', String(pressed));
      // on a phone the picker scrolls: the puzzle shown comes to its middle, clear of the
      // faded sides
      if (pressed) button.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  }

  /** @param {State} state */
  function renderHelp(state) {
    const entry = state.entry;
    if (!entry) return;
    const keys = `${state.kind}:${state.settings.arrows}`;
    if (keys === keysFor) return;
    keysFor = keys;
    const moves = entry.sliding
      ? `<kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd> or <kbd>W</kbd> <kbd>A</kbd> <kbd>S</kbd> <kbd>D</kbd> move ${state.settings.arrows === 'gap' ? 'the gap' : 'a tile into the gap'} (see Settings); on the board the arrows move the focus instead, and <kbd>Enter</kbd> slides the focused tile. `
      : (entry.boardKeys ?? '') +
        Object.entries(entry.keys)
          .map(([key, move]) => `<kbd>${key}</kbd> ${entry.describeMove(/** @type {any} */ ({ move }), /** @type {any} */ (null))}; `)
          .join('');
    ui.keysHelp.innerHTML = `Keys: ${moves}<kbd>H</kbd> hint, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo,
      <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo, <kbd>Esc</kbd> stops a search. While a solution is
      shown: <kbd>Space</kbd> plays or pauses, <kbd>←</kbd> <kbd>→</kbd> step through it,
      <kbd>Esc</kbd> closes it.`;
  }

  /** @param {State} state */
  function renderSettings(state) {
    const { settings } = state;
    if (settings.theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = settings.theme;
    const form = as(ui.settingsForm, HTMLFormElement);
    const field = (/** @type {string} */ name) => /** @type {any} */ (form.elements.namedItem(name));
    field('theme').value = settings.theme;
    field('arrows').value = settings.arrows;
    field('showDistance').checked = settings.showDistance;
    field('pictureNumbers').checked = settings.pictureNumbers;
    field('pictureNumbers').disabled = !settings.picture;
    as(ui.pictureRemove, HTMLButtonElement).disabled = !settings.picture;
    ui.pictureStatus.textContent = state.pictureStatus;
    const dialog = as(ui.settings, HTMLDialogElement);
    if (state.settingsOpen && !dialog.open) dialog.showModal();
    if (!state.settingsOpen && dialog.open) dialog.close();
  }

  /** @param {State} state */
  function renderNotice(state) {
    if (state.notice === notice) return;
    notice = state.notice;
    ui.notice.hidden = !state.notice;
    if (!state.notice) return;
    const message = document.createElement('span');
    message.textContent = state.notice.text;
    const parts = [message];
    if (state.notice.action === 'reload') {
      const reload = document.createElement('button');
      reload.type = 'button';
      reload.textContent = 'Reload';
      reload.addEventListener('click', actions.reload);
      parts.push(reload);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.setAttribute('aria-label', 'Dismiss');
    close.textContent = '×';
    close.addEventListener('click', actions.dismiss);
    parts.push(close);
    ui.notice.replaceChildren(...parts);
  }

  return { render };
}
