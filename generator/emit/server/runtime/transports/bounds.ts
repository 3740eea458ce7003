// The node:http transport's bounds against callers that hold connections open or do not read: the options it
// reads, checked once and made milliseconds. Internal module: use server.ts.
import { optionNumber, type ServerOptions } from '../engine/options.js';
import { defaultMaxConnections } from './connection-cap.js';
import { defaultSocketsPerKey } from './socket-cap.js';

/** The node:http bounds, from the options (seconds made milliseconds). */
export interface Bounds {
  maxConnections: number;
  headersMs: number;
  requestMs: number;
  bodyMs: number;
  keepAliveMs: number;
  wsMaxBuffered: number;
  wsDrainMs: number;
  wsIdleMs: number;
  wsMaxSocketsPerKey: number;
  httpMaxQueued: number;
  maxQueued: number;
  httpDrainMs: number;
}

/** The options this transport reads: only its bounds, so that its type (reached through `#server-node`) holds no
 * type of the API, which a compiler may take from another copy of the package. */
export type NodeServerOptions = Pick<
  ServerOptions,
  | 'maxConnections'
  | 'headersTimeoutSeconds'
  | 'requestTimeoutSeconds'
  | 'bodyTimeoutSeconds'
  | 'keepAliveTimeoutSeconds'
  | 'wsMaxBufferedBytes'
  | 'wsDrainTimeoutSeconds'
  | 'wsIdleTimeoutSeconds'
  | 'wsMaxSocketsPerKey'
  | 'httpMaxQueuedBytes'
  | 'maxQueuedBytes'
  | 'httpDrainTimeoutSeconds'
>;

/** The bounds of `options`, checked (a RangeError names a bad one). */
export function boundsOf(options: NodeServerOptions): Bounds {
  const seconds = (name: keyof NodeServerOptions, fallback: number) => Math.min(Math.round(optionNumber(name, options[name], fallback, 0.001) * 1000), 2_147_483_647);
  const requestMs = seconds('requestTimeoutSeconds', 30);
  const maxConnections = Math.floor(optionNumber('maxConnections', options.maxConnections, defaultMaxConnections, 1));
  return {
    maxConnections,
    // node refuses a headers timeout longer than the request timeout.
    headersMs: Math.min(seconds('headersTimeoutSeconds', 10), requestMs),
    requestMs,
    bodyMs: seconds('bodyTimeoutSeconds', 10),
    keepAliveMs: seconds('keepAliveTimeoutSeconds', 5),
    wsMaxBuffered: optionNumber('wsMaxBufferedBytes', options.wsMaxBufferedBytes, 1_048_576, 1),
    wsDrainMs: seconds('wsDrainTimeoutSeconds', 30),
    wsIdleMs: seconds('wsIdleTimeoutSeconds', 600),
    wsMaxSocketsPerKey: Math.floor(optionNumber('wsMaxSocketsPerKey', options.wsMaxSocketsPerKey, defaultSocketsPerKey(maxConnections), 1)),
    httpMaxQueued: optionNumber('httpMaxQueuedBytes', options.httpMaxQueuedBytes, 1_048_576, 1),
    maxQueued: optionNumber('maxQueuedBytes', options.maxQueuedBytes, 64 * 1_048_576, 1),
    httpDrainMs: seconds('httpDrainTimeoutSeconds', 30),
  };
}
