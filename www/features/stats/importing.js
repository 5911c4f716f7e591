// An import of kept solves that leaves the page answering throughout, in time linear in
// the file: its text is parsed and checked in a worker of its own (import-worker.js), each
// solve is played on its puzzle a slice at a time, and the new ones are kept a chunk at a
// time (store.js), what is done said as it goes. A storage that fills keeps what came
// before, and the words say how many.

/** @typedef {import('../../game/solo.js').Solve} Solve */
/** @typedef {import('../../game/rules.js').Rules} Rules */
/** @typedef {import('../../pkg/puzzle_core.js').Board} Board */

import { newcomers } from './solves.js';

/** How long a slice of the checks may hold the page, in milliseconds. */
const SLICE_MS = 8;

/**
 * The boards a kept solve passes, from its start, and its goal; or why it does not play (a
 * solve imported may come from elsewhere).
 * @param {Rules} rules
 * @param {Solve} made
 * @returns {{ boards: Board[], goal: Board } | { error: string }}
 */
export function replayed(rules, made) {
  try {
    const goal = rules.parse(made.goal);
    const boards = rules.replay(rules.parse(made.start), made.path);
    if (!rules.isGoal(boards[boards.length - 1], goal)) return { error: 'its moves do not reach its goal' };
    return { boards, goal };
  } catch (error) {
    return { error: /** @type {Error} */ (error).message.replace(/\.$/, '') };
  }
}

/**
 * The solves of `text`, read in a worker; or why not.
 * @param {string} text
 * @returns {Promise<{ solves: Solve[] } | { error: string }>}
 */
function parsed(text) {
  const worker = new Worker(new URL('./import-worker.js', import.meta.url), { type: 'module' });
  return new Promise((resolve) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => resolve({ error: `The file could not be read: ${event.message || 'its reader stopped'}.` });
    worker.postMessage(text);
  }).finally(() => worker.terminate());
}

/** Lets the page answer between two slices of work. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Why a solve of `solves` does not play on its puzzle, naming it; or ''. A slice at a time.
 * @param {Solve[]} solves
 * @param {(kind: string) => Rules} rulesOf
 * @param {(checked: number) => void} progress
 */
async function unplayable(solves, rulesOf, progress) {
  if (solves.length === 0) return 'The file holds no solves.';
  /** Each puzzle's rules and the levels its solves are kept at (null: not a puzzle of this page). @type {Map<string, { own: Rules, levels: string[] } | null>} */
  const rules = new Map();
  let since = performance.now();
  for (const [i, made] of solves.entries()) {
    if (!rules.has(made.puzzle)) {
      try {
        const own = rulesOf(made.puzzle);
        rules.set(made.puzzle, { own, levels: ['any', 'custom', ...own.capabilities().levels] });
      } catch {
        rules.set(made.puzzle, null);
      }
    }
    const known = rules.get(made.puzzle);
    if (!known) return `Solve ${i + 1} of the file is of ${made.puzzle}, which is not a puzzle of this page.`;
    if (!known.levels.includes(made.level)) return `Solve ${i + 1} of the file is at level ${made.level}, which ${made.puzzle} does not have.`;
    const played = replayed(known.own, made);
    if ('error' in played) return `Solve ${i + 1} of the file does not play: ${played.error}.`;
    if (performance.now() - since > SLICE_MS) {
      progress(i + 1);
      await pause();
      since = performance.now();
    }
  }
  return '';
}

/**
 * What an import came to: refused (`error`, nothing kept), or the solves it brought that
 * were new (`added`), those kept already (`already`), how many of the new ones this browser
 * kept (`kept`: fewer when its storage filled) and the solves now kept.
 * @typedef {{ error: string } | { added: number, already: number, kept: number, solves: Solve[] }} Imported
 */

/**
 * Imports the solves of `text` into `store`, beside `kept` (the solves kept now);
 * `say(words)` hears how far it is.
 * @param {string} text
 * @param {{ kept: Solve[], store: import('./store.js').SolveStore, rulesOf: (kind: string) => Rules, say: (words: string) => void }} parts
 * @returns {Promise<Imported>}
 */
export async function importSolves(text, { kept, store, rulesOf, say }) {
  say('Reading the file…');
  const read = await parsed(text);
  if ('error' in read) return read;
  const count = read.solves.length;
  const error = await unplayable(read.solves, rulesOf, (checked) =>
    say(`Checking the solves: ${checked.toLocaleString('en')} of ${count.toLocaleString('en')}…`),
  );
  if (error) return { error };
  const { added, already } = newcomers(kept, read.solves);
  const { put } = await store.add(added, {
    progress: (done) => say(`Keeping the solves: ${done.toLocaleString('en')} of ${added.length.toLocaleString('en')}…`),
  });
  const { solves } = await store.all();
  return { added: added.length, already, kept: put, solves };
}
