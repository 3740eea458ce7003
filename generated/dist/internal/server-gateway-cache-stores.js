const mib = 1024 * 1024;
function whole(name, value, fallback) {
  if (value === void 0) return fallback;
  if (!(Number.isSafeInteger(value) && value > 0)) throw new RangeError(`${name} must be a whole number above 0`);
  return value;
}
class MemoryResultCache {
  entries = /* @__PURE__ */ new Map();
  bytes = 0;
  maxEntries;
  maxBytes;
  maxValueBytes;
  constructor(options = {}) {
    this.maxEntries = whole("MemoryResultCache: maxEntries", options.maxEntries, 1e4);
    this.maxBytes = whole("MemoryResultCache: maxBytes", options.maxBytes, 64 * mib);
    this.maxValueBytes = Math.min(whole("MemoryResultCache: maxValueBytes", options.maxValueBytes, mib), this.maxBytes);
  }
  get(key) {
    const entry = this.entries.get(key);
    if (entry === void 0) return void 0;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }
  set(key, value, text) {
    if (text.length > this.maxValueBytes) return;
    const bytes = key.length + Math.max(text.length, heapEstimate(value, this.maxBytes));
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== void 0) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      this.bytes -= this.entries.get(oldest).bytes;
      this.entries.delete(oldest);
    }
  }
  /** Answers kept and their bytes (keys and JSON texts), for a metrics page or a test. */
  stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}
function heapEstimate(value, limit) {
  let total = 0;
  const stack = [value];
  while (stack.length > 0 && total <= limit) {
    const item = stack.pop();
    if (typeof item === "string") total += 20 + item.length;
    else if (typeof item === "number") total += Number.isInteger(item) ? 0 : 16;
    else if (typeof item === "object" && item !== null) {
      const children = Object.values(item);
      total += 56 + 8 * children.length;
      for (const child of children) stack.push(child);
    }
  }
  return total;
}
const getScript = `
if redis.call('STRLEN', KEYS[1]) > tonumber(ARGV[1]) then return false end
return redis.call('GET', KEYS[1])
`;
const setScript = `return redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2]))`;
class RedisResultCache {
  client;
  ttlSeconds;
  maxValueBytes;
  prefix;
  timeoutMs;
  constructor(options) {
    if (typeof options !== "object" || options === null || typeof options.client?.eval !== "function") {
      throw new TypeError("RedisResultCache: options.client must be a Redis client with an .eval method (node-redis createClient())");
    }
    this.client = options.client;
    this.ttlSeconds = whole("RedisResultCache: ttlSeconds", options.ttlSeconds, 86400);
    this.maxValueBytes = whole("RedisResultCache: maxValueBytes", options.maxValueBytes, mib);
    this.timeoutMs = whole("RedisResultCache: timeoutMs", options.timeoutMs, 250);
    this.prefix = options.prefix ?? "rpcforge:cache:";
    if (typeof this.prefix !== "string" || this.prefix.length > 200) throw new TypeError("RedisResultCache: prefix must be a string of at most 200 characters");
    options.client.on?.("error", () => void 0);
  }
  async get(key) {
    try {
      const text = await this.within(this.client.eval(getScript, { keys: [await this.key(key)], arguments: [String(this.maxValueBytes)] }));
      if (typeof text !== "string" || text.length > this.maxValueBytes) return void 0;
      return JSON.parse(text);
    } catch {
      return void 0;
    }
  }
  async set(key, _value, text) {
    if (text.length > this.maxValueBytes) return;
    try {
      await this.within(this.client.eval(setScript, { keys: [await this.key(key)], arguments: [text, String(this.ttlSeconds)] }));
    } catch {
    }
  }
  /** The Redis key: the prefix and the SHA-256 of the call's key (its params may be long; Redis never sees them). */
  async key(key) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key)));
    let hex = "";
    for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
    return `${this.prefix}${hex}`;
  }
  within(work) {
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("Redis did not answer in time")), this.timeoutMs);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }
}
export {
  MemoryResultCache,
  RedisResultCache,
  heapEstimate
};
