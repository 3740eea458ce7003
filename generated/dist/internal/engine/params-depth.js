import { JsonRpcError } from "../../errors.js";
const maxParamsDepth = 256;
function paramsDepthError(params, most) {
  if (typeof params !== "object" || params === null) return void 0;
  let level = [params];
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > most) {
      return new JsonRpcError(-32602, `Invalid params: params: nested deeper than ${most} levels`, [{ path: "params", message: `nested deeper than ${most} levels`, keyword: "depth" }]);
    }
    const next = [];
    for (const value of level) {
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const child = value[i];
          if (typeof child === "object" && child !== null) next.push(child);
        }
      } else {
        for (const key in value) {
          const child = value[key];
          if (typeof child === "object" && child !== null) next.push(child);
        }
      }
    }
    level = next;
  }
  return void 0;
}
export {
  maxParamsDepth,
  paramsDepthError
};
