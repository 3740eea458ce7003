import { methodInfo } from "../../methods.js";
import { NotServedError } from "./not-served.js";
import { errorFields, logError } from "./redact.js";
import { isThenable } from "./call.js";
const notSupportedMessage = "notifications not supported: subscribe over the WebSocket endpoint (/ws/\u2026)";
function isPushSocket(source) {
  return typeof source === "object" && typeof source.push === "function";
}
class Subscriptions {
  constructor(options, defaults, store, failOpen, logger, counted) {
    this.store = store;
    this.failOpen = failOpen;
    this.logger = logger;
    this.counted = counted;
    if (typeof options !== "object" || options === null || typeof options.handler !== "function" || !Array.isArray(options.methods)) {
      throw new TypeError("server options: subscriptions must be { methods, credits, handler(method, params, context) }");
    }
    const names = /* @__PURE__ */ new Map();
    for (const name of options.methods) {
      if (typeof name !== "string" || Object.prototype.hasOwnProperty.call(methodInfo, name)) continue;
      const cost = options.credits?.[name] ?? 0;
      if (!(Number.isSafeInteger(cost) && cost >= 0)) throw new RangeError(`server options: subscriptions.credits.${name} must be a whole number of credits, 0 or more`);
      const info = { name, paramStructure: "either", params: [], paramsOptional: true, credits: cost, idempotent: false };
      const handler = options.handler;
      names.set(name, {
        ...defaults,
        name,
        outside: name,
        info,
        cost,
        countParams: [],
        handler: (params, context) => handler(name, params, this.context(name, context))
      });
    }
    this.names = names;
  }
  store;
  failOpen;
  logger;
  counted;
  names;
  /** The call's method when the option serves `name`; else undefined. */
  method(name) {
    return this.names.get(name);
  }
  /** The handler's context: the call's socket and key. No socket (HTTP): -32601, the call's charge given back. */
  context(method, call) {
    const source = call.source;
    if (!isPushSocket(source)) throw new NotServedError(-32601, notSupportedMessage);
    const { apiKey } = call;
    const link = call.whenAborted;
    const whenAborted = typeof link === "function" ? (listener) => link.call(call, listener) : () => () => void 0;
    return { method, apiKey, socket: source, charge: (credits) => this.charge(apiKey, credits), whenAborted };
  }
  charge(apiKey, credits) {
    const { store } = this;
    if (!(credits > 0) || store === void 0) return "ok";
    const verdict = (charge, error) => {
      if (charge === void 0) {
        logError(this.logger, "credit store failed", { method: "eth_subscription", transport: "ws", error: errorFields(error, apiKey) });
        return this.failOpen ? "ok" : "unavailable";
      }
      if (!charge.ok) return "exhausted";
      this.counted(credits);
      return "ok";
    };
    try {
      const pending = store.charge(apiKey, credits);
      if (!isThenable(pending)) return verdict(pending);
      return Promise.resolve(pending).then(
        (charge) => verdict(charge),
        (error) => verdict(void 0, error ?? new Error("the credit store failed"))
      );
    } catch (error) {
      return verdict(void 0, error);
    }
  }
}
export {
  Subscriptions,
  notSupportedMessage
};
