import type { MethodInfo } from '../../methods.js';
/** An error answer's text (`data`, when given, as JSON). */
export declare function errorText(idJson: string, code: number, message: string, data?: unknown): string;
/**
 * The answer to `rpc.discover`: the bundled OpenRPC document as the result (free of credits, no handler). It takes no
 * params: absent, `[]` or `{}`.
 */
export declare function discoverReply(idJson: string, params: unknown): string;
/** A by-name call of an `either` method, as the positional tuple its handler takes. */
export declare function toPositional(named: Record<string, unknown>, params: MethodInfo['params']): unknown[];
/**
 * Source text of the `id` member of each request in `text` (valid JSON): one entry for a single request, one per
 * element of a batch (undefined where there is none). The last `id` member wins, as with JSON.parse.
 */
export declare function scanIds(text: string): (string | undefined)[];
