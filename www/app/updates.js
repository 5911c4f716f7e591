// The service worker (Workbox, see vite.config.js): it keeps the page for offline use, and
// a new version waits until the player chooses to reload, so that an open page never mixes
// its code with a newer solver.
import { registerSW } from 'virtual:pwa-register';

/** Registers the service worker; `notice` (an element) tells of offline readiness and updates. */
export function watchForUpdates(notice) {
  const update = registerSW({
    onOfflineReady() {
      show('Ready to work offline.', null);
    },
    onNeedRefresh() {
      show('A new version of the playground is ready.', 'Reload');
    },
  });

  function show(text, action) {
    const message = document.createElement('span');
    message.textContent = text;
    const parts = [message];
    if (action) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = action;
      button.addEventListener('click', () => update(true));
      parts.push(button);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.setAttribute('aria-label', 'Dismiss');
    close.textContent = '×';
    close.addEventListener('click', () => (notice.hidden = true));
    parts.push(close);
    notice.replaceChildren(...parts);
    notice.hidden = false;
  }
}
