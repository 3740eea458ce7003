// `serve --config gateway.yaml`: the gateway's networks, each with the base address that selects it (a path prefix,
// a host name, or both; the interface document: "The network is selected by the base address"), its spec and its
// upstream (and partner) nodes per method family. This module reads and checks the file; networks.ts serves it and
// reloads it (file-watch.ts's rules, as the keys file). Parsed with js-yaml (as the keys file: bounded depth and
// aliases, and fast enough on a hostile file, where the `yaml` package took seconds), every error located as
// file:line:column and the JSON path, and no message quotes a value (an upstream URL may hold a provider's key).
import { dirname, resolve } from 'node:path';
import { stat } from 'node:fs/promises';
import { CORE_SCHEMA, load, realMapTag } from 'js-yaml';
import { FileRefusal, readBounded } from './bounded-read.js';
import { configuredGenesisHash } from './chain-identity.js';
import { configuredChainId } from './chain-id.js';
import { FileLoadError, settled, type FileIdentity } from './file-watch.js';
import { secretValue } from './secrets.js';
import { shownUrl } from './upstream-flags.js';
import { locateYaml, type YamlPath } from './yaml-locate.js';

/**
 * The largest config file read (64 KiB: 128 networks with four URLs each take 51 KB); a bigger one is refused. The
 * file is parsed on the gateway's thread: this bound keeps a reload's pause short (docs/gateway.md, Networks).
 */
export const defaultConfigMaxBytes = 64 * 1024;
/** Most networks in one config (each has its own upstream connections and server state). */
export const maxNetworks = 128;
/** Most URLs per family in one network (several are a pool where the gateway has pools). */
export const maxUrlsPerFamily = 16;
/**
 * Most method families in one network's `upstreams` (or `partners`): a spec has a handful. Without it a 64 KiB file
 * named 2,000 families, each a `file:` secret read on the gateway's thread (0.4-0.5 s for a 60 KB secret), before
 * any family was checked against the spec.
 */
export const maxFamiliesPerNetwork = 32;
/**
 * Most distinct specs one config names (`spec:`; the networks without one use `--spec`): each is a package generated
 * and loaded, about a second and 25 MB (six took 6.1 s and 153 MB at start here), which a config of 128 networks
 * with a spec each multiplied by 128.
 */
export const maxSpecsPerConfig = 8;
/** Longest upstream URL, once an `env:`/`file:` secret is read (the entry's own bound, which a secret went past). */
export const maxUrlChars = 8192;

/** One network of the config. */
export interface NetworkConfig {
  /** Its name: the `network` label of metrics and log lines, and what keys' `networks` lists name. */
  name: string;
  /** The path prefix of its base address (`/mainnet`), or '' (the root). */
  base: string;
  /** The host name (lower case, no port) its base address has, if the network is selected by host. */
  host?: string;
  /** Its spec, an absolute path; undefined: the gateway's `--spec`. */
  spec?: string;
  /** Its upstreams in `--upstream`'s form (`url` for every family, `family=url`), a URL per entry. */
  upstream: string[];
  partner: string[];
  /**
   * The chain id its pools' nodes must answer (`chainId: 1`, or per family `chainId: { evm: 1 }`), as a number or
   * `0x` hex: createUpstream's `chainId`. Undefined: the majority of each pool's nodes (server-gateway-chain.ts).
   */
  chainId?: string | Record<string, string>;
  /**
   * The genesis hash its Solana-style pools' nodes must answer to `getGenesisHash` (`genesisHash: mainnet-beta`, the
   * base-58 hash, or per family `genesisHash: { slot-commitment: devnet }`): createUpstream's `genesisHash`, as the
   * base-58 hash. Undefined: the majority of each such pool's nodes (server-gateway-chain.ts).
   */
  genesisHash?: string | Record<string, string>;
  /**
   * A family's catalogue on this network, in place of `--catalogue`'s (a path relative to this file, or `none`):
   * another OpenRPC document for `rpcforge serve` (`catalogue: { evm: ./our-methods.json }`), a folder built by
   * `rpcforge catalogue` for the gateway command (`{ evm: ./catalogues/evm }`).
   */
  catalogue?: Record<string, string>;
  /** Where its fields are in the file (`gateway.yaml:7:5: networks.mainnet.upstreams.evm`), for later messages. */
  where(path: YamlPath, onKey?: boolean): string;
}

export interface GatewayConfig {
  networks: NetworkConfig[];
}

export interface LoadedConfig extends GatewayConfig {
  identity: FileIdentity;
}

/** A config that does not check: the message is located, never quotes a value. */
export class ConfigError extends FileLoadError {}

