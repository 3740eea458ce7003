import { blockNumber, blockNumberOf } from './server-gateway-cache.js';
/** go-ethereum's messages for a block the node does not have (see the header), lower case. */
export const notThereMessages = ['header not found', 'header for hash not found', 'unknown block'];
/** The code geth gives them (rpc/errors.go: `defaultErrorCode`). */
const notThereCode = -32000;
/** A node's answer that says it lags: kept, so that the caller gets it when no other node answers better. */
export class Lagging {
    settled;
    constructor(settled) {
        this.settled = settled;
    }
}
/** Whether the node's error object is one of the "not there" answers. */
export function laggingError(error) {
    return error.code === notThereCode && typeof error.message === 'string' && error.message.length <= 64 && notThereMessages.includes(error.message.trim().toLowerCase());
}
/** Whether a null answer of `method` means the node lags: a block by number that another node of `pool` has. */
export function laggingNull(method, params, member, pool) {
    if (method !== 'eth_getBlockByNumber')
        return false;
    const number = blockNumber(Array.isArray(params) ? params[0] : undefined);
    if (number === undefined || number === 0)
        return false;
    for (const other of pool.members)
        if (other !== member && other.head >= number)
            return true;
    return false;
}
/** Raises the node's head from an answer that names the latest block it has (cheap: one comparison for other methods). */
export function noteHead(method, value, member) {
    let number;
    if (method === 'eth_blockNumber')
        number = blockNumber(value);
    else if (method === 'eth_getBlockByNumber')
        number = blockNumberOf(value);
    if (number !== undefined && number > member.head)
        member.head = number;
}
