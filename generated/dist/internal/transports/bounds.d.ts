import { type ServerOptions } from '../engine/options.js';
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
export type NodeServerOptions = Pick<ServerOptions, 'maxConnections' | 'headersTimeoutSeconds' | 'requestTimeoutSeconds' | 'bodyTimeoutSeconds' | 'keepAliveTimeoutSeconds' | 'wsMaxBufferedBytes' | 'wsDrainTimeoutSeconds' | 'wsIdleTimeoutSeconds' | 'wsMaxSocketsPerKey' | 'httpMaxQueuedBytes' | 'maxQueuedBytes' | 'httpDrainTimeoutSeconds'>;
/** The bounds of `options`, checked (a RangeError names a bad one). */
export declare function boundsOf(options: NodeServerOptions): Bounds;
