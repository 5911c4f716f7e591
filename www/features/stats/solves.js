// Every solved attempt of a one-player puzzle, as this browser keeps it (store.js): its
// time, moves (in both metrics), optimal length, help taken, date, start and goal, and its
// moves with the time before each, enough to replay it at its own pace. Each is checked
// field by field wherever it comes from. Export and import as JSON or CSV (the CSV read
// and written by papaparse, loaded only then); no cell of an export is one a spreadsheet
// would run as a formula.

import { movesText } from '../../kernel/words.js';

/** @typedef {import('../../game/solo.js').Solve} Solve */

const VERSION = 1;
/** The columns of the CSV, in order: a solve's fields. */
export const COLUMNS = /** @type {const} */ (['puzzle', 'level', 'date', 'millis', 'moves', 'mtm', 'optimal', 'helped', 'start', 'goal', 'path', 'gaps']);

/**
 * Why `value` is not a count of at least `least`, or ''.
 * @param {unknown} value
 * @param {number} least
 */
const notCount = (value, least) => (Number.isSafeInteger(value) && /** @type {number} */ (value) >= least ? '' : `is not a whole number from ${least}`);

/** A puzzle's or a level's name: a letter, then letters, digits and dashes. */
const NAME = /^[a-z][a-z0-9-]{0,19}$/;

/**
 * Whether `value` is a date and time as the page writes them (an ISO 8601 instant in UTC,
 * to the millisecond), and a real one.
 * @param {unknown} value
 */
const isDate = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(value).toISOString() === value;

/**
 * What is wrong with `value` as a solve, naming the field (and the value), or ''.
 * @param {unknown} value
 * @returns {string}
 */
export function problem(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'is not a solve';
  const solve = /** @type {Record<string, unknown>} */ (value);
  const missing = COLUMNS.find((field) => !(field in solve));
  if (missing) return `has no ${missing}`;
  /** @type {[string, string][]} */
  const checks = [
    ['puzzle', typeof solve.puzzle === 'string' && NAME.test(solve.puzzle) ? '' : 'is not a puzzle’s name'],
    ['level', typeof solve.level === 'string' && NAME.test(solve.level) ? '' : 'is not a level'],
    ['date', isDate(solve.date) ? '' : 'is not a date and time as 2026-11-28T09:30:00.000Z'],
    ['millis', notCount(solve.millis, 0)],
    ['moves', notCount(solve.moves, 1)],
    ['mtm', solve.mtm === null ? '' : notCount(solve.mtm, 1)],
    ['optimal', solve.optimal === null ? '' : notCount(solve.optimal, 0)],
    ['helped', typeof solve.helped === 'boolean' ? '' : 'is not true or false'],
    ['start', typeof solve.start === 'string' && solve.start.length <= 2000 ? '' : 'is not a board'],
    ['goal', typeof solve.goal === 'string' && solve.goal.length <= 2000 ? '' : 'is not a board'],
    ['path', Array.isArray(solve.path) && solve.path.every((move) => typeof move === 'string' && /^[\w-]{1,8}$/.test(move)) ? '' : 'is not a list of moves'],
    ['gaps', Array.isArray(solve.gaps) && solve.gaps.every((gap) => !notCount(gap, 0)) ? '' : 'is not a list of milliseconds'],
  ];
  const failed = checks.find(([, why]) => why);
  if (failed) return `${failed[0]} ${shown(solve[failed[0]])} ${failed[1]}`;
  const { moves, mtm, optimal, path, gaps } = /** @type {Solve} */ (value);
  if (path.length < moves) return `path has ${movesText(path.length)}, fewer than its ${movesText(moves)}`;
  if (gaps.length !== path.length) return `gaps has ${gaps.length === 1 ? 'one time' : `${gaps.length} times`} for ${movesText(path.length)}`;
  if (mtm !== null && mtm > moves) return `mtm ${mtm} is more than its ${movesText(moves)}`;
  // no solve is shorter than the shortest
  if (optimal !== null && optimal > moves) return `optimal ${optimal} is more than its ${movesText(moves)}`;
  return '';
}

/**
 * A value as a message quotes it: short, and on one line.
 * @param {unknown} value
 */
