const defaultMaxConnections = 1e4;
const busyBody = JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32e3, message: "Server busy: too many connections" } });
const busyResponse = rawJsonResponse("503 Service Unavailable", busyBody, "Retry-After: 1\r\n");
function capConnections(server, maxConnections) {
  if (!(Number.isInteger(maxConnections) && maxConnections >= 1)) throw new RangeError("maxConnections must be a whole number of connections, at least 1");
  const refused = /* @__PURE__ */ new WeakSet();
  let open = 0;
  server.on("connection", (socket) => {
    if (open >= maxConnections) {
      refused.add(socket);
      socket.on("error", () => socket.destroy());
      endAndDrop(socket, busyResponse);
      return;
    }
    open++;
    socket.once("close", () => open--);
  });
  return refused;
}
function rawJsonResponse(status, body, headers = "") {
  return `HTTP/1.1 ${status}\r
Content-Type: application/json\r
Content-Length: ${Buffer.byteLength(body)}\r
${headers}Connection: close\r
\r
${body}`;
}
function endAndDrop(socket, response) {
  socket.end(response);
  setTimeout(() => socket.destroy(), 1e3).unref();
}
const connectionHooks = { cap: capConnections, endAndDrop, rawJsonResponse, defaultMax: defaultMaxConnections };
export {
  capConnections,
  connectionHooks,
  defaultMaxConnections,
  endAndDrop,
  rawJsonResponse
};
