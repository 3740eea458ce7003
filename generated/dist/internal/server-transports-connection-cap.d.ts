import type { Server } from 'node:http';
import type { Socket } from 'node:net';
/** Open connections a server holds at most unless told otherwise (`maxConnections`). */
export declare const defaultMaxConnections = 10000;
/**
 * Caps `server`'s open connections at `maxConnections`. Returns the sockets refused: node:http still parses what
 * such a client sent before the socket ends, so the request and upgrade handlers must drop a request on one of them.
 */
export declare function capConnections(server: Server, maxConnections: number): WeakSet<Socket>;
