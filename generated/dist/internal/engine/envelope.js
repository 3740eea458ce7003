import { openrpcDocument } from "../document.js";
const hasOwn = (o, key) => Object.prototype.hasOwnProperty.call(o, key);
function errorText(idJson, code, message, data) {
  return `{"jsonrpc":"2.0","id":${idJson},"error":{"code":${code},"message":${JSON.stringify(message)}${data === void 0 ? "" : `,"data":${JSON.stringify(data)}`}}}`;
}
function discoverReply(idJson, params) {
  const none = params === void 0 || (Array.isArray(params) ? params.length === 0 : Object.keys(params).length === 0);
  if (!none) return errorText(idJson, -32602, "Invalid params: params: rpc.discover takes no params", [{ path: "params", message: "rpc.discover takes no params", keyword: "maxItems" }]);
  return `{"jsonrpc":"2.0","id":${idJson},"result":${openrpcDocument}}`;
}
function toPositional(named, params) {
  const tuple = params.map((p) => hasOwn(named, p.name) ? named[p.name] : void 0);
  while (tuple.length > 0 && tuple[tuple.length - 1] === void 0) tuple.pop();
  for (let i = 0; i < tuple.length; i++) if (tuple[i] === void 0 && params.slice(i + 1).some((p) => p.required)) tuple[i] = null;
  return tuple;
}
function scanIds(text) {
  let i = skipSpace(text, 0);
  if (text[i] !== "[") return [objectId(text, i)];
  const ids = [];
  i = skipSpace(text, i + 1);
  while (i < text.length && text[i] !== "]") {
    ids.push(objectId(text, i));
    i = skipSpace(text, skipValue(text, i));
    if (text[i] === ",") i = skipSpace(text, i + 1);
  }
  return ids;
}
function objectId(text, start) {
  if (text[start] !== "{") return void 0;
  let id;
  let i = skipSpace(text, start + 1);
  while (i < text.length && text[i] === '"') {
    const keyEnd = skipString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd));
    i = skipSpace(text, keyEnd);
    i = skipSpace(text, i + 1);
    const valueEnd = skipValue(text, i);
    if (key === "id") id = text.slice(i, valueEnd);
    i = skipSpace(text, valueEnd);
    if (text[i] === ",") i = skipSpace(text, i + 1);
  }
  return id;
}
function skipSpace(text, i) {
  while (i < text.length && (text[i] === " " || text[i] === "\n" || text[i] === "\r" || text[i] === "	")) i++;
  return i;
}
function skipString(text, i) {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}
function skipValue(text, i) {
  const first = text[i];
  if (first === '"') return skipString(text, i);
  if (first !== "{" && first !== "[") {
    let j = i;
    while (j < text.length && !",]} \n\r	".includes(text[j])) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') j = skipString(text, j) - 1;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return text.length;
}
export {
  discoverReply,
  errorText,
  scanIds,
  toPositional
};
