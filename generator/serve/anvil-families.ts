// Which methods `serve --anvil` sends to the embedded anvil: anvil is an Ethereum execution node, so it takes the
// spec's Ethereum methods whatever the spec calls their family. A spec without x-family (the official Ethereum spec,
// MetaMask's) is one family, `default`, and all of it goes to anvil; a spec with families gives anvil each family
// whose methods are the node's (`eth_*`, and the `net_`/`web3_`/`debug_`/`txpool_` namespaces nodes serve beside
// them), at least one of them `eth_*`. Nothing matching is a clear error, not an upstream for a family that is not there.
import type { Model } from '../model/model.js';

const nodeNamespaces = /^(eth|net|web3|debug|txpool)_/;

/** The families (`default` for methods without x-family) anvil serves; throws when the spec has none. */
export function anvilFamilies(model: Model): string[] {
  const byFamily = new Map<string, string[]>();
  for (const method of model.methods) {
    const family = method.family ?? 'default';
    byFamily.set(family, [...(byFamily.get(family) ?? []), method.name]);
  }
  if (byFamily.size === 1 && byFamily.has('default')) return ['default'];
  const chosen = [...byFamily].filter(([, names]) => names.some((n) => n.startsWith('eth_')) && names.every((n) => nodeNamespaces.test(n))).map(([family]) => family);
  if (chosen.length > 0) return chosen;
  const listed = [...byFamily].map(([family, names]) => `${family} (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})`).join('; ');
  throw new Error(
    `--anvil: no method family of the spec is an Ethereum node's (a family whose methods are eth_*, net_*, web3_*, debug_* or txpool_*, at least one eth_*); its families: ${listed}. Give the node with --upstream <family>=<url>`,
  );
}
