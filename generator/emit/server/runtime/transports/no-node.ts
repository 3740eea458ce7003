// What `#server-node` gives outside Node (browsers, workers, the edge): `createServer` needs node:http and `ws`, so
// it fails there with an error saying what to use instead. Keeps every Node-only import out of a worker's bundle.
import type { Server } from 'node:http';
import type { TransportEngine } from '../engine/engine.js';
import type { Route } from './fetch.js';
import type { ConnectionHooks } from './connection-cap.js';

const needsNode = () => {
  throw new Error('the connection cap needs Node: a router in front of several servers runs on Node');
};
/** The connection cap's stand-in: there are no node:http connections to cap here. */
export const connectionHooks: ConnectionHooks = { cap: needsNode, endAndDrop: needsNode, rawJsonResponse: needsNode, defaultMax: 10_000 };

export function serveHttp(_engine: TransportEngine, _routes: readonly Route[]): Server {
  throw new Error('createServer needs Node (node:http and ws): on this runtime, serve createFetchHandler(handlers, options) instead');
}
