// The rate limit of the server's free answers: `rpc.discover`, and GET of the docs page and of openrpc.json. They cost
// no credits, yet each is the whole document (about 126 KB for a spec of 50 methods, 1,000 times its request in a
// batch), so a caller with a spent key, or with none, could have the server write without end. They are bounded in
// bytes per second, per key and per client address, each with its own token bucket (metering/rate-limit.ts). Paid calls keep
// their own limiter (`creditsPerSecond`): a free answer neither spends nor needs their credits. Internal module: use
// server.ts.
import { MemoryRateLimiter } from './rate-limit.js';

/** `freeBytesPerSecond` as an object: the two rates apart (`Infinity`: no limit of that kind). */
export interface FreeRateOptions {
  /** Bytes per second of free answers per API key (default 1 MiB). */
  perKey?: number;
  /** Bytes per second of free answers per client address (default 1 MiB). */
  perAddress?: number;
}

/** Why a free answer was refused: the rate that refused it, and how long until it would fit. */
export interface FreeRefusal {
  bytesPerSecond: number;
  retryAfterMs: number;
}

/** Seconds of its rate a key or an address may take at once after a pause: a docs page and its document, twice. */
export const freeBurstSeconds = 4;

const defaultRate = 1_048_576;

/** A rate option: the default when absent, Infinity (no limit) or a number >= 1; a RangeError names it otherwise. */
function rateOf(name: string, value: unknown): number {
  if (value === undefined) return defaultRate;
  if (typeof value !== 'number' || !(value >= 1)) throw new RangeError(`server options: ${name} must be a number >= 1 (Infinity for no limit)`);
  return value;
}

/** The two buckets of free answers: per key and per client address. */
export class FreeAnswerLimiter {
  private readonly perKey: MemoryRateLimiter | undefined;
  private readonly perAddress: MemoryRateLimiter | undefined;

  constructor(option: number | FreeRateOptions | undefined) {
    let key: number;
    let address: number;
    if (typeof option === 'object' && option !== null) {
      key = rateOf('freeBytesPerSecond.perKey', option.perKey);
      address = rateOf('freeBytesPerSecond.perAddress', option.perAddress);
    } else key = address = rateOf('freeBytesPerSecond', option);
    const bucket = (bytesPerSecond: number) =>
      bytesPerSecond === Infinity ? undefined : new MemoryRateLimiter({ creditsPerSecond: bytesPerSecond, burstSeconds: freeBurstSeconds });
    this.perKey = bucket(key);
    this.perAddress = bucket(address);
  }

  /**
   * Whether `bytes` of free answer may be written now to `apiKey` ('' or undefined: none, as for a public GET) at
   * `address` (undefined where the host does not say): `0` when they may (taken from both buckets), else the
   * refusal. The address is asked first; when it allows and the key then refuses, the address has paid for nothing,
   * which only slows that caller further.
   */
  take(apiKey: string | undefined, address: string | undefined, bytes: number): 0 | FreeRefusal {
    if (address !== undefined && address !== '' && this.perAddress !== undefined) {
      const refused = this.perAddress.take(address, bytes);
      if (refused !== 0) return { bytesPerSecond: refused.creditsPerSecond, retryAfterMs: refused.retryAfterMs };
    }
    // Without a key every caller would share one bucket: the address is then the only measure.
    if (apiKey !== undefined && apiKey !== '' && this.perKey !== undefined) {
      const refused = this.perKey.take(apiKey, bytes);
      if (refused !== 0) return { bytesPerSecond: refused.creditsPerSecond, retryAfterMs: refused.retryAfterMs };
    }
    return 0;
  }
}
