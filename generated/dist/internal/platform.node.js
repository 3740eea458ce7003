import { nodeHttp } from "./node-http.js";
const platform = {
  http: nodeHttp,
  webSocket: async () => (await loadWs()).WebSocket
};
async function loadWs() {
  try {
    return await import("ws");
  } catch (error) {
    const { createRequire } = await import("node:module");
    for (const from of [process.argv[1], `${process.cwd()}/`]) {
      try {
        if (from !== void 0) return createRequire(from)("ws");
      } catch {
      }
    }
    throw error;
  }
}
export {
  platform
};
