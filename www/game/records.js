// The player's best results, kept in this browser per puzzle and level: for each, the
// attempt with the fewest moves and the fastest one, each a real attempt. Whatever is
// read back is checked: a record that is not one is reported and replaced, never fatal.

/**
 * One finished attempt, as the records keep it: its moves (and those in the multi-tile
 * metric, on the sliding puzzles), its time and date.
 * @typedef {{ moves: number, slides?: number, millis: number, date: string }} Run
 */
/**
 * The best results of one puzzle and level.
 * @typedef {{ fewest: Run, fastest: Run }} Best
 */

const KEY = 'puzzle-playground:records';
/** Results kept before the records were per level and of real attempts: not trusted. */
const OLD_KEY = 'puzzle-playground:best';

/**
 * Whether `value` is a run.
 * @param {unknown} value
 * @returns {value is Run}
 */
function isRun(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { moves, slides, millis, date } = /** @type {Record<string, unknown>} */ (value);
  return (
    Number.isInteger(moves) &&
    (slides === undefined || (Number.isInteger(slides) && /** @type {number} */ (slides) > 0)) &&
    /** @type {number} */ (moves) > 0 &&
    typeof millis === 'number' &&
    millis >= 0 &&
    Number.isFinite(millis) &&
    typeof date === 'string'
  );
}

/**
 * The valid records in `text` (JSON as kept), and whether any of it had to be dropped.
 * @param {string | null} text
 * @returns {{ records: Record<string, Best>, dropped: boolean }}
 */
export function parseRecords(text) {
  if (text === null) return { records: {}, dropped: false };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { records: {}, dropped: true };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { records: {}, dropped: true };
  /** @type {Record<string, Best>} */
  const records = {};
  let dropped = false;
  for (const [key, best] of Object.entries(value)) {
    if (typeof best === 'object' && best !== null && isRun(best.fewest) && isRun(best.fastest)) records[key] = { fewest: best.fewest, fastest: best.fastest };
    else dropped = true;
  }
  return { records, dropped };
}

/**
 * The records kept in `storage` (localStorage unless given); bad ones are dropped from it
 * and said so with `onDropped()`.
 * @param {() => void} [onDropped]
 * @param {Storage} [storage]
 */
export function readRecords(onDropped = () => {}, storage = localStorage) {
  let text;
  try {
    storage.removeItem(OLD_KEY);
    text = storage.getItem(KEY);
  } catch {
    return {};
  }
  const { records, dropped } = parseRecords(text);
  if (dropped) {
    onDropped();
    writeRecords(records, storage);
  }
  return records;
}

/**
 * Keeps `records` in `storage`; whether it could.
 * @param {Record<string, Best>} records
 * @param {Storage} [storage]
 */
function writeRecords(records, storage = localStorage) {
  try {
    storage.setItem(KEY, JSON.stringify(records));
    return true;
  } catch {
    return false; // storage full or disabled: the result still shows
  }
}

/**
 * The better of two runs by `measure`, the earlier on a tie.
 * @param {Run} a
 * @param {Run} b
 * @param {(run: Run) => number} measure
 */
const better = (a, b, measure) => (measure(b) < measure(a) || (measure(b) === measure(a) && b.date < a.date) ? b : a);

/**
 * Both sets of records as one: for each key the fewest moves and the fastest time of either.
 * @param {Record<string, Best>} a
 * @param {Record<string, Best>} b
 * @returns {Record<string, Best>}
 */
export function mergeRecords(a, b) {
  const merged = { ...a };
  for (const [key, best] of Object.entries(b)) {
    const own = merged[key];
    merged[key] = own ? { fewest: better(own.fewest, best.fewest, (run) => run.moves), fastest: better(own.fastest, best.fastest, (run) => run.millis) } : best;
  }
  return merged;
}

/** What this tab kept, put back if another tab's write, made at the same moment, lost it. */
let mine = /** @type {Record<string, Best>} */ ({});
let listening = false;

/**
 * Keeps `best` as the records of `key`, merged with what every tab kept (read afresh, so
 * that another tab's records stay); whether it could. Tabs that write at the same moment
 * each read the other's write soon after (the `storage` event), and put back what it lost.
 * @param {string} key
 * @param {Best} best
 * @param {Storage} [storage]
 * @param {EventTarget | null} [events]  where the `storage` event comes (the window)
 */
export function keepRecord(key, best, storage = localStorage, events = globalThis.window ?? null) {
  mine = mergeRecords(mine, { [key]: best });
  if (!listening && events) {
    listening = true;
    events.addEventListener('storage', (event) => {
      const { key: changed, newValue } = /** @type {StorageEvent} */ (event);
      if (changed !== KEY) return;
      const { records } = parseRecords(newValue);
      const merged = mergeRecords(records, mine);
      if (JSON.stringify(merged) !== JSON.stringify(records)) writeRecords(merged, storage);
    });
  }
  return writeRecords(
    mergeRecords(
      readRecords(() => {}, storage),
      mine,
    ),
    storage,
  );
}
