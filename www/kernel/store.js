// The page's one owner of state. The state is made of slices, each added once with its
// one writer (`store.slice`): the game's, the settings', a feature's own. A writer changes
// its slice by a patch or a new value; the store then tells its listeners once per turn
// of the event loop, naming the slices that changed, so that a view draws only what it
// reads.

/**
 * The writer of one slice: the only code that changes it.
 * @template S
 * @typedef {object} Writer
 * @property {() => S} get  the slice now
 * @property {(patch: Partial<S>) => void} set  merges `patch` into the slice (a new object)
 * @property {(value: S) => void} put  replaces the slice
 * @property {() => void} touch  announces a change made inside an object of the slice
 */

export class Store {
  /** @type {Record<string, unknown>} */
  #state = {};
  /** @type {Set<string>} */
  #changed = new Set();
  /** @type {Set<(changed: ReadonlySet<string>) => void>} */
  #listeners = new Set();
  #pending = false;

  /** Every slice, by name: read it anywhere, change a slice only through its writer. */
  get state() {
    return /** @type {Readonly<Record<string, unknown>>} */ (this.#state);
  }

  /**
   * Adds slice `name`, holding `initial`, and gives back its writer; a name is taken once.
   * @template S
   * @param {string} name
   * @param {S} initial
   * @returns {Writer<S>}
   */
  slice(name, initial) {
    if (Object.hasOwn(this.#state, name)) throw new Error(`the slice ${name} has a writer already`);
    this.#state[name] = initial;
    const get = () => /** @type {S} */ (this.#state[name]);
    const put = (/** @type {S} */ value) => {
      if (Object.is(this.#state[name], value)) return;
      this.#state[name] = value;
      this.#announce(name);
    };
    return {
      get,
      put,
      set: (patch) => {
        const before = get();
        const changes = Object.entries(patch).some(([key, value]) => !Object.is(/** @type {any} */ (before)[key], value));
        if (changes) put({ ...before, ...patch });
      },
      touch: () => this.#announce(name),
    };
  }

  /**
   * Calls `listener` with the names of the slices changed, once per turn in which some did;
   * gives back the call that stops it.
   * @param {(changed: ReadonlySet<string>) => void} listener
   */
  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** @param {string} name */
  #announce(name) {
    this.#changed.add(name);
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      const changed = this.#changed;
      this.#changed = new Set();
      for (const listener of this.#listeners) listener(changed);
    });
  }
}
