// What the page says of a table: loading, building (with its progress), ready (and how),
// optional (what it costs), failed.
import { size } from '../../kernel/words.js';

/** @typedef {import('../../pkg/puzzle_core.js').Table} Table */
/** @typedef {import('../../solver/tables.js').TableState} TableState */

/**
 * What the page says of a table, and which buttons it offers.
 * @param {Table} table
 * @param {TableState | undefined} known
 * @param {boolean} small  the device is a phone
 * @returns {{ text: string, tone: string, build: boolean, cancel: boolean }}
 */
export function tableLine(table, known, small) {
  const { label, purpose } = table;
  const state = known?.state ?? 'checking';
  const line = (/** @type {string} */ text, tone = '', build = false, cancel = false) => ({ text, tone, build, cancel });
  switch (state) {
    case 'loading':
      return line(`Loading the ${label} this browser kept…`, 'busy');
    case 'building':
      return line(`Building the ${label} (once; this browser keeps them): ${Math.floor((known?.progress ?? 0) * 100)}%`, 'busy', false, table.optional);
    case 'ready': {
      const how =
        known?.how === 'built' && known.millis !== undefined
          ? ` (built in ${(known.millis / 1000).toFixed(1)} s)`
          : known?.how === 'loaded'
            ? ' (loaded from this browser)'
            : '';
      const visit = known?.kept === false ? `; this browser could not keep their ${size(table.bytes)}, so they serve this visit only` : '';
      return line(`Ready: the ${label}, for ${purpose}${how}${visit}.`, 'ok');
    }
    case 'absent': {
      // a phone may refuse a build of hundreds of megabytes
      const fit = small && table.buildBytes > 256e6 ? ' On a phone they may not fit.' : '';
      // a build's time follows its memory: under 64 MB, seconds (docs/performance.md)
      const time = table.buildBytes < 64e6 ? 'seconds' : 'tens of seconds';
      return line(
        `Optional: the ${label}, for ${purpose}. This browser keeps their ${size(table.bytes)}; building them takes about ${size(table.buildBytes)} of memory and ${time} of one core.${fit}`,
        '',
        true,
      );
    }
    case 'failed':
      return line(`The ${label} could not be made ready: ${known?.message ?? 'unknown error'}`, 'error', table.optional);
    default:
      return line(table.optional ? `Looking for the ${label} in this browser…` : `Preparing the ${label}…`, 'busy');
  }
}
