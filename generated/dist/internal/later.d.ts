/** A one-shot slot: settled once, read by one callback (run at once if it is settled already). */
export declare class Later<T> {
    private settled;
    private value;
    private next;
    /** Settles with `value`, or with what `value` settles with when it is a Later too. Only the first settle counts. */
    settle(value: T | Later<T>): void;
    /**
     * Calls `next` with the value once it is settled (now, when it is already). One reader: a second call replaces
     * the first. Not named `then`: a Later is no promise, and `await` must not take it for one. The callbacks must
     * not throw; whoever settles one from outside (a promise's callback) guards the chain.
     */
    onSettled(next: (value: T) => void): void;
    /** A Later of `map(value)`. */
    map<U>(map: (value: T) => U | Later<U>): Later<U>;
}
