// `serve --keys keys.yaml`: the API keys and plans, read from a YAML (or JSON) file and reloaded when it changes,
// without a restart. The file is read, parsed and checked in a worker thread (./keys-worker.mjs), which hands back
// the table packed by the gateway's `KeyRing.pack`; the gateway's thread only installs it (`update`), in
// a few milliseconds per 100,000 keys, so a big file never stalls the calls and `/healthz`.
//
// A reload happens only for a file that held still: unchanged for `settleMs` before it is read (an editor or a
// script still writing it has paused for less than that), and unchanged across the read; otherwise it is read again
// once it settles. A file that does not parse or check keeps the keys in force and says why on stderr, without
// quoting it (a line of it may hold a key): file:line:column, the entry's number and fingerprint, what is wrong.
// It is read again on its next change. The generated package needs no YAML parser: js-yaml is the gateway's.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FileLoadError, settled, watchFile, type FileIdentity, type FileWatch } from './file-watch.js';

export type { FileIdentity };

/** What the generated `KeyRing` takes (`update`). */
export interface KeyRingLike {
  update(config: never): void;
  readonly size: number;
}

/** The largest keys file read (64 MiB: about 800,000 keys); a bigger one is refused with a message naming it. */
export const defaultKeysMaxBytes = 64 * 1024 * 1024;
/** How long a keys file must be unchanged before it is read. */
export const defaultKeysSettleMs = 2000;

export interface KeysFileOptions {
  /** Unused (the key ids are the gateway's own, key-id.ts); kept for the callers that still pass it. */
  packageDir?: string;
  /** The file as messages name it (default: the path). */
  name?: string;
  maxBytes?: number;
  settleMs?: number;
  /** How long one check may take before its worker is stopped (default 120 s; 64 MiB parse in about 10 s). */
  timeoutMs?: number;
  /**
   * The only network names there can be, when they are fixed: without `--config`, `['default']` (the flags' network,
   * as `--config` names it). A key whose `networks` (its own, else its plan's) names none of them is a located error:
   * nothing could refuse it on the one network served. Undefined with `--config` (networks come and go on reload).
   */
  servedNetworks?: readonly string[];
  /**
   * With `--config`: the networks in force (the config's, and `default` for the flags' one) and the config file as
   * messages name it, asked at each load (a config reload changes them). A name in a key's or plan's `networks` that
   * is not among them is a located error: at start no gateway, on reload the keys in force are kept.
   */
  knownNetworks?: () => { names: readonly string[]; file: string };
  /** Told of each version installed by a reload (serve keeps the network names it names, see `networksNamed`). */
  installed?: (loaded: LoadedKeys) => void;
}

/** A checked file: the packed table for `KeyRing.update`, its number of keys, its first key's fingerprint. */
export interface LoadedKeys {
  packed: never;
  count: number;
  firstKeyId?: string;
  /** Every network name the file's `networks` lists hold (plans' and keys'), sorted. */
  networks: readonly string[];
  identity: FileIdentity;
}

/** A file that could not be loaded; `identity`: the version read, when it was read. */
export class KeysFileError extends FileLoadError {}

type Answer = LoadedKeys | { unstable: true } | { error: string; identity?: FileIdentity };

/** Times a file may be found changing before a load gives up (it is read again on its next change). */
const maxUnstable = 30;

/** Reads and checks `path` once it holds still; throws a KeysFileError with the message (never quoting the file). */
export async function loadKeysFile(path: string, options: KeysFileOptions, closed: () => boolean = () => false, running?: (worker: Worker) => void): Promise<LoadedKeys> {
  const name = options.name ?? path;
  const settleMs = options.settleMs ?? defaultKeysSettleMs;
  for (let attempt = 0; attempt < maxUnstable && !closed(); attempt++) {
    const problem = await settled(path, settleMs, closed);
    if (problem !== undefined) throw new KeysFileError(`${name}: ${problem}`);
    if (closed()) break;
    const answer = await checkInWorker(path, name, options, running);
    if ('error' in answer) throw new KeysFileError(answer.error, answer.identity);
    if (!('unstable' in answer)) return answer;
  }
  throw new KeysFileError(closed() ? `${name}: not read, the gateway is closing` : `${name}: changed while it was read, ${maxUnstable} times in a row`);
}

