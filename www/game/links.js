// Following the page's address: `#kind?board=…&goal=…` opens that puzzle at that position
// (see share.js), on the first visit and on the browser's Back and Forward.
import { readHash } from './share.js';
import { readSlideKind } from './sizes.js';
import { entryFor } from '../puzzles/catalogue.js';

/**
 * Opens the puzzle and position `hash` names: no hash opens the puzzle shown (the first at
 * start); a name that is no puzzle's opens the one it starts with ("fifteen/…") or the
 * first, one naming a sliding board of a size out of range the nearest size, each saying so.
 * @param {string} hash
 * @param {{ kinds: string[], shown: string | null, select: import('./session.js').Session['select'] }} parts
 */
export function follow(hash, { kinds, shown, select }) {
  const link = readHash(hash);
  if (link === null) return select(shown ?? kinds[0]);
  const size = readSlideKind(link.kind);
  if (size?.problem) return select(size.kind, { note: size.problem });
  const kind = size?.kind ?? link.kind;
  if (!entryFor(kind)) {
    const near = kinds.find((k) => kind.startsWith(k) && /^\W/.test(kind.slice(k.length))) ?? kinds[0];
    const title = entryFor(near)?.title ?? near;
    return select(near, { note: `The link names no puzzle of this page (${link.kind}); here is the ${title}.` });
  }
  select(kind, link.board || link.goal ? { texts: link, from: 'link' } : {});
}
