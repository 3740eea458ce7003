import { optionNumber } from "../engine/options.js";
import { defaultMaxConnections } from "./connection-cap.js";
import { defaultSocketsPerKey } from "./socket-cap.js";
function boundsOf(options) {
  const seconds = (name, fallback) => Math.min(Math.round(optionNumber(name, options[name], fallback, 1e-3) * 1e3), 2147483647);
  const requestMs = seconds("requestTimeoutSeconds", 30);
  const maxConnections = Math.floor(optionNumber("maxConnections", options.maxConnections, defaultMaxConnections, 1));
  return {
    maxConnections,
    // node refuses a headers timeout longer than the request timeout.
    headersMs: Math.min(seconds("headersTimeoutSeconds", 10), requestMs),
    requestMs,
    bodyMs: seconds("bodyTimeoutSeconds", 10),
    keepAliveMs: seconds("keepAliveTimeoutSeconds", 5),
    wsMaxBuffered: optionNumber("wsMaxBufferedBytes", options.wsMaxBufferedBytes, 1048576, 1),
    wsDrainMs: seconds("wsDrainTimeoutSeconds", 30),
    wsIdleMs: seconds("wsIdleTimeoutSeconds", 600),
    wsMaxSocketsPerKey: Math.floor(optionNumber("wsMaxSocketsPerKey", options.wsMaxSocketsPerKey, defaultSocketsPerKey(maxConnections), 1)),
    httpMaxQueued: optionNumber("httpMaxQueuedBytes", options.httpMaxQueuedBytes, 1048576, 1),
    maxQueued: optionNumber("maxQueuedBytes", options.maxQueuedBytes, 64 * 1048576, 1),
    httpDrainMs: seconds("httpDrainTimeoutSeconds", 30)
  };
}
export {
  boundsOf
};
