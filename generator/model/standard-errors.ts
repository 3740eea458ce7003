// The five errors JSON-RPC 2.0 itself defines (section 5.1), which any method may return, and when each happens: a
// spec cannot say it (OpenRPC's error object has no description, and x-error-conditions belongs to one method), so
// the reference page's "When" column and the method docs take these fixed texts, written from the JSON-RPC 2.0
// specification and true of any server that follows it.

/** When each standard error happens (Markdown), by code. */
const standardWhen: ReadonlyMap<number, string> = new Map([
  [-32700, 'The request is not valid JSON: the server could not parse it (nothing of the call is known, so the answer\'s `id` is null).'],
  [-32600, 'The JSON is not a valid Request object: not an object (or an empty batch), `jsonrpc` not `"2.0"`, `method` not a string, or an `id` that is not a string, a number or null.'],
  [-32601, 'The method does not exist, or this server does not serve it.'],
  [-32602, 'The params do not fit the method: a required param missing, one of the wrong type or out of its range, too many, or by name where the method takes them by position (or the reverse).'],
  [-32603, 'The server failed while handling a valid call (an internal error on its side, not a problem of the request).'],
]);

/** The error codes JSON-RPC 2.0 itself defines; any method may return them. */
export const standardCodes: ReadonlySet<number> = new Set(standardWhen.keys());

/** When the standard error `code` happens, or undefined for any other code. */
export function standardErrorWhen(code: number): string | undefined {
  return standardWhen.get(code);
}

/**
 * The five standard errors as JSON-RPC 2.0 names them, for a spec that does not declare them: every package has a
 * class for each (`InvalidParamsError`), so a caller can tell a bad param from a method's own error whether or not
 * the spec lists it. Keys name the classes (`MethodNotFound` → `MethodNotFoundError`).
 */
export const standardErrorDefaults: readonly { key: string; code: number; message: string }[] = [
  { key: 'ParseError', code: -32700, message: 'Parse error' },
  { key: 'InvalidRequest', code: -32600, message: 'Invalid Request' },
  { key: 'MethodNotFound', code: -32601, message: 'Method not found' },
  { key: 'InvalidParams', code: -32602, message: 'Invalid params' },
  { key: 'InternalError', code: -32603, message: 'Internal error' },
];
