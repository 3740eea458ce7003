import { MemoryRateLimiter } from "./rate-limit.js";
const freeBurstSeconds = 4;
const defaultRate = 1048576;
function rateOf(name, value) {
  if (value === void 0) return defaultRate;
  if (typeof value !== "number" || !(value >= 1)) throw new RangeError(`server options: ${name} must be a number >= 1 (Infinity for no limit)`);
  return value;
}
class FreeAnswerLimiter {
  perKey;
  perAddress;
  constructor(option) {
    let key;
    let address;
    if (typeof option === "object" && option !== null) {
      key = rateOf("freeBytesPerSecond.perKey", option.perKey);
      address = rateOf("freeBytesPerSecond.perAddress", option.perAddress);
    } else key = address = rateOf("freeBytesPerSecond", option);
    const bucket = (bytesPerSecond) => bytesPerSecond === Infinity ? void 0 : new MemoryRateLimiter({ creditsPerSecond: bytesPerSecond, burstSeconds: freeBurstSeconds });
    this.perKey = bucket(key);
    this.perAddress = bucket(address);
  }
  /**
   * Whether `bytes` of free answer may be written now to `apiKey` ('' or undefined: none, as for a public GET) at
   * `address` (undefined where the host does not say): `0` when they may (taken from both buckets), else the
   * refusal. The address is asked first; when it allows and the key then refuses, the address has paid for nothing,
   * which only slows that caller further.
   */
  take(apiKey, address, bytes) {
    if (address !== void 0 && address !== "" && this.perAddress !== void 0) {
      const refused = this.perAddress.take(address, bytes);
      if (refused !== 0) return { bytesPerSecond: refused.creditsPerSecond, retryAfterMs: refused.retryAfterMs };
    }
    if (apiKey !== void 0 && apiKey !== "" && this.perKey !== void 0) {
      const refused = this.perKey.take(apiKey, bytes);
      if (refused !== 0) return { bytesPerSecond: refused.creditsPerSecond, retryAfterMs: refused.retryAfterMs };
    }
    return 0;
  }
}
export {
  FreeAnswerLimiter,
  freeBurstSeconds
};
