// The page's workers, named as values: each lane is one Web Worker with its own core,
// running one request at a time. A puzzle has its own worker (tables, solves, plain
// questions); the helpers of its team (a search shared by several workers, the beams of an
// anytime one, the interim tables' answers while its own worker builds the defaults) run
// beside it, and Cancel of a solve ends them together; the search lab, the counting of
// shortest solutions and a table's build have lanes of their own, which a solve's Cancel
// leaves alone.

/**
 * What a worker does for puzzle `kind`: its own work, a helper's share of a team search
 * (`index` from 1), the beams of an anytime search, answers from interim tables, the search
 * lab, counting shortest solutions, or building the optional table `family`.
 * @typedef {{ kind: string, role: 'own' | 'helper' | 'beams' | 'interim' | 'lab' | 'count' | 'build', index?: number, family?: string }} Lane
 */

/** @param {string} kind @returns {Lane} */
export const ownLane = (kind) => ({ kind, role: 'own' });
/** @param {string} kind @param {number} index  from 1 @returns {Lane} */
export const helperLane = (kind, index) => ({ kind, role: 'helper', index });
/** @param {string} kind @returns {Lane} */
export const beamsLane = (kind) => ({ kind, role: 'beams' });
/** @param {string} kind @returns {Lane} */
export const interimLane = (kind) => ({ kind, role: 'interim' });
/** @param {string} kind @returns {Lane} */
export const labLane = (kind) => ({ kind, role: 'lab' });
/** @param {string} kind @returns {Lane} */
export const countLane = (kind) => ({ kind, role: 'count' });
/** @param {string} kind @param {string} family @returns {Lane} */
export const buildLane = (kind, family) => ({ kind, role: 'build', family });

/**
 * The `workers` helpers that share puzzle `kind`'s searches.
 * @param {string} kind
 * @param {number} workers
 */
export function teamLanes(kind, workers) {
  return Array.from({ length: workers }, (_, i) => helperLane(kind, i + 1));
}

/** The roles a solve's Cancel ends: the puzzle's own worker and its team's. */
const TEAM = new Set(['own', 'helper', 'beams', 'interim']);

/**
 * Whether `lane` works on puzzle `kind`'s solves (its own worker or a helper).
 * @param {Lane} lane
 * @param {string} kind
 */
export function inTeam(lane, kind) {
  return lane.kind === kind && TEAM.has(lane.role);
}

/**
 * A lane's one name, the key of its worker: `fifteen`, `fifteen#2`, `fifteen#beams`,
 * `lab:fifteen`, `build:fifteen-strong`, ...
 * @param {Lane} lane
 */
export function laneName({ kind, role, index, family }) {
  switch (role) {
    case 'own':
      return kind;
    case 'helper':
      return `${kind}#${index}`;
    case 'beams':
    case 'interim':
      return `${kind}#${role}`;
    case 'build':
      return `build:${family}`;
    default:
      return `${role}:${kind}`;
  }
}
