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

/** A key without its version: `fifteen-databases-v3-0` becomes `fifteen-databases-v*-0`. */
function unversioned(key) {
  return String(key).replace(/-v\d+-/, '-v*-');
}

/**
 * Keeps `bytes` under `key`, and drops what other versions of the same thing left (tens of
 * megabytes each, of no use now); resolves to whether it worked.
 */
export function cachePut(key, bytes) {
  return run('readwrite', (store) => {
    const keys = store.getAllKeys();
    keys.onsuccess = () => {
      for (const old of keys.result) {
        if (old !== key && unversioned(old) === unversioned(key)) store.delete(old);
      }
    };
    return store.put(bytes, key);
  }).then(() => true, () => false);
}