/**
 * A module of the gateway beside this one, for the worker to import: its TypeScript source where this module runs
 * from the sources (this repository: the worker loads it through tsx), else its JavaScript (the built gateway).
 */
function ownModule(name: string): string {
  return fileURLToPath(new URL(`./${name}.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url));
}

function checkInWorker(path: string, name: string, options: KeysFileOptions, running?: (worker: Worker) => void): Promise<Answer> {
  const maxBytes = options.maxBytes ?? defaultKeysMaxBytes;
  // The parse holds the file's text and js-yaml's maps: about 25 bytes for each byte of the file, at least 256 MB.
  const memoryMb = Math.max(256, Math.ceil((maxBytes / 2 ** 20) * 25));
  const timeoutMs = options.timeoutMs ?? 120_000;
  const known = options.knownNetworks?.();
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./keys-worker.mjs', import.meta.url), {
      workerData: {
        path,
        name,
        maxBytes,
        keyRingModule: ownModule('key-ring'),
        keyIdModule: ownModule('key-id'),
        servedNetworks: options.servedNetworks === undefined ? undefined : [...options.servedNetworks],
        knownNetworks: known === undefined ? undefined : { names: [...known.names], file: known.file },
      },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    running?.(worker);
    let answered = false;
    const answer = (value: Answer) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      resolve(value);
      void worker.terminate();
    };
    const timer = setTimeout(() => answer({ error: `${name}: not checked within ${Math.round(timeoutMs / 1000)} s` }), timeoutMs);
    worker.on('message', (value: Answer) => answer(value));
    worker.on('error', (error: Error & { code?: string }) =>
      answer({ error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `${name}: needs more than the ${memoryMb} MB a check may use` : `${name}: could not be checked (${error.code ?? error.name})` }),
    );
    worker.on('exit', () => answer({ error: `${name}: could not be checked (the worker stopped)` }));
  });
}

export type KeysWatch = FileWatch;

/**
 * Reloads `ring` from `path` whenever the file changes, by the rules of file-watch.ts (debounced, settled, one load
 * at a time).
 */
export function watchKeysFile(path: string, ring: KeyRingLike, log: (line: string) => void, options: KeysFileOptions & { loaded?: FileIdentity }, debounceMs = 100): KeysWatch {
  const name = options.name ?? path;
  let worker: Worker | undefined;
  return watchFile<LoadedKeys>(path, {
    name,
    loaded: options.loaded,
    debounceMs,
    kept: 'the keys in force are kept',
    log,
    load: (closed) => loadKeysFile(path, options, closed, (w) => (worker = w)).finally(() => (worker = undefined)),
    install: (loaded, loadMs) => {
      // The networks were checked against the config in force when the check started; a config reload may have
      // dropped one since (a large file's check takes seconds). Asked again here, in the same turn as the update, so
      // that no key names a network the config no longer has.
      const known = options.knownNetworks?.();
      const gone = known === undefined ? [] : loaded.networks.filter((n) => !known.names.includes(n));
      if (gone.length > 0) {
        throw new KeysFileError(`${name}: names network ${gone.join(', ')}, which ${known!.file} dropped while this file was checked (networks in force: ${known!.names.join(', ') || 'none'})`, loaded.identity);
      }
      const installing = performance.now();
      ring.update(loaded.packed);
      options.installed?.(loaded);
      const installed = performance.now() - installing;
      log(`reloaded ${name}: ${describeKeys(loaded)}, read and checked in ${Math.round(loadMs)} ms, installed in ${installed.toFixed(1)} ms`);
    },
    abort: () => worker?.terminate().then(() => undefined),
  });
}

/** `3 keys (the first's fingerprint k-…)`: never a key. */
export function describeKeys(loaded: { count: number; firstKeyId?: string }): string {
  return `${loaded.count} ${loaded.count === 1 ? 'key' : 'keys'}${loaded.firstKeyId === undefined ? '' : ` (the first's fingerprint ${loaded.firstKeyId})`}`;
}
