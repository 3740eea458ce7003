import { ConnectionError, type TransportError, type ValidationIssue } from '../client-errors.js';
import type { HttpHost, HttpSender } from './http-transport.js';
export interface SendControl {
    /** Milliseconds before the attempt fails with TimeoutError. */
    timeout: number;
    /** The call's abort (its `signal` or `onAbort`), when it has one. Its listener may be called at once, inside
     * `watch` (a forwarding server's call aborted already): the transport then sends nothing. */
    abort?: Pick<AbortWatch, 'listen'>;
    /** What is being sent, for messages: `eth_call` or `batch of 3 calls`. */
    what: string;
}
/** Default `maxResponseBytes`: 64 MiB. The largest real answers are an `eth_getLogs` of 10,000 logs (about 1 KB of
 * JSON each, 10 MB; 30 MB with 1 KB of data per log) and a full block with its transactions (a few MB): this leaves
 * twice the worst of them, while a hostile server cannot make the client buffer more. */
export declare const defaultMaxResponseBytes: number;
/** The most `maxResponseBytes` may be: V8's longest string (2^29 - 24 UTF-16 units on 64-bit), which the answer's
 * UTF-8 text (never more units than bytes) must fit in. */
export declare const maxResponseBytesCap: number;
/** What a subscription layer (subscriptions.ts) hears of a WebSocket: the server's notifications, and each loss of
 * the socket they came on. */
export interface PushListener {
    /** A JSON-RPC request without an id. True when it was taken (a subscription's); false leaves it unsolicited. */
    notification(message: {
        method: string;
        params?: unknown;
    }): boolean;
    /** The socket that carried the subscriptions is gone; `final` when no socket will be opened again. */
    lost(final: boolean): void;
}
export interface Transport {
    /** The address, API key masked. */
    readonly endpoint: string;
    /** Present on a transport that can carry subscriptions (WebSocket): hands it the listener of its notifications. */
    listen?(listener: PushListener): void;
    /** Sends `body` (a request or a batch) and resolves with the parsed answer. `ids` are the request ids in it; a
     * WebSocket transport matches answers by them. Rejects with a TransportError only. */
    send(body: string, ids: readonly number[], batch: boolean, control: SendControl): Promise<unknown>;
    close(): Promise<void>;
}
/** Masks the API key in a text. `clip` masks first and cuts after, so a cut never keeps part of the key. */
export interface Mask {
    (text: string): string;
    /** Masks `text`, then cuts it to `max` characters (marked `…`). `cut` says `text` is itself the start of a longer
     * text: then, as after any cut, a tail that could be the start of the key is dropped too. */
    clip(text: string, max: number, cut?: boolean): string;
}
/** Keys shorter than this are masked only where they follow the key path (e.g. `/v3/k`): replacing every `k` or `%`
 * of a text would garble it, and a key that short is easily guessed anyway. */
export declare const shortKeyLength = 4;
/** A masker for `secret`: every form it may take in a text (raw, URL-encoded with upper- or lower-case hex,
 * JSON-escaped once or twice) becomes `***`. `context` is the key path before the key (`/v3/`): a short key is
 * masked only right after it. Several secrets (the parts of an upstream URL) are masked alike, longest first; short
 * ones among them are left alone. */
export declare function masker(secret: string | readonly string[] | undefined, context?: string): Mask;
/** The start of a JSON value as text, key masked, for messages. Never throws (a value nested too deep for
 * JSON.stringify is named as such). */
export declare function preview(value: unknown, mask: Mask, max?: number): string;
/** A validator's issues with the key masked in their paths and messages (a param or result may hold it). */
export declare function maskIssues(issues: readonly ValidationIssue[], mask: Mask): ValidationIssue[];
/** Masks every string and property name inside a JSON value (error data or a result a server sent back), without
 * changing anything else. */
export declare function maskJson(value: unknown, mask: Mask, depth?: number): unknown;
/** A failure of the network layer as a ConnectionError; only transient conditions are retryable. */
export declare function connectionError(error: unknown, endpoint: string, mask: Mask, what: string): ConnectionError;
/**
 * Arms the timeout and the abort of one attempt; `done` disarms both. `fail` gets the error to reject with. `coarse`
 * (node:http only) puts a timeout of a second or more on the shared clock below; elsewhere a host's timers may belong
 * to the request that set them (a worker), so every attempt keeps a timer of its own.
 */
export declare function watch(control: SendControl, endpoint: string, fail: (error: TransportError) => void, coarse?: boolean): () => void;
/** A call's abort as the client needs it: whether it happened, and one listener at a time for when it does. */
export interface AbortWatch {
    readonly aborted: boolean;
    /** Calls `listener` once when the call is aborted (not when it was already: check `aborted` first); returns what
     * stops listening. One listener at a time: the attempt's, or the wait before a retry. */
    listen(listener: () => void): () => void;
    /** Stops listening to the caller's abort, once the call is over. */
    close(): void;
}
/**
 * The abort of one call, from the caller's `signal` and `onAbort` (either aborts it), or undefined without either.
 * `onAbort` is asked once per call, whatever the attempts: a forwarding server's abort reaches the attempt without an
 * AbortController and an EventTarget listener per call, which cost a gateway more than the rest of its bookkeeping
 * of an upstream call.
 */
export declare function abortWatch(signal: AbortSignal | undefined, onAbort: ((listener: () => void) => () => void) | undefined): AbortWatch | undefined;
/** What differs between runtimes, given by the package's `#platform` import (platform.ts outside Node,
 * platform.node.ts on Node): the sender over Node's HTTP modules and the loader of the `ws` WebSocket class. Absent
 * ones mean the global `fetch` and `WebSocket`. */
export interface Platform {
    /** The sender over `node:http` (node-http.ts), on Node only; absent elsewhere, where `fetch` is used. */
    http?: (transport: HttpHost, headers: Readonly<Record<string, string>>) => Promise<HttpSender>;
    webSocket?: () => Promise<unknown>;
}
/** Wraps a stream or socket callback, which runs outside any promise: an exception there goes to `onError`, never to
 * the process. */
export declare function guarded<A extends unknown[]>(callback: (...args: A) => void, onError: (error: unknown) => void): (...args: A) => void;
