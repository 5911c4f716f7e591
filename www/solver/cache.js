// A small IndexedDB store for what a puzzle builds once and keeps (Fifteen's pattern
// databases), so that a second visit starts warm. The core names what it builds by a
// family and a format version ({ family, version }, see Puzzle.preparedKey): a record is
// kept under its family, so storing a new version replaces the old one. Every failure
// reads as "not cached".

const DATABASE = 'puzzle-playground';
/** Version 2 of the database keeps { version, bytes } records under the family name. */
const SCHEMA = 2;
const STORE = 'prepared';

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, SCHEMA);
    request.onupgradeneeded = () => {
      // records of the first schema were keyed by a versioned name: none is of use now
      const db = request.result;
      if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE);
      db.createObjectStore(STORE);
    };
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

/** The bytes kept for `key` ({ family, version }), or null if absent or of another version. */
export function cacheGet({ family, version }) {
  return run('readonly', (store) => store.get(family)).then(
    (record) => (record?.version === version && record.bytes instanceof Uint8Array ? record.bytes : null),
    () => null,
  );
}

/** Keeps `bytes` for `key` ({ family, version }), replacing any other version; resolves to whether it worked. */
export function cachePut({ family, version }, bytes) {
  return run('readwrite', (store) => store.put({ version, bytes }, family)).then(
    () => true,
    () => false,
  );
}
