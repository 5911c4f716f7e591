// The kept solves, in this browser's IndexedDB: one record per solve under its identity
// (its puzzle, level, date, time and moves), so that tabs keeping solves at once never
// lose each other's: a solve is put, never a whole list written back. Every change is
// announced to the page's other tabs (a BroadcastChannel), which read the solves again.
// A record that is not a solve is moved to a store of its own, set aside, never lost; and
// the list an earlier version kept in localStorage moves here on first use.
import { openDB } from 'idb';
import { identity, parseStore, problem } from './solves.js';

/** @typedef {import('../../game/solo.js').Solve} Solve */
/** @typedef {import('idb').IDBPDatabase} Database */

const DATABASE = 'puzzle-playground-solves';
const SOLVES = 'solves';
/** What could not be read, each kept whole under a number of its own. */
const ASIDE = 'aside';
/** The list of solves an earlier version kept in localStorage, and where it set aside what it could not read. */
const LEGACY = 'puzzle-playground:solves';
const LEGACY_ASIDE = 'puzzle-playground:solves-unreadable';
/** How many solves one transaction puts: a storage that fills keeps the chunks before. */
const CHUNK = 1000;

/**
 * Whether `key` is one a solve `value` is kept under: its identity, alone (imported) or
 * followed by the tab that made it.
 * @param {IDBValidKey} key
 * @param {unknown} value
 */
const keyOf = (key, value) => {
  if (typeof key !== 'string') return false;
  const own = identity(/** @type {Solve} */ (value));
  return key === own || (key.startsWith(`${own}#`) && key.length <= own.length + 40);
};

/**
 * The order the solves are listed in: as they were solved.
 * @param {Solve} a
 * @param {Solve} b
 */
const byDate = (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * The store of kept solves; `heard()` is called when another tab changed them. (A test
 * gives the earlier version's storage, and a channel of its own.)
 * @param {{ heard?: () => void, storage?: Storage | null, channel?: string }} [options]
 */
export function createSolveStore({ heard = () => {}, storage = globalThis.localStorage ?? null, channel = DATABASE } = {}) {
  /** @type {Promise<Database> | null} */
  let opening = null;
  const db = () =>
    (opening ??= openDB(DATABASE, 1, {
      upgrade(database) {
        database.createObjectStore(SOLVES);
        database.createObjectStore(ASIDE, { autoIncrement: true });
      },
      // another tab's newer version waits for this one: it lets go
      blocking() {
        opening?.then((database) => database.close());
        opening = null;
      },
    }));
  /** This tab's name, in the keys of the solves it makes. */
  const tab = Math.random().toString(36).slice(2, 12);
  const others = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channel) : null;
  if (others) others.onmessage = () => heard();
  const announce = () => others?.postMessage('changed');

  /**
   * Moves the list an earlier version kept in localStorage here (what it could not read
   * set aside with the rest), then drops it there; how many of its solves were unreadable.
   * @param {Database} database
   * @returns {Promise<number>}
   */
  async function migrate(database) {
    /** @type {string | null} */
    let text;
    /** @type {string | null} */
    let aside;
    try {
      text = storage?.getItem(LEGACY) ?? null;
      aside = storage?.getItem(LEGACY_ASIDE) ?? null;
    } catch {
      return 0; // storage turned off: nothing there to move
    }
    if (text === null && aside === null) return 0;
    const { solves, unreadable } = parseStore(text);
    const transaction = database.transaction([SOLVES, ASIDE], 'readwrite');
    for (const solve of solves) transaction.objectStore(SOLVES).put(solve, identity(solve));
    if (unreadable > 0 && text !== null) transaction.objectStore(ASIDE).add(text);
    if (aside !== null) transaction.objectStore(ASIDE).add(aside);
    await transaction.done;
    storage?.removeItem(LEGACY);
    storage?.removeItem(LEGACY_ASIDE);
    return unreadable;
  }

  return {
    /**
     * Every kept solve, oldest first, and how many records were not solves (set aside
     * now, so that each is said once); or, where this browser keeps nothing (its storage
     * turned off), none and the error.
     * @returns {Promise<{ solves: Solve[], unreadable: number, error: Error | null }>}
     */
    async all() {
      try {
        const database = await db();
        let unreadable = await migrate(database);
        // read whole (far faster than a cursor), then set aside what is not a solve
        const reading = database.transaction(SOLVES);
        const [values, keys] = await Promise.all([reading.store.getAll(), reading.store.getAllKeys()]);
        /** @type {Solve[]} */
        const solves = [];
        /** @type {number[]} */
        const bad = [];
        values.forEach((value, i) => (problem(value) === '' && keyOf(keys[i], value) ? solves.push(value) : bad.push(i)));
        if (bad.length > 0) {
          const transaction = database.transaction([SOLVES, ASIDE], 'readwrite');
          for (const i of bad) {
            transaction.objectStore(ASIDE).add(values[i]);
            transaction.objectStore(SOLVES).delete(keys[i]);
          }
          await transaction.done;
          unreadable += bad.length;
          announce();
        }
        return { solves: solves.sort(byDate), unreadable, error: null };
      } catch (error) {
        return { solves: [], unreadable: 0, error: /** @type {Error} */ (error) };
      }
    },

    /**
     * Keeps `solves`, a chunk of them per transaction; how many were put, and the error
     * that stopped the rest (a full storage). Solves `made` here are each kept whatever
     * else is kept (two tabs may make the same solve in the same millisecond); others
     * (imported) are kept once.
     * @param {Solve[]} solves
     * @param {{ made?: boolean, progress?: (done: number) => void }} [options]
     * @returns {Promise<{ put: number, error: DOMException | Error | null }>}
     */
    async add(solves, { made = false, progress = () => {} } = {}) {
      let put = 0;
      try {
        const database = await db();
        for (let from = 0; from < solves.length; from += CHUNK) {
          const transaction = database.transaction(SOLVES, 'readwrite');
          for (const solve of solves.slice(from, from + CHUNK)) transaction.store.put(solve, made ? `${identity(solve)}#${tab}` : identity(solve));
          await transaction.done;
          put = Math.min(solves.length, from + CHUNK);
          progress(put);
        }
        return { put, error: null };
      } catch (error) {
        return { put, error: /** @type {Error} */ (error) };
      } finally {
        if (put > 0) announce();
      }
    },

    /** Drops every kept solve (what was set aside stays); whether it could. */
    async clear() {
      try {
        await (await db()).clear(SOLVES);
        announce();
        return true;
      } catch {
        return false;
      }
    },

    /** Lets go of the database and the channel (a test's). */
    async close() {
      others?.close();
      (await opening)?.close();
    },
  };
}

/** @typedef {ReturnType<typeof createSolveStore>} SolveStore */
