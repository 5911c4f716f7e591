// Positions kept outside the page: in the URL hash (to share) and in localStorage (to
// come back to). Boards travel as the puzzle's judge text, so any board kind fits.

const STORAGE_PREFIX = 'puzzle-playground:';

/** Reads `#kind?board=…&goal=…` into { kind, board, goal } (texts), or null. */
export function readHash(hash = location.hash) {
  const match = /^#([a-z0-9]+)(?:\?(.*))?$/.exec(hash);
  if (!match) return null;
  const params = new URLSearchParams(match[2] ?? '');
  return { kind: match[1], board: params.get('board'), goal: params.get('goal') };
}

/** The hash that reopens `kind` at the given board and goal texts. */
export function hashFor(kind, { board, goal }) {
  const params = new URLSearchParams();
  if (board != null) params.set('board', board);
  if (goal != null) params.set('goal', goal);
  const query = params.toString();
  return query ? `#${kind}?${query}` : `#${kind}`;
}

/** Remembers the texts of `kind`'s last position. */
export function remember(kind, texts) {
  try {
    localStorage.setItem(STORAGE_PREFIX + kind, JSON.stringify(texts));
  } catch {
    // storage full or disabled: the page works without it
  }
}

/** The texts remembered for `kind`, or null. */
export function recall(kind) {
  try {
    const texts = JSON.parse(localStorage.getItem(STORAGE_PREFIX + kind));
    return texts && typeof texts.board === 'string' ? texts : null;
  } catch {
    return null;
  }
}
