const credits = {
  eth_getStorageAt: 80,
  eth_getLogs: 255,
  eth_estimateGas: 300,
  eth_call: 80,
  eth_getUncleByBlockHashAndIndex: 150,
  eth_getTransactionByHash: 80,
  eth_getTransactionByBlockNumberAndIndex: 150,
  eth_getBlockByNumber: 80,
  eth_getTransactionReceipt: 80,
  eth_getProof: 150,
  getTokenAccountsByDelegate: 160,
  getVoteAccounts: 160,
  getFeeForMessage: 160,
  starknet_addDeployAccountTransaction: null
};
credits;
function creditsFor(method) {
  return credits[method];
}
function estimateCredits(calls) {
  const estimate = { total: 0, unknown: [] };
  for (const call of calls) {
    const method = typeof call === "string" ? call : call.method;
    const cost = credits[method];
    if (cost === null) estimate.unknown.push(method);
    else estimate.total += cost;
  }
  return estimate;
}
export {
  credits,
  creditsFor,
  estimateCredits
};
