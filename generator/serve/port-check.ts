// The gateway's port checked before anything slow or with a process of its own starts (generating the package,
// starting anvil, connecting to Redis): `serve --anvil --port <taken>` used to start anvil and generate, then fail.
import { createServer } from 'node:net';

/**
 * Binds `port` on `host` and lets it go at once; rejects with the bind's error (EADDRINUSE, EACCES: its message names
 * the address and port). Port 0 always succeeds (the real listen picks a free one). Another process may still take
 * the port between this check and the listen, which then fails with the same error: this only makes the common case
 * (the port already taken, e.g. `npm start` run twice) fail before the start-up work, not after it.
 */
export async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
