// What the loader will read: a spec may come from someone else, so every way it could make the generator read
// the wrong file, hang, run out of memory or overflow the stack is bounded here. The defaults are far above what
// real specs need (the official Ethereum spec is one 2.7 MB file nested 21 levels deep; ours is 27 files nested
// 14 levels) and far below what would hurt.

export interface LoadOptions {
  /** Folder every `$ref`'d file must lie in (after resolving symbolic links). Default: the root spec's folder. */
  refRoot?: string;
  /** Largest spec file read, in bytes. Default 16 MiB. */
  maxFileBytes?: number;
  /** Most files one spec may bundle. Default 1,000. */
  maxFiles?: number;
  /** Most bytes all files of one spec may hold together. Default 64 MiB. */
  maxTotalBytes?: number;
  /**
   * Deepest nesting of objects and arrays, in a file and in the bundled document, and longest `$ref` chain. Default 64.
   * A walk that follows local references (the validators compiler) may go 4 × maxDepth levels (256). Raising it
   * far (past a few hundred) lets a hostile spec reach the recursive stages' stack limits again.
   */
  maxDepth?: number;
  /** Most objects and arrays in the bundled document (inlined references count each time). Default 1,000,000. */
  maxNodes?: number;
}

export type LoadLimits = Required<LoadOptions>;

export const defaultLimits: Omit<LoadLimits, 'refRoot'> = {
  maxFileBytes: 16 * 1024 * 1024,
  maxFiles: 1_000,
  maxTotalBytes: 64 * 1024 * 1024,
  maxDepth: 64,
  maxNodes: 1_000_000,
};

/** `16777216` → `16 MiB`, `1536` → `1.5 KiB`: sizes as people read them in error messages. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${Number(value.toFixed(1))} ${units[unit]}`;
}
