import type { Server } from 'node:http';
import type { TransportEngine } from '../engine/engine.js';
import type { Route } from './fetch.js';
import type { ConnectionHooks } from './connection-cap.js';
/** The connection cap's stand-in: there are no node:http connections to cap here. */
export declare const connectionHooks: ConnectionHooks;
export declare function serveHttp(_engine: TransportEngine, _routes: readonly Route[]): Server;
