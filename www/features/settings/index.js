// The settings dialog, opened by the gear in the header: colours, what the arrow keys
// move, whether the distance shows, and a picture of the player's own on the sliding
// tiles. The settings themselves are kept by kernel/settings.js; this dialog changes them.
// A click on the backdrop closes it, as Escape does.
import './style.css';
import markup from './markup.html?raw';
import { as, build, text } from '../../ui/dom.js';
import { pictureFrom } from './picture.js';

/** @typedef {import('../../shell/features.js').View} View */

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, settings }) {
  const ui = build(root, markup, { dialog: 'settings', form: 'settings-form', file: 'picture-file', remove: 'picture-remove', status: 'picture-status' });
  const dialog = as(ui.dialog, HTMLDialogElement);
  const form = as(ui.form, HTMLFormElement);
  const opener = document.getElementById('settings-open');

  /** Says what became of a picture chosen or removed. @param {string} words */
  const say = (words) => text(ui.status, words);

  form.addEventListener('change', async (event) => {
    const input = /** @type {HTMLInputElement} */ (event.target);
    if (input === ui.file) {
      const file = input.files?.[0];
      input.value = '';
      if (!file) return;
      try {
        const kept = settings.change({ picture: await pictureFrom(file) });
        say(kept ? 'The picture is on the tiles.' : 'The picture is on the tiles for this visit (this browser could not keep it).');
      } catch {
        say('That file could not be read as a picture.');
      }
      return;
    }
    settings.change({ [input.name]: input.type === 'checkbox' ? input.checked : input.value });
  });
  ui.remove.addEventListener('click', () => {
    settings.change({ picture: null });
    say('The tiles show their numbers again.');
  });
  // a click on the backdrop (which the dialog receives, outside its box) closes it; not a
  // press begun inside the box (a choice, a selection) that ends outside it
  /** @param {Event} event */
  const onBackdrop = (event) => {
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = /** @type {MouseEvent} */ (event);
    return event.target === dialog && (x < box.left || x > box.right || y < box.top || y > box.bottom);
  };
  let pressedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => (pressedOnBackdrop = onBackdrop(event)));
  dialog.addEventListener('click', (event) => {
    if (pressedOnBackdrop && onBackdrop(event)) dialog.close();
    pressedOnBackdrop = false;
  });
  dialog.addEventListener('close', () => opener?.focus());

  /** @param {View} view */
  function render({ state }) {
    const now = state.settings;
    const field = (/** @type {string} */ name) => /** @type {any} */ (form.elements.namedItem(name));
    field('theme').value = now.theme;
    field('arrows').value = now.arrows;
    field('showDistance').checked = now.showDistance;
    field('pictureNumbers').checked = now.pictureNumbers;
    field('pictureNumbers').disabled = !now.picture;
    as(ui.remove, HTMLButtonElement).disabled = !now.picture;
  }

  return {
    render,
    launch() {
      if (!dialog.open) dialog.showModal();
    },
  };
}
