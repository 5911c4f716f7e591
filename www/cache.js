// A small IndexedDB store for what a puzzle builds once and keeps (Fifteen's pattern
// databases), so that a second visit starts warm. Every failure reads as "not cached".

const DATABASE = 'puzzle-playground';
const STORE = 'prepared';

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run(mode, action) {
  return open().then(
    (db) =>
      new Promise((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = action(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = transaction.onabort = () => {
          db.close();
          reject(transaction.error);
        };
      }),
  );
}

/** The bytes kept under `key`, or null. */
export function cacheGet(key) {
  return run('readonly', (store) => store.get(key)).then((value) => value ?? null, () => null);
}

/** Keeps `bytes` under `key`; resolves to whether it worked. */
export function cachePut(key, bytes) {
  return run('readwrite', (store) => store.put(bytes, key)).then(() => true, () => false);
}
