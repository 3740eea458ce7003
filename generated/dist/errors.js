class JsonRpcError extends Error {
  code;
  data;
  constructor(code, message, data) {
    super(message);
    this.name = "JsonRpcError";
    this.code = code;
    this.data = data;
  }
  /** The error object to send in a response. */
  toJSON() {
    return this.data === void 0 ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}
class ParseError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = -32700;
  constructor(message = "Parse error", data) {
    super(-32700, message, data);
    this.name = "ParseError";
  }
}
class InvalidRequestError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = -32600;
  constructor(message = "Invalid Request", data) {
    super(-32600, message, data);
    this.name = "InvalidRequestError";
  }
}
class MethodNotFoundError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = -32601;
  constructor(message = "Method not found", data) {
    super(-32601, message, data);
    this.name = "MethodNotFoundError";
  }
}
class InvalidParamsError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = -32602;
  constructor(message = "Invalid params", data) {
    super(-32602, message, data);
    this.name = "InvalidParamsError";
  }
}
class InternalError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = -32603;
  constructor(message = "Internal error", data) {
    super(-32603, message, data);
    this.name = "InternalError";
  }
}
class LogsResultLimitExceededError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = -32005;
  constructor(message = "query returned more than 10000 results", data) {
    super(-32005, message, data);
    this.name = "LogsResultLimitExceededError";
  }
}
class LogsQueryTimeoutError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = -32005;
  constructor(message = "query timeout exceeded", data) {
    super(-32005, message, data);
    this.name = "LogsQueryTimeoutError";
  }
}
class ExecutionRevertedError extends JsonRpcError {
  /** The JSON-RPC error code. */
  static code = 3;
  /** The `<revert_reason>` part of the message. */
  reason;
  constructor(reason, data) {
    super(3, `execution reverted: ${reason}`, data);
    this.name = "ExecutionRevertedError";
    this.reason = reason;
  }
}
function toJsonRpcError(error) {
  if (error.code === -32700) return new ParseError(error.message, error.data);
  if (error.code === -32600) return new InvalidRequestError(error.message, error.data);
  if (error.code === -32601) return new MethodNotFoundError(error.message, error.data);
  if (error.code === -32602) return new InvalidParamsError(error.message, error.data);
  if (error.code === -32603) return new InternalError(error.message, error.data);
  if (error.code === -32005 && error.message === "query returned more than 10000 results") return new LogsResultLimitExceededError(error.message, error.data);
  if (error.code === -32005 && error.message === "query timeout exceeded") return new LogsQueryTimeoutError(error.message, error.data);
  if (error.code === 3) {
    const match = /^execution reverted: ([\s\S]*)$/.exec(error.message);
    if (match) return new ExecutionRevertedError(match[1], error.data);
  }
  return new JsonRpcError(error.code, error.message, error.data);
}
export {
  ExecutionRevertedError,
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  JsonRpcError,
  LogsQueryTimeoutError,
  LogsResultLimitExceededError,
  MethodNotFoundError,
  ParseError,
  toJsonRpcError
};
