// How moves are written: a sliding board's letters (where the gap goes) and the slides
// of the multi-tile metric, a letter with a count (`d2`: two down at once).

/**
 * What a sliding board's move letters stand for, in words (the move list's key, the
 * shortest solutions' list); a letter and its word never part at a line's end.
 */
export const GAP_LETTERS = 'A letter is where the gap moves: d\u00a0down, l\u00a0left, r\u00a0right, u\u00a0up';

/**
 * The single moves of slides of the multi-tile metric: `d2` is `d`, `d`.
 * @param {string[]} slides
 */
export function singleMoves(slides) {
  return slides.flatMap((slide) => Array(Number(slide.slice(1) || 1)).fill(slide[0]));
}
