import type { Server } from 'node:http';
import type { TransportEngine } from '../engine/engine.js';
import type { Route } from './fetch.js';
export declare function serveHttp(_engine: TransportEngine, _routes: readonly Route[]): Server;
