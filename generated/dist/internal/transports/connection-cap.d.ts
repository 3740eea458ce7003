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
/**
 * The cap as one object, for a router that holds the connections in front of several of the package's servers
 * (`@rpcforge/gateway`'s networks): server.ts hands it out in `packageHooks` through `#server-node`, so that a
 * bundle for the edge never loads this module.
 */
export interface ConnectionHooks {
    /** Caps `server`'s open connections; answers a connection past the cap 503 before reading it. Returns those refused. */
    cap(server: Server, maxConnections: number): WeakSet<Socket>;
    /** Writes `response` to `socket`, ends it and drops it a second later, whatever the peer does. */
    endAndDrop(socket: Duplex, response: string): void;
    /** A whole HTTP/1.1 answer with a JSON body, `Connection: close`, for a socket no node:http response holds. */
    rawJsonResponse(status: string, body: string, headers?: string): string;
    /** Open connections a server holds at most unless told otherwise. */
    readonly defaultMax: number;
}
export declare const connectionHooks: ConnectionHooks;
