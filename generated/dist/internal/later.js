class Later {
  settled = false;
  value;
  next;
  /** Settles with `value`, or with what `value` settles with when it is a Later too. Only the first settle counts. */
  settle(value) {
    if (value instanceof Later) return value.onSettled((v) => this.settle(v));
    if (this.settled) return;
    this.settled = true;
    const next = this.next;
    if (next === void 0) this.value = value;
    else {
      this.next = void 0;
      next(value);
    }
  }
  /**
   * Calls `next` with the value once it is settled (now, when it is already). One reader: a second call replaces
   * the first. Not named `then`: a Later is no promise, and `await` must not take it for one. The callbacks must
   * not throw; whoever settles one from outside (a promise's callback) guards the chain.
   */
  onSettled(next) {
    if (this.settled) next(this.value);
    else this.next = next;
  }
  /** A Later of `map(value)`. */
  map(map) {
    const mapped = new Later();
    this.onSettled((value) => mapped.settle(map(value)));
    return mapped;
  }
}
export {
  Later
};
