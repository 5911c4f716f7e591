// Counts in words, as every part of the page writes them.

/**
 * `n` moves in words: "1 move", "43 moves".
 * @param {number} n
 */
export function movesText(n) {
  return `${n} ${n === 1 ? 'move' : 'moves'}`;
}

/**
 * A count of boards or positions as people read it: "12,345", "3.4 M", "1.25 billion".
 * @param {number} count
 */
export function countText(count) {
  if (count < 1e6) return count.toLocaleString('en');
  if (count < 1e9) return `${(count / 1e6).toFixed(1)} M`;
  return `${(count / 1e9).toFixed(2)} billion`;
}

/** A message longer than this is cut, with an ellipsis (a hostile link can carry megabytes). */
const MESSAGE_CHARS = 200;

/**
 * `text` cut to `MESSAGE_CHARS` characters.
 * @param {string} text
 */
export function shorten(text) {
  return text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS - 1)}…` : text;
}

/**
 * A size in bytes as people read it: "1.6 MB", "196 MB", "0.5 GB".
 * @param {number} bytes
 */
export function size(bytes) {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return bytes >= 1e7 ? `${Math.round(bytes / 1e6)} MB` : `${(bytes / 1e6).toFixed(1)} MB`;
}
