// What the card of the player's solves says: the solves of a puzzle and level, a solve in
// a line, their summary.
import { movesText } from '../../kernel/words.js';
import { stopwatch } from '../../kernel/durations.js';

/** @typedef {import('../../game/solo.js').Solve} Solve */

/** The solves a page of the list shows. */
export const PAGE = 10;

/** Said where this browser would not keep a solve. */
/** What the tool says where this browser keeps no solves at all. */
export const STORAGE_OFF =
  'This browser keeps no solves here (its storage is turned off): the solves of this visit show, and are gone when it ends. Export them to keep them.';
export const NOT_KEPT = 'This browser would not keep the solve: its storage is full or turned off. Export your solves to keep them.';

/**
 * The solves of puzzle `kind` at `level`, oldest first.
 * @param {Solve[]} solves
 * @param {string | null} kind
 * @param {string} level
 */
export function solvesOf(solves, kind, level) {
  return solves.filter((solve) => solve.puzzle === kind && solve.level === level);
}

/**
 * A solve's date as the list shows it: "25 Nov 2026, 14:03".
 * @param {string} date  ISO 8601
 */
export function dateText(date) {
  return new Date(date).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * Which positions a level's solves started from, in words.
 * @param {string} level
 */
export function levelText(level) {
  if (level === 'custom') return 'from positions you set';
  return level === 'any' ? 'shuffled at any level' : `shuffled at level ${level}`;
}

/**
 * One solve in words: "14.52 · 43 moves (31 MTM) · optimal 21 · 2.96 moves/s · with help".
 * @param {Solve} solve
 */
export function solveText(solve) {
  const metric = solve.mtm === null ? '' : ` (${solve.mtm} MTM)`;
  const parts = [stopwatch(solve.millis), `${movesText(solve.moves)}${metric}`];
  if (solve.optimal !== null) parts.push(`optimal ${solve.optimal}`);
  if (solve.millis > 0) parts.push(`${(solve.moves / (solve.millis / 1000)).toFixed(2)} moves/s`);
  if (solve.helped) parts.push('with help');
  // a line breaks between the parts, never within one
  return parts.map((part) => part.replaceAll(' ', '\u00a0')).join(' · ');
}

/**
 * The solves of one puzzle and level in words: how many (this visit, with help), and the
 * means of the unaided ones, where the level is shuffled: moves (and MTM), moves a second
 * (all their moves over all their time), efficiency (their optimal lengths over their
 * moves).
 * @param {Solve[]} solves  oldest first
 * @param {string} since  when this visit began
 * @param {string} level
 */
export function summaryText(solves, since, level) {
  if (solves.length === 0) {
    const from = level === 'custom' ? levelText(level) : `of positions ${levelText(level)}`;
    return `No solves yet ${from}: solve one and its time, moves and replay are kept here.`;
  }
  const visit = solves.filter((solve) => solve.date >= since).length;
  const helped = solves.filter((solve) => solve.helped).length;
  const one = visit === 1 ? 'made this visit' : 'from an earlier visit';
  const made = solves.length === 1 ? one : visit === 0 ? 'none this visit' : `${visit} this visit`;
  const count = `${solves.length === 1 ? 'One solve' : `${solves.length} solves`} ${levelText(level)}, ${made}.`;
  if (level === 'custom') return `${count} ${solves.length === 1 ? 'It is' : 'They are'} kept to replay; times and averages count shuffled positions only.`;
  const aside = helped === 0 ? '' : ` ${helped === 1 ? 'One' : helped} with help ${helped === 1 ? 'is' : 'are'} left out of the figures.`;
  const unaided = solves.filter((solve) => !solve.helped);
  if (unaided.length === 0) return `${count}${aside}`;
  /** @param {(solve: Solve) => number} of */
  const mean = (of) => unaided.reduce((sum, solve) => sum + of(solve), 0) / unaided.length;
  const metric = unaided.every((solve) => solve.mtm !== null) ? ` (${mean((solve) => /** @type {number} */ (solve.mtm)).toFixed(1)} MTM)` : '';
  const timed = unaided.filter((solve) => solve.millis > 0);
  const speed = timed.length
    ? `, ${(timed.reduce((sum, s) => sum + s.moves, 0) / (timed.reduce((sum, s) => sum + s.millis, 0) / 1000)).toFixed(2)} moves/s`
    : '';
  const known = unaided.filter((solve) => solve.optimal !== null);
  const efficiency = known.length
    ? `, efficiency ${Math.round((100 * known.reduce((sum, s) => sum + /** @type {number} */ (s.optimal), 0)) / known.reduce((sum, s) => sum + s.moves, 0))}%`
    : '';
  const lead = unaided.length === 1 ? 'Without help:' : 'Without help, on average';
  return `${count}${aside} ${lead} ${mean((solve) => solve.moves).toFixed(1)} moves${metric}${speed}${efficiency}.`;
}
