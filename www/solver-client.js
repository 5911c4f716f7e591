// The page's handle on the solver worker: requests become promises, and cancel()
// stops whatever runs by replacing the worker.

/** Thrown (as a rejection) for requests that cancel() cut short. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

export class SolverClient {
  #url;
  #worker;
  #pending = new Map();
  #nextId = 1;

  constructor(url = new URL('./worker.js', import.meta.url)) {
    this.#url = url;
    this.#spawn();
  }

  /**
   * Runs `puzzle[op](...args)` in the worker; resolves to { result, millis }.
   * `onProgress` receives the worker's progress reports while it runs.
   */
  request(kind, op, args, { onProgress } = {}) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      this.#worker.postMessage({ id, kind, op, args });
    });
  }

  /** Whether a request is still running. */
  get busy() {
    return this.#pending.size > 0;
  }

  /** Stops all running requests (they reject with Cancelled) and starts a fresh worker. */
  cancel() {
    this.#worker.terminate();
    this.#failAll(new Cancelled());
    this.#spawn();
  }

  #spawn() {
    this.#worker = new Worker(this.#url, { type: 'module' });
    this.#worker.onmessage = ({ data }) => {
      const request = this.#pending.get(data.id);
      if (!request) return;
      if (data.progress) {
        request.onProgress?.(data.progress);
        return;
      }
      this.#pending.delete(data.id);
      if (data.ok) request.resolve({ result: data.result, millis: data.millis });
      else request.reject(new Error(data.error));
    };
    this.#worker.onerror = (event) => {
      event.preventDefault();
      this.#failAll(new Error(`the solver stopped: ${event.message ?? 'worker error'}`));
      this.#worker.terminate();
      this.#spawn();
    };
  }

  #failAll(error) {
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}
