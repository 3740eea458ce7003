// The dApp page of test/browser.test.ts, bundled by esbuild from the packed package: it calls the gateway on another
// origin over HTTP (fetch) and over the browser's WebSocket, and through the HTTP-only client, and writes each
// outcome in a table the test reads.
import { createClient, createHttpClient, ExecutionRevertedError, JsonRpcError, TransportError } from 'blockchain-node-json-rpc-gateway';

const query = new URLSearchParams(location.search);
const gateway = query.get('gateway');
const rows = [];

function show(row) {
  rows.push(row);
  const tr = document.createElement('tr');
  for (const text of [row.name, row.outcome, row.detail]) {
    const td = document.createElement('td');
    td.textContent = text;
    tr.append(td);
  }
  document.querySelector('#results tbody').append(tr);
}

/** Runs one call and records what came back: the result, or the error's class and its facts. */
async function attempt(name, run) {
  try {
    const value = await run();
    show({ name, outcome: 'result', detail: JSON.stringify(value).slice(0, 80), value });
  } catch (error) {
    const kind = error instanceof ExecutionRevertedError ? 'ExecutionRevertedError' : error instanceof JsonRpcError ? 'JsonRpcError' : error instanceof TransportError ? 'TransportError' : 'other';
    show({ name, outcome: kind, detail: `${error.name}: ${error.message}`.slice(0, 120), errorName: error.name, reason: error.reason, code: error.code, retryable: error.retryable });
  }
}

/** The spec's example transaction, handed over by the test. */
const tx = JSON.parse(query.get('tx'));
const kinds = [
  ['http', createClient, 'http'],
  ['ws', createClient, 'ws'],
  ['http-only', createHttpClient, 'http'],
];
for (const [name, create, transport] of kinds) {
  const client = create({ url: gateway, apiKey: 'dapp-key', transport, retry: false, timeout: 5000 });
  await attempt(`${name} eth_getBlockByNumber`, () => client.eth_getBlockByNumber('latest', false));
  await attempt(`${name} eth_call reverts`, () => client.eth_call(tx, 'latest'));
  const [block, call] = await client.batch((b) => [b.eth_getBlockByNumber('0x1', false), b.eth_call(tx, 'latest')]);
  show({ name: `${name} batch`, outcome: `${block.ok ? 'result' : 'error'} + ${call.ok ? 'result' : call.error.name}`, detail: '' });
  await client.close();
  // A key the gateway pins to another origin: the browser's CORS check (HTTP) or the handshake (WebSocket) refuses.
  const pinned = create({ url: gateway, apiKey: 'other-site-key', transport, retry: false, timeout: 5000 });
  await attempt(`${name} key of another origin`, () => pinned.eth_getBlockByNumber('latest', false));
  await pinned.close();
}
window.results = rows;
document.title = 'done';
