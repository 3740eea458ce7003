import { JsonRpcError } from '../../errors.js';
/**
 * An error answer for a call that was not served: what the call needed never came (the gateway's upstream was down,
 * refused the connection, timed out, closed the socket, answered HTTP 5xx without JSON-RPC, or sent an answer the
 * gateway rejected). The caller gets it as any `JsonRpcError` (code, message, data), and the call is not charged: the
 * server refunds what it took. An error that the upstream itself answered (a revert, "header not found") is the
 * call's answer, and stays charged: throw it as a plain `JsonRpcError`.
 *
 * The engine recognises the `notServed` flag, not the class, so a handler may also set it on any `JsonRpcError`.
 */
export declare class NotServedError extends JsonRpcError {
    /** What the server reads: the call is answered with this error and not charged. */
    readonly notServed = true;
    constructor(code: number, message: string, data?: unknown);
}
/** Whether an error a handler threw says the call was not served (a `NotServedError`, or any error with the flag). */
export declare function isNotServed(error: unknown): boolean;
