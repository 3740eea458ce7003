// One server process for test/server-http-bounds.test.ts: the committed generated server (generated/dist/server.js)
// with handlers answering every method with null, listening on 127.0.0.1 at a free port, in its own process so that
// the test can read its RSS from /proc. Started with fork(); argv[2] is the server options as JSON (`Infinity` written
// as the string "Infinity"). It sends { port } once listening and answers 'connections' with { connections }, and
// 'blocked' with { blockedCpuMs }: the most CPU time its main thread used between two turns of a 10 ms timer since the
// last ask, which is what a callback that holds the event loop costs (unlike a late timer, not the waits for a core
// on a busy machine).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { methodInfo } from '../../generated/dist/index.js';
import { createServer, type Handlers, type ServerOptions } from '../../generated/dist/server.js';

const options = JSON.parse(process.argv[2] ?? '{}', (_key, value: unknown) => (value === 'Infinity' ? Infinity : value)) as ServerOptions;
const handlers = Object.fromEntries(Object.keys(methodInfo).map((method) => [method, () => null])) as unknown as Handlers;

const server = createServer(handlers, { logger: { error: () => undefined }, ...options });
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));

/**
 * CPU milliseconds of the main thread alone (utime + stime from /proc, in ticks of 10 ms): process.cpuUsage() also
 * counts V8's GC helper threads, which run beside the event loop and added up to 300 ms under a parallel test run.
 */
function mainThreadCpuMs(): number {
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
let last = mainThreadCpuMs();
let blockedCpuMs = 0;
setInterval(() => {
  const cpu = mainThreadCpuMs();
  blockedCpuMs = Math.max(blockedCpuMs, cpu - last);
  last = cpu;
}, 10).unref();

process.on('message', (message) => {
  if (message === 'connections') server.getConnections((_error, connections) => process.send!({ connections }));
  if (message === 'blocked') {
    process.send!({ blockedCpuMs });
    blockedCpuMs = 0;
  }
});
process.on('disconnect', () => process.exit(0));
