// Positions kept outside the page: in the URL hash (to share) and in localStorage (to
// come back to). Boards travel as the puzzle's judge text, so any board kind fits.

const STORAGE_PREFIX = 'puzzle-playground:';

/** @typedef {{ board: string | null, goal: string | null }} Texts */

/**
 * Reads `#kind?board=…&goal=…` into { kind, board, goal } (texts); null when there is no
 * hash. Whether `kind` names a puzzle is the caller's to check.
 * @param {string} hash
 * @returns {(Texts & { kind: string }) | null}
 */
export function readHash(hash) {
  if (hash.length <= 1) return null;
  const [kind, query = ''] = hash.slice(1).split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  return { kind: decodeURIComponentSafely(kind), board: params.get('board'), goal: params.get('goal') };
}

/**
 * `text` with its %-escapes decoded, or as it is where they are malformed.
 * @param {string} text
 */
function decodeURIComponentSafely(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The hash that reopens `kind` at the given board and goal texts.
 * @param {string} kind
 * @param {Texts} texts
 */
export function hashFor(kind, { board, goal }) {
  const params = new URLSearchParams();
  if (board != null) params.set('board', board);
  if (goal != null) params.set('goal', goal);
  const query = params.toString();
  return query ? `#${kind}?${query}` : `#${kind}`;
}

/**
 * Remembers the texts of `kind`'s last position.
 * @param {string} kind
 * @param {Texts} texts
 */
export function remember(kind, texts) {
  try {
    localStorage.setItem(STORAGE_PREFIX + kind, JSON.stringify(texts));
  } catch {
    // storage full or disabled: the page works without it
  }
}

/**
 * The texts remembered for `kind`, or null.
 * @param {string} kind
 * @returns {Texts | null}
 */
export function recall(kind) {
  try {
    const texts = JSON.parse(localStorage.getItem(STORAGE_PREFIX + kind) ?? 'null');
    if (!texts || typeof texts.board !== 'string') return null;
    return { board: texts.board, goal: typeof texts.goal === 'string' ? texts.goal : null };
  } catch {
    return null;
  }
}

/**
 * Remembers the level of shuffles chosen, for the next visit.
 * @param {string} level
 */
export function rememberLevel(level) {
  try {
    localStorage.setItem(`${STORAGE_PREFIX}level`, level);
  } catch {
    // storage full or disabled: the page works without it
  }
}

/** The level of shuffles chosen on an earlier visit ('any' if none). */
export function recallLevel() {
  try {
    return localStorage.getItem(`${STORAGE_PREFIX}level`) ?? 'any';
  } catch {
    return 'any';
  }
}
