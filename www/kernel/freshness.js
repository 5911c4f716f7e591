// The one guard against stale answers: a question asked about a position (or a goal, or a
// puzzle) that has changed since is answered with STALE instead of its value.

/**
 * What a guarded question resolves to once what it was asked about has changed.
 * @type {unique symbol}
 */
export const STALE = Symbol('stale');

export class Freshness {
  #version = 0;

  /** Makes every answer still awaited stale. */
  invalidate() {
    this.#version++;
  }

  /** A ticket for a question asked now: `ticket.stale` tells later whether it still matters. */
  ticket() {
    const asked = this.#version;
    const freshness = this;
    return {
      get stale() {
        return freshness.#version !== asked;
      },
    };
  }

  /**
   * `promise`'s value, or STALE if invalidate() ran before it settled; a stale rejection
   * resolves to STALE too, a fresh one rejects.
   * @template T
   * @param {Promise<T>} promise
   * @returns {Promise<T | typeof STALE>}
   */
  async guard(promise) {
    const ticket = this.ticket();
    try {
      const value = await promise;
      return ticket.stale ? STALE : value;
    } catch (error) {
      if (ticket.stale) return STALE;
      throw error;
    }
  }
}
