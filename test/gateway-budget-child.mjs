// The gateway alone in a process (for test/gateway-bounds.test.ts), so that its RSS can be read from /proc: the
// generated server in front of the upstream given as the first argument, with the upstream options given as JSON in
// the second. Prints `{"port":…}` once it listens; exits when stdin closes. Run with `--import tsx`: the gateway
// package is TypeScript here.
import * as generatedServer from '../generated/dist/server.js';
import { createUpstream } from '../gateway/src/index.ts';
import { MemoryCreditStore } from '../gateway/src/memory-credit-store.ts';

const { createServer } = generatedServer;

const [url, json] = process.argv.slice(2);
const upstream = createUpstream(generatedServer, { upstream: url, logger: { error: () => undefined }, ...JSON.parse(json ?? '{}') });
const server = createServer(upstream.handlers, { blockGasLimit: upstream.blockGasLimit, creditStore: new MemoryCreditStore({ dailyCredits: 1e15 }), logger: { error: () => undefined } });
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`));
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
