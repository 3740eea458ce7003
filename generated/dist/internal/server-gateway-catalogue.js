import { NotServedError } from "./server-engine-not-served.js";
import { upstreamErrors } from "./server-gateway-upstream-answers.js";
const closedNames = /* @__PURE__ */ new Set(["eth_accounts", "eth_coinbase", "eth_sign", "eth_signTransaction", "eth_sendTransaction", "eth_fillTransaction"]);
const closedPrefixes = ["eth_signTypedData", "personal_", "admin_", "debug_", "engine_", "miner_", "txpool_", "testing_", "anvil_", "hardhat_", "evm_", "ganache_"];
function isClosed(name) {
  return closedNames.has(name) || closedPrefixes.some((prefix) => name.startsWith(prefix));
}
const shownErrors = 20;
const maxOpened = 256;
class Catalogue {
  families;
  opened;
  constructor(options) {
    if (options !== void 0 && (typeof options !== "object" || options === null || typeof options.families !== "object" || options.families === null)) {
      throw new TypeError("createUpstream: catalogue must be { families: { <family>: { validators, methods } }, open? }");
    }
    const families = /* @__PURE__ */ new Map();
    for (const [family, entry] of Object.entries(options?.families ?? {})) {
      if (typeof entry?.validators?.validateParams !== "function" || typeof entry.validators.validateResult !== "function" || typeof entry.methods !== "object" || entry.methods === null) {
        throw new TypeError(`createUpstream: catalogue.families.${family} must be { validators: { validateParams, validateResult }, methods }`);
      }
      families.set(family, entry);
    }
    const open = options?.open ?? [];
    if (!Array.isArray(open) || open.length > maxOpened) throw new TypeError(`createUpstream: catalogue.open must be a list of at most ${maxOpened} method names`);
    for (const name of open) {
      if (typeof name !== "string" || !/^[A-Za-z][A-Za-z0-9_.]{0,63}$/.test(name) || name.endsWith("_") || !isClosed(name)) {
        throw new TypeError(`createUpstream: catalogue.open: ${JSON.stringify(name)} is not a whole method name of the closed list (e.g. eth_accounts, anvil_mine; never a prefix; other names need no opening)`);
      }
    }
    this.families = families;
    this.opened = new Set(open);
  }
  /** The family whose catalogue holds `name` (undefined for none), or `name` is closed and not opened (`false`). */
  familyOf(name) {
    if (isClosed(name) && !this.opened.has(name)) return false;
    for (const [family, entry] of this.families) if (Object.prototype.hasOwnProperty.call(entry.methods, name)) return family;
    return void 0;
  }
  /** Whether `name` is an opened name of the closed list. */
  isOpened(name) {
    return this.opened.has(name);
  }
  /** The opened names, sorted (for the banner and `/healthz`). */
  openedNames() {
    return [...this.opened].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  }
  /** Whether a catalogue method is safe to send twice (`idempotent: true`). */
  idempotent(family, name) {
    return this.families.get(family)?.methods[name]?.idempotent === true;
  }
  /** Whether a catalogue method takes a spec method's limits (a possibly long query: it goes alone, never batched). */
  borrowsLimits(family, name) {
    return this.families.get(family)?.methods[name]?.limitsOf !== void 0;
  }
  /** The server's terms for a name the catalogue of `family` holds: its price, its params check, its borrowed limits. */
  terms(family, name) {
    const entry = this.families.get(family);
    const method = entry.methods[name];
    const validators = entry.validators;
    return {
      ...method.credits === void 0 ? {} : { credits: method.credits },
      ...method.limitsOf === void 0 ? {} : { limitsOf: method.limitsOf },
      ...method.gas === "calls" ? { gasValues: simulatedGas } : {},
      checkParams: (params) => {
        const checked = validators.validateParams(name, params);
        return checked.ok ? void 0 : checked.errors;
      }
    };
  }
  /** The result of a catalogue method as its catalogue describes it, or the -32051 a result that is not gets (uncharged). */
  checkResult(family, name, result) {
    const checked = this.families.get(family).validators.validateResult(name, result);
    if (checked.ok) return result;
    const errors = checked.errors.slice(0, shownErrors);
    throw new NotServedError(upstreamErrors.badAnswer.code, upstreamErrors.badAnswer.message, { reason: "the result does not match the catalogue", errors });
  }
}
function simulatedGas(params) {
  const payload = Array.isArray(params) ? params[0] : params?.["payload"];
  const blocks = payload?.blockStateCalls;
  if (!Array.isArray(blocks)) return [];
  const found = [];
  let total = 0n;
  let unstated = 0;
  blocks.forEach((block, b) => {
    const at = `params[0].blockStateCalls[${b}]`;
    const gasLimit = block?.blockOverrides?.gasLimit;
    if (gasLimit !== void 0) found.push([`${at}.blockOverrides.gasLimit`, gasLimit]);
    const calls = block?.calls;
    if (!Array.isArray(calls)) return;
    calls.forEach((call, c) => {
      const gas = call?.gas;
      if (typeof gas === "string" && /^0x[0-9a-fA-F]{1,64}$/.test(gas)) {
        found.push([`${at}.calls[${c}].gas`, gas]);
        total += BigInt(gas);
      } else unstated++;
    });
  });
  const sum = { total, blockLimits: unstated };
  found.push([`params[0].blockStateCalls (the calls' gas together${unstated > 0 ? `, ${unstated} without gas counted as the block gas limit each` : ""})`, sum]);
  return found;
}
export {
  Catalogue,
  isClosed
};
