// The page's handle on its workers (see lanes.js): requests become promises typed from the
// worker's own operations (WorkerApi). `end` stops a lane's worker, its requests rejecting
// with Cancelled, and the next request starts a new one; `cancel` ends a puzzle's team
// where it has a request to stop; `retire` ends a puzzle's workers once they have all been
// idle a moment, so that the memory of a puzzle no longer shown (or of a search's helpers)
// is given back: its tables come back from this browser's cache. A worker whose core
// trapped is ended at once: it is never asked again.
import { inTeam, laneName } from './lanes.js';

/** @typedef {import('./worker.js').WorkerApi} WorkerApi */
/** @typedef {import('./progress.js').Progress} Progress */
/** @typedef {import('./lanes.js').Lane} Lane */

/**
 * The arguments of operation `K`.
 * @template {keyof WorkerApi} K
 * @typedef {Parameters<WorkerApi[K]>[1]} Args
 */
/**
 * What operation `K` resolves to.
 * @template {keyof WorkerApi} K
 * @typedef {Awaited<ReturnType<WorkerApi[K]>>} Answer
 */

/**
 * @typedef {object} Pending
 * @property {(value: any) => void} resolve
 * @property {(error: Error) => void} reject
 * @property {((progress: Progress) => void) | undefined} onProgress
 */

/** Thrown (as a rejection) for requests that were cut short: Cancel, Stop, a lane ended. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/** Thrown when a worker could not start: its file is gone (a newer version replaced the page's files). */
export class Outdated extends Error {
  constructor() {
    super('This page is older than the playground now served: reload it to go on.');
    this.name = 'Outdated';
  }
}

/** One worker and the requests it has not answered yet. */
class Worked {
  /** @type {Worker | null} */
  #worker = null;
  /** @type {Map<number, Pending>} */
  #pending = new Map();
  #onOutdated;
  #onIdle;

  /**
   * @param {() => void} onOutdated  runs when the page's worker files are gone
   * @param {() => void} onIdle  runs when the worker answered its last request
   */
  constructor(onOutdated, onIdle) {
    this.#onOutdated = onOutdated;
    this.#onIdle = onIdle;
  }

  /**
   * @param {number} id
   * @param {object} message
   * @param {Pending} request
   */
  send(id, message, request) {
    this.#pending.set(id, request);
    this.#spawned().postMessage({ id, ...message });
  }

  /** Whether a request sent here is unanswered (running, or queued behind one). */
  get busy() {
    return this.#pending.size > 0;
  }

  /** Whether a worker runs (busy or idle). */
  get alive() {
    return this.#worker !== null;
  }

  /**
   * Ends the worker; its requests reject with `error`. The next request starts a new one.
   * @param {Error} error
   */
  stop(error) {
    this.#worker?.terminate();
    this.#worker = null;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  #spawned() {
    if (this.#worker) return this.#worker;
    // written out here, so that the build finds the worker and bundles it
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      const request = this.#pending.get(data.id);
      if (!request) return;
      if (data.progress) {
        request.onProgress?.(data.progress);
        return;
      }
      this.#pending.delete(data.id);
      if (data.ok) request.resolve(data.result);
      else request.reject(new Error(data.error));
      // a core that trapped refuses every later call: the worker is replaced
      if (data.trapped) this.stop(new Error(`the solver stopped: ${data.error}`));
      else if (!this.busy) this.#onIdle();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // a worker whose script is gone says nothing of why: ask the server whether this
      // page's own files (built with the worker's) are still there
      const failed = () => this.stop(new Error(`the solver stopped: ${event.message || 'worker error'}`));
      fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' }).then((response) => (response.ok ? failed() : this.#outdated()), failed);
    };
    this.#worker = worker;
    return worker;
  }

  #outdated() {
    this.stop(new Outdated());
    this.#onOutdated();
  }
}

/**
 * How long a puzzle's workers stay idle before they are retired: a search shared by
 * several workers goes idle for a moment between its runs, and is not to be ended then.
 */
const RETIRE_AFTER_MS = 1500;

