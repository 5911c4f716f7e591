// The game's keys: Ctrl+Z and Ctrl+Y undo and redo; on sliding boards the arrow keys and
// W A S D move the gap, or a tile, as the settings say (the core's legal moves say which
// way each tile goes); the puzzle's own keys (Nine's 1 and 2) make their moves.
import { LATE, NORMAL, onKey, plain } from '../../ui/keys.js';

/**
 * The way each arrow key (and W A S D) sends a tile: the way it points when it moves a
 * tile, the other way when it moves the gap (the gap going left is the tile beside it
 * going right).
 * @type {Record<string, { tile: string, gap: string }>}
 */
export const ARROWS = {
  ArrowLeft: { tile: 'left', gap: 'right' },
  ArrowRight: { tile: 'right', gap: 'left' },
  ArrowUp: { tile: 'up', gap: 'down' },
  ArrowDown: { tile: 'down', gap: 'up' },
  a: { tile: 'left', gap: 'right' },
  d: { tile: 'right', gap: 'left' },
  w: { tile: 'up', gap: 'down' },
  s: { tile: 'down', gap: 'up' },
};

/**
 * Binds the game's keys.
 * @param {import('../../game/session.js').Session} session
 * @param {() => import('../../kernel/settings.js').Settings} settings
 * @param {() => import('../../game/derive.js').Derived | null} derived
 */
export function bindKeys(session, settings, derived) {
  onKey(NORMAL, (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
    const lower = event.key.toLowerCase();
    if (lower === 'z' && !event.shiftKey) session.undo();
    else if (lower === 'y' || (lower === 'z' && event.shiftKey)) session.redo();
    else return false;
    return true;
  });
  onKey(LATE, (event) => {
    const now = derived();
    if (!plain(event) || !now || now.showing === 'edit') return false;
    const { entry } = now.game;
    const key = event.key;
    const arrow = ARROWS[key.length === 1 ? key.toLowerCase() : key];
    if (entry.sliding && arrow) {
      const way = arrow[settings().arrows];
      const move = now.game.rules.facts(now.game.history.current, now.goal).moves.find((m) => m.toward === way);
      if (move) session.play([move.move]);
      return true;
    }
    const move = entry.keys[key];
    if (move === undefined) return false;
    session.play([move]);
    return true;
  });
}
