export const platform = {
    http: async (secure) => (secure ? await import('node:https') : await import('node:http')),
    webSocket: async () => (await loadWs()).WebSocket,
};
/**
 * `ws` as this package resolves it, else as the application does. npm installs no dependency of a package linked
 * with `file:` (Node resolves it from the link's target, where nothing was installed), so there the application's
 * own `ws` (`npm i ws`) is the one to use.
 */
async function loadWs() {
    try {
        return await import('ws');
    }
    catch (error) {
        const { createRequire } = await import('node:module');
        for (const from of [process.argv[1], `${process.cwd()}/`]) {
            try {
                if (from !== undefined)
                    return createRequire(from)('ws');
            }
            catch {
                // Not there either: the next place, then the first error.
            }
        }
        throw error;
    }
}
