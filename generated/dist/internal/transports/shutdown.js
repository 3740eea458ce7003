const sweepMs = 50;
function shutdownServer(server, close, live, startShutdown, timeoutMs) {
  startShutdown();
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), sweepMs);
    const deadline = setTimeout(() => {
      for (const socket of live) socket.terminate();
      server.closeAllConnections();
    }, timeoutMs);
    close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
    for (const socket of live) socket.drain();
  });
}
export {
  shutdownServer
};
