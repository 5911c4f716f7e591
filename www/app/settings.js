// The player's settings, kept in this browser: colours (as the system, light or dark),
// what the arrow keys move (the gap or a tile), whether the distance to the goal shows (it
// gives the game away), and a picture of the player's own cut into sliding tiles. What is
// read back is checked, setting by setting. Only this module changes `state.settings`,
// `state.pictureStatus` and `state.settingsOpen`.

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */

/**
 * @typedef {object} Settings
 * @property {'system' | 'light' | 'dark'} theme
 * @property {'gap' | 'tile'} arrows  what the arrow keys and W A S D move
 * @property {boolean} showDistance
 * @property {string | null} picture  a data: URL of a JPEG
 * @property {boolean} pictureNumbers
 */

const KEY = 'puzzle-playground:settings';
/** @type {Settings} */
export const DEFAULTS = { theme: 'system', arrows: 'gap', showDistance: true, picture: null, pictureNumbers: true };
/** Pictures are scaled to at most this many pixels a side before they are kept. */
const PICTURE_PX = 640;
/** What a kept picture looks like: a JPEG as a base64 data: URL, nothing else. */
const PICTURE = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/;

/**
 * The settings `value` holds (as read back from storage), each checked, the defaults
 * where one is missing or not a setting.
 * @param {unknown} value
 * @returns {Settings}
 */
export function settingsFrom(value) {
  const kept = typeof value === 'object' && value !== null ? /** @type {Record<string, unknown>} */ (value) : {};
  /**
   * @template T
   * @param {string} name
   * @param {(v: unknown) => boolean} valid
   * @param {T} fallback
   * @returns {T}
   */
  const pick = (name, valid, fallback) => (valid(kept[name]) ? /** @type {T} */ (kept[name]) : fallback);
  return {
    theme: pick('theme', (v) => v === 'system' || v === 'light' || v === 'dark', DEFAULTS.theme),
    arrows: pick('arrows', (v) => v === 'gap' || v === 'tile', DEFAULTS.arrows),
    showDistance: pick('showDistance', (v) => typeof v === 'boolean', DEFAULTS.showDistance),
    picture: pick('picture', (v) => typeof v === 'string' && PICTURE.test(v), DEFAULTS.picture),
    pictureNumbers: pick('pictureNumbers', (v) => typeof v === 'boolean', DEFAULTS.pictureNumbers),
  };
}

/** The settings this browser kept, checked. */
export function readSettings() {
  try {
    return settingsFrom(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return { ...DEFAULTS };
  }
}

/**
 * A picture file as a JPEG data URL, square-cropped and scaled down; rejects if unreadable.
 * @param {Blob} file
 */
async function pictureFrom(file) {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(side, PICTURE_PX);
  const canvas = new OffscreenCanvas(size, size);
  const context = /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext('2d'));
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/jpeg;base64,${btoa(binary)}`;
}

/**
 * The settings' controller.
 * @param {{ store: StateStore }} parts
 */
export function createSettings({ store }) {
  const { state } = store;

  /**
   * Changes and keeps settings; says whether this browser could keep them.
   * @param {Partial<Settings>} values
   */
  function change(values) {
    const settings = settingsFrom({ ...state.settings, ...values });
    store.update({ settings });
    try {
      localStorage.setItem(KEY, JSON.stringify(settings));
      return true;
    } catch {
      return false; // storage full or disabled: the settings hold for this visit
    }
  }

  /**
   * Cuts the picture in `file` into the tiles.
   * @param {Blob} file
   */
  async function choosePicture(file) {
    try {
      const kept = change({ picture: await pictureFrom(file) });
      store.update({ pictureStatus: kept ? 'The picture is on the tiles.' : 'The picture is on the tiles for this visit (this browser could not keep it).' });
    } catch {
      store.update({ pictureStatus: 'That file could not be read as a picture.' });
    }
  }

  function removePicture() {
    change({ picture: null });
    store.update({ pictureStatus: 'The tiles show their numbers again.' });
  }

  /** @param {boolean} open */
  function setOpen(open) {
    if (state.settingsOpen !== open) store.update({ settingsOpen: open });
  }

  return { change, choosePicture, removePicture, setOpen };
}
