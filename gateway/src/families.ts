// The gateway's forwarding of calls outside the spec: which method family's upstream a name goes to, by its
// prefix (`eth_` → the family of the spec's `eth_` methods). Only `createUpstream` uses it.
import type { MethodInfo } from 'rpcforge-generated';

/** A method name's prefix up to and including its first `_` (`eth_`, `starknet_`), or undefined without one. */
export function namePrefix(method: string): string | undefined {
  const end = method.indexOf('_');
  return end > 0 ? method.slice(0, end + 1) : undefined;
}

/**
 * The method family of each name prefix of the spec's methods (`eth_` → `evm`): the family a call outside the spec
 * goes to. A prefix the methods of two families share names neither (undefined in the map's place: `null`).
 */
export function prefixFamilies(methodInfo: { readonly [name: string]: MethodInfo }): Map<string, string | null> {
  const families = new Map<string, string | null>();
  for (const info of Object.values(methodInfo) as MethodInfo[]) {
    const prefix = namePrefix(info.name);
    if (prefix === undefined) continue;
    const family = info.family ?? 'default';
    const known = families.get(prefix);
    families.set(prefix, known === undefined || known === family ? family : null);
  }
  return families;
}
