// Types of `rpcforge/config` (see index.js). Paths in a config are relative to the config file's folder.

/** Parts of the generated package. `types` (types, errors, the methods table, credits) is always there; `client`
 * and `server` bring `validators`. Without `server` the package has no `./server` entry and no `ws` dependency.
 * `docs` is the README and the reference page `docs/index.html` (which the server then serves at its base path). */
export type RpcforgeOutput = 'types' | 'validators' | 'client' | 'server' | 'docs';

/** One generation: a spec and the package made from it. */
export interface RpcforgeJob {
  /** Root OpenRPC document (YAML or JSON; `$ref`s to other files allowed). */
  spec: string;
  /** Output directory, replaced as a whole on each run. Default: `generated`. */
  output?: string;
  /** npm name of the generated package. Default: derived from `info.title`. */
  packageName?: string;
  /** Parts to emit. Default: all of them. */
  outputs?: RpcforgeOutput[];
  /** Folder every `$ref`'d file must lie in. Default: the folder of `spec`. */
  refRoot?: string;
  /** Largest spec file read, in MiB. Default: 16. */
  maxFileSizeMiB?: number;
}

/** A config file's default export: one job, or several generated one after the other. */
export type RpcforgeConfig = RpcforgeJob | RpcforgeJob[];

export declare function defineConfig<const T extends RpcforgeConfig>(config: T): T;
