// The page's one owner of state. Every fact the page shows lives in `store.state`;
// controllers change it only through `update` (or announce a change they made to an
// object of the state, such as the history, with `update({})`), and the view, told of
// every change once per turn of the event loop, renders the whole state.

/**
 * @template {object} S
 */
export class Store extends EventTarget {
  /** @type {S} */
  #state;
  #pending = false;

  /** @param {S} initial */
  constructor(initial) {
    super();
    this.#state = initial;
  }

  /** The state: read it anywhere, change it only through `update`. */
  get state() {
    return this.#state;
  }

  /**
   * Changes the state by `patch` and tells the view (a `change` event, once for all the
   * updates of this turn).
   * @param {Partial<S>} patch
   */
  update(patch) {
    const changes = Object.entries(patch).some(([key, value]) => !Object.is(this.#state[/** @type {keyof S} */ (key)], value));
    Object.assign(this.#state, patch);
    // `update({})` announces a change made inside an object of the state
    if (!changes && Object.keys(patch).length > 0) return;
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.dispatchEvent(new Event('change'));
    });
  }
}
