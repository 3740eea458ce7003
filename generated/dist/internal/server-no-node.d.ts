import type { Server } from 'node:http';
import type { TransportEngine } from './server-engine.js';
import type { Route } from './server-transports-fetch.js';
export declare function serveHttp(_engine: TransportEngine, _routes: readonly Route[]): Server;
