// The service worker (Workbox, see vite.config.js) and what it has to say: the page is
// ready to work offline (a note that leaves by itself), or a new version waits until the
// player reloads, so that an open page never mixes its code with a newer solver; and a
// page older than the files now served (its workers are gone) asks to be reloaded. Only
// this module changes `state.notice`.
import { registerSW } from 'virtual:pwa-register';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./store.js').Store<State>} StateStore */

/** How long the note that the page works offline stays (it goes at the player's first touch or key too). */
const OFFLINE_NOTE_MS = 4000;

/**
 * The notices' controller: registers the service worker.
 * @param {{ store: StateStore }} parts
 */
export function createNotices({ store }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const update = registerSW({
    onOfflineReady() {
      store.update({ notice: { text: 'Ready to work offline.', action: null } });
      clearTimeout(timer);
      timer = setTimeout(dismiss, OFFLINE_NOTE_MS);
      // it covers a strip of the page: whatever the player does first takes it away
      const away = () => {
        removeEventListener('pointerdown', away, true);
        removeEventListener('keydown', away, true);
        if (store.state.notice?.action === null) dismiss();
      };
      addEventListener('pointerdown', away, true);
      addEventListener('keydown', away, true);
    },
    onNeedRefresh() {
      clearTimeout(timer);
      store.update({ notice: { text: 'A new version of the playground is ready.', action: 'reload' } });
    },
  });

  function dismiss() {
    clearTimeout(timer);
    store.update({ notice: null });
  }

  /** The page's files are gone from the host: only a reload goes on. */
  function outdated() {
    clearTimeout(timer);
    store.update({ notice: { text: 'A newer version of the playground replaced this page.', action: 'reload' } });
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

  return { dismiss, outdated, reload };
}
