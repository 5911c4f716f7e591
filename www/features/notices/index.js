// The service worker (Workbox, see vite.config.js) and what it has to say, in a notice in a
// corner of the page: the page is ready to work offline (a note that leaves by itself, or
// at the player's first touch or key), or a new version waits until the player reloads, so
// that an open page never mixes its code with a newer solver; and a page older than the
// files now served (its workers are gone) asks to be reloaded. The slice `notice` is this
// module's.
import './style.css';

/** @typedef {import('../../shell/features.js').View} View */
/** @typedef {{ text: string, action: 'reload' | null } | null} Notice */

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

  /** Installs the waiting service worker and reloads (set once it is registered). @type {(reload?: boolean) => Promise<void>} */
  let update = async () => {};
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    update = registerSW({ onOfflineReady, onNeedRefresh });
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
    clearTimeout(timer);
    slice.put({ text: 'A new version of the playground is ready.', action: 'reload' });
  }

  /**
   * Reloads into the new version: the waiting service worker takes over and the page
   * reloads; a page it did not control (a first visit's) reloads by itself.
   */
  function reload() {
    const controlled = Boolean(navigator.serviceWorker?.controller);
    update(true).catch(() => {});
    if (!controlled) location.reload();
    else setTimeout(() => location.reload(), 1500);
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
    if (notice.action === 'reload') {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Reload';
      button.addEventListener('click', reload);
      parts.push(button);
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
