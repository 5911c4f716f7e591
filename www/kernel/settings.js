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
 * The settings as kept (JSON `text`): each setting, and when each was last changed
 * (`changed`, milliseconds since 1970); nothing if none or unreadable.
 * @param {string | null} text
 * @returns {Kept}
 */
function keptOf(text) {
  try {
    const kept = JSON.parse(text ?? 'null');
    return typeof kept === 'object' && kept !== null && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

/** @typedef {Record<string, unknown> & { changed?: Record<string, number> }} Kept */

/** What this browser keeps now (nothing where its storage is off). */
function readKept() {
  try {
    return keptOf(localStorage.getItem(KEY));
  } catch {
    return {};
  }
}

/**
 * Two tabs' settings as one, setting by setting: each as it was changed last (`a`'s on a tie).
 * @param {Kept} a
 * @param {Kept} b
 * @returns {Kept}
 */
function merged(a, b) {
  /** @type {Kept} */
  const both = { ...a };
  /** @type {Record<string, number>} */
  const changed = { ...a.changed };
  for (const name of Object.keys(DEFAULTS)) {
    const when = b.changed?.[name];
    if (typeof when === 'number' && when > (changed[name] ?? 0)) {
      both[name] = b[name];
      changed[name] = when;
    }
  }
  return { ...both, changed };
}

/** The settings this browser kept, checked. */
export function readSettings() {
  return settingsFrom(readKept());
}

/**
 * The settings' keeper: the slice `settings`, read from this browser. Tabs changing
 * settings at once each keep theirs: every setting is kept with when it was changed, and a
 * tab that hears another's write (the `storage` event) merges it with its own, setting by
 * setting, and writes the merge back if it differs.
 * @param {{ store: import('./store.js').Store }} parts
 */
export function createSettings({ store }) {
  /** The settings as this tab knows them, with when each was changed. */
  let mine = readKept();
  const slice = store.slice('settings', settingsFrom(mine));
  /** Puts the colours chosen on the page. */
  const paint = () => {
    const { theme } = slice.get();
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  };
  /**
   * Keeps `settings` in this browser; whether it could.
   * @param {Kept} settings
   */
  const write = (settings) => {
    try {
      localStorage.setItem(KEY, JSON.stringify(settings));
      return true;
    } catch {
      return false;
    }
  };
  paint();
  // a setting changed in another tab holds here too, and a change of this tab's that its
  // write lost is put back
  window.addEventListener('storage', ({ key, newValue }) => {
    if (key !== KEY) return;
    const theirs = keptOf(newValue);
    mine = merged(theirs, mine);
    slice.put(settingsFrom(mine));
    paint();
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) write(mine);
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
      const now = Date.now();
      const changed = Object.fromEntries(Object.keys(values).map((name) => [name, now]));
      mine = merged(merged(readKept(), mine), { ...values, changed });
      const settings = settingsFrom(mine);
      slice.put(settings);
      paint();
      return write({ ...settings, changed: mine.changed });
    },
  };
}

/** @typedef {ReturnType<typeof createSettings>} SettingsControl */
