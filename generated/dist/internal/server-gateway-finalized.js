import { blockNumberOf } from "./server-gateway-cache.js";
async function lowestFinalized(pool, readFrom, readOne) {
  const up = pool === void 0 ? [] : pool.members.filter((m) => m.node.up);
  if (up.length < 2) return blockNumberOf(await readOne());
  const answers = await Promise.allSettled(up.map((m) => readFrom(m.node)));
  let lowest;
  for (const answer of answers) {
    const number = answer.status === "fulfilled" ? blockNumberOf(answer.value) : void 0;
    if (number !== void 0 && (lowest === void 0 || number < lowest)) lowest = number;
  }
  if (lowest === void 0) throw new Error("no node answered the finalized block");
  return lowest;
}
export {
  lowestFinalized
};
