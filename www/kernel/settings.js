// The player's settings, kept in this browser: colours (as the system, light or dark),
// what the arrow keys move (the gap or a tile), whether the distance to the goal shows (it
// gives the game away), how Solve counts moves (single moves, or the multi-tile metric),
// and a picture of the player's own cut into sliding tiles. What is
// read back is checked, setting by setting. The slice `settings` holds them, and this
// module is its one writer; the colours chosen are put on the page at once. The dialog
// that changes them is the settings feature's.

/**
 * @typedef {object} Settings
 * @property {'system' | 'light' | 'dark'} theme
 * @property {'gap' | 'tile'} arrows  what the arrow keys and W A S D move
 * @property {boolean} showDistance
 * @property {'moves' | 'mtm'} metric  how Solve counts moves, where the puzzle can count
 *   slides of several tiles as one (the multi-tile metric)
 * @property {string | null} picture  a data: URL of a JPEG
 * @property {boolean} pictureNumbers
 */

const KEY = 'puzzle-playground:settings';
/** @type {Settings} */
export const DEFAULTS = { theme: 'system', arrows: 'gap', showDistance: true, metric: 'moves', picture: null, pictureNumbers: true };
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
    metric: pick('metric', (v) => v === 'moves' || v === 'mtm', DEFAULTS.metric),
    picture: pick('picture', (v) => typeof v === 'string' && PICTURE.test(v), DEFAULTS.picture),
    pictureNumbers: pick('pictureNumbers', (v) => typeof v === 'boolean', DEFAULTS.pictureNumbers),
  };
}

/**
 * The settings kept as `text`, checked.
 * @param {string | null} text
 */
function settingsOf(text) {
  try {
    return settingsFrom(JSON.parse(text ?? 'null'));
  } catch {
    return { ...DEFAULTS };
  }
}

/**
 * The settings this browser keeps now, as kept (each is checked where they are merged):
 * nothing if none or unreadable.
 * @returns {Record<string, unknown>}
 */
function readKept() {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return typeof kept === 'object' && kept !== null && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

/** The settings this browser kept, checked. */
export function readSettings() {
  try {
    return settingsOf(localStorage.getItem(KEY));
  } catch {
    return { ...DEFAULTS };
  }
}

/**
 * The settings' keeper: the slice `settings`, read from this browser.
 * @param {{ store: import('./store.js').Store }} parts
 */
export function createSettings({ store }) {
  const slice = store.slice('settings', readSettings());
  /** Puts the colours chosen on the page. */
  const paint = () => {
    const { theme } = slice.get();
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  };
  paint();
  // a setting changed in another tab holds here too
  window.addEventListener('storage', ({ key, newValue }) => {
    if (key !== KEY) return;
    slice.put(settingsOf(newValue));
    paint();
  });
  return {
    get: slice.get,
    /**
     * Changes and keeps settings, the others as this browser keeps them now (another
     * tab may have changed them): whether it could keep them (they hold for this visit if
     * not).
     * @param {Partial<Settings>} values
     */
    change(values) {
      const settings = settingsFrom({ ...slice.get(), ...readKept(), ...values });
      slice.put(settings);
      paint();
      try {
        localStorage.setItem(KEY, JSON.stringify(settings));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** @typedef {ReturnType<typeof createSettings>} SettingsControl */
