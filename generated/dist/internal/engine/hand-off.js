const handOff = /* @__PURE__ */ Symbol("rpcforge.handOff");
function handingOff(standIn, to, settled) {
  Object.defineProperty(standIn, handOff, { value: { settled, to } });
  return standIn;
}
function whenHandedOff(handler, take) {
  if (typeof handler !== "function") return;
  const mark = handler[handOff];
  if (mark === void 0) return;
  mark.settled.then(
    () => take(mark.to),
    () => void 0
  );
}
export {
  handOff,
  handingOff,
  whenHandedOff
};
