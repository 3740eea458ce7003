// What `#server-node` gives outside Node (browsers, workers, the edge): `createServer` needs node:http and `ws`, so
// it fails there with an error saying what to use instead. Keeps every Node-only import out of a worker's bundle.
import type { Server } from 'node:http';
import type { TransportEngine } from '../engine/engine.js';
import type { Route } from './fetch.js';

export function serveHttp(_engine: TransportEngine, _routes: readonly Route[]): Server {
  throw new Error('createServer needs Node (node:http and ws): on this runtime, serve createFetchHandler(handlers, options) instead');
}
