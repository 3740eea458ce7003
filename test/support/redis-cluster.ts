// A real three-master Redis Cluster for the tests: three Debian redis-server processes on 127.0.0.1 at free ports,
// each with `--cluster-enabled yes` and its own folder (its nodes.conf) under one temporary folder, joined by
// `redis-cli --cluster create … --cluster-replicas 0 --cluster-yes` (redis-cli comes with redis-server: Debian's
// redis-server depends on redis-tools). `stop()` kills them all and removes the folder.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { startRedis, stopRedis } from './redis-server.js';

export interface LocalCluster {
  /** `redis://127.0.0.1:<port>` of each master. */
  urls: string[];
  ports: number[];
  stop(): Promise<void>;
}

export const redisCli = ['/usr/bin/redis-cli', '/usr/local/bin/redis-cli'].find((p) => spawnSync(p, ['--version']).status === 0);

/** Starts three nodes, makes them a cluster, and resolves once every node says `cluster_state:ok` (at most 20 s). */
export async function startCluster(freePort: () => Promise<number>): Promise<LocalCluster> {
  if (redisCli === undefined) throw new Error('the cluster tests need redis-cli: apt-get install -y redis-tools (redis-server depends on it)');
  const dir = mkdtempSync(join(tmpdir(), 'rpcforge-cluster-'));
  const nodes: ChildProcess[] = [];
  const ports: number[] = [];
  const stop = async () => {
    await Promise.all(nodes.map((node) => stopRedis(node)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const nodeDir = join(dir, `node-${i}`);
      mkdirSync(nodeDir);
      nodes.push(await startRedis(port, nodeDir, ['--cluster-enabled', 'yes', '--cluster-config-file', join(nodeDir, 'nodes.conf'), '--cluster-node-timeout', '5000']));
      ports.push(port);
    }
    const created = spawnSync(redisCli, ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes'], { encoding: 'utf8', timeout: 30_000 });
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed (${created.status}): ${created.stdout}${created.stderr}`);
    const deadline = Date.now() + 20_000;
    for (const port of ports) {
      const client = createClient({ url: `redis://127.0.0.1:${port}` });
      client.on('error', () => undefined);
      await client.connect();
      try {
        for (;;) {
          const info = await client.sendCommand(['CLUSTER', 'INFO']);
          if (String(info).includes('cluster_state:ok')) break;
          if (Date.now() > deadline) throw new Error(`cluster node ${port} not ok after 20 s: ${String(info)}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      } finally {
        client.destroy();
      }
    }
    return { urls: ports.map((p) => `redis://127.0.0.1:${p}`), ports, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
