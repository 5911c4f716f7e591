// The service worker (Workbox, see vite.config.js) and what it has to say, in a notice in a
// corner of the page: the page is ready to work offline (a note that leaves by itself, or
// at the player's first touch or key), or a new version waits until the player reloads, so
// that an open page never mixes its code with a newer solver; and a page older than the
// files now served (its workers are gone) asks to be reloaded. A tab reloads only at its
// own player's word: a new version taken up in another tab is said here, and a Reload that
// would end work in progress (the hub's `leaving`) names it and asks again. The slice
// `notice` is this module's.
import './style.css';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {{ text: string, action: 'reload' | 'confirm' | null } | null} Notice */

/**
 * `parts` as words: "a, b and c".
 * @param {string[]} parts
 */
const listed = (parts) => (parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

/** How long a new version may take to take over before the page reloads all the same. */
const TAKE_OVER_MS = 3000;

/** How long the note that the page works offline stays. */
const OFFLINE_NOTE_MS = 4000;

/** @param {import('../../shell/features.js').Context} context */
export function start({ root, store, hub }) {
  const slice = store.slice('notice', /** @type {Notice} */ (null));
  root.id = 'notice';
  root.classList.add('notice');
  root.setAttribute('role', 'status');
  root.hidden = true;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  function dismiss() {
    clearTimeout(timer);
    slice.put(null);
  }

  /** Lets the waiting service worker take over (set once it is registered). @type {(reload?: boolean) => Promise<void>} */
  let update = async () => {};
  /** Whether a new version waits to take over, and whether this tab's player asked for it (then this tab reloads once it serves). */
  let waiting = false;
  let agreed = false;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    update = registerSW({ onOfflineReady, onNeedRefresh, onNeedReload });
  };
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);

  function onOfflineReady() {
    slice.put({ text: 'Ready to work offline.', action: null });
    clearTimeout(timer);
    timer = setTimeout(dismiss, OFFLINE_NOTE_MS);
    // it covers a strip of the page: whatever the player does first takes it away
    const away = () => {
      removeEventListener('pointerdown', away, true);
      removeEventListener('keydown', away, true);
      if (slice.get()?.action === null) dismiss();
    };
    addEventListener('pointerdown', away, true);
    addEventListener('keydown', away, true);
  }

  function onNeedRefresh() {
    waiting = true;
    clearTimeout(timer);
    slice.put({ text: 'A new version of the playground is ready.', action: 'reload' });
  }

  /** The new version serves the site now: this tab reloads if its player asked, else is told. */
  function onNeedReload() {
    waiting = false;
    if (agreed) location.reload();
    else {
      clearTimeout(timer);
      slice.put({ text: 'A new version of the playground was taken up in another tab. Reload this one when you are ready.', action: 'reload' });
    }
  }

  /** What the player's Reload does once agreed: the new version if one waits, else a plain reload. */
  function proceed() {
    if (!waiting || !navigator.serviceWorker?.controller) {
      // a page the service worker does not control (a first visit's) takes the new one on reload
      if (waiting) update(true).catch(() => {});
      location.reload();
      return;
    }
    agreed = true;
    update(true).catch(() => location.reload());
    // the new version takes over within moments (onNeedReload); if it does not, reload all the same
    setTimeout(() => location.reload(), TAKE_OVER_MS);
  }

  /** The player's Reload: said again first if it would end work in progress. */
  function reload() {
    /** @type {string[]} */
    const busy = [];
    hub.emit('leaving', { busy });
    if (busy.length === 0) return proceed();
    asked = slice.get();
    slice.put({ text: `Reloading now ends ${listed(busy)}.`, action: 'confirm' });
  }

  /** The notice a confirmation stands in for, back if the player says Later. @type {Notice} */
  let asked = null;

  /** Reloads after all, the notice before the confirmation being what it does. */
  function confirmed() {
    slice.put(asked);
    proceed();
  }

  /** The notice last drawn. */
  let drawn = /** @type {Notice | undefined} */ (undefined);

  function render() {
    const notice = slice.get();
    if (notice === drawn) return;
    drawn = notice;
    root.hidden = !notice;
    if (!notice) return;
    const message = document.createElement('span');
    message.textContent = notice.text;
    const parts = [message];
    /** @param {string} words @param {() => void} act */
    const button = (words, act) => {
      const made = document.createElement('button');
      made.type = 'button';
      made.textContent = words;
      made.addEventListener('click', act);
      parts.push(made);
    };
    if (notice.action === 'reload') button('Reload', reload);
    if (notice.action === 'confirm') {
      button('Reload anyway', confirmed);
      button('Later', () => slice.put(asked));
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.setAttribute('aria-label', 'Dismiss');
    close.textContent = '×';
    close.addEventListener('click', dismiss);
    parts.push(close);
    root.replaceChildren(...parts);
  }

  // the page's files are gone from the host (a worker, or a feature, could not load): only a reload goes on
  hub.on('outdated', () => {
    clearTimeout(timer);
    slice.put({ text: 'A newer version of the playground replaced this page.', action: 'reload' });
  });

  return { render };
}
