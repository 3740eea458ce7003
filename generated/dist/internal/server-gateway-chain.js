import { JsonRpcError } from "../errors.js";
import { unavailable } from "./server-gateway-upstream-answers.js";
const chainIdMethods = /* @__PURE__ */ new Map([
  ["eth_", "eth_chainId"],
  ["starknet_", "starknet_chainId"]
]);
const checkMs = 5e3;
function chainIdOf(value) {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? `0x${value.toString(16)}` : void 0;
  if (typeof value !== "string") return void 0;
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return `0x${BigInt(value).toString(16)}`;
  if (/^[0-9]{1,78}$/.test(value)) return `0x${BigInt(value).toString(16)}`;
  return void 0;
}
function majority(ids) {
  const votes = /* @__PURE__ */ new Map();
  for (const id of ids) if (id !== void 0 && id !== "outage") votes.set(id, (votes.get(id) ?? 0) + 1);
  let best = 0;
  let chosen;
  for (const id of ids) {
    if (id === void 0 || id === "outage") continue;
    const count = votes.get(id);
    if (count > best) {
      best = count;
      chosen = id;
    }
  }
  return chosen;
}
class ChainWatch {
  constructor(routes, prefixOf, options, hooks) {
    this.hooks = hooks;
    const configured = options.chainId;
    if (configured !== void 0 && typeof configured !== "number" && typeof configured !== "string" && (typeof configured !== "object" || configured === null)) {
      throw new TypeError("createUpstream: chainId must be a chain id or an object of them by method family");
    }
    const seconds = options.chainCheckSeconds ?? 60;
    if (typeof seconds !== "number" || !(seconds > 0) || !Number.isFinite(seconds)) throw new RangeError("createUpstream: chainCheckSeconds must be a positive number of seconds");
    for (const route of routes) {
      const prefix = prefixOf(route.family);
      const method = prefix === void 0 ? void 0 : chainIdMethods.get(prefix);
      const given = typeof configured === "object" ? Object.prototype.hasOwnProperty.call(configured, route.family) ? configured[route.family] : void 0 : configured;
      const expected = given === void 0 ? void 0 : chainIdOf(given);
      if (given !== void 0 && expected === void 0) throw new TypeError(`createUpstream: chainId for ${route.family}: not a chain id (a whole number, or hex like 0x1)`);
      if (method === void 0 || expected === void 0 && route.primary.members.length + (route.partner === void 0 ? 0 : 1) < 2) continue;
      const family = { name: route.family, method, pool: route.primary, partner: route.partner, partnerPending: void 0, gated: expected !== void 0 || route.primary.members.length > 1, expected };
      this.families.push(family);
      for (const member of route.primary.members) this.byNode.set(member.node, family);
      if (route.partner !== void 0) this.partners.set(route.partner, family);
    }
    this.ready = this.families.some((f) => f.gated) ? this.firstRound() : Promise.resolve();
    if (!this.families.every((f) => f.gated)) void this.firstRound(this.families.filter((f) => !f.gated));
    void this.ready.then(() => this.settled = true);
    if (this.families.length > 0) {
      this.timer = setInterval(() => void this.recheck(), Math.min(Math.round(seconds * 1e3), 2147483647));
      this.timer.unref?.();
    }
  }
  hooks;
  families = [];
  byNode = /* @__PURE__ */ new Map();
  partners = /* @__PURE__ */ new Map();
  timer;
  /** Resolves when the first round has settled; `settled` is then true. */
  ready;
  settled = false;
  checking = false;
  /** Whether `node` may come back in: it answers its family's chain id (or cannot say). The node's probe asks this. */
  async admit(node) {
    const partnerOf = this.partners.get(node);
    if (partnerOf !== void 0) {
      const id2 = await this.ask(partnerOf, node, true);
      if (id2 === "outage") return false;
      return id2 === void 0 || partnerOf.expected === void 0 || id2 === partnerOf.expected;
    }
    const family = this.byNode.get(node);
    if (family === void 0) return true;
    const id = await this.ask(family, node);
    if (id === "outage") return false;
    if (id === void 0) return true;
    family.expected ??= id;
    return id === family.expected;
  }
  /**
   * `handler`, waiting for the first round while it runs (calls of the first few ms only); `handler` itself when
   * `family` (undefined: any) is not checked. Three fixed arguments, no rest array: this is on every call's path.
   */
  gate(handler, family) {
    if (family === void 0 ? !this.families.some((f) => f.gated) : !this.families.some((f) => f.gated && f.name === family)) return handler;
    const call = handler;
    return ((a, b, c) => this.settled ? call(a, b, c) : this.ready.then(() => call(a, b, c)));
  }
  /**
   * What a failover to `family`'s partner waits for: its first check, while that runs and the family's id is known;
   * undefined (go ahead) otherwise. Called only on the failover path.
   */
  partnerVerdict(family) {
    const found = this.families.find((f) => f.name === family);
    return found?.expected === void 0 ? void 0 : found.partnerPending;
  }
  close() {
    clearInterval(this.timer);
  }
  /** The first round of `families` (default: those whose calls wait for it); the partners' checks run beside it. */
  async firstRound(families = this.families.filter((f) => f.gated)) {
    await Promise.all(
      families.map((family) => {
        const partner = family.partner;
        const partnerAsked = partner === void 0 ? void 0 : this.ask(family, partner, true);
        const voted = Promise.all(family.pool.members.map((m) => this.ask(family, m.node))).then((ids) => {
          family.expected ??= majority(ids);
          family.pool.members.forEach((m, i) => this.judge(family, m.node, ids[i]));
        });
        if (partner !== void 0 && partnerAsked !== void 0) {
          family.partnerPending = partnerAsked.then((id) => family.expected === void 0 ? voted.then(() => id) : id).then((id) => this.judge(family, partner, id)).finally(() => family.partnerPending = void 0);
        }
        return voted;
      })
    );
  }
  /** Every node in service asked again, one round at a time. */
  async recheck() {
    if (this.checking) return;
    this.checking = true;
    try {
      for (const family of this.families) {
        for (const member of family.pool.members) {
          if (!member.node.up) continue;
          const id = await this.ask(family, member.node);
          family.expected ??= id === "outage" ? void 0 : id;
          this.judge(family, member.node, id);
        }
        if (family.partner?.up === true) this.judge(family, family.partner, await this.ask(family, family.partner, true));
      }
    } finally {
      this.checking = false;
    }
  }
  judge(family, node, id) {
    if (id === void 0 || id === "outage" || family.expected === void 0 || id === family.expected || !node.up) return;
    this.hooks.log("upstream on the wrong chain", { upstream: node.name, chainId: id, expected: family.expected });
    this.hooks.event(node.label, "wrong_chain");
    node.down(`serves chain ${id}, not ${family.expected}`);
  }
  /**
   * The node's chain id; `outage` when it could not be reached (a primary is taken out, as after any outage; a
   * `partner` is not: see above); undefined when it cannot say.
   */
  async ask(family, node, partner = false) {
    try {
      return chainIdOf(await node.call(family.method, [], void 0, Math.min(checkMs, this.hooks.timeoutMs)));
    } catch (error) {
      if (error instanceof JsonRpcError) return void 0;
      const outage = unavailable(error);
      if (outage === void 0) return void 0;
      if (!partner) node.down(outage);
      return "outage";
    }
  }
}
export {
  ChainWatch,
  chainIdOf
};
