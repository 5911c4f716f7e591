// A small IndexedDB store for the tables a puzzle builds once and keeps (the Fifteen's
// pattern databases, Dao's tablebase), so that a second visit starts warm. The core names
// each by a family and a format version ({ family, version }, see Puzzle.tables): a
// record is kept under its family, so storing a new version replaces the old one, and the
// core checks the bytes against the key when they come back. Every failure reads as "not
// cached".

/** @typedef {import('../pkg/puzzle_core.js').TableKey} TableKey */

const DATABASE = 'puzzle-playground';
/** Version 2 of the database keeps { version, bytes } records under the family name. */
const SCHEMA = 2;
const STORE = 'prepared';

/** @returns {Promise<IDBDatabase>} */
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

/**
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest} action
 */
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

/**
 * The bytes kept for `key`, or null if absent or of another version.
 * @param {TableKey} key
 * @returns {Promise<Uint8Array | null>}
 */
export function cacheGet({ family, version }) {
  return run('readonly', (store) => store.get(family)).then(
    (record) => (record?.version === version && record.bytes instanceof Uint8Array ? record.bytes : null),
    () => null,
  );
}

/**
 * Keeps `bytes` for `key`, replacing any other version; resolves to whether it worked.
 * @param {TableKey} key
 * @param {Uint8Array} bytes
 */
export function cachePut({ family, version }, bytes) {
  return run('readwrite', (store) => store.put({ version, bytes }, family)).then(
    () => true,
    () => false,
  );
}

/**
 * Drops what is kept for `key` (a copy the core refused); resolves when done or failed.
 * @param {TableKey} key
 */
export function cacheDelete({ family }) {
  return run('readwrite', (store) => store.delete(family)).then(
    () => true,
    () => false,
  );
}
