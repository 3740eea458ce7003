// A handler that stands in for another only until something settles: the gateway's start-up gate
// (@rpcforge/gateway's chain check), which holds a family's calls until the chain check's first round has settled and after
// that only tests a flag before each call. A server copies its handlers when it is built, usually before that round
// has settled, so it would keep the stand-in and its test for good. A stand-in marked here names the handler it hands
// off to and when: the engine (engine/engine.ts, engine/outside-spec.ts) puts that handler in its place once
// `settled` resolves, and calls go straight to it from then on. Internal module: use server.ts.

/** The key a stand-in carries its hand-off under: a symbol, so that no handler of a caller's has it by chance. */
export const handOff: unique symbol = Symbol('rpcforge.handOff');

type AnyFunction = (...args: never[]) => unknown;

interface HandOff {
  readonly settled: Promise<unknown>;
  readonly to: AnyFunction;
}

/** Marks `standIn` as handing off to `to` once `settled` resolves; returns `standIn`. */
export function handingOff<F extends AnyFunction>(standIn: F, to: F, settled: Promise<unknown>): F {
  Object.defineProperty(standIn, handOff, { value: { settled, to } satisfies HandOff });
  return standIn;
}

/**
 * Calls `take` with the handler `handler` hands off to once that has settled, when `handler` is a marked stand-in;
 * nothing otherwise. A `settled` that rejects leaves the stand-in in place (it still answers every call).
 */
export function whenHandedOff(handler: unknown, take: (to: AnyFunction) => void): void {
  if (typeof handler !== 'function') return;
  const mark = (handler as { [handOff]?: HandOff })[handOff];
  if (mark === undefined) return;
  mark.settled.then(
    () => take(mark.to),
    () => undefined,
  );
}
