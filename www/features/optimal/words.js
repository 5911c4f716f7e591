// The words of the list of shortest solutions: their count, the page shown, a count's
// progress, and the moves grouped by five letters.
import { describeProgress } from '../../solver/progress.js';
import { countText as positionsText } from '../../kernel/words.js';

/** The solutions a page lists. */
export const PAGE = 10;

/**
 * The count in words, grouped by thousands: "The only shortest solution", "All 1,234 shortest solutions".
 * @param {string} count  in decimal (it may pass 2^53)
 */
export function countText(count) {
  if (count === '1') return 'The only shortest solution';
  if (count === '2') return 'Both shortest solutions';
  return `All ${BigInt(count).toLocaleString('en')} shortest solutions`;
}

/**
 * Which solutions a page shows, in words: "1 to 10 of 40", "41 of 41" (one shown), "1 to
 * 10 of the first 10,000 of 25,000" (where fewer are listed than there are).
 * @param {number} first  the place of the first, from 0
 * @param {number} shown  how many the page shows
 * @param {string} count
 * @param {string} [listed]  how many of them can be shown, all by default
 */
export function rangeText(first, shown, count, listed = count) {
  const of = BigInt(count).toLocaleString('en');
  const among = listed === count ? of : `the first ${BigInt(listed).toLocaleString('en')} of ${of}`;
  const from = (first + 1).toLocaleString('en');
  return shown <= 1 ? `${from} of ${among}` : `${from} to ${(first + shown).toLocaleString('en')} of ${among}`;
}

/**
 * Where a count by a search stands, `elapsed` milliseconds after it began: "Counting: 12.3 M
 * positions searched in 1.5 s" (the tables' build or load as the solver says it). It
 * names no bound: the count's own search for the length would seem to contradict a
 * Solve that proved more.
 * @param {import('../../solver/progress.js').Progress} progress
 * @param {number} elapsed
 */
export function countingText(progress, elapsed) {
  if (progress.phase === 'lab') return '';
  if (progress.phase !== 'search') return describeProgress(progress, elapsed, 'pattern databases');
  return `Counting: ${positionsText(progress.nodes)} positions searched in ${(elapsed / 1000).toFixed(1)} s`;
}

/**
 * Moves written in groups of five letters, which read (and wrap) more easily: "lurdr ulurd ll".
 * @param {string[]} moves
 */
export function groupedMoves(moves) {
  const letters = moves.join('');
  return letters.match(/.{1,5}/g)?.join(' ') ?? '';
}
