// `serve --config`: a network's base must not take the requests meant for another network's routes. The router
// (networks.ts) picks, for a request, a host-bound network before one on any host, then the longest base that starts
// the path segment by segment; so `base: /v3` (or `/ws`, `/ws/v3`, `/v3/somekey`) beside the network at the root took
// `/v3/<API_KEY>` from it, silently, and `/main/v3` did the same to a network at `/main`. Compared as the router
// compares: case-sensitively (`/V3` is another path: the router and the generated server's routes both tell them
// apart), segment by segment (`/v3x` is not under `/v3`), after the trailing slashes are dropped (gateway-config.ts),
// and a base holds no `%` (its segments are letters, digits, `.`, `_`, `~`, `-`), so no escape spells another's path.

/** A network as the router places it: its base, host, and the paths of its routes (`/v3/<API_KEY>`). */
export interface PlacedNetwork {
  name: string;
  base: string;
  host?: string;
  routes: readonly { path: string }[];
}

/** The first network (in `networks`' order) whose base takes a route of another: both, and that route as served. */
export function shadowedRoute(networks: readonly PlacedNetwork[]): { network: PlacedNetwork; shadowed: PlacedNetwork; route: string } | undefined {
  for (const network of networks) {
    for (const other of networks) {
      if (other === network || !overlaps(network, other) || !selectedFirst(network, other)) continue;
      // Only a base under the other's reaches its routes (a host-bound network at the root or at the same base is
      // how a host takes over an address, on purpose).
      if (!(network.base.length > other.base.length && (other.base === '' || network.base.startsWith(`${other.base}/`)))) continue;
      const rest = network.base.slice(other.base.length).split('/').slice(1);
      const route = other.routes.find((r) => startsRoute(rest, r.path));
      if (route !== undefined) return { network, shadowed: other, route: `${other.base}${route.path}` };
    }
  }
  return undefined;
}

/** Whether a request may be meant for both: one of them on any host, or both on the same. */
function overlaps(a: PlacedNetwork, b: PlacedNetwork): boolean {
  return a.host === undefined || b.host === undefined || a.host === b.host;
}

/** Whether the router tries `a` before `b` (networks.ts `install`: host-bound first, then the longest base). */
function selectedFirst(a: PlacedNetwork, b: PlacedNetwork): boolean {
  if ((a.host === undefined) !== (b.host === undefined)) return a.host !== undefined;
  return a.base.length > b.base.length;
}

/**
 * Whether some request path of the route `path` starts with the segments `rest`: each segment equal, or one of the
 * route's that takes any text (the key, `<API_KEY>`, or a variable without a default, `{name}`).
 */
function startsRoute(rest: readonly string[], path: string): boolean {
  const segments = path.split('/').slice(1);
  if (rest.length > segments.length) return false;
  return rest.every((segment, i) => segments[i] === segment || /[<{]/.test(segments[i]!));
}
