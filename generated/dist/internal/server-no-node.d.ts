import type { Server } from 'node:http';
import type { RpcEngine } from './server-core.js';
import type { Route } from './server-fetch.js';
export declare function serveHttp(_engine: RpcEngine, _routes: readonly Route[]): Server;
