// The transport kits client.ts hands to the client (rpc-client.ts `TransportKit`): `createClient` passes
// `httpAndWebSocket`, `createHttpClient` passes `httpOnly`. Two constants and nothing run at load, so that a bundler
// drops the kit a page does not import, and with it the WebSocket transport and the subscriptions.
import { HttpTransport } from './http-transport.js';
import type { TransportKit } from './rpc-client.js';
import { subscribeFunctions } from './subscriptions.js';
import { WsTransport } from './ws-transport.js';

export const httpOnly: TransportKit = { http: HttpTransport };

export const httpAndWebSocket: TransportKit = { http: HttpTransport, ws: { transport: WsTransport, subscribe: subscribeFunctions } };
