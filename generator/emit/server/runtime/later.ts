// A value that comes later, passed on by callback. The server core's answer to a call that waits (its handler's
// promise, a credit store or rate limiter that answers later) goes up through several steps: validating the
// result, counting the call, the request's reply, the transport's write. A promise per step costs two allocations
// and a turn of the microtask queue each, on every served call; a `Later` calls the next step at once when the value
// comes. Internal module: use server.ts.

/** A one-shot slot: settled once, read by one callback (run at once if it is settled already). */
export class Later<T> {
  private settled = false;
  private value: T | undefined;
  private next: ((value: T) => void) | undefined;

  /** Settles with `value`, or with what `value` settles with when it is a Later too. Only the first settle counts. */
  settle(value: T | Later<T>): void {
    if (value instanceof Later) return value.onSettled((v) => this.settle(v));
    if (this.settled) return;
    this.settled = true;
    const next = this.next;
    if (next === undefined) this.value = value;
    else {
      this.next = undefined;
      next(value);
    }
  }

  /**
   * Calls `next` with the value once it is settled (now, when it is already). One reader: a second call replaces
   * the first. Not named `then`: a Later is no promise, and `await` must not take it for one. The callbacks must
   * not throw; whoever settles one from outside (a promise's callback) guards the chain.
   */
  onSettled(next: (value: T) => void): void {
    if (this.settled) next(this.value as T);
    else this.next = next;
  }

  /** A Later of `map(value)`. */
  map<U>(map: (value: T) => U | Later<U>): Later<U> {
    const mapped = new Later<U>();
    this.onSettled((value) => mapped.settle(map(value)));
    return mapped;
  }
}
