import { NotServedError } from "./not-served.js";
import { SubscriptionBook, subscriptionId } from "./subscription-book.js";
function subscriptionsFor(table, validators, handlers, options = {}) {
  if (typeof handlers !== "object" || handlers === null) throw new TypeError("serveSubscriptions: handlers must be an object with a function per subscription");
  for (const name of Object.keys(table)) {
    if (typeof handlers[name] !== "function") throw new TypeError(`serveSubscriptions: handlers.${name} must be a function returning an async iterable`);
  }
  const book = new SubscriptionBook(options.maxPerSocket, options.maxPerKey);
  const methods = /* @__PURE__ */ new Set();
  const credits = {};
  for (const facts of Object.values(table)) {
    methods.add(facts.subscribe).add(facts.unsubscribe);
    credits[facts.subscribe] = facts.subscribeCredits ?? 0;
    credits[facts.unsubscribe] = 0;
  }
  const serve = new Serving(table, validators, handlers, options, book);
  return { book, methods: [...methods], credits, handler: (method, params, context) => serve.call(method, params, context) };
}
class Serving {
  constructor(table, validators, handlers, options, book) {
    this.table = table;
    this.validators = validators;
    this.handlers = handlers;
    this.options = options;
    this.book = book;
    this.unsubscribes = new Set(Object.values(table).map((f) => f.unsubscribe));
  }
  table;
  validators;
  handlers;
  options;
  book;
  unsubscribes;
  call(method, params, context) {
    if (this.unsubscribes.has(method) && !Object.values(this.table).some((f) => f.subscribe === method)) return this.unsubscribe(method, params, context);
    const [name, rest] = this.kindOf(method, params);
    const check = this.validators.validateSubscriptionParams(name, rest);
    if (!check.ok) {
      const first = check.errors[0];
      const path = this.table[name]?.value === void 0 ? first?.path : first?.path.replace(/^params\[(\d+)\]/, (_, i) => `params[${Number(i) + 1}]`);
      throw new NotServedError(-32602, `Invalid params: ${path ?? "params"}: ${first?.message ?? "invalid"}`);
    }
    this.book.admit(context.socket, context.apiKey);
    return this.open(name, this.asHandlerParams(name, rest), context);
  }
  /** Params as the handler takes them: a subscription that takes either form gets the tuple, as a method's handler does. */
  asHandlerParams(name, params) {
    const facts = this.table[name];
    if (facts.paramStructure !== "either" || Array.isArray(params) || typeof params !== "object" || params === null) return params;
    const named = params;
    const tuple = facts.params.map((p) => Object.prototype.hasOwnProperty.call(named, p.name) ? named[p.name] : void 0);
    while (tuple.length > 0 && tuple[tuple.length - 1] === void 0) tuple.pop();
    return tuple.map((value) => value === void 0 ? null : value);
  }
  /** The subscription a call names: by its value (params[0]) when the method chooses among kinds, else the method's one. */
  kindOf(method, params) {
    const kinds = Object.entries(this.table).filter(([, f]) => f.subscribe === method);
    const chosen = kinds.filter(([, f]) => f.value !== void 0);
    if (chosen.length === 0) return [kinds[0][0], params ?? []];
    const values = chosen.map(([, f]) => f.value).join(", ");
    if (!Array.isArray(params) || params.length === 0) throw new NotServedError(-32602, `Invalid params: params: [kind, \u2026] (${values})`);
    const found = chosen.find(([, f]) => f.value === params[0]);
    if (found === void 0) throw new NotServedError(-32602, `Invalid params: params[0]: one of ${values}`);
    return [found[0], params.slice(1)];
  }
  unsubscribe(method, params, context) {
    const byName = Object.values(this.table).find((f) => f.unsubscribe === method)?.unsubscribeByName;
    const id = Array.isArray(params) && params.length === 1 ? params[0] : byName !== void 0 && typeof params === "object" && params !== null ? params[byName] : void 0;
    if (typeof id !== "string") throw new NotServedError(-32602, "Invalid params: params[0]: the subscription id (a string)");
    const entry = this.book.get(context.socket, id);
    if (entry === void 0) return false;
    this.book.end(entry, void 0);
    return true;
  }
  async open(name, params, context) {
    const facts = this.table[name];
    const controller = new AbortController();
    const id = subscriptionId();
    const iterable = await this.handlers[name](params, { name, apiKey: context.apiKey, signal: controller.signal });
    const iterator = typeof iterable?.[Symbol.asyncIterator] === "function" ? iterable[Symbol.asyncIterator]() : void 0;
    if (iterator === void 0) throw new TypeError(`serveSubscriptions: handlers.${name} returned no async iterable`);
    let ended = false;
    const entry = {
      id,
      socket: context.socket,
      apiKey: context.apiKey,
      end: () => {
        ended = true;
        controller.abort(new Error("the subscription ended"));
        Promise.resolve().then(() => iterator.return?.()).catch(() => void 0);
      }
    };
    try {
      this.book.admit(context.socket, context.apiKey);
    } catch (error) {
      entry.end(void 0);
      throw error;
    }
    this.book.add(entry);
    context.whenAborted(() => this.book.end(entry, void 0))();
    const credits = this.options.credits?.[name] ?? facts.credits ?? 0;
    setTimeout(() => void this.pump(name, facts, entry, iterator, credits, context, () => ended), 0);
    return id;
  }
  /** Reads the source one value at a time: checked, charged, pushed; ends the subscription when any of it fails. */
  async pump(name, facts, entry, iterator, credits, context, ended) {
    const finish = (error) => {
      if (!ended()) this.book.end(entry, error);
    };
    try {
      while (!ended()) {
        const step = await iterator.next();
        if (ended()) return;
        if (step.done === true) return finish({ code: -32e3, message: "subscription ended: its source has no more notifications" });
        const check = this.validators.validateNotification(name, step.value);
        if (!check.ok) {
          this.options.log?.("notification dropped: it does not match the spec", { subscription: name, reason: `${check.errors[0]?.path}: ${check.errors[0]?.message}` });
          continue;
        }
        const charged = credits > 0 ? await context.charge(credits) : "ok";
        if (ended()) return;
        if (charged === "exhausted") return finish({ code: -32005, message: "subscription ended: daily credit limit exceeded" });
        if (charged === "unavailable") return finish({ code: -32e3, message: "subscription ended: the credit store is unavailable" });
        const text = JSON.stringify({ jsonrpc: "2.0", method: facts.notification, params: { [facts.subscriptionParam]: entry.id, [facts.resultParam]: step.value } });
        if (!entry.socket.push(text)) return finish();
      }
    } catch (error) {
      this.options.log?.("subscription failed", { subscription: name, error: error instanceof Error ? error.message : String(error) });
      finish({ code: -32603, message: "subscription ended: internal error" });
    }
  }
}
export {
  subscriptionsFor
};
