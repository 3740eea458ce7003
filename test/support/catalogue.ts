// The EVM catalogue as `rpcforge serve --outside-spec forward` loads it (generator/serve/catalogue.ts): the
// official Ethereum document's validators and its methods' terms, for tests that build a gateway with createUpstream.
import { tmpdir } from 'node:os';
import { methodInfo } from '../../generated/dist/methods.js';
import { catalogueOption, loadCatalogues } from '../../generator/serve/catalogue.js';

/** createUpstream's `catalogue` option for our spec's EVM family, at `readCredits` per read. */
export async function evmCatalogue(readCredits = 80, open: readonly string[] = []): Promise<never> {
  const catalogues = await loadCatalogues(Object.values(methodInfo) as { name: string; family?: string }[], {}, {}, readCredits, tmpdir(), () => undefined);
  return catalogueOption(catalogues, open) as never;
}
