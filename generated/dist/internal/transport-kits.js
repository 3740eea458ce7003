import { HttpTransport } from "./http-transport.js";
import { subscribeFunctions } from "./subscriptions.js";
import { WsTransport } from "./ws-transport.js";
const httpOnly = { http: HttpTransport };
const httpAndWebSocket = { http: HttpTransport, ws: { transport: WsTransport, subscribe: subscribeFunctions } };
export {
  httpAndWebSocket,
  httpOnly
};