const schema = CORE_SCHEMA.withTags(realMapTag);
const namePattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const segment = /^[A-Za-z0-9._~-]+$/;
const hostPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const familyPattern = /^[A-Za-z0-9_.-]{1,64}$/;
/** Paths the gateway answers itself, whatever the network. */
const reserved = ['/healthz', '/metrics'];

/**
 * Checks a config's text. `name`: the file as messages name it; `dir`: the folder specs are relative to; `env`:
 * where `env:NAME` is looked up.
 */
export function checkGatewayConfig(text: string, name: string, dir: string, env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  let document: unknown;
  try {
    // Aliases are shared, never copied (no billion laughs); 32 levels are more than a config has.
    document = load(text, { schema, maxAliases: 100, maxDepth: 32 });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = String((error as { reason?: string }).reason ?? 'cannot be parsed').replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '…').slice(0, 200);
    throw new ConfigError(`${mark ? `${name}:${mark.line + 1}:${mark.column + 1}` : name}: not valid YAML: ${reason}`);
  }
  const where = (path: YamlPath, onKey = false) => `${locateYaml(text, path, name, onKey)}: ${pathText(path)}`;
  const fail = (path: YamlPath, reason: string): never => {
    throw new ConfigError(`${where(path, reason.startsWith('unknown field'))}: ${reason}`);
  };
  if (!(document instanceof Map)) fail([], 'expected a map with `networks:`');
  const top = document as Map<unknown, unknown>;
  for (const key of top.keys()) if (key !== 'networks') fail([String(key)], 'unknown field (the config holds `networks:`)');
  const networks = top.get('networks');
  if (!(networks instanceof Map) || networks.size === 0) fail(['networks'], 'expected a map of network names to { base?, host?, spec?, upstreams, partners?, chainId?, genesisHash?, catalogue? }');
  if ((networks as Map<unknown, unknown>).size > maxNetworks) fail(['networks'], `${(networks as Map<unknown, unknown>).size} networks, more than the ${maxNetworks} a config may hold`);
  const result: NetworkConfig[] = [];
  const addresses = new Map<string, string>();
  const specs = new Set<string>();
  // Each `env:`/`file:` secret read once per load: a config naming one secret in every network reads one file.
  const secrets = new Map<string, string>();
  const secret = (entry: string) => {
    let value = secrets.get(entry);
    if (value === undefined) secrets.set(entry, (value = secretValue(entry, 'the URL', env)));
    return value;
  };
  for (const [networkName, network] of networks as Map<unknown, unknown>) {
    const at = ['networks', String(networkName)];
    if (typeof networkName !== 'string' || !namePattern.test(networkName)) fail(at, 'a network name is letters, digits, - or _ (at most 64, starting with a letter or digit)');
    if (!(network instanceof Map)) fail(at, 'expected a map { base?, host?, spec?, upstreams, partners?, chainId?, genesisHash?, catalogue? }');
    const fields = network as Map<unknown, unknown>;
    for (const key of fields.keys()) if (!['base', 'host', 'spec', 'upstreams', 'partners', 'chainId', 'genesisHash', 'catalogue'].includes(key as string)) fail([...at, String(key)], 'unknown field (expected base, host, spec, upstreams, partners, chainId, genesisHash, catalogue)');
    const base = baseOf(fields.get('base'), [...at, 'base'], fail);
    const host = hostOf(fields.get('host'), [...at, 'host'], fail);
    const spec = fields.get('spec');
    if (spec !== undefined && (typeof spec !== 'string' || spec.trim() === '' || spec.length > 4096)) fail([...at, 'spec'], 'expected the path of an OpenRPC document (relative to this file)');
    if (spec !== undefined) {
      specs.add(resolve(dir, spec as string));
      if (specs.size > maxSpecsPerConfig) fail([...at, 'spec'], `${specs.size} specs, more than the ${maxSpecsPerConfig} a config may name (each is a package generated and loaded)`);
    }
    const upstream = urlsOf(fields.get('upstreams'), [...at, 'upstreams'], true, fail, secret);
    const partner = urlsOf(fields.get('partners'), [...at, 'partners'], false, fail, secret);
    const chainId = byFamilyOf(fields.get('chainId'), [...at, 'chainId'], fail, oneChainId);
    const genesisHash = byFamilyOf(fields.get('genesisHash'), [...at, 'genesisHash'], fail, oneGenesisHash);
    const catalogue = catalogueOf(fields.get('catalogue'), [...at, 'catalogue'], dir, fail);
    const address = `${host ?? '*'}${base}`;
    const taken = addresses.get(address);
    if (taken !== undefined) fail([...at, fields.has('base') ? 'base' : 'host'], `the same base address as network ${taken} (${host ?? 'any host'}, ${base || '/'})`);
    addresses.set(address, networkName as string);
    result.push({
      name: networkName as string,
      base,
      ...(host === undefined ? {} : { host }),
      ...(spec === undefined ? {} : { spec: resolve(dir, spec as string) }),
      upstream,
      partner,
      ...(chainId === undefined ? {} : { chainId }),
      ...(genesisHash === undefined ? {} : { genesisHash }),
      ...(catalogue === undefined ? {} : { catalogue }),
      where: (path, onKey) => where([...at, ...path], onKey),
    });
  }
  return { networks: result };
}

