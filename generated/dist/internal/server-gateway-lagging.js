import { blockNumber, blockNumberOf } from "./server-gateway-cache.js";
const notThereMessages = ["header not found", "header for hash not found", "unknown block"];
const notThereCode = -32e3;
class Lagging {
  constructor(settled) {
    this.settled = settled;
  }
  settled;
}
function laggingError(error) {
  return error.code === notThereCode && typeof error.message === "string" && error.message.length <= 64 && notThereMessages.includes(error.message.trim().toLowerCase());
}
function laggingNull(method, params, member, pool) {
  if (method !== "eth_getBlockByNumber") return false;
  const number = blockNumber(Array.isArray(params) ? params[0] : void 0);
  if (number === void 0 || number === 0) return false;
  for (const other of pool.members) if (other !== member && other.head >= number) return true;
  return false;
}
function noteHead(method, value, member) {
  let number;
  if (method === "eth_blockNumber") number = blockNumber(value);
  else if (method === "eth_getBlockByNumber") number = blockNumberOf(value);
  if (number !== void 0 && number > member.head) member.head = number;
}
export {
  Lagging,
  laggingError,
  laggingNull,
  notThereMessages,
  noteHead
};
