import { JsonRpcError } from '../errors.js';
import type { Member, Pool } from './server-gateway-pool.js';
/** go-ethereum's messages for a block the node does not have (see the header), lower case. */
export declare const notThereMessages: readonly string[];
/** A node's answer that says it lags: kept, so that the caller gets it when no other node answers better. */
export declare class Lagging {
    readonly settled: {
        value: unknown;
    } | {
        error: unknown;
    };
    constructor(settled: {
        value: unknown;
    } | {
        error: unknown;
    });
}
/** Whether the node's error object is one of the "not there" answers. */
export declare function laggingError(error: JsonRpcError): boolean;
/** Whether a null answer of `method` means the node lags: a block by number that another node of `pool` has. */
export declare function laggingNull(method: string, params: unknown, member: Member, pool: Pool): boolean;
/** Raises the node's head from an answer that names the latest block it has (cheap: one comparison for other methods). */
export declare function noteHead(method: string, value: unknown, member: Member): void;
