// `node gateway/dist/main.js --package <dir> --upstream <url> …`: the gateway as a process, for a deployment that
// generated its package at build time and runs with Node alone (no generator, TypeScript or esbuild: see
// docs/gateway.md, "Deploying"). It loads the package's server module from `<dir>/dist/server.js`, forwards every
// method to the upstreams, and serves until SIGTERM or SIGINT, then shuts down gracefully. `rpcforge serve` is the
// full command (mocks, anvil, networks, Redis, reloads); this is the least a deployment needs.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createUpstream, KeyRing, type GeneratedServer, type KeysConfig } from './index.js';

/** What `createServer` of a generated package is called with and gives back, as this entry uses it. */
interface ServerModule extends GeneratedServer {
  createServer(handlers: never, options?: object): import('node:http').Server & { shutdown(options?: { timeoutMs?: number }): Promise<void> };
}

const usage = 'usage: node gateway/dist/main.js --package <dir> --upstream <url | family=url>… [--partner family=url]… [--keys <file.json>] [--port 8080] [--host 127.0.0.1]';

/** `url` or `family=url` flags as createUpstream takes them: one URL for every family, or URLs by family. */
function upstreamsOf(flags: readonly string[], name: string): string | readonly string[] | Record<string, string[]> | undefined {
  if (flags.length === 0) return undefined;
  if (flags.every((f) => !/^[A-Za-z][\w-]*=/.test(f))) return flags.length === 1 ? flags[0] : flags;
  const byFamily: Record<string, string[]> = {};
  for (const flag of flags) {
    const at = flag.indexOf('=');
    if (at < 1) throw new Error(`${name} ${flag}: give every URL as family=url, or none`);
    (byFamily[flag.slice(0, at)] ??= []).push(flag.slice(at + 1));
  }
  return byFamily;
}

export async function main(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      package: { type: 'string' },
      upstream: { type: 'string', multiple: true },
      partner: { type: 'string', multiple: true },
      keys: { type: 'string' },
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
    },
    strict: true,
  });
  const upstream = upstreamsOf(values.upstream ?? [], '--upstream');
  if (values.package === undefined || upstream === undefined) throw new Error(usage);
  const port = Number(values.port);
  if (!(Number.isInteger(port) && port >= 0 && port <= 65_535)) throw new Error(`--port ${values.port}: not a port`);
  const server = (await import(pathToFileURL(resolve(values.package, 'dist/server.js')).href)) as ServerModule;
  // Keys as JSON (the KeyRing's config): no YAML parser among the gateway's dependencies.
  const ring = values.keys === undefined ? undefined : new KeyRing(JSON.parse(readFileSync(values.keys, 'utf8')) as KeysConfig);
  const partner = upstreamsOf(values.partner ?? [], '--partner');
  const gateway = createUpstream(server, { upstream, ...(partner === undefined ? {} : { partner: partner as never }), ...(ring === undefined ? {} : { planOf: ring.planOf }) });
  const http = server.createServer(gateway.handlers as never, {
    ...(ring === undefined ? {} : { authenticate: ring.authenticate, dailyCredits: ring.dailyCredits, creditsPerSecond: ring.creditsPerSecond }),
    blockGasLimit: gateway.blockGasLimit,
    subscriptions: gateway.subscriptions(),
    healthCheck: gateway.ready,
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(port, values.host, done);
  });
  const address = http.address() as AddressInfo;
  process.stdout.write(`gateway listening on http://${values.host}:${address.port}\n`);
  const stop = () => {
    void http.shutdown({ timeoutMs: 10_000 }).finally(() => gateway.close());
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`gateway: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  });
}
