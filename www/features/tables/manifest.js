import { goalOf } from '../../game/session.js';

/** The tables a puzzle's solver uses: where each stands, and the optional ones offered to build. */
export default /** @type {import('../../shell/features.js').Manifest} */ ({
  name: 'tables',
  slot: 'stage-after',
  order: 40,
  load: [{ when: ({ game }) => game.rules.tables(goalOf(game)).length > 0 }],
});
