const needsNode = () => {
  throw new Error("the connection cap needs Node: a router in front of several servers runs on Node");
};
const connectionHooks = { cap: needsNode, endAndDrop: needsNode, rawJsonResponse: needsNode, defaultMax: 1e4 };
function serveHttp(_engine, _routes) {
  throw new Error("createServer needs Node (node:http and ws): on this runtime, serve createFetchHandler(handlers, options) instead");
}
export {
  connectionHooks,
  serveHttp
};
