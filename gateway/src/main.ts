#!/usr/bin/env node
// `node gateway/dist/main.js --package <dir> …` (`npm start` in the gateway package): the gateway as a process, for a
// deployment that generated its package at build time and runs with Node alone (no generator, ts-morph, TypeScript
// or esbuild: docs/gateway.md, "Deploying"). It takes `rpcforge serve`'s serving flags and config file (main-flags.ts:
// `--upstream`, `--partner`, `--config` with networks, `--keys` reloaded, `--redis`, `--port`, `--host`, …), loads the
// package's server module from `<dir>/dist/server.js` (package-load.ts), and serves it through serve.ts, as
// `rpcforge serve` does, until SIGTERM or SIGINT, then shuts down gracefully and exits 0.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFlags, usage } from './main-flags.js';
import { loadServedPackage } from './package-load.js';
import { cataloguesShown, NetworkFieldError } from './networks-serve.js';
import { prepareGateway, startGateway, type StartedGateway } from './serve.js';
import { loadBuiltCatalogue, type LoadedCatalogue } from './catalogue-terms.js';
import { cheapestCredits, type GatewayServeOptions, type ServedPackage } from './serve-options.js';

/** Starts the gateway the command line describes; resolves once it listens (its banner printed). */
export async function main(argv: readonly string[], out: (text: string) => void = (t) => void process.stdout.write(t), err: (text: string) => void = (t) => void process.stderr.write(t)): Promise<StartedGateway | undefined> {
  const flags = readFlags(argv);
  if (flags === 'help') {
    out(`${usage}\n`);
    return undefined;
  }
  const log = (line: string) => err(`gateway: ${line}\n`);
  const prepared = await prepareGateway(flags.options);
  const loaded = await loadServedPackage(flags.packageDir);
  const pkg = flags.catalogues.length === 0 ? loaded : { ...loaded, catalogues: await builtCatalogues(flags.catalogues, loaded, flags.options) };
  const gateway = await startGateway(prepared, { pkg, upstreams: prepared.upstream, packageFor: packagesByFolder(pkg, prepared.configAt?.path, flags.options) }, log);
  out(banner(gateway));
  return gateway;
}

/**
 * `--catalogue [<family>=]<folder>`…: the catalogues built by `rpcforge catalogue`, priced as `rpcforge serve` prices
 * them. `<family>=` (serve's form) checks the folder is that family's; `<family>=none` gives the family none.
 */
async function builtCatalogues(args: readonly string[], pkg: ServedPackage, options: GatewayServeOptions): Promise<LoadedCatalogue[]> {
  const families = new Set(pkg.methods.map((m) => m.family ?? 'default'));
  const wanted = args.map((arg) => {
    const named = /^([A-Za-z0-9_.-]{1,64})=(.+)$/.exec(arg);
    return named === null ? { arg, dir: arg } : { arg, family: named[1], dir: named[2]! };
  });
  const catalogues = await Promise.all(
    wanted
      .filter((w) => w.dir !== 'none')
      .map((w) =>
        catalogueFolder(w.dir, w.family, pkg, options, (reason) => {
          throw new Error(`--catalogue ${w.arg}: ${reason}`);
        }),
      ),
  );
  for (const w of wanted) if (w.family !== undefined && !families.has(w.family)) throw new Error(`--catalogue ${w.arg}: the package has no method family ${w.family} (it has ${[...families].join(', ')})`);
  for (const catalogue of catalogues) {
    if (!families.has(catalogue.family)) throw new Error(`--catalogue ${catalogue.dir}: the package has no method family ${catalogue.family} (it has ${[...families].join(', ')})`);
    if (catalogues.filter((c) => c.family === catalogue.family).length > 1) throw new Error(`--catalogue: two catalogues for the family ${catalogue.family}`);
  }
  return catalogues;
}

/**
 * A config network's `spec`: here the folder of a generated package (relative to the config file, as a spec's path
 * is), loaded once; none: the `--package` one. Its `catalogue` (`{ evm: <folder> | none }`): here the folder of a
 * catalogue built by `rpcforge catalogue`, in place of `--catalogue`'s for that family, or none.
 */
function packagesByFolder(pkg: ServedPackage, configPath: string | undefined, options: GatewayServeOptions): (spec: string | undefined, catalogue?: Readonly<Record<string, string>>) => Promise<ServedPackage> {
  const loaded = new Map<string, Promise<ServedPackage>>();
  const catalogues = new Map<string, Promise<LoadedCatalogue>>();
  const withOwnCatalogues = (base: ServedPackage, shared: readonly LoadedCatalogue[], own: Readonly<Record<string, string>>) => cataloguesFor(base, shared, own, options, catalogues);
  const packageAt = (spec: string | undefined): Promise<ServedPackage> => {
    if (spec === undefined) return Promise.resolve(pkg);
    const dir = resolve(spec);
    let found = loaded.get(dir);
    if (found === undefined) {
      found = loadServedPackage(dir).then(
        (other) => withOwnCatalogues(other, pkg.catalogues ?? [], {}),
        (error: unknown) => {
          loaded.delete(dir);
          throw new NetworkFieldError(['spec'], `${(error as Error).message} (here a network's spec is the folder of a package generated at build time${configPath === undefined ? '' : ', relative to the config file'})`);
        },
      );
      loaded.set(dir, found);
    }
    return found;
  };
  return async (spec, catalogue) => {
    const base = await packageAt(spec);
    return catalogue === undefined ? base : withOwnCatalogues(base, base.catalogues ?? [], catalogue);
  };
}

