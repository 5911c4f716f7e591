// Sliding boards of any size: the core names them `slide-WxH` (W columns, H rows, each 2
// to 10) and lists one of them, `slide-5x5`, for the picker's "Any size". Reading a size
// from a name (a link's, checked before the core is asked), the sizes offered, the words
// for a size, and the last size this browser opened. Plain functions (and one stored
// value), so that they are tested without a page.

/** The fewest and the most cells across or down. */
export const MIN_SIDE = 2;
export const MAX_SIDE = 10;
/** The size the picker opens when this browser opened none yet (the one the core lists). */
export const DEFAULT_SIZE = 'slide-5x5';
/** The sizes the size chooser offers at one click, as [columns, rows]. */
export const PRESETS = /** @type {const} */ ([
  [3, 3],
  [4, 4],
  [5, 5],
  [6, 6],
  [7, 7],
  [10, 10],
]);

const STORAGE_KEY = 'puzzle-playground:size';
const NAME = /^slide-(\d{1,9})x(\d{1,9})$/i;

/** @typedef {{ columns: number, rows: number }} Shape */

/**
 * The name of the sliding board `columns` across and `rows` down.
 * @param {number} columns
 * @param {number} rows
 */
export function slideKind(columns, rows) {
  return `slide-${columns}x${rows}`;
}

/**
 * Whether `kind` names a sliding board of some size (in range or not).
 * @param {string | null | undefined} kind
 */
export function isSlideKind(kind) {
  return typeof kind === 'string' && NAME.test(kind);
}

/**
 * `n` within the sides a board may have.
 * @param {number} n
 */
const clampSide = (n) => Math.min(MAX_SIDE, Math.max(MIN_SIDE, n));

/**
 * What the name `name` says of a sliding board: null when it names none (another puzzle,
 * or no size); else the board's `kind` as the page writes it (`slide-7x3`, whatever the
 * case or zeros of `name`) and its shape, with a `problem` in words when the size is out
 * of range, and then the nearest size in range as `kind` and shape.
 * @param {string} name
 * @returns {(Shape & { kind: string, problem?: string }) | null}
 */
export function readSlideKind(name) {
  const match = NAME.exec(name);
  if (!match) return null;
  const [columns, rows] = [Number(match[1]), Number(match[2])];
  if (columns === clampSide(columns) && rows === clampSide(rows)) return { kind: slideKind(columns, rows), columns, rows };
  const near = { columns: clampSide(columns), rows: clampSide(rows) };
  return {
    kind: slideKind(near.columns, near.rows),
    ...near,
    problem: `The link asks for a board of ${sizeText({ columns, rows })}, but a board is ${MIN_SIDE} to ${MAX_SIDE} cells across and down: here is the nearest size, ${sizeText(near)}.`,
  };
}

/**
 * A size as people read it: "7 × 3" (columns first).
 * @param {Shape} shape
 */
export function sizeText({ columns, rows }) {
  return `${columns} × ${rows}`;
}

/**
 * How the text fields write a board of `shape`: "35 tokens row by row (7 x 5), x for the gap".
 * @param {Shape} shape
 */
export function formatHelp({ columns, rows }) {
  return `${columns * rows} tokens row by row (${columns} x ${rows}), x for the gap`;
}

/**
 * Remembers `kind` as the last size opened.
 * @param {string} kind
 * @param {Storage} [storage]
 */
export function rememberSize(kind, storage = localStorage) {
  try {
    storage.setItem(STORAGE_KEY, kind);
  } catch {
    // storage full or disabled: the picker opens the default size
  }
}

/**
 * The last size this browser opened, if it is one in range; else the default size.
 * @param {Storage} [storage]
 */
export function recallSize(storage = localStorage) {
  let kept = null;
  try {
    kept = storage.getItem(STORAGE_KEY);
  } catch {
    // storage disabled
  }
  const size = kept === null ? null : readSlideKind(kept);
  return size && !size.problem ? size.kind : DEFAULT_SIZE;
}
