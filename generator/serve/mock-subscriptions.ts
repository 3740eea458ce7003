// `serve --mock`'s subscriptions: with no upstream, the spec's subscriptions (x-subscription, or Starknet's naming
// convention) are served by the generated server's own `serveSubscriptions`, fed by the handlers made here. Each
// handler is an async generator: a notification at once, then one every `intervalMs` (default 1 s), until its
// subscription ends (unsubscribed, its socket closed, the server closing: the context's signal). The values are
// generated from the notification's schema (generator/values), kept only when the package's own validator takes
// them and when their declared identity (x-subscription `identity`) is not one of the kind's last 1,024: a client
// that dedupes by identity gets each one. The seeds count up per kind, across subscriptions, so a client that
// subscribes again gets new values. Bounds: one timer per open subscription, cleared when it ends (`pending()`
// counts them); a subscription's caps are the engine's (`maxPerSocket`, `maxPerKey`).
import fc from 'fast-check';
import type { Model, SubscriptionModel } from '../model/model.js';
import { NoValueError, schemaArbitrary, seedOf } from '../values/sample.js';
import { identityKey } from '../emit/client/runtime/internal/subscriptions.js';

/** The default time between a mocked subscription's notifications. */
export const defaultMockIntervalMs = 1000;

/** Identities each kind remembers, as the generated client's dedupe does. */
const remembered = 1024;

/** Values drawn per notification before the kind is given up as giving none. */
const attempts = 100;

type Source = (params: unknown, context: { signal: AbortSignal }) => AsyncIterable<unknown>;

export interface MockSubscriptions {
  /** A handler per subscription, for the generated `serveSubscriptions`. */
  handlers: Record<string, Source>;
  /** Subscriptions that send notifications. */
  mocked: string[];
  /** Subscriptions whose schema gave no valid value: subscribed, then ended at once (the engine's ended notice). */
  skipped: { name: string; reason: string }[];
  /** Timers waiting now (one per open subscription between two notifications). */
  pending(): number;
}

/** `validNotification(name, value)`: the generated package's `validateNotification(name, value).ok`. */
export function mockSubscriptions(model: Model, validNotification: (name: string, value: unknown) => boolean, intervalMs = defaultMockIntervalMs): MockSubscriptions {
  if (!(Number.isFinite(intervalMs) && intervalMs > 0)) throw new RangeError('--mock-interval: expected a positive number of seconds');
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const made: MockSubscriptions = { handlers: {}, mocked: [], skipped: [], pending: () => timers.size };
  for (const subscription of model.subscriptions) {
    const source = new NotificationSource(model, subscription, (value) => validNotification(subscription.name, value));
    try {
      source.check();
    } catch (error) {
      if (!(error instanceof NoValueError)) throw error;
      made.skipped.push({ name: subscription.name, reason: `no valid value from its notification schema (${error.message})` });
      made.handlers[subscription.name] = async function* () {};
      continue;
    }
    made.mocked.push(subscription.name);
    made.handlers[subscription.name] = async function* (_params, { signal }) {
      while (!signal.aborted) {
        yield source.next();
        await pause(intervalMs, signal, timers);
      }
    };
  }
  return made;
}

/** A kind's notifications: seeded values from its schema, valid and distinct by its identity. */
class NotificationSource {
  private readonly arbitrary: fc.Arbitrary<unknown>;
  private readonly seed: number;
  private drawn = 0;
  private readonly seen = new Set<string>();

  constructor(
    model: Model,
    private readonly subscription: SubscriptionModel,
    private readonly valid: (value: unknown) => boolean,
  ) {
    this.arbitrary = schemaArbitrary(subscription.notification.schema as never, { root: model.document });
    this.seed = seedOf(`${subscription.subscribe} ${subscription.name}`);
  }

  /** Throws NoValueError when the schema gives no valid value (tried once at start, without using it up). */
  check(): void {
    for (let i = 0; i < attempts; i++) if (this.valid(this.draw(i))) return;
    throw new NoValueError(`none of ${attempts} values generated from the schema was valid`);
  }

  /** The next value: valid, and of an identity not among the last `remembered`. */
  next(): unknown {
    for (let i = 0; i < attempts; i++) {
      const value = this.draw(this.drawn++);
      if (!this.valid(value)) continue;
      const key = identityKey(value, this.subscription.identity);
      if (key === undefined) return value;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      if (this.seen.size > remembered) this.seen.delete(this.seen.values().next().value as string);
      return value;
    }
    throw new NoValueError(`none of ${attempts} values generated from ${this.subscription.name}'s schema was valid and new`);
  }

  private draw(n: number): unknown {
    return fc.sample(this.arbitrary, { seed: (this.seed + n) | 0, numRuns: 1 })[0];
  }
}

/** Waits `ms`, or less when `signal` aborts; its timer is in `timers` only while it waits. */
function pause(ms: number, signal: AbortSignal, timers: Set<ReturnType<typeof setTimeout>>): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      timers.delete(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timers.add(timer);
    signal.addEventListener('abort', done, { once: true });
  });
}
