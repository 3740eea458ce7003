/** Credits one call of each method takes from the daily balance; null where the spec does not show the cost. */
export const credits = {
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
    starknet_addDeployAccountTransaction: null,
};
// Every method has an entry, and only methods do.
credits;
/** The credits one call of `method` costs, or null when the spec does not show it (the caller decides what that means). */
export function creditsFor(method) {
    return credits[method];
}
/** Credits a list or JSON-RPC batch of calls will cost: one charge per call. */
export function estimateCredits(calls) {
    const estimate = { total: 0, unknown: [] };
    for (const call of calls) {
        const method = typeof call === 'string' ? call : call.method;
        const cost = credits[method];
        if (cost === null)
            estimate.unknown.push(method);
        else
            estimate.total += cost;
    }
    return estimate;
}
