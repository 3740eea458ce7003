import type { Server } from 'node:http';
import type { TransportEngine } from './server-core.js';
import type { Route } from './server-fetch.js';
export declare function serveHttp(_engine: TransportEngine, _routes: readonly Route[]): Server;
