import type { TransportKit } from './rpc-client.js';
export declare const httpOnly: TransportKit;
export declare const httpAndWebSocket: TransportKit;
