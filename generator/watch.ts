// `rpcforge generate --watch`: runs every job once, then again whenever one of the files its spec was read from
// changes (the root and every `$ref`'d file, as the loader lists them in Bundle.files). After each valid run the
// watched set is replaced by the files that run read, so a `$ref` added or removed moves the watch with it; after an
// invalid edit the error is printed, the output is left as it was (the pipeline writes nothing when the spec does not
// load) and the files of the last valid run stay watched, so fixing the edit regenerates.
//
// chokidar does the watching: it follows editors that save by writing a new file and renaming it over the old one.
// It watches the folders the spec's files lie in (not their subfolders) and events are filtered by the current file
// set: a `$ref`'d file added beside the others is then watched already when the run that found it ends (adding a
// path to chokidar completes asynchronously, so an edit made right after would otherwise be missed), and a file that
// does not exist yet is seen when it is created.
import { basename, dirname, resolve } from 'node:path';
import type { FSWatcher } from 'chokidar';
import { ConfigError } from './config/load.js';
import type { Job } from './config/jobs.js';
import { labelFor } from './load/source-file.js';
import { compareStrings } from './load/json.js';

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface WatchOptions {
  /** Quiet time after the last event before regenerating: an editor or `git checkout` writes in bursts. */
  debounceMs?: number;
}

export const defaultDebounceMs = 150;

/** chokidar, loaded by the first watch: a run without --watch never needs it. */
let chokidar: Promise<typeof import('chokidar')> | undefined;
export const loadChokidar = () => (chokidar ??= import('chokidar'));

export interface JobWatch {
  close(): Promise<void>;
}

type Run = (job: Job) => { code: number; specFiles?: string[] };

export function watchJobs(jobs: readonly Job[], io: Io, run: Run, options: WatchOptions = {}): JobWatch {
  const debounceMs = options.debounceMs ?? defaultDebounceMs;
  /** Per job, the files its last valid run read (or just its root spec, before any valid run). */
  const files = jobs.map((job) => new Set([resolve(job.spec)]));
  const timers = new Map<number, NodeJS.Timeout>();
  const changed = new Map<number, Set<string>>();
  let closed = false;
  let watcher: FSWatcher | undefined;

  const watchedNow = () => new Set(files.flatMap((set) => [...set].map((file) => dirname(file))));
  const announce = (index: number, code: number) => {
    const n = files[index]!.size;
    const verdict = code === 0 ? '' : ' (the last run failed: the output is as the last valid run left it)';
    io.out(`rpcforge: watching ${n} file${n === 1 ? '' : 's'} of ${labelFor(resolve(jobs[index]!.spec))}${verdict}; Ctrl-C stops\n`);
  };
  const runJob = (index: number): number => {
    const result = run(jobs[index]!);
    if (result.specFiles !== undefined && result.specFiles.length > 0) {
      const before = watchedNow();
      files[index] = new Set(result.specFiles);
      const after = watchedNow();
      const added = [...after].filter((f) => !before.has(f));
      const dropped = [...before].filter((f) => !after.has(f));
      if (added.length > 0) watcher?.add(added);
      if (dropped.length > 0) watcher?.unwatch(dropped);
    }
    return result.code;
  };

  const onEvent = (path: string) => {
    if (closed) return;
    const abs = resolve(path);
    files.forEach((set, index) => {
      if (!set.has(abs)) return;
      changed.set(index, (changed.get(index) ?? new Set()).add(abs));
      clearTimeout(timers.get(index));
      timers.set(
        index,
        setTimeout(() => {
          timers.delete(index);
          if (closed) return;
          const paths = [...(changed.get(index) ?? [])].map((p) => labelFor(p)).sort(compareStrings);
          changed.delete(index);
          io.out(`rpcforge: ${paths.join(', ')} changed; regenerating\n`);
          announce(index, runJob(index));
        }, debounceMs),
      );
    });
  };
  const codes = jobs.map((_, index) => runJob(index));
  const started = loadChokidar().then(
    ({ watch }) => {
      if (closed) return;
      // The first "watching" lines wait for chokidar's initial scan: an edit made after them is seen.
      watcher = watch([...watchedNow()], { ignoreInitial: true, persistent: true, depth: 0 });
      watcher.on('change', onEvent).on('add', onEvent).on('unlink', onEvent);
      watcher.on('error', (error) => io.err(`rpcforge: watching failed: ${(error as Error).message}\n`));
      watcher.on('ready', () => codes.forEach((code, index) => announce(index, code)));
    },
    (error: Error) => io.err(`rpcforge: watching failed: ${error.message}\n`),
  );

  return {
    close: async () => {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await started;
      await watcher?.close();
    },
  };
}

/**
 * `generate --watch` with a config file: the jobs are watched as above, and the config file itself too. When it
 * changes it is read again and the jobs' watch is restarted with the new jobs (each generated once); a config that
 * no longer loads prints its located error, and the jobs it had keep being watched.
 */
export function watchConfig(configFile: string, io: Io, load: () => Job[], initial: readonly Job[], run: Run, options: WatchOptions = {}): JobWatch {
  const debounceMs = options.debounceMs ?? defaultDebounceMs;
  const file = resolve(configFile);
  let jobs = watchJobs(initial, io, run, options);
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  // Restarts are chained: a change that comes while the previous watch is closing waits for it.
  let restarting: Promise<void> = Promise.resolve();
  const reload = () => {
    timer = undefined;
    if (closed) return;
    io.out(`rpcforge: ${labelFor(file)} changed; reading the config again\n`);
    let next: Job[];
    try {
      next = load();
    } catch (error) {
      // A ConfigError names the file and job; anything else is still no reason to stop watching.
      const message = error instanceof ConfigError ? error.message : `${labelFor(file)}: ${(error as Error).message}`;
      io.err(`rpcforge: ${message}\nrpcforge: the config did not load: still watching the jobs it had\n`);
      return;
    }
    restarting = restarting.then(async () => {
      await jobs.close();
      if (!closed) jobs = watchJobs(next, io, run, options);
    });
  };
  const onEvent = (path: string) => {
    if (closed || resolve(path) !== file) return;
    clearTimeout(timer);
    timer = setTimeout(reload, debounceMs);
  };
  let watcher: FSWatcher | undefined;
  const started = loadChokidar().then(
    ({ watch }) => {
      if (closed) return;
      // The folder, filtered to the file: editors that save by renaming a new file over the old one are followed.
      watcher = watch(dirname(file), { ignoreInitial: true, persistent: true, depth: 0 });
      watcher.on('change', onEvent).on('add', onEvent);
      watcher.on('error', (error) => io.err(`rpcforge: watching ${basename(file)} failed: ${(error as Error).message}\n`));
    },
    (error: Error) => io.err(`rpcforge: watching ${basename(file)} failed: ${error.message}\n`),
  );
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await restarting;
      await started;
      await Promise.all([jobs.close(), watcher?.close()]);
    },
  };
}