export class SolverClient {
  /** @type {Map<string, { lane: Lane, worked: Worked }>} */
  #lanes = new Map();
  /** The roles of each puzzle's workers to retire once idle (all of them: null). @type {Map<string, Lane['role'][] | null>} */
  #retiring = new Map();
  /** @type {Map<string, ReturnType<typeof setTimeout>>} */
  #timers = new Map();
  #nextId = 1;
  #onOutdated;

  /** @param {{ onOutdated?: () => void }} [options] `onOutdated()` runs when the page's worker files are gone. */
  constructor({ onOutdated = () => {} } = {}) {
    this.#onOutdated = onOutdated;
  }

  /**
   * Runs the worker operation `op` with the named `args` in the worker of `lane` (for
   * its puzzle); resolves to its result. `onProgress` hears a long one's reports.
   * @template {keyof WorkerApi} K
   * @param {Lane} lane
   * @param {K} op
   * @param {Args<K>} args
   * @param {{ onProgress?: (progress: Progress) => void }} [options]
   * @returns {Promise<Answer<K>>}
   */
  request(lane, op, args, { onProgress } = {}) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#worked(lane).send(id, { kind: lane.kind, op, args }, { resolve, reject, onProgress });
    });
  }

  /**
   * Ends the worker of `lane`, busy or not; its requests reject with Cancelled.
   * @param {Lane} lane
   */
  end(lane) {
    this.#lanes.get(laneName(lane))?.worked.stop(new Cancelled());
  }

  /**
   * Ends the workers of puzzle `kind`'s team that have a request to stop (they reject
   * with Cancelled); an idle one (the puzzle's own, which planned a search its helpers
   * run) keeps its tables. Whether the puzzle's own worker was ended.
   * @param {string} kind
   * @returns {boolean}
   */
  cancel(kind) {
    const own = this.#lanes.get(kind)?.worked.busy ?? false;
    for (const { lane, worked } of this.#lanes.values()) {
      if (inTeam(lane, kind) && worked.busy) worked.stop(new Cancelled());
    }
    return own;
  }

  /**
   * Ends the workers of puzzle `kind` (those of `roles`, or all) once every one of them
   * has been idle for RETIRE_AFTER_MS: a puzzle no longer shown gives its memory back, and
   * a search or build still running ends first.
   * @param {string} kind
   * @param {Lane['role'][]} [roles]
   */
  retire(kind, roles) {
    const before = this.#retiring.get(kind);
    this.#retiring.set(kind, roles && before !== null ? [...new Set([...(before ?? []), ...roles])] : null);
    this.#idle(kind);
  }

  /**
   * Keeps puzzle `kind`'s workers (it is shown again, or searches again).
   * @param {string} kind
   */
  keep(kind) {
    this.#retiring.delete(kind);
    clearTimeout(this.#timers.get(kind));
  }

  /**
   * The workers of puzzle `kind` to retire, once they are all idle, after RETIRE_AFTER_MS.
   * @param {string} kind
   */
  #idle(kind) {
    clearTimeout(this.#timers.get(kind));
    if (!this.#retiring.has(kind)) return;
    const roles = this.#retiring.get(kind);
    const lanes = [...this.#lanes.values()].filter(({ lane }) => lane.kind === kind && (!roles || roles.includes(lane.role)));
    if (lanes.some(({ worked }) => worked.busy)) return;
    this.#timers.set(
      kind,
      setTimeout(() => {
        if (lanes.some(({ worked }) => worked.busy)) return;
        for (const { worked } of lanes) worked.stop(new Cancelled());
        this.#retiring.delete(kind);
      }, RETIRE_AFTER_MS),
    );
  }

  /** Whether the worker of `lane` has a request unanswered. @param {Lane} lane */
  busy(lane) {
    return this.#lanes.get(laneName(lane))?.worked.busy ?? false;
  }

  /** The names of the lanes whose worker is alive (for tests and measurements). */
  get alive() {
    return [...this.#lanes.entries()].filter(([, { worked }]) => worked.alive).map(([name]) => name);
  }

  /** @param {Lane} lane */
  #worked(lane) {
    const name = laneName(lane);
    let known = this.#lanes.get(name);
    if (!known) {
      known = { lane, worked: new Worked(this.#onOutdated, () => this.#idle(lane.kind)) };
      this.#lanes.set(name, known);
    }
    clearTimeout(this.#timers.get(lane.kind));
    return known.worked;
  }
}