/** `catalogue: { <family>: <file> | none }`: each path resolved against the config's folder. */
function catalogueOf(value: unknown, at: YamlPath, dir: string, fail: (path: YamlPath, reason: string) => never): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!(value instanceof Map) || value.size === 0 || value.size > maxFamiliesPerNetwork) return fail(at, `expected a map of method families to an OpenRPC document's path (relative to this file) or none, at most ${maxFamiliesPerNetwork}`);
  const byFamily: Record<string, string> = {};
  for (const [family, file] of value as Map<unknown, unknown>) {
    if (typeof family !== 'string' || !familyPattern.test(family)) fail([...at, String(family)], 'a method family name is letters, digits, _, . or - (at most 64)');
    if (typeof file !== 'string' || file.trim() === '' || file.length > 4096) fail([...at, family as string], 'expected a path relative to this file (rpcforge serve: an OpenRPC document; the gateway command: a folder built by rpcforge catalogue) or none');
    byFamily[family as string] = file === 'none' ? 'none' : resolve(dir, file as string);
  }
  return byFamily;
}

/** A chain id: a whole number (at most 2^53) or `0x` hex (at most 64 digits), as the hex text createUpstream takes. */
function oneChainId(value: unknown, at: YamlPath, fail: (path: YamlPath, reason: string) => never): string {
  const checked = configuredChainId(value);
  return 'id' in checked ? checked.id : fail(at, checked.reason);
}

/**
 * A Solana cluster's genesis hash (base-58, 32 bytes) or a public cluster's name (`mainnet-beta`, `devnet`,
 * `testnet`), as the hash createUpstream takes.
 */
function oneGenesisHash(value: unknown, at: YamlPath, fail: (path: YamlPath, reason: string) => never): string {
  return configuredGenesisHash(value) ?? fail(at, 'expected a genesis hash: 32 bytes in base-58 (getGenesisHash\'s answer) or mainnet-beta, devnet, testnet');
}

/** `chainId: 1`, or one per family (`chainId: { evm: 1 }`); `genesisHash` alike. */
function byFamilyOf(value: unknown, at: YamlPath, fail: (path: YamlPath, reason: string) => never, one: (value: unknown, at: YamlPath, fail: (path: YamlPath, reason: string) => never) => string): string | Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!(value instanceof Map)) return one(value, at, fail);
  const byFamily: Record<string, string> = {};
  for (const [family, id] of value as Map<unknown, unknown>) {
    if (typeof family !== 'string' || !familyPattern.test(family)) fail([...at, String(family)], 'a method family name is letters, digits, _, . or - (at most 64)');
    byFamily[family as string] = one(id, [...at, family as string], fail);
  }
  return byFamily;
}

function baseOf(value: unknown, at: YamlPath, fail: (path: YamlPath, reason: string) => never): string {
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > 200 || !value.startsWith('/')) return fail(at, 'expected a path such as /mainnet (the base address\'s path: {base_url}/v3/<API_KEY>)');
  const base = value.replace(/\/+$/, '');
  if (base !== '' && !base.slice(1).split('/').every((s) => segment.test(s))) fail(at, 'a base path is /-separated segments of letters, digits, ., _, ~ or -');
  // Clients resolve `.` and `..` before they send (fetch, curl, every URL parser): such a base could never be reached,
  // and `/a/../b` would read as network b's address while it is not.
  if (base.slice(1).split('/').some((s) => s === '.' || s === '..')) fail(at, 'a base path has no . or .. segment (clients resolve them away before they send)');
  if (reserved.some((r) => base === r || base.startsWith(`${r}/`))) fail(at, `${base} is the gateway's own page`);
  return base;
}

function hostOf(value: unknown, at: YamlPath, fail: (path: YamlPath, reason: string) => never): string | undefined {
  if (value === undefined) return undefined;
  const host = typeof value === 'string' ? value.toLowerCase().replace(/\.$/, '') : '';
  if (!hostPattern.test(host)) fail(at, 'expected a host name such as mainnet.gateway.example (no scheme, port or path)');
  return host;
}

