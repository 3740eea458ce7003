// Types of `rpcforge/config` (see index.js). Paths in a config are relative to the config file's folder.

/** Parts of the generated package. `types` (types, errors, the methods table, credits) is always there; `client`
 * and `server` bring `validators`. Without `server` the package has no `./server` entry and no `ws` dependency.
 * `docs` is the README and the reference page `docs/index.html` (which the server then serves at its base path). */
export type RpcforgeOutput = 'types' | 'validators' | 'client' | 'server' | 'docs';

/** Options of the `docs` output. Leaving both out is `docs: false`. */
export interface RpcforgeDocsOptions {
  /** The package's README.md (methods, credits, client and server usage). Default: true. */
  readme?: boolean;
  /** The reference page docs/index.html (in the package's `files`, and served by the server unless
   * `server.docsPage` says otherwise). Default: true. */
  html?: boolean;
}

/** Options of the `server` output. */
export interface RpcforgeServerOptions {
  /** Whether the server embeds the reference page and answers it at GET on its base path (`/v3/`). Without it the
   * server answers 404 there (it still serves `<base>/openrpc.json` and `rpc.discover`), and src/internal/document.ts
   * is about the size of the document alone (the page is 0.2 MB for a spec of 30 methods: it matters in an edge
   * bundle). `true` with `docs.html` off serves a page the package does not ship as a file. Default: `docs.html`
   * (true when `docs` is emitted with its page). */
  docsPage?: boolean;
}

/** Options of the `client` output. */
export interface RpcforgeClientOptions {
  /** The WebSocket transport (`createClient({ transport: 'ws' })`). `false` leaves it out: no WebSocket code and no
   * import of `ws` anywhere in the client, so a bundler targeting Node need not resolve `ws`; `transport: 'ws'` then
   * throws a TypeError at createClient. Default: true. */
  websocket?: boolean;
  /** Default of createClient's `validate`: `true` checks params before sending and results on arrival (the
   * `ParamsValidationError`/`ResultValidationError` of the client), `{ params: true }` or `{ result: true }` only
   * one side. The generated client then imports the validators itself (a bundle of it carries them); a
   * `validate` given to createClient still wins. Default: false (validation only when asked, with the validators
   * passed in). */
  validate?: boolean | { params?: boolean; result?: boolean };
}

/** `outputs` as an object: `true` emits a part with its defaults, `false` or absent leaves it out (unless another
 * part needs it: `client` and `server` bring `validators`, everything brings `types`), an object emits it with
 * those options. */
export interface RpcforgeOutputOptions {
  types?: boolean;
  validators?: boolean;
  client?: boolean | RpcforgeClientOptions;
  server?: boolean | RpcforgeServerOptions;
  docs?: boolean | RpcforgeDocsOptions;
}

/** One generation: a spec and the package made from it. */
export interface RpcforgeJob {
  /** Root OpenRPC document (YAML or JSON; `$ref`s to other files allowed). */
  spec: string;
  /** Output directory, replaced as a whole on each run. Default: `generated`. */
  output?: string;
  /** npm name of the generated package. Default: derived from `info.title`. */
  packageName?: string;
  /** Parts to emit: a list (`['client', 'docs']`, each with its defaults) or an object with options
   * (`{ client: { websocket: false }, docs: { html: false } }`). Default: all of them, with their defaults. */
  outputs?: RpcforgeOutput[] | RpcforgeOutputOptions;
  /** Folder every `$ref`'d file must lie in. Default: the folder of `spec`. */
  refRoot?: string;
  /** Largest spec file read, in MiB. Default: 16. */
  maxFileSizeMiB?: number;
}

/** A config file's default export: one job, or several generated one after the other. */
export type RpcforgeConfig = RpcforgeJob | RpcforgeJob[];

export declare function defineConfig<const T extends RpcforgeConfig>(config: T): T;
