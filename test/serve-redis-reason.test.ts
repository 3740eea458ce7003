// serve's Redis client while Redis stays away for a reason that changes: refused while nothing listens, then a real
// redis-server on that port that wants another password. The line logged first said ECONNREFUSED for as long as the
// wrong password lasted, so an operator looked for a Redis that was down while it was up; the new reason is logged
// (at most once a minute), and no line holds the password.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../gateway/src/redis-client.js';
import { freePort, until } from './gateway-helpers.js';
import { requireRedis, startRedis, stopRedis } from './support/redis-server.js';

requireRedis('test/serve-redis-reason.test.ts');

const work = mkdtempSync(join(tmpdir(), 'rpcforge-redis-reason-'));
let redis: ChildProcess | undefined;
afterAll(async () => {
  await stopRedis(redis);
  rmSync(work, { recursive: true, force: true });
});

describe('serve --redis unavailable for a reason that changes', () => {
  it('logs the new reason (refused, then WRONGPASS once Redis is up with another password), never the password', async () => {
    const port = await freePort();
    const password = 'pw-Zk81-never-logged';
    const lines: string[] = [];
    const connection = await connectRedis({ kind: 'single', url: `redis://user:${password}@127.0.0.1:${port}` }, (line) => lines.push(line), 500);
    try {
      await until(() => lines.length > 0, 10_000, 'the first line');
      expect(lines[0]).toMatch(new RegExp(`^Redis redis://user:\\*\\*\\*@127\\.0\\.0\\.1:${port} unavailable \\(connect ECONNREFUSED [^)]*\\): calls are refused with 503`));
      redis = await startRedis(port, work, ['--requirepass', 'another-password']);
      await until(() => lines.some((line) => /still unavailable, now: WRONGPASS/.test(line)), 15_000, `a line with the new reason: ${lines.join('\n')}`);
      expect(connection.ready()).toBe(false);
      // One line per change, not one per reconnect (every 2 s at most): a few seconds more add none.
      const count = lines.length;
      await new Promise((done) => setTimeout(done, 4500));
      expect(lines.length).toBe(count);
      for (const line of lines) expect(line).not.toContain(password);
    } finally {
      await connection.close();
    }
  }, 40_000);
});
