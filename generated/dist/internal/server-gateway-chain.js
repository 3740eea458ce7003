import { JsonRpcError } from "../errors.js";
import { byCodeUnit } from "./server-engine-order.js";
import { chainIdentityOf, configuredGenesisHash, genesisHashName } from "./server-gateway-chain-identity.js";
import { unavailable } from "./server-gateway-upstream-answers.js";
import { handingOff } from "./server-engine-hand-off.js";
const checkMs = 5e3;
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
  constructor(routes, prefixOf, options, hooks, everyFamily = false) {
    this.hooks = hooks;
    for (const option of ["chainId", "genesisHash"]) {
      const value = options[option];
      if (value !== void 0 && typeof value !== "string" && (option === "genesisHash" || typeof value !== "number") && (typeof value !== "object" || value === null)) {
        throw new TypeError(`createUpstream: ${option} must be a ${option === "chainId" ? "chain id" : "genesis hash"} or an object of them by method family`);
      }
    }
    const seconds = options.chainCheckSeconds ?? 60;
    if (typeof seconds !== "number" || !(seconds > 0) || !Number.isFinite(seconds)) throw new RangeError("createUpstream: chainCheckSeconds must be a positive number of seconds");
    const served = /* @__PURE__ */ new Map();
    for (const route of routes) {
      const identity = chainIdentityOf(route.family, prefixOf(route.family));
      served.set(route.family, identity?.option);
      const byFamily = (value2) => typeof value2 === "object" && value2 !== null && Object.prototype.hasOwnProperty.call(value2, route.family);
      for (const option of ["chainId", "genesisHash"]) {
        if (!byFamily(options[option]) || identity?.option === option) continue;
        throw new TypeError(`createUpstream: ${option} for ${route.family}: ${identity === void 0 ? "its nodes are not asked which chain they serve" : `its nodes name their chain by ${identity.option === "chainId" ? "chain id: give chainId" : "genesis hash (getGenesisHash): give genesisHash"}`}`);
      }
      if (identity === void 0) continue;
      const value = options[identity.option];
      const given = typeof value === "object" ? byFamily(value) ? value[route.family] : void 0 : value;
      const expected = given === void 0 ? void 0 : identity.option === "chainId" ? identity.of(given) : configuredGenesisHash(given);
      if (given !== void 0 && expected === void 0) {
        throw new TypeError(identity.option === "chainId" ? `createUpstream: chainId for ${route.family}: not a chain id (a whole number, or hex like 0x1)` : `createUpstream: genesisHash for ${route.family}: not a genesis hash (32 bytes in base-58, or mainnet-beta, devnet, testnet)`);
      }
      const alone = expected === void 0 && route.primary.members.length + (route.partner === void 0 ? 0 : 1) < 2;
      if (alone && !everyFamily) continue;
      const family = { name: route.family, identity, pool: route.primary, partner: route.partner, partnerPending: void 0, gated: expected !== void 0 || route.primary.members.length > 1, expected, voting: void 0, follows: alone };
      this.families.push(family);
      for (const member of route.primary.members) this.byNode.set(member.node, family);
      if (route.partner !== void 0) this.partners.set(route.partner, family);
    }
    for (const option of ["chainId", "genesisHash"]) {
      const value = options[option];
      if (value === void 0) continue;
      const families = [...served.keys()].sort(byCodeUnit);
      if (typeof value === "object" && value !== null) {
        for (const name of Object.keys(value).sort(byCodeUnit)) {
          if (!served.has(name)) throw new TypeError(`createUpstream: ${option} for ${name}: no upstream serves a method family of that name (the families served: ${families.join(", ") || "none"})`);
        }
      } else if (![...served.values()].includes(option)) {
        const others = families.filter((f) => served.get(f) !== void 0).map((f) => `${f} by ${served.get(f) === "chainId" ? "chain id: give chainId" : "genesis hash: give genesisHash"}`);
        throw new TypeError(`createUpstream: ${option} for every family: no family served names its chain by ${option === "chainId" ? "chain id" : "genesis hash"} (${others.join("; ") || "none is asked which chain it serves"})`);
      }
    }
    this.ready = this.families.some((f) => f.gated) ? this.firstRound() : Promise.resolve();
    const ungated = this.families.every((f) => f.gated) ? Promise.resolve() : this.firstRound(this.families.filter((f) => !f.gated));
    this.firstRounds = Promise.all([this.ready, ungated]).then(
      () => void 0,
      () => void 0
    );
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
  /** The nodes whose last answer was their family's chain, and that chain (`chainOf`'s form): one entry per node. */
  verified = /* @__PURE__ */ new Map();
  timer;
  /** Resolves when the first round has settled; `settled` is then true. */
  ready;
  settled = false;
  /** Resolves when the first round of every family has settled, those whose calls do not wait for it too. */
  firstRounds;
  /** Calls that went through a gate (`gate`): those of the first round, and any made through a gate kept after it. */
  gateCalls = 0;
  checking = false;
  /** Whether `node` may come back in: it answers its family's chain id (or cannot say). The node's probe asks this. */
  async admit(node) {
    const partnerOf = this.partners.get(node);
    if (partnerOf !== void 0) {
      const id2 = await this.ask(partnerOf, node, true);
      if (id2 === "outage") return false;
      this.note(partnerOf, node, id2);
      return id2 === void 0 || partnerOf.expected === void 0 || id2 === partnerOf.expected;
    }
    const family = this.byNode.get(node);
    if (family === void 0) return true;
    if (family.follows) {
      const id2 = await this.ask(family, node);
      if (id2 === "outage") return false;
      this.follow(family, node, id2);
      return true;
    }
    const id = family.expected === void 0 ? (await this.vote(family))[family.pool.members.findIndex((m) => m.node === node)] : await this.ask(family, node);
    if (id === "outage") return false;
    this.note(family, node, id);
    return id === void 0 || family.expected === void 0 || id === family.expected;
  }
  /**
   * The chain `family`'s nodes serve (`chainId 0x1`, `genesisHash 5eyk…`), once known (configured, voted, or the one
   * node's answer); undefined before, or for a family not asked (no cache, or no method that names a chain).
   */
  chainOf(family) {
    const found = this.families.find((f) => f.name === family);
    return found?.expected === void 0 ? void 0 : `${found.identity.option} ${found.expected}`;
  }
  /** The chain `node` answered when last asked, when it was its family's (`chainOf`'s form); undefined otherwise. */
  verifiedChain(node) {
    return node.up ? this.verified.get(node) : void 0;
  }
  /**
   * `handler`, waiting for the first round while it runs (calls of the first few ms only); `handler` itself when
   * `family` (undefined: any) is not checked. Three fixed arguments, no rest array: it is on the path of the calls
   * that reach it. Marked to hand off to `handler` once the round has settled (server-engine-hand-off.ts), so that
   * a server built before then stops calling through it; `gateCalls` counts the calls that still do.
   */
  gate(handler, family) {
    if (family === void 0 ? !this.families.some((f) => f.gated) : !this.families.some((f) => f.gated && f.name === family)) return handler;
    const call = handler;
    const gated = (a, b, c) => {
      this.gateCalls++;
      return this.settled ? call(a, b, c) : this.ready.then(() => call(a, b, c));
    };
    return handingOff(gated, handler, this.ready);
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
        if (family.follows) {
          const only = family.pool.members[0].node;
          if (only.up) this.follow(family, only, await this.ask(family, only));
        } else if (family.expected === void 0) await this.vote(family);
        else {
          for (const member of family.pool.members) {
            if (!member.node.up) continue;
            this.judge(family, member.node, await this.ask(family, member.node));
          }
        }
        if (family.partner?.up === true) this.judge(family, family.partner, await this.ask(family, family.partner, true));
      }
    } finally {
      this.checking = false;
    }
  }
  /**
   * Every primary of `family` asked at once (those out too: their answers count), the family's id set to the
   * majority of the answers if still unknown (a tie: the earliest node), each node in service judged by it. One vote
   * at a time per family: a probe's `admit` and a recheck share the one running. The answers, in the pool's order.
   */
  vote(family) {
    family.voting ??= Promise.all(family.pool.members.map((m) => this.ask(family, m.node))).then((ids) => {
      family.expected ??= majority(ids);
      family.pool.members.forEach((m, i) => this.judge(family, m.node, ids[i]));
      return ids;
    }).finally(() => family.voting = void 0);
    return family.voting;
  }
  /** The one node of a family that `follows` answered `id`: the family's chain from now on, when it says one. */
  follow(family, node, id) {
    if (id !== void 0 && id !== "outage") family.expected = id;
    this.note(family, node, id);
  }
  /** Records whether `node`'s answer `id` is its family's chain: only such a node's answers are cached. */
  note(family, node, id) {
    if (id !== void 0 && id !== "outage" && id === family.expected) this.verified.set(node, `${family.identity.option} ${id}`);
    else this.verified.delete(node);
  }
  judge(family, node, id) {
    this.note(family, node, id);
    if (id === void 0 || id === "outage" || family.expected === void 0 || id === family.expected || !node.up) return;
    this.hooks.log("upstream on the wrong chain", { upstream: node.name, [family.identity.option]: id, expected: family.expected });
    this.hooks.event(node.label, "wrong_chain");
    node.down(family.identity.option === "chainId" ? `serves chain ${id}, not ${family.expected}` : `serves the cluster of genesis hash ${genesisHashName(id)}, not ${genesisHashName(family.expected)}`);
  }
  /**
   * The node's chain id; `outage` when it could not be reached (a primary is taken out, as after any outage; a
   * `partner` is not: see above); undefined when it cannot say.
   */
  async ask(family, node, partner = false) {
    try {
      return family.identity.of(await node.call(family.identity.method, [], void 0, Math.min(checkMs, this.hooks.timeoutMs)));
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
  ChainWatch
};
