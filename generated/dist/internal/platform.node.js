export const platform = {
    http: async (secure) => (secure ? await import('node:https') : await import('node:http')),
    webSocket: async () => (await import('ws')).WebSocket,
};
