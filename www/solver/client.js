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

  get busy() {
    return this.#pending.size > 0;
  }

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
   * resolves to its result. `onProgress` receives the progress reports of a long one.
   */
  request(kind, op, args, { onProgress } = {}) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#lane(kind).send(id, { kind, op, args }, { resolve, reject, onProgress });
    });
  }

  /** Whether a request of `kind` is still running. */
  busy(kind) {
    return this.#lanes.get(kind)?.busy ?? false;
  }

  /** Stops every request of `kind` (they reject with Cancelled); other puzzles go on. */
  cancel(kind) {
    this.#lanes.get(kind)?.stop(new Cancelled());
  }

  #lane(kind) {
    if (!this.#lanes.has(kind)) this.#lanes.set(kind, new Lane());
    return this.#lanes.get(kind);
  }
}
