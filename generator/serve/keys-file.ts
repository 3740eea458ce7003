// `serve --keys keys.yaml`: the API keys and plans, read from a YAML (or JSON) file and reloaded when it changes,
// without a restart. A file that does not load or does not check keeps the keys in force and says why on stderr, so
// a half-saved edit never locks everyone out. The generated package's `KeyRing` checks the table; this file only reads
// it, so the package itself needs no YAML parser.
import { readFileSync } from 'node:fs';
import type { FSWatcher } from 'chokidar';
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import { loadChokidar } from '../watch.js';

/** What the generated `KeyRing` takes (`update`). */
export interface KeyRingLike {
  update(config: never): void;
  readonly size: number;
}

export function readKeysFile(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  // Loaded here: a run that serves no keys file never needs it.
  const { parse } = createRequire(import.meta.url)('yaml') as typeof Yaml;
  try {
    return parse(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new Error(`${path}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

export interface KeysWatch {
  close(): Promise<void>;
}

/** Reloads `ring` from `path` whenever the file changes (debounced: editors write in bursts). */
export function watchKeysFile(path: string, ring: KeyRingLike, log: (line: string) => void, debounceMs = 100): KeysWatch {
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    timer = undefined;
    try {
      ring.update(readKeysFile(path) as never);
      log(`reloaded ${path}: ${ring.size} keys`);
    } catch (error) {
      log(`${path} not reloaded, the keys in force are kept: ${(error as Error).message}`);
    }
  };
  let closed = false;
  let watcher: FSWatcher | undefined;
  const started = loadChokidar().then(
    ({ watch }) => {
      if (closed) return;
      watcher = watch(path, { ignoreInitial: true, awaitWriteFinish: false });
      watcher.on('all', () => {
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(reload, debounceMs);
      });
    },
    (error: Error) => log(`${path} is not watched, the keys read at start stay in force: ${error.message}`),
  );
  return {
    close: async () => {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      await started;
      await watcher?.close();
    },
  };
}
