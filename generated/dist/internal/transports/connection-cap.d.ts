import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
/** Open connections a server holds at most unless told otherwise (`maxConnections`). */
export declare const defaultMaxConnections = 10000;
/**
 * Caps `server`'s open connections at `maxConnections`. Returns the sockets refused: node:http still parses what
 * such a client sent before the socket ends, so the request and upgrade handlers must drop a request on one of them.
 */
export declare function capConnections(server: Server, maxConnections: number): WeakSet<Socket>;
/**
 * A JSON answer as the bytes written straight to a socket node:http no longer answers for (a WebSocket upgrade's, a
 * connection past the cap): `status` is the status line's code and reason (`503 Service Unavailable`), `headers`
 * more header lines, each ending in CRLF. The connection is closed after it (see endAndDrop).
 */
export declare function rawJsonResponse(status: string, body: string, headers?: string): string;
/**
 * Writes `response` and ends the socket, then drops it a second later. node:http makes its sockets half-open
 * (`allowHalfOpen`), and a socket taken from it (an upgrade, a connection past the cap) has none of its timeouts: a
 * client that never closes its side would hold it, and one of `maxConnections`, for good. The second lets the client
 * read the answer before the socket goes.
 */
export declare function endAndDrop(socket: Duplex, response: string): void;