function shown(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 21)}...` : text;
}

/**
 * `value` with only a solve's fields, in their order.
 * @param {Solve} value
 * @returns {Solve}
 */
const fieldsOf = (value) => /** @type {Solve} */ (Object.fromEntries(COLUMNS.map((field) => [field, value[field]])));

/**
 * The solves kept as `text`, and how many entries could not be read (the whole text is
 * one when it is not a store at all).
 * @param {string | null} text
 * @returns {{ solves: Solve[], unreadable: number }}
 */
export function parseStore(text) {
  if (text === null) return { solves: [], unreadable: 0 };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { solves: [], unreadable: 1 };
  }
  if (typeof value !== 'object' || value === null || value.version !== VERSION || !Array.isArray(value.solves)) return { solves: [], unreadable: 1 };
  const solves = /** @type {unknown[]} */ (value.solves).filter((solve) => !problem(solve)).map((solve) => fieldsOf(/** @type {Solve} */ (solve)));
  return { solves, unreadable: value.solves.length - solves.length };
}

/**
 * `solves` as the store keeps them, and as the JSON export gives them.
 * @param {Solve[]} solves
 */
export function storeText(solves) {
  return JSON.stringify({ version: VERSION, solves });
}

/**
 * What makes a solve the one solve it is (kept twice, or imported again): its puzzle,
 * level, date, time and moves; the key it is kept under.
 * @param {Solve} solve
 */
export const identity = (solve) => JSON.stringify([solve.puzzle, solve.level, solve.date, solve.millis, solve.moves]);

/**
 * Those of `incoming` that `kept` lacks (each once), and how many it had already; in
 * linear time.
 * @param {Solve[]} kept
 * @param {Solve[]} incoming
 */
export function newcomers(kept, incoming) {
  const known = new Set(kept.map(identity));
  /** @type {Solve[]} */
  const added = [];
  for (const solve of incoming) {
    const key = identity(solve);
    if (known.has(key)) continue;
    known.add(key);
    added.push(solve);
  }
  return { added, already: incoming.length - added.length };
}

/** papaparse, loaded when a CSV is first read or written. */
const papa = async () => (await import('papaparse')).default;

/**
 * `solves` as CSV (RFC 4180): a header of the columns, then a row per solve; the path
 * and the gaps are space-separated, an unknown length is empty. A cell that begins as a
 * formula would (an equals, plus or minus sign, an at sign, a tab or a return) is written
 * after a quote, as spreadsheets read text, and read back without it.
 * @param {Solve[]} solves
 */
export async function toCsv(solves) {
  const rows = solves.map((solve) => COLUMNS.map((field) => csvCell(solve[field])));
  return (await papa()).unparse({ fields: [...COLUMNS], data: rows }, { newline: '\n', escapeFormulae: FORMULA });
}

/** A cell a spreadsheet would read as a formula. */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A field's value in a CSV cell.
 * @param {unknown} value
 */
const csvCell = (value) => (Array.isArray(value) ? value.join(' ') : value === null ? '' : String(value));

/**
 * The solves in `text`, an export of this page (JSON or CSV, told by its first
 * character); or why not, naming the solve (JSON) or the line (CSV) and the field.
 * @param {string} text
 * @returns {Promise<{ solves: Solve[] } | { error: string }>}
 */
export async function parseExport(text) {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { error: 'The file is empty.' };
  if (/^\s*[{[]/.test(body)) return parseJson(body);
  return parseCsv(body);
}

/**
 * The solves of a JSON export.
 * @param {string} text
 * @returns {{ solves: Solve[] } | { error: string }}
 */
function parseJson(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `The file is not JSON: ${/** @type {Error} */ (error).message}` };
  }
  if (typeof value !== 'object' || value === null || !Array.isArray(value.solves))
    return { error: 'The file is JSON, but not solves exported from this page: it has no list of solves.' };
  if (value.version !== VERSION) return { error: `The file's version is ${shown(value.version)}; this page reads version ${VERSION}.` };
  for (const [i, solve] of value.solves.entries()) {
    const why = problem(solve);
    if (why) return { error: `Solve ${i + 1} of the file: ${why}.` };
  }
  return { solves: value.solves.map(fieldsOf) };
}

/**
 * The solves of a CSV export.
 * @param {string} text
 * @returns {Promise<{ solves: Solve[] } | { error: string }>}
 */
async function parseCsv(text) {
  const { data, errors } = (await papa()).parse(text.trimEnd(), { delimiter: ',', skipEmptyLines: false });
  const rows = /** @type {string[][]} */ (data);
  if (errors.length > 0) {
    const { row, message } = errors[0];
    return { error: `Line ${lineOf(rows, row ?? 0)} of the file: ${message}.` };
  }
  const header = rows[0] ?? [];
  if (header.join(',') !== COLUMNS.join(',')) return { error: `Line 1 of the file is not this page's header, ${COLUMNS.join(',')}.` };
  /** @type {Solve[]} */
  const solves = [];
  for (let i = 1; i < rows.length; i++) {
    const cells = rows[i];
    if (cells.length !== COLUMNS.length) return { error: `Line ${lineOf(rows, i)} of the file has ${cells.length} cells, not ${COLUMNS.length}.` };
    const solve = fromCells(cells);
    const why = problem(solve);
    if (why) return { error: `Line ${lineOf(rows, i)} of the file: ${why}.` };
    solves.push(/** @type {Solve} */ (solve));
  }
  return { solves };
}

/**
 * The line of the file row `row` of `rows` begins on (a cell may hold line breaks: a
 * board's rows).
 * @param {string[][]} rows
 * @param {number} row
 */
function lineOf(rows, row) {
  return rows.slice(0, row).reduce((line, cells) => line + cells.join(',').split('\n').length, 1);
}

/**
 * A solve's fields from a CSV row's cells, each read as its field's type (what does not
 * read stays text, for `problem` to name).
 * @param {string[]} cells
 * @returns {Record<string, unknown>}
 */
function fromCells(cells) {
  /** @param {string} cell */
  const number = (cell) => (/^\d+$/.test(cell) ? Number(cell) : cell);
  /** A cell as written, its formula's quote taken off. @param {string} cell */
  const plain = (cell) => (cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell);
  /** @param {string} cell */
  const optional = (cell) => (cell === '' ? null : number(cell));
  /** @param {string} cell */
  const list = (cell) => (cell === '' ? [] : cell.split(' '));
  const [puzzle, level, date, millis, moves, mtm, optimal, helped, start, goal, path, gaps] = cells.map(plain);
  const gapList = list(gaps).map(number);
  return {
    puzzle,
    level,
    date,
    millis: number(millis),
    moves: number(moves),
    mtm: optional(mtm),
    optimal: optional(optimal),
    helped: helped === 'true' ? true : helped === 'false' ? false : helped,
    start,
    goal,
    path: list(path),
    gaps: gapList.every((gap) => typeof gap === 'number') ? gapList : gaps,
  };
}
