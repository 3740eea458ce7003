// ethers v6's `provider.on('block')`, unchanged, in a process of its own: ethers raises a refused eth_subscribe as an
// unhandled rejection (issue 33: it ended the caller's process), which must not end or fail the test process that
// runs this. Prints one JSON line, `{ "block": n }` on the first block or `{ "error": "…" }`, and exits; gives up
// after the milliseconds given. Usage: node ethers-block.mjs <http(s) or ws(s) URL> <ms>
import { JsonRpcProvider, WebSocketProvider } from 'ethers';

const [url, ms] = process.argv.slice(2);
const done = (line, code) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.exit(code);
};
const reason = (e) => (e instanceof Error ? e.message : String(e));
process.on('unhandledRejection', (e) => done({ error: `unhandled rejection: ${reason(e)}` }, 1));
process.on('uncaughtException', (e) => done({ error: `uncaught exception: ${reason(e)}` }, 1));
setTimeout(() => done({ error: `no block within ${ms} ms` }, 1), Number(ms));
const provider = url.startsWith('ws') ? new WebSocketProvider(url) : new JsonRpcProvider(url);
void provider.on('error', (e) => done({ error: `error event: ${reason(e)}` }, 1));
void provider.on('block', (n) => done({ block: n }, 0));
