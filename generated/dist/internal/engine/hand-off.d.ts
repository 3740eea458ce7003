/** The key a stand-in carries its hand-off under: a symbol, so that no handler of a caller's has it by chance. */
export declare const handOff: unique symbol;
type AnyFunction = (...args: never[]) => unknown;
/** Marks `standIn` as handing off to `to` once `settled` resolves; returns `standIn`. */
export declare function handingOff<F extends AnyFunction>(standIn: F, to: F, settled: Promise<unknown>): F;
/**
 * Calls `take` with the handler `handler` hands off to once that has settled, when `handler` is a marked stand-in;
 * nothing otherwise. A `settled` that rejects leaves the stand-in in place (it still answers every call).
 */
export declare function whenHandedOff(handler: unknown, take: (to: AnyFunction) => void): void;
export {};
