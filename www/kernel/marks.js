// What features other than the game mark on the board: the move a hint points to, and
// every legal move's value (a two-player game's analysis). The slice `marks` holds them;
// each mark has one writer, the feature that claimed it.

/**
 * @typedef {object} Marks
 * @property {string | null} hint  the move a hint points to
 * @property {Map<string, import('../pkg/puzzle_core.js').Valued> | null} values  each legal move's value
 */

/**
 * The marks' keeper.
 * @param {{ store: import('./store.js').Store }} parts
 */
export function createMarks({ store }) {
  const slice = store.slice('marks', /** @type {Marks} */ ({ hint: null, values: null }));
  /** @type {Set<keyof Marks>} */
  const claimed = new Set();
  return {
    /**
     * The writer of mark `name`: given to the one feature that claims it.
     * @template {keyof Marks} K
     * @param {K} name
     * @returns {(value: Marks[K]) => void}
     */
    claim(name) {
      if (claimed.has(name)) throw new Error(`the mark ${name} has a writer already`);
      claimed.add(name);
      return (value) => slice.set(/** @type {Partial<Marks>} */ ({ [name]: value }));
    },
  };
}

/** @typedef {ReturnType<typeof createMarks>} MarksControl */
