// The page's handle on the solver workers: one worker per puzzle, so that a long build or
// search of one puzzle never delays another's answers. Requests become promises typed
// from the worker's own operations (WorkerApi); cancel() stops whatever a puzzle's worker
// runs by replacing that worker (and its helpers', for a search several workers share),
// and keeps a worker with nothing to stop; release() ends workers to give their memory
// back.

import { inTeam, shareAnytime, shareSearch } from './team.js';

/** @typedef {import('./worker.js').WorkerApi} WorkerApi */
/** @typedef {import('../app/progress.js').Progress} Progress */
/** @typedef {import('../pkg/puzzle_core.js').Board} Board */

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

/** Thrown (as a rejection) for requests that cancel() cut short. */
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
class Lane {
  /** @type {Worker | null} */
  #worker = null;
  /** @type {Map<number, Pending>} */
  #pending = new Map();
  /** @type {() => void} */
  #onOutdated;

  /** @param {() => void} onOutdated */
  constructor(onOutdated) {
    this.#onOutdated = onOutdated;
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
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // a worker whose script is gone says nothing of why: ask the server whether this
      // page's own files (built with the worker's) are still there
      fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => (response.ok ? this.stop(new Error(`the solver stopped: ${event.message || 'worker error'}`)) : this.#outdated()),
        () => this.stop(new Error(`the solver stopped: ${event.message || 'worker error'}`)),
      );
    };
    this.#worker = worker;
    return worker;
  }

  #outdated() {
    this.stop(new Outdated());
    this.#onOutdated();
  }
}

export class SolverClient {
  /** @type {Map<string, Lane>} */
  #lanes = new Map();
  #nextId = 1;
  #onOutdated;

  /** @param {{ onOutdated?: () => void }} [options] `onOutdated()` runs when the page's worker files are gone. */
  constructor({ onOutdated = () => {} } = {}) {
    this.#onOutdated = onOutdated;
  }

  /**
   * Runs the worker operation `op` of puzzle `kind` with the named `args`; resolves to its
   * result. `onProgress` receives the progress reports of a long one. A request with a
   * `lane` name runs in a worker of its own beside the puzzle's.
   * @template {keyof WorkerApi} K
   * @param {string} kind
   * @param {K} op
   * @param {Args<K>} args
   * @param {{ onProgress?: (progress: Progress) => void, lane?: string }} [options]
   * @returns {Promise<Answer<K>>}
   */
  request(kind, op, args, { onProgress, lane = kind } = {}) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#lane(lane).send(id, { kind, op, args }, { resolve, reject, onProgress });
    });
  }

  /**
   * The search from `start` to `goal` of puzzle `kind` shared by `workers` helper workers
   * beside the puzzle's own, which plans it (see team.js): the answer `solve` gives.
   * @param {string} kind
   * @param {{ start: Board, goal: Board }} args
   * @param {{ workers: number, onProgress?: (progress: Progress) => void }} options
   */
  share(kind, args, options) {
    return shareSearch((k, op, a, o) => this.request(k, op, a, o), this.#end, kind, args, options);
  }

  /**
   * The anytime search from `start` to `goal` of puzzle `kind` on `workers` helper
   * workers (see team.js): its beams in one, the iterations that raise its bound shared
   * by the others, with the optional `tables` this browser kept; stopped by `cancel`.
   * @param {string} kind
   * @param {{ start: Board, goal: Board }} args
   * @param {{ workers: number, tables?: import('../pkg/puzzle_core.js').TableKey[], onProgress?: (progress: Progress) => void }} options
   */
  shareAnytime(kind, args, options) {
    return shareAnytime((k, op, a, o) => this.request(k, op, a, o), this.#end, kind, args, options);
  }

  /** Ends the worker of `lane`, its requests rejecting with Cancelled. @param {string} lane */
  #end = (lane) => this.#lanes.get(lane)?.stop(new Cancelled());

  /**
   * Stops every request of the lane (a puzzle's name, by default) and of its helpers'
   * lanes, which reject with Cancelled; other lanes go on. A worker is ended only if it
   * has a request to stop: an idle one (the puzzle's own, which planned a search its
   * helpers run) keeps its tables. Whether the worker of `lane` itself was ended.
   * @param {string} lane
   * @returns {boolean}
   */
  cancel(lane) {
    const ended = this.#lanes.get(lane)?.busy ?? false;
    for (const [name, running] of this.#lanes) {
      if (inTeam(name, lane) && running.busy) running.stop(new Cancelled());
    }
    return ended;
  }

  /**
   * Ends the workers of the lane and of its helpers' lanes, busy or not, giving their
   * memory back (a build's worker once its table is taken); their requests reject with
   * Cancelled.
   * @param {string} lane
   */
  release(lane) {
    for (const [name, running] of this.#lanes) {
      if (inTeam(name, lane)) running.stop(new Cancelled());
    }
  }

  /** @param {string} name */
  #lane(name) {
    let lane = this.#lanes.get(name);
    if (!lane) {
      lane = new Lane(this.#onOutdated);
      this.#lanes.set(name, lane);
    }
    return lane;
  }
}
