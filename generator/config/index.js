// `rpcforge/config`: what a config file imports. Plain JavaScript, so a rpcforge.config.mjs loads it without a
// TypeScript loader; the types are in index.d.ts beside it.

/** Returns the config unchanged: it exists so that editors check the config against RpcforgeConfig. */
export function defineConfig(config) {
  return config;
}