/**
 * `pkg` with the catalogues of its families: `shared`'s folders (the command's `--catalogue`), a network's own in
 * their place (`own`: family → folder, or `none` for no catalogue). Each is priced for `pkg`'s methods, and loaded
 * once per package (`loaded`): its validators are code, which Node imports once, so a rebuilt folder needs a restart.
 */
async function cataloguesFor(pkg: ServedPackage, shared: readonly LoadedCatalogue[], own: Readonly<Record<string, string>>, options: GatewayServeOptions, loaded: Map<string, Promise<LoadedCatalogue>>): Promise<ServedPackage> {
  const families = new Set(pkg.methods.map((m) => m.family ?? 'default'));
  const folders = new Map(shared.filter((c) => families.has(c.family)).map((c) => [c.family, c.dir]));
  for (const [family, dir] of Object.entries(own)) {
    if (!families.has(family)) throw new NetworkFieldError(['catalogue', family], `the network's package has no method family ${family} (it has ${[...families].join(', ')})`);
    if (dir === 'none') folders.delete(family);
    else folders.set(family, dir);
  }
  const catalogues = await Promise.all(
    [...folders].map(([family, dir]) => {
      const key = `${pkg.dir}\0${resolve(dir)}`;
      let loading = loaded.get(key);
      if (loading === undefined) {
        loading = catalogueFolder(dir, undefined, pkg, options, (reason) => {
          throw new Error(reason);
        });
        loaded.set(key, loading);
        // A folder that fails is tried again on the next reload.
        loading.catch(() => loaded.delete(key));
      }
      // The network's own folder is located at its field; a --catalogue one at the network's package. The family is
      // checked for each family that names the folder, not only for the one that loaded it.
      const field = own[family] === undefined ? ['spec'] : ['catalogue', family];
      return loading.then(
        (built) => {
          if (built.family !== family) throw new NetworkFieldError(field, `${dir} is the catalogue of the family ${built.family}`);
          return built;
        },
        (error: unknown) => {
          throw new NetworkFieldError(field, (error as Error).message);
        },
      );
    }),
  );
  return { ...pkg, catalogues };
}

/**
 * One folder built by `rpcforge catalogue`, priced for `pkg`'s methods as `rpcforge serve` prices its own, its family
 * checked when `family` is given. `fail` words a refusal for where the folder was named.
 */
async function catalogueFolder(dir: string, family: string | undefined, pkg: ServedPackage, options: GatewayServeOptions, fail: (reason: string) => never): Promise<LoadedCatalogue> {
  const readCredits = options.outsideSpecCredits ?? cheapestCredits(pkg.methods);
  const built = await loadBuiltCatalogue(dir, pkg.methods, options.credits ?? {}, readCredits).catch((error: unknown) =>
    fail(`${(error as Error).message} (a catalogue is a folder written by rpcforge catalogue --out <dir>: <dir>/<family>)`),
  );
  if (family !== undefined && built.family !== family) fail(`${dir} is the catalogue of the family ${built.family}`);
  return built;
}

/** What the operator needs: where it listens, the networks, the keys file; never a key. */
function banner(gateway: StartedGateway): string {
  const lines = [`gateway listening on ${gateway.url}`];
  if (gateway.config === undefined) {
    for (const route of gateway.first.pkg.routes) lines.push(`  ${route.transport === 'http' ? 'HTTP     ' : 'WebSocket'} ${gateway.url.replace(/^http/, route.transport === 'http' ? 'http' : 'ws')}${route.path}`);
    lines.push(`  upstream: ${gateway.first.forwarded.join(', ') || 'none'}`);
  } else {
    lines.push(`  networks from ${gateway.config.file} (reloaded when it changes):`);
    for (const network of gateway.config.networks()) {
      const route = network.routes.find((r) => r.transport === 'http');
      lines.push(`    ${network.name}: ${gateway.url}${network.base}${route?.path ?? '/'}${network.host === undefined ? '' : ` (Host: ${network.host})`}; upstream ${network.upstreamFamilies.join(', ') || 'none'}${cataloguesShown(network)}`);
    }
  }
  if (gateway.pools !== undefined) lines.push(`  pools: ${gateway.pools}`);
  lines.push(`  credits: ${gateway.credits}`, `  cache: ${gateway.cache}`, `  health    ${gateway.healthUrl}`);
  if (gateway.metricsUrl !== undefined) lines.push(`  metrics   ${gateway.metricsUrl}`);
  if (gateway.keys !== undefined) lines.push(`  keys: ${gateway.keys.count} from ${gateway.keys.file}${gateway.keys.firstKeyId === undefined ? '' : ` (first key's fingerprint ${gateway.keys.firstKeyId})`}`);
  else lines.push('  keys: none given, so any key is accepted (--keys keys.yaml checks them)');
  return `${lines.join('\n')}\n`;
}

/** Runs `main`; a failure to start is exit code 2. SIGINT or SIGTERM stops it gracefully, then exit 0. */
function run(): void {
  let stopping = false;
  let started: Promise<StartedGateway | undefined> = Promise.resolve(undefined);
  const stop = () => {
    if (stopping) return;
    stopping = true;
    process.stderr.write('gateway: stopping: the calls in flight finish first\n');
    void started.then((gateway) => gateway?.close()).then(() => process.exit(process.exitCode ?? 0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  started = main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`gateway: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  });
}

/** Whether this module is the process's entry: run as `node …/main.js`, or through npm's `rpcforge-gateway` link. */
function isEntry(): boolean {
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href;
  } catch {
    return false;
  }
}

if (isEntry()) run();
