const defaultMaxConnections = 1e4;
const busyBody = JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32e3, message: "Server busy: too many connections" } });
const busyResponse = `HTTP/1.1 503 Service Unavailable\r
Content-Type: application/json\r
Content-Length: ${Buffer.byteLength(busyBody)}\r
Retry-After: 1\r
Connection: close\r
\r
${busyBody}`;
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
function endAndDrop(socket, response) {
  socket.end(response);
  setTimeout(() => socket.destroy(), 1e3).unref();
}
export {
  capConnections,
  defaultMaxConnections,
  endAndDrop
};
