// A real redis-server for the tests (Debian's), on 127.0.0.1 at a given port, in its own folder, saving nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => spawnSync(p, ['--version']).status === 0);

export function requireRedis(test: string): string {
  if (redisBinary === undefined) throw new Error(`${test} needs redis-server: apt-get update && apt-get install -y redis-server (.ci/run installs it when missing)`);
  return redisBinary;
}

/** Resolves once it accepts connections (at most 10 s). `extra`: more redis-server arguments (a cluster node's). */
export async function startRedis(port: number, dir: string, extra: string[] = []): Promise<ChildProcess> {
  const redis = spawn(requireRedis('this test'), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    redis.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return redis;
}

/** SIGKILL, and waits for the exit. */
export async function stopRedis(redis: ChildProcess | undefined): Promise<void> {
  if (redis === undefined || redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}
