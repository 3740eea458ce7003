import type { Server } from 'node:http';
/** A WebSocket connection as shutdown sees it. */
export interface LiveSocket {
    /** Stop reading messages; once the ones being answered are answered, close with 1001. */
    drain(): void;
    /** Drop the connection now. */
    terminate(): void;
}
/**
 * Shuts `server` down: `startShutdown` turns `/healthz` to 503, the listening socket closes at once (new
 * connections are refused), idle keep-alive connections are closed and the others as soon as their call is
 * answered, and each WebSocket stops reading and closes with 1001 once its calls are answered. Whatever is still
 * open after `timeoutMs` is dropped (its calls' signals abort as their connections close). Resolves when the server
 * is closed.
 *
 * @param close the server's own `close`, not the wrapper that drops every WebSocket at once.
 */
export declare function shutdownServer(server: Server, close: (callback?: (error?: Error) => void) => unknown, live: Set<LiveSocket>, startShutdown: () => void, timeoutMs: number): Promise<void>;
