import { methodInfo } from "../methods.js";
function namePrefix(method) {
  const end = method.indexOf("_");
  return end > 0 ? method.slice(0, end + 1) : void 0;
}
function prefixFamilies() {
  const families = /* @__PURE__ */ new Map();
  for (const info of Object.values(methodInfo)) {
    const prefix = namePrefix(info.name);
    if (prefix === void 0) continue;
    const family = info.family ?? "default";
    const known = families.get(prefix);
    families.set(prefix, known === void 0 || known === family ? family : null);
  }
  return families;
}
export {
  namePrefix,
  prefixFamilies
};
