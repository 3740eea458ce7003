// `rpcforge serve` as a child process, for test/serve-cli.test.ts and test/serve-gateway.test.ts: started on a free
// port with its own cache folder, its stdout and stderr kept, stopped with SIGTERM (SIGKILL past 10 s).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from '../gateway-helpers.js';
import { repoRoot } from '../helpers.js';

export interface Run {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

/** A work folder and the serve processes started in it; `cleanup` kills what still runs and removes the folder. */
export function serveProcesses(): { work: string; run(args: string[], env?: NodeJS.ProcessEnv): Run; cleanup(): void } {
  const work = mkdtempSync(join(tmpdir(), 'rpcforge-serve-test-'));
  const children: ChildProcess[] = [];
  return {
    work,
    run(args, env) {
      const child = spawn(process.execPath, [join(repoRoot, 'bin/rpcforge.js'), 'serve', '--port', '0', '--cache-dir', join(work, `cache-${children.length}`), ...args], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: env === undefined ? process.env : { ...process.env, ...env },
      });
      children.push(child);
      let out = '';
      let err = '';
      child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      return { child, out: () => out, err: () => err, exited };
    },
    cleanup() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** `npm start`'s `rpcforge serve` flags, read from package.json so that a test of "the demo" follows a change there. */
export function npmStartArgs(): string[] {
  const start = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.replace(/^node bin\/rpcforge\.js serve /, '').split(' ');
}

/** The embedded anvil's own URL, from the banner of a gateway started with --anvil. */
export function anvilUrl(server: Run): string {
  const url = /embedded anvil (http:\/\/\S+)\)/.exec(server.out())?.[1];
  if (url === undefined) throw new Error(`no embedded anvil in the banner:\n${server.out()}`);
  return url;
}

/** The gateway's base URL once it printed its banner. */
export async function started(server: Run): Promise<string> {
  await until(() => /try: curl/.test(server.out()) || server.child.exitCode !== null, 90_000, `serve did not start:\n${server.err()}`);
  const base = /gateway listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.out())?.[1];
  if (base === undefined) throw new Error(`serve did not start:\n${server.out()}\n${server.err()}`);
  return base;
}

/** SIGTERM, then the exit code (SIGKILL after 10 s). */
export async function stop(server: Run): Promise<number | null> {
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}
