// The node:http transport's connection cap: past `maxConnections` open connections, a new one is answered 503 and
// closed at once, before anything is read from it. `rpcforge serve --config` holds the same cap in front of its
// networks' servers (gateway/src/networks.ts), which never see the connection itself. Internal module: use server.ts.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** Open connections a server holds at most unless told otherwise (`maxConnections`). */
export const defaultMaxConnections = 10_000;

/**
 * The reply to a connection past the cap, written before its request is read. Spelled out rather than built with
 * transports/fetch.ts's `errorBody`: this module imports nothing of the package, so that the CLI can import
 * it from the generator's sources, where the package's generated modules (document.ts) do not exist.
 */
const busyBody = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Server busy: too many connections' } });
const busyResponse = rawJsonResponse('503 Service Unavailable', busyBody, 'Retry-After: 1\r\n');

/**
 * Caps `server`'s open connections at `maxConnections`. Returns the sockets refused: node:http still parses what
 * such a client sent before the socket ends, so the request and upgrade handlers must drop a request on one of them.
 */
export function capConnections(server: Server, maxConnections: number): WeakSet<Socket> {
  // `open >= NaN` is never true: a cap that is not a number would be no cap at all, and 0 would refuse everything.
  if (!(Number.isInteger(maxConnections) && maxConnections >= 1)) throw new RangeError('maxConnections must be a whole number of connections, at least 1');
  const refused = new WeakSet<Socket>();
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= maxConnections) {
      refused.add(socket);
      socket.on('error', () => socket.destroy());
      endAndDrop(socket, busyResponse);
      return;
    }
    open++;
    socket.once('close', () => open--);
  });
  return refused;
}

/**
 * A JSON answer as the bytes written straight to a socket node:http no longer answers for (a WebSocket upgrade's, a
 * connection past the cap): `status` is the status line's code and reason (`503 Service Unavailable`), `headers`
 * more header lines, each ending in CRLF. The connection is closed after it (see endAndDrop).
 */
export function rawJsonResponse(status: string, body: string, headers = ''): string {
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`;
}

/**
 * Writes `response` and ends the socket, then drops it a second later. node:http makes its sockets half-open
 * (`allowHalfOpen`), and a socket taken from it (an upgrade, a connection past the cap) has none of its timeouts: a
 * client that never closes its side would hold it, and one of `maxConnections`, for good. The second lets the client
 * read the answer before the socket goes.
 */
export function endAndDrop(socket: Duplex, response: string): void {
  socket.end(response);
  setTimeout(() => socket.destroy(), 1000).unref();
}

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

export const connectionHooks: ConnectionHooks = { cap: capConnections, endAndDrop, rawJsonResponse, defaultMax: defaultMaxConnections };
