function serveHttp(_engine, _routes) {
  throw new Error("createServer needs Node (node:http and ws): on this runtime, serve createFetchHandler(handlers, options) instead");
}
export {
  serveHttp
};
