// The router's upstreams: one route per method family (its pool of primaries, its partner), built from the
// operator's URLs. The same URL in one role is one node (one client), shared by every family that names it.
import { UpstreamNode, type Resolved } from './node.js';
import { maxPoolNodes, Pool } from './pool.js';
import type { UpstreamUrls } from './upstream-options.js';
import type { Hook } from './upstream-settings.js';

/** A family's upstreams. */
export interface Route {
  family: string;
  primary: Pool;
  partner?: UpstreamNode;
}

/** The URLs `urls` gives `family`: its own, else `default`'s (or the one URL or list for every family). */
export function urlsFor(urls: UpstreamUrls | undefined, family: string): string | readonly string[] | undefined {
  if (urls === undefined) return undefined;
  if (typeof urls === 'string' || Array.isArray(urls)) return urls as string | readonly string[];
  const byFamily = urls as Record<string, string | readonly string[]>;
  return Object.prototype.hasOwnProperty.call(urls, family) ? byFamily[family] : byFamily.default;
}

/** Every node the router built, by role and URL, each reported to the metrics once as it is built. */
export class UpstreamNodes {
  readonly nodes = new Map<string, UpstreamNode>();

  constructor(
    private readonly resolved: Resolved,
    private readonly hook: Hook,
  ) {}

  /** The node of `url` in `role` (`primary`, `partner`), built on first use; `place` is its place in its family's list. */
  node(role: string, family: string, url: string, place: number, several: boolean): UpstreamNode {
    const id = `${role} ${url}`;
    let found = this.nodes.get(id);
    if (found === undefined) {
      if (typeof url !== 'string') throw new TypeError(`createUpstream: ${role} ${family}: each upstream must be a URL string`);
      // The partner's label says so (`evm partner host:port`): `evm#1` is the family's first primary, and the two
      // may share a host (another port, or the same node by another path).
      found = new UpstreamNode(several ? `${role} ${family}#${place}` : `${role} ${family}`, url, this.resolved, role === 'partner' ? `${family} partner` : `${family}#${place}`);
      this.nodes.set(id, found);
      const label = found.label;
      this.hook((m) => m.upstreamAdded?.(label));
    }
    return found;
  }

  /** A family's pool of `urls` (one or a list, duplicates once). */
  pool(role: string, family: string, urls: string | readonly string[]): Pool {
    const list = typeof urls === 'string' ? [urls] : urls;
    if (!Array.isArray(list) || list.length === 0) throw new TypeError(`createUpstream: ${role} ${family}: give a URL or a non-empty list of URLs`);
    if (list.length > maxPoolNodes) throw new RangeError(`createUpstream: ${role} ${family}: ${list.length} URLs, at most ${maxPoolNodes} per family`);
    const members = [...new Set(list)].map((url, i, all) => this.node(role, family, url, i + 1, all.length > 1));
    // A failure scores as a call that took the whole timeout (pool.ts).
    return new Pool(members, this.resolved.timeoutMs);
  }

  /** The route of `family`: its primaries' pool and its partner, if `partners` names one; undefined without primaries. */
  route(family: string, primaries: UpstreamUrls, partners: UpstreamUrls | undefined): Route | undefined {
    const primary = urlsFor(primaries, family);
    if (primary === undefined) return undefined;
    const partner = urlsFor(partners, family);
    if (partner !== undefined && typeof partner !== 'string') throw new TypeError(`createUpstream: partner ${family}: one partner URL per family`);
    return { family, primary: this.pool('primary', family, primary), partner: partner === undefined ? undefined : this.node('partner', family, partner, 1, false) };
  }
}
