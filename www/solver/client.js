// The page's handle on the solver workers: one worker per puzzle, so that a long build or
// search of one puzzle never delays another's answers. Requests become promises; cancel()
// stops whatever a puzzle's worker runs by replacing that worker.

/** Thrown (as a rejection) for requests that cancel() cut short. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

/** One worker and the requests it has not answered yet. */
class Lane {
  #worker = null;
  #pending = new Map();

  send(id, message, request) {
    this.#pending.set(id, request);
    this.#spawned().postMessage({ id, ...message });
  }

  /** Ends the worker; its requests reject with `error`. The next request starts a new one. */
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
      this.stop(new Error(`the solver stopped: ${event.message ?? 'worker error'}`));
    };
    this.#worker = worker;
    return worker;
  }
}

export class SolverClient {
  #lanes = new Map();
  #nextId = 1;

  /**
   * Runs the worker operation `op` (see worker.js) of puzzle `kind` with the named `args`;
   * resolves to its result. `onProgress` receives the progress reports of a long one. A
   * request with a `lane` name runs in a worker of its own beside the puzzle's.
   */
  request(kind, op, args, { onProgress, lane = kind } = {}) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#lane(lane).send(id, { kind, op, args }, { resolve, reject, onProgress });
    });
  }

  /** Stops every request of the lane (a puzzle's name, by default), which reject with Cancelled; other lanes go on. */
  cancel(lane) {
    this.#lanes.get(lane)?.stop(new Cancelled());
  }

  #lane(name) {
    if (!this.#lanes.has(name)) this.#lanes.set(name, new Lane());
    return this.#lanes.get(name);
  }
}
