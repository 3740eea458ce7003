// The upstream flags (`--upstream`, `--partner`: `url` or `family=url`, repeatable) as createUpstream takes them, how
// they are shown in errors (never a provider's key) and on the banner (the pools line).

/** Upstream URLs as `createUpstream` takes them: a list makes a pool. */
export type UpstreamUrlFlags = string | readonly string[] | Record<string, string | readonly string[]>;

/**
 * Parses `url` or `family=url` flags into what `createUpstream` takes. A family given more than once (or more than
 * one URL for every family) makes a pool, in the order given, when `pools` allows it (`--upstream`); else it is an
 * error (`--partner`: one partner per family). The same URL twice for one family is an error either way.
 */
export function parseUpstreams(flags: readonly string[], flag: string, pools = false): UpstreamUrlFlags | undefined {
  if (flags.length === 0) return undefined;
  const byFamily: Record<string, string[]> = {};
  for (const value of flags) {
    const match = /^([A-Za-z0-9_.-]+)=(.+)$/.exec(value);
    const [family, url] = match && !/^[a-z]+:\/\//i.test(value) ? [match[1]!, match[2]!] : ['default', value];
    if (!/^(https?|wss?):\/\/./i.test(url)) throw new Error(`${flag} ${shownUrl(value)}: expected an http(s):// or ws(s):// URL, optionally after family=`);
    const known = Object.prototype.hasOwnProperty.call(byFamily, family) ? byFamily[family]! : (byFamily[family] = []);
    if (known.length > 0 && !pools) throw new Error(`${flag}: ${family === 'default' ? 'more than one URL for every family' : `family ${family} given twice`}`);
    if (known.includes(url)) throw new Error(`${flag} ${shownUrl(value)}: the same URL twice for ${family === 'default' ? 'every family' : `family ${family}`}`);
    if (known.length >= maxPoolNodes) throw new Error(`${flag}: more than ${maxPoolNodes} URLs for ${family === 'default' ? 'every family' : `family ${family}`}`);
    known.push(url);
  }
  const one = (urls: string[]): string | string[] => (urls.length === 1 ? urls[0]! : urls);
  const families = Object.keys(byFamily);
  if (families.length === 1 && byFamily.default !== undefined) return one(byFamily.default);
  return Object.fromEntries(families.map((family) => [family, one(byFamily[family]!)]));
}

/** Most URLs for one family (createUpstream's bound). */
const maxPoolNodes = 32;

/**
 * An upstream flag's value fit for an error message: its scheme and host, without the credentials and the path that
 * providers put their keys in (`https://eth.example/v3/<key>`). Without a `scheme://` nothing of it is shown but its
 * length: what is not a URL is most likely the key alone (an `env:`/`file:` secret holding the key, not the URL, or
 * a key pasted where the URL goes), and its "host" would be the whole key.
 */
export function shownUrl(value: string): string {
  const match = /^(?:([A-Za-z0-9_.-]+)=)?([a-z][a-z0-9+.-]*:\/\/)(?:[^@/?#]*@)?([^/?#]*)(.*)$/is.exec(value);
  if (!match) {
    const family = /^([A-Za-z0-9_.-]+)=/.exec(value)?.[1];
    return `${family === undefined ? '' : `${family}=`}(${value.length - (family === undefined ? 0 : family.length + 1)} characters without a scheme://, not shown)`;
  }
  const [, family, scheme, host, rest] = match;
  return `${family === undefined ? '' : `${family}=`}${scheme}${host}${rest !== '' ? '/…' : ''}`;
}

/**
 * The banner's pools line: which of the flags' families have several nodes, and what --retries and --hedge do with
 * them (otherwise a pool shows as a bare `upstream: evm`, as one node does).
 */
export function poolsShown(upstreams: UpstreamUrlFlags | undefined, forwarded: readonly string[], options: { retries?: number; hedge?: boolean }): { pools?: string } {
  const count = (urls: string | readonly string[] | undefined) => (urls === undefined ? 0 : typeof urls === 'string' ? 1 : urls.length);
  const nodes = (family: string) =>
    upstreams === undefined || typeof upstreams === 'string' || Array.isArray(upstreams) ? count(upstreams as string | readonly string[] | undefined) : count(byName(upstreams)[family] ?? byName(upstreams).default);
  const pooled = forwarded.filter((family) => nodes(family) > 1).map((family) => `${family} of ${nodes(family)} nodes`);
  if (pooled.length === 0) return {};
  // A pool of n nodes has n - 1 others to retry on, whatever --retries allows.
  const retries = Math.min(options.retries ?? 2, Math.max(...forwarded.map(nodes)) - 1);
  return { pools: `${pooled.join(', ')}; an x-idempotent: true call retried on ${retries === 0 ? 'no other node (--retries 0)' : `at most ${retries} other node${retries === 1 ? '' : 's'}`} after an upstream failure; hedging ${options.hedge === true ? 'on' : 'off (--hedge)'}` };
}

/** Whether the upstream flags name a node for `family`: one URL or list for every family, its own entry, or `default`. */
export function servesFamily(upstreams: UpstreamUrlFlags | undefined, family: string): boolean {
  if (upstreams === undefined) return false;
  if (typeof upstreams === 'string' || Array.isArray(upstreams)) return true;
  return byName(upstreams)[family] !== undefined || byName(upstreams).default !== undefined;
}

/** The per-family form of the upstream flags (a plain object: the array form was ruled out before). */
function byName(urls: UpstreamUrlFlags): Record<string, string | readonly string[]> {
  return urls as Record<string, string | readonly string[]>;
}
