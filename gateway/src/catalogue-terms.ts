// The catalogues of methods beyond the spec as the gateway's serving takes them: per method family, the document's
// validators and each method's terms (price, borrowed limits, whether it may be sent twice). `rpcforge serve` loads
// them (generator/serve/catalogue.ts generates the validators from the document); createUpstream's `catalogue`
// option is made of them here.

/** The catalogue terms `createUpstream` takes per method (catalogue.ts CatalogueMethod). */
export interface CatalogueMethodTerms {
  credits?: number;
  limitsOf?: string;
  gas?: 'calls';
  idempotent?: boolean;
}

/** What `createUpstream`'s `catalogue` option gets for one family. */
export interface LoadedCatalogue {
  family: string;
  /** The document's path, for the banner. */
  source: string;
  /** The folder of the package generated from it (types and validators): `dist/validators.js` is what checks. */
  dir: string;
  validators: { validateParams(method: string, params: unknown): unknown; validateResult(method: string, result: unknown): unknown };
  methods: Record<string, CatalogueMethodTerms>;
}

/** `createUpstream`'s `catalogue` option for loaded catalogues, with the closed list's names opened. */
export function catalogueOption(catalogues: readonly LoadedCatalogue[], open: readonly string[] = []): { families: Record<string, { validators: LoadedCatalogue['validators']; methods: Record<string, CatalogueMethodTerms> }>; open: readonly string[] } {
  return { families: Object.fromEntries(catalogues.map((c) => [c.family, { validators: c.validators, methods: c.methods }])), open };
}
