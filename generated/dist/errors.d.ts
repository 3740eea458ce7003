/** The `error` member of a JSON-RPC response. */
export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/** An error answered by the other side of a JSON-RPC call (an `error` object), as opposed to a transport failure. */
export declare class JsonRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown);
  /** The error object to send in a response. */
  toJSON(): JsonRpcErrorObject;
}

/** `-32700` Parse error */
export declare class ParseError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = -32700;
  constructor(message?: string, data?: unknown);
}

/** `-32600` Invalid Request */
export declare class InvalidRequestError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = -32600;
  constructor(message?: string, data?: unknown);
}

/** `-32601` Method not found */
export declare class MethodNotFoundError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = -32601;
  constructor(message?: string, data?: unknown);
}

/** `-32602` Invalid params */
export declare class InvalidParamsError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = -32602;
  constructor(message?: string, data?: unknown);
}

/** `-32603` Internal error */
export declare class InternalError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = -32603;
  constructor(message?: string, data?: unknown);
}

/**
 * `-32005` query returned more than 10000 results
 *
 * Returned by `eth_getLogs`.
 */
export declare class LogsResultLimitExceededError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = -32005;
  constructor(message?: string, data?: unknown);
}

/**
 * `-32005` query timeout exceeded
 *
 * Returned by `eth_getLogs`.
 */
export declare class LogsQueryTimeoutError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = -32005;
  constructor(message?: string, data?: unknown);
}

/**
 * `3` execution reverted: <revert_reason>
 *
 * Returned by `eth_estimateGas`, `eth_call`.
 */
export declare class ExecutionRevertedError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static readonly code = 3;
  /** The `<revert_reason>` part of the message. */
  readonly reason: string;
  constructor(reason: string, data?: unknown);
}

/** The most specific error class for a received error object: by code and message, else a plain `JsonRpcError`. */
export declare function toJsonRpcError(error: JsonRpcErrorObject): JsonRpcError;