/** A family map's URLs in `--upstream`'s form; secrets (`env:`, `file:`) read here. */
function urlsOf(value: unknown, at: YamlPath, required: boolean, fail: (path: YamlPath, reason: string) => never, secret: (entry: string) => string): string[] {
  if (value === undefined && !required) return [];
  if (!(value instanceof Map) || value.size === 0) return fail(at, 'expected a map of method families (or default, for every family) to a URL or a list of URLs');
  if (value.size > maxFamiliesPerNetwork) return fail(at, `${value.size} method families, more than the ${maxFamiliesPerNetwork} a network may list`);
  const flags: string[] = [];
  for (const [family, urls] of value as Map<unknown, unknown>) {
    const path = [...at, String(family)];
    if (typeof family !== 'string' || !familyPattern.test(family)) fail(path, 'a family name is letters, digits, _, . or - (default: every family)');
    const list = Array.isArray(urls) ? urls : [urls];
    if (list.length === 0 || list.length > maxUrlsPerFamily) fail(path, `expected 1 to ${maxUrlsPerFamily} URLs`);
    list.forEach((entry: unknown, i) => {
      const entryPath = Array.isArray(urls) ? [...path, i] : path;
      if (typeof entry !== 'string' || entry.length > maxUrlChars) fail(entryPath, 'expected a URL (http(s):// or ws(s)://), env:NAME or file:PATH');
      let url: string;
      try {
        url = secret(entry as string);
      } catch (error) {
        return fail(entryPath, (error as Error).message);
      }
      if (url.length > maxUrlChars) fail(entryPath, `the URL is ${url.length} characters, over ${maxUrlChars}`);
      if (!/^(https?|wss?):\/\/[^\s]+$/i.test(url)) fail(entryPath, `expected an http(s):// or ws(s):// URL, not ${shownUrl(url)}`);
      flags.push(family === 'default' ? url : `${family}=${url}`);
    });
  }
  return flags;
}

/** `networks.mainnet.upstreams.evm[1]`. */
function pathText(path: YamlPath): string {
  if (path.length === 0) return '(the file)';
  return path.map((step, i) => (typeof step === 'number' ? `[${step}]` : `${i === 0 ? '' : '.'}${/^[A-Za-z0-9_-]{1,64}$/.test(step) ? step : JSON.stringify(step.slice(0, 64))}`)).join('');
}

export interface ConfigFileOptions {
  /** The file as messages name it (default: the path). */
  name?: string;
  maxBytes?: number;
  /** How long the file must be unchanged before it is read (default 2,000 ms, as the keys file). */
  settleMs?: number;
}

/** Reads and checks `path` once it holds still; throws a ConfigError with the located message. */
export async function loadGatewayConfig(path: string, options: ConfigFileOptions = {}, closed: () => boolean = () => false): Promise<LoadedConfig> {
  const name = options.name ?? path;
  const maxBytes = options.maxBytes ?? defaultConfigMaxBytes;
  for (let attempt = 0; attempt < 30 && !closed(); attempt++) {
    const problem = await settled(path, options.settleMs ?? 2000, closed);
    if (problem !== undefined) throw new ConfigError(`${name}: ${problem}`);
    const before = await stat(path).catch(() => undefined);
    let text: string;
    try {
      text = readBounded(path, maxBytes);
    } catch (error) {
      if (!(error instanceof FileRefusal)) throw error;
      const identity = before && { size: before.size, mtimeMs: before.mtimeMs, ino: before.ino };
      if (error.reason.startsWith('the file is larger than')) throw new ConfigError(`${name}: ${before?.size ?? 'more than'} bytes, over the limit of ${maxBytes} bytes`, identity);
      throw new ConfigError(`${name}: ${error.kind === 'missing' ? 'cannot be read (ENOENT)' : error.reason.endsWith('not a regular file') ? 'not a regular file' : error.reason}`, identity);
    }
    const after = await stat(path).catch(() => undefined);
    // Changed while it was read: read again once it settles.
    if (before === undefined || after === undefined || before.size !== after.size || before.mtimeMs !== after.mtimeMs || before.ino !== after.ino) continue;
    const identity = { size: after.size, mtimeMs: after.mtimeMs, ino: after.ino };
    try {
      return { ...checkGatewayConfig(text, name, dirname(resolve(path))), identity };
    } catch (error) {
      if (error instanceof ConfigError) throw new ConfigError(error.message, identity);
      throw error;
    }
  }
  throw new ConfigError(closed() ? `${name}: not read, the gateway is closing` : `${name}: changed while it was read, 30 times in a row`);
}
