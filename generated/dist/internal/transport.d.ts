import { ConnectionError, type TransportError } from '../client-errors.js';
export interface SendControl {
    /** Milliseconds before the attempt fails with TimeoutError. */
    timeout: number;
    signal?: AbortSignal;
    /** What is being sent, for messages: `eth_call` or `batch of 3 calls`. */
    what: string;
}
export interface Transport {
    /** The address, API key masked. */
    readonly endpoint: string;
    /** Sends `body` (a request or a batch) and resolves with the parsed answer. `ids` are the request ids in it; a
     * WebSocket transport matches answers by them. Rejects with a TransportError only. */
    send(body: string, ids: readonly number[], batch: boolean, control: SendControl): Promise<unknown>;
    close(): Promise<void>;
}
export type Mask = (text: string) => string;
/** Replaces every occurrence of `secret` (raw and URL-encoded) with `***`. */
export declare function masker(secret: string | undefined): Mask;
/** Masks every string inside a JSON value (used on error data a server sent back). */
export declare function maskJson(value: unknown, mask: Mask): unknown;
/** A failure of the network layer as a ConnectionError; only transient conditions are retryable. */
export declare function connectionError(error: unknown, endpoint: string, mask: Mask, what: string): ConnectionError;
/** Arms the timeout and the abort signal of one attempt; `done` disarms both. `fail` gets the error to reject with. */
export declare function watch(control: SendControl, endpoint: string, fail: (error: TransportError) => void): () => void;
/** Node.js, where `node:http` and the `ws` package can be loaded. */
export declare const onNode: boolean;
