// The reload rules `serve` applies to the files it watches (the keys file, the gateway config): a file is read once
// it held still (unchanged for `settleMs` before it is read, see `settled`), a burst of changes is one reload
// (debounced), one load runs at a time (a change during a load starts another after it), a version already read is
// not read again, and a file that does not load keeps what is in force and says why. The keys file (keys-file.ts)
// and the gateway config (gateway-config-file.ts) share this one watcher: chokidar, loaded lazily.
import type { FSWatcher } from 'chokidar';
import { stat } from 'node:fs/promises';

/** chokidar, imported once and only when a file is watched. */
let chokidar: Promise<typeof import('chokidar')> | undefined;
const loadChokidar = () => (chokidar ??= import('chokidar'));

/** Which version of the file was read: a change of any of these is a new one. */
export interface FileIdentity {
  size: number;
  mtimeMs: number;
  ino: number;
}

/** A load that failed; `identity`: the version read, when it was read (not read again until it changes). */
export class FileLoadError extends Error {
  constructor(
    message: string,
    readonly identity?: FileIdentity,
  ) {
    super(message);
  }
}

/** Waits until the file has been unchanged for settleMs; a message if it cannot be read. */
export async function settled(path: string, settleMs: number, closed: () => boolean): Promise<string | undefined> {
  let previous: FileIdentity | undefined;
  while (!closed()) {
    let now;
    try {
      now = await stat(path);
    } catch (error) {
      return `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
    }
    // Checked here too (the readers open it without blocking): a FIFO or device is never read.
    if (!now.isFile()) return 'not a regular file';
    const age = Date.now() - now.mtimeMs;
    // Unchanged since its time (when that is not in the future), or since the last look, settleMs ago.
    if (age >= settleMs || (previous !== undefined && previous.size === now.size && previous.mtimeMs === now.mtimeMs && previous.ino === now.ino)) return undefined;
    previous = now;
    await delay(age < 0 ? settleMs : settleMs - age);
  }
  return undefined;
}

export interface FileWatch {
  /** Settles once changes are watched (or cannot be): a change from then on is reloaded. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface WatchedFile<T extends { identity: FileIdentity }> {
  /** The file as messages name it. */
  name: string;
  /** The version loaded at start: not loaded again unless it changes. */
  loaded?: FileIdentity;
  /** Loads (settled, read, checked) the file; throws a FileLoadError with the message. `closed` says the watch ended. */
  load(closed: () => boolean): Promise<T>;
  /** Puts a loaded version in force; a throw (or rejection) keeps the one in force and is reported like a bad file. */
  install(loaded: T, loadMs: number): void | Promise<void>;
  /** What stops a load in progress when the watch closes (the keys file's worker). */
  abort?(): Promise<void> | void;
  /** What is kept when a version does not load (`the keys in force are kept`). */
  kept: string;
  log(line: string): void;
  debounceMs?: number;
}

/** Reloads `path` whenever it changes, by the rules above. */
export function watchFile<T extends { identity: FileIdentity }>(path: string, file: WatchedFile<T>): FileWatch {
  let lastRead = file.loaded;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let loading = false;
  let again = false;
  const reload = async () => {
    timer = undefined;
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    try {
      do {
        again = false;
        if (lastRead !== undefined && sameFile(lastRead, await stat(path).catch(() => undefined))) continue;
        const started = performance.now();
        try {
          const loaded = await file.load(() => closed);
          lastRead = loaded.identity;
          if (closed) return;
          await file.install(loaded, performance.now() - started);
        } catch (error) {
          if (error instanceof FileLoadError) lastRead = error.identity;
          if (!closed) file.log(`${file.name} not reloaded, ${file.kept} (read again when it changes): ${(error as Error).message}`);
        }
      } while (again && !closed);
    } finally {
      loading = false;
    }
  };
  let watcher: FSWatcher | undefined;
  let markReady = () => {};
  const ready = new Promise<void>((done) => (markReady = done));
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void reload(), file.debounceMs ?? 100);
  };
  const started = loadChokidar().then(
    ({ watch }) => {
      if (closed) return markReady();
      watcher = watch(path, { ignoreInitial: true, awaitWriteFinish: false });
      watcher.on('all', schedule);
      watcher.on('ready', () => {
        markReady();
        // A change between the read at start and now raised no event: the version read is compared once.
        schedule();
      });
    },
    (error: Error) => {
      file.log(`${file.name} is not watched, what was read at start stays in force: ${error.message}`);
      markReady();
    },
  );
  return {
    ready,
    close: async () => {
      closed = true;
      markReady();
      if (timer !== undefined) clearTimeout(timer);
      await file.abort?.();
      await started;
      await watcher?.close();
    },
  };
}

export function sameFile(a: FileIdentity, b: FileIdentity | undefined): boolean {
  return b !== undefined && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;
}

export function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
