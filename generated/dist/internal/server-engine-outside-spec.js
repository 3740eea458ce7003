import { methodInfo } from "../methods.js";
import { whenHandedOff } from "./server-engine-hand-off.js";
import { paramsDepthError } from "./server-engine-params-depth.js";
const outsideSpecLabel = "(outside the spec)";
const maxOutsideDepth = 32;
const plainName = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
class OutsideSpec {
  constructor(options, defaults) {
    this.defaults = defaults;
    if (typeof options !== "object" || options === null || typeof options.handler !== "function") {
      throw new TypeError("server options: outsideSpec must be { handler(method, params, context), credits }");
    }
    if (!(typeof options.credits === "number" && Number.isSafeInteger(options.credits) && options.credits >= 0)) {
      throw new RangeError("server options: outsideSpec.credits must be a whole number of credits, 0 or more");
    }
    if (options.serves !== void 0 && typeof options.serves !== "function") throw new TypeError("server options: outsideSpec.serves must be a function");
    this.handler = options.handler;
    whenHandedOff(options.handler, (to) => this.handler = to);
    this.serves = options.serves;
    this.credits = options.credits;
    this.info = { name: outsideSpecLabel, paramStructure: "either", params: [], paramsOptional: true, credits: options.credits, idempotent: false };
  }
  defaults;
  /** The option's handler; the gateway's once its start-up gate has settled (server-engine-hand-off.ts). */
  handler;
  serves;
  credits;
  info;
  /** The call's method when the option serves `name` (a plain name the spec does not have); else undefined. */
  method(name) {
    if (!plainName.test(name) || /^rpc\./i.test(name) || Object.prototype.hasOwnProperty.call(methodInfo, name)) return void 0;
    try {
      if (this.serves !== void 0 && this.serves(name) !== true) return void 0;
    } catch {
      return void 0;
    }
    const handler = this.handler;
    return {
      ...this.defaults,
      name: outsideSpecLabel,
      outside: name,
      info: this.info,
      handler: (params, context) => handler(name, params, context),
      cost: this.credits,
      countParams: []
    };
  }
}
function outsideParamsError(params) {
  return paramsDepthError(params, maxOutsideDepth);
}
export {
  OutsideSpec,
  maxOutsideDepth,
  outsideParamsError,
  outsideSpecLabel
};
