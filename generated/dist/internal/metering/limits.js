import { JsonRpcError } from "../../errors.js";
const hasOwn = (o, key) => Object.prototype.hasOwnProperty.call(o, key);
const isThenable = (v) => (typeof v === "object" || typeof v === "function") && v !== null && typeof v.then === "function";
function checkGas(gasCap, name, params, blockGasLimit) {
  const capped = [];
  for (const [path, value] of gasCap.values === void 0 ? fieldValues(gasCap.field, params) : gasCap.values(params)) {
    if (isGasSum(value)) {
      capped.push([path, value.total, value.blockLimits]);
      continue;
    }
    const gas = toBigInt(value);
    if (gas !== void 0) capped.push([path, gas, 0]);
  }
  if (capped.length === 0) return void 0;
  const limit = blockGasLimit(name);
  return isThenable(limit) ? Promise.resolve(limit).then((limit2) => overGasCap(gasCap, capped, limit2)) : overGasCap(gasCap, capped, limit);
}
const isGasSum = (v) => typeof v === "object" && v !== null && typeof v.total === "bigint" && Number.isSafeInteger(v.blockLimits);
function fieldValues(field, params) {
  const entries = Array.isArray(params) ? params.map((p, i) => [`params[${i}]`, p]) : Object.keys(params).map((k) => [`params${pathKey(k)}`, params[k]]);
  const found = [];
  for (const [path, param] of entries) {
    if (typeof param === "object" && param !== null && !Array.isArray(param) && hasOwn(param, field)) found.push([`${path}${pathKey(field)}`, param[field]]);
  }
  return found;
}
function overGasCap(gasCap, capped, blockGasLimit) {
  const limit = toBigInt(blockGasLimit);
  if (limit === void 0) throw new TypeError("blockGasLimit returned no integer");
  const { multiple } = gasCap;
  const cap = limit * BigInt(Math.round(multiple * 1e3)) / 1000n;
  for (const [path, stated, blockLimits] of capped) {
    const gas = stated + BigInt(blockLimits) * limit;
    if (gas > cap) {
      return invalidParams([{ path, message: `must be at most ${multiple} \xD7 the block gas limit (${cap})`, keyword: "gasCap" }]);
    }
  }
  return void 0;
}
function invalidParams(errors) {
  const first = errors[0];
  let reason = first === void 0 ? "" : `: ${first.path}: ${first.message}`;
  if (reason.length > 300) reason = `${reason.slice(0, 299)}\u2026`;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more in data)` : "";
  return new JsonRpcError(-32602, `Invalid params${reason}${more}`, errors);
}
function pathKey(key) {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}
function countParams(params, paths, max) {
  if (paths.length === 0) return Array.isArray(params) ? params.length : Object.keys(params).length;
  let counted = 0;
  const stack = [];
  for (const path of paths) {
    let value = params;
    for (const step of path) {
      value = typeof value === "object" && value !== null && hasOwn(value, step) ? value[step] : void 0;
    }
    stack.push(value);
    while (stack.length > 0 && counted <= max) {
      const v = stack.pop();
      if (Array.isArray(v)) for (const item of v) stack.push(item);
      else if (v !== void 0 && v !== null) counted++;
    }
    stack.length = 0;
  }
  return counted;
}
function toBigInt(value) {
  if (typeof value === "bigint") return value;
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value) : void 0;
  if (typeof value !== "string" || !/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return void 0;
  return BigInt(value);
}
export {
  checkGas,
  countParams,
  invalidParams
};
