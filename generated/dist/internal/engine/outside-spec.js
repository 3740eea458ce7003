import { methodInfo } from "../../methods.js";
import { whenHandedOff } from "./hand-off.js";
import { paramsDepthError } from "./params-depth.js";
const outsideSpecLabel = "(outside the spec)";
const maxOutsideDepth = 32;
const plainName = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
const maxKeptNames = 4096;
class OutsideSpec {
  constructor(options, defaults, borrow) {
    this.defaults = defaults;
    this.borrow = borrow;
    if (typeof options !== "object" || options === null || typeof options.handler !== "function") {
      throw new TypeError("server options: outsideSpec must be { handler(method, params, context), credits }");
    }
    if (!isCredits(options.credits)) throw new RangeError("server options: outsideSpec.credits must be a whole number of credits, 0 or more");
    if (options.serves !== void 0 && typeof options.serves !== "function") throw new TypeError("server options: outsideSpec.serves must be a function");
    if (options.terms !== void 0 && typeof options.terms !== "function") throw new TypeError("server options: outsideSpec.terms must be a function");
    this.handler = options.handler;
    whenHandedOff(options.handler, (to) => this.handler = to);
    this.serves = options.serves;
    this.terms = options.terms;
    this.credits = options.credits;
    this.info = { name: outsideSpecLabel, paramStructure: "either", params: [], paramsOptional: true, credits: options.credits, idempotent: false };
  }
  defaults;
  borrow;
  /** The option's handler; the gateway's once its start-up gate has settled (engine/hand-off.ts). */
  handler;
  serves;
  terms;
  credits;
  info;
  /** Each served name's compiled method, made on its first call. */
  compiled = /* @__PURE__ */ new Map();
  /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
  method(name) {
    const known = this.compiled.get(name);
    if (known !== void 0) return known;
    if (!plainName.test(name) || /^rpc\./i.test(name) || Object.prototype.hasOwnProperty.call(methodInfo, name)) return void 0;
    let compiled;
    try {
      if (this.serves !== void 0 && this.serves(name) !== true) return void 0;
      compiled = this.compile(name, this.terms?.(name));
    } catch {
      return void 0;
    }
    if (this.compiled.size < maxKeptNames) this.compiled.set(name, compiled);
    return compiled;
  }
  /** The compiled method of a served name under its terms: the defaults, what `limitsOf` lends, then its own. */
  compile(name, terms) {
    const lent = terms?.limitsOf === void 0 ? void 0 : this.borrow(terms.limitsOf);
    if (terms?.limitsOf !== void 0 && lent === void 0) throw new Error(`outsideSpec.terms(${name}).limitsOf: the server serves no method ${terms.limitsOf}`);
    const cost = terms?.credits ?? lent?.cost ?? this.credits;
    if (!isCredits(cost)) throw new RangeError(`outsideSpec.terms(${name}).credits must be a whole number of credits, 0 or more`);
    const gasValues = terms?.gasValues;
    const gasCap = lent?.gasCap === void 0 ? void 0 : { ...lent.gasCap, of: terms.limitsOf, ...gasValues === void 0 ? {} : { values: (params) => gasValues.call(terms, params) } };
    return {
      ...this.defaults,
      ...lent === void 0 ? {} : { timeoutMs: lent.timeoutMs, timeoutError: lent.timeoutError, maxResults: lent.maxResults, resultLimitError: lent.resultLimitError },
      name: outsideSpecLabel,
      outside: name,
      info: cost === this.credits ? this.info : { ...this.info, credits: cost },
      handler: (params, context) => this.handler(name, params, context),
      cost,
      countParams: [],
      gasCap,
      checkParams: terms?.checkParams === void 0 ? void 0 : (params) => terms.checkParams(params)
    };
  }
}
const isCredits = (n) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
function outsideParamsError(params) {
  return paramsDepthError(params, maxOutsideDepth);
}
export {
  OutsideSpec,
  maxOutsideDepth,
  outsideParamsError,
  outsideSpecLabel
};
