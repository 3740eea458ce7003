// The billing rule's marker: a call its handler could not serve is not charged. The engine charges a call before its
// handler runs (one atomic check-and-debit, so concurrent calls never overspend a balance); a handler that then fails
// for want of an answer from where it gets one throws a `NotServedError`, and the engine gives the charge back
// (`CreditStore.refund`). Internal module: use server.ts.
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
export class NotServedError extends JsonRpcError {
  /** What the server reads: the call is answered with this error and not charged. */
  readonly notServed = true;

  constructor(code: number, message: string, data?: unknown) {
    super(code, message, data);
    this.name = 'NotServedError';
  }
}

/** Whether an error a handler threw says the call was not served (a `NotServedError`, or any error with the flag). */
export function isNotServed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { notServed?: unknown }).notServed === true;
}
