// Fuzzing the generated server with fast-check (seeded, bounded in count and time): random and mutated request
// bodies (bad JSON, wrong types, deep nesting, `__proto__` keys, huge numbers, unicode, oversized bodies, batches).
// Every reply must be valid JSON-RPC 2.0, or nothing exactly when the body holds only notifications; no call may
// hang; the heap must not grow. Most bodies go through the transport-free core; a share goes over real sockets.
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRpcHandler, type RpcHandler } from '../generated/dist/server.js';
import { examples, exampleHandlers, methodNames, openSocket, startServer } from './server-helpers.js';

const apiKey = 'fuzz-key';
const maxBodyBytes = 64 * 1024;
const maxBatchSize = 10;
const options = {
  authenticate: (key: string) => key === apiKey,
  maxBodyBytes,
  maxBatchSize,
  dailyCredits: Number.MAX_SAFE_INTEGER,
  // Calls that never settle are cut short fast, so fuzzing never waits long for one.
  defaultTimeoutSeconds: 0.005,
  timeoutSeconds: { eth_getLogs: 0.005 },
  logger: { error: () => undefined },
};

/** Handlers that answer, fail, hang or return junk depending on the call. */
function fuzzHandlers() {
  return exampleHandlers({
    eth_call: () => {
      throw new Error('handler failure');
    },
    eth_getLogs: () => new Promise(() => undefined),
    eth_getTransactionByHash: async () => ({ junk: [1, 2, 3] }),
    eth_estimateGas: () => 1n,
  }).handlers;
}

// ---- Request bodies ----

const id = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308),
);
const method = fc.oneof(fc.constantFrom(...methodNames), fc.string(), fc.constantFrom('__proto__', 'constructor', 'rpc.discover', ''), fc.jsonValue());
const params = fc.oneof(
  fc.constantFrom(...methodNames.map((m) => examples[m].params)),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }),
  fc.jsonValue(),
);
const requestObject = fc.record(
  { jsonrpc: fc.oneof({ weight: 4, arbitrary: fc.constant('2.0') }, fc.jsonValue()), id, method, params },
  { requiredKeys: [] },
);
/** Valid calls of real methods with their example params, as text. */
const validCall = fc.tuple(fc.constantFrom(...methodNames), fc.integer(), fc.boolean()).map(([m, n, note]) =>
  JSON.stringify({ jsonrpc: '2.0', ...(note ? {} : { id: n }), method: m, ...(examples[m].params === undefined ? {} : { params: examples[m].params }) }),
);
/** A text with random edits: characters dropped, inserted or replaced, the end cut off. */
const mutated = fc.tuple(validCall, fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.string({ unit: 'binary', maxLength: 3 })), { minLength: 1, maxLength: 4 })).map(
  ([text, edits]) => {
    let out = text;
    for (const [at, kind, insert] of edits) {
      const i = at % (out.length + 1);
      if (kind === 0) out = out.slice(0, i) + out.slice(i + 1);
      else if (kind === 1) out = out.slice(0, i) + insert + out.slice(i);
      else if (kind === 2) out = out.slice(0, i) + insert + out.slice(i + insert.length);
      else out = out.slice(0, i);
    }
    return out;
  },
);
const hugeNumber = fc.tuple(fc.constantFrom('', '-'), fc.stringMatching(/^[1-9][0-9]{20,400}$/), fc.constantFrom('', '.5', 'e400', 'E-400')).map(
  ([sign, digits, tail]) => `${sign}${digits}${tail}`,
);
const special = fc.oneof(
  // Huge numbers as ids and params.
  hugeNumber.map((n) => `{"jsonrpc":"2.0","id":${n},"method":"eth_getBlockByNumber","params":[${n},false]}`),
  // Deep nesting, in params and as the whole body.
  fc.integer({ min: 1, max: 20_000 }).map((d) => `{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":[${'['.repeat(d)}${']'.repeat(d)}]}`),
  fc.integer({ min: 1, max: 20_000 }).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`),
  fc.integer({ min: 1, max: 5_000 }).map((d) => `{"jsonrpc":"2.0","id":1,"method":"getVoteAccounts","params":[${'{"x":'.repeat(d)}1${'}'.repeat(d)}]}`),
  // Prototype keys where objects are read.
  fc.constantFrom(
    '{"__proto__":{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber"},"params":["latest",false]}',
    '{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":[{"__proto__":{"address":"0x0000000000000000000000000000000000000000"}}]}',
    '{"jsonrpc":"2.0","id":1,"method":"starknet_addDeployAccountTransaction","params":{"__proto__":{"deploy_account_transaction":{}}}}',
    '{"jsonrpc":"2.0","id":1,"method":"getVoteAccounts","params":{"constructor":{"prototype":{"polluted":true}}}}',
    '[{"__proto__":[]},{"jsonrpc":"2.0","id":{"__proto__":null},"method":"x"}]',
  ),
  // Unicode everywhere.
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify({ jsonrpc: '2.0', id: s, method: s, params: [s, s] })),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Oversized bodies.
  fc.integer({ min: maxBodyBytes + 1, max: maxBodyBytes * 3 }).map((n) => `{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":["${'a'.repeat(n)}"]}`),
);
const single = fc.oneof(
  { weight: 3, arbitrary: requestObject.map((o) => JSON.stringify(o)) },
  { weight: 3, arbitrary: validCall },
  { weight: 3, arbitrary: mutated },
  { weight: 2, arbitrary: special },
  { weight: 1, arbitrary: fc.json() },
  { weight: 1, arbitrary: fc.string() },
);
const batch = fc
  .array(fc.oneof(requestObject.map((o) => JSON.stringify(o)), validCall, fc.json()), { minLength: 0, maxLength: maxBatchSize + 3 })
  .map((items) => `[${items.join(',')}]`);
const body = fc.oneof({ weight: 4, arbitrary: single }, { weight: 1, arbitrary: batch });

// ---- What a reply must be ----

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A valid notification envelope: the server must not answer it. */
const isNotification = (v: unknown) =>
  isObject(v) && v.jsonrpc === '2.0' && typeof v.method === 'string' && v.id === undefined && (v.params === undefined || (typeof v.params === 'object' && v.params !== null));

/** True when `text` must get no reply at all: a notification, or a batch of nothing but notifications. */
function expectsNoReply(text: string): boolean {
  if (text.length > maxBodyBytes) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  if (Array.isArray(parsed)) return parsed.length > 0 && parsed.length <= maxBatchSize && parsed.every(isNotification);
  return isNotification(parsed);
}

function checkResponse(r: unknown, where: string): void {
  expect(isObject(r), where).toBe(true);
  const response = r as Record<string, unknown>;
  expect(Object.keys(response).every((k) => ['jsonrpc', 'id', 'result', 'error'].includes(k)), where).toBe(true);
  expect(response.jsonrpc, where).toBe('2.0');
  expect('id' in response && (response.id === null || typeof response.id === 'string' || typeof response.id === 'number'), where).toBe(true);
  expect(('result' in response) !== ('error' in response), where).toBe(true);
  if ('error' in response) {
    const error = response.error as Record<string, unknown>;
    expect(isObject(error) && Number.isInteger(error.code) && typeof error.message === 'string', where).toBe(true);
    // -32603 never carries details; nothing carries a stack trace or a file path.
    if (error.code === -32603) expect(error.data, where).toBeUndefined();
    expect(JSON.stringify(error), where).not.toMatch(/\n\s+at |file:\/\/|\/work\//);
  }
}

/** The reply to `text` is valid JSON-RPC, or nothing exactly when nothing is due; a single call echoes its id. */
function checkReply(text: string, reply: string | undefined): void {
  const where = `request ${JSON.stringify(text.slice(0, 200))}: reply ${String(reply).slice(0, 200)}`;
  if (expectsNoReply(text)) {
    expect(reply, where).toBeUndefined();
    return;
  }
  expect(typeof reply, where).toBe('string');
  const parsed = JSON.parse(reply!) as unknown;
  if (Array.isArray(parsed)) {
    expect(parsed.length, where).toBeGreaterThan(0);
    for (const r of parsed) checkResponse(r, where);
  } else {
    checkResponse(parsed, where);
    let request: unknown;
    try {
      request = text.length <= maxBodyBytes ? JSON.parse(text) : undefined;
    } catch {
      request = undefined;
    }
    if (isObject(request) && (typeof request.id === 'string' || Number.isSafeInteger(request.id))) {
      expect((parsed as { id: unknown }).id, where).toEqual(request.id);
    }
  }
}

/** Fails instead of hanging: no call may take longer than this. */
function bounded<T>(promise: Promise<T>, text: string, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no reply within ${ms} ms to ${JSON.stringify(text.slice(0, 200))}`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe('fuzzing the server', () => {
  it('10,000 random and mutated bodies through the core: valid JSON-RPC or no reply, nothing hangs, the heap stays bounded', async () => {
    const rpc: RpcHandler = createRpcHandler(fuzzHandlers(), options);
    let runs = 0;
    const property = fc.asyncProperty(body, async (text) => {
      runs++;
      checkReply(text, await bounded(rpc.handle(text, { apiKey }), text));
    });
    // Warm up, so the heap is measured in a steady state.
    await fc.assert(property, { numRuns: 1_000, seed: 1 });
    const before = heapUsed();
    await fc.assert(property, { numRuns: 10_000, seed: 20261122, interruptAfterTimeLimit: 150_000, markInterruptAsFailure: true });
    // Calls cut short by their time limit settle within it.
    await new Promise((r) => setTimeout(r, 100));
    const after = heapUsed();
    expect(runs).toBe(11_000);
    expect(after - before, `heap grew from ${before} to ${after} bytes`).toBeLessThan(16 * 1024 * 1024);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('address');
  }, 200_000);

  it('bodies over real sockets on 127.0.0.1: HTTP statuses and replies, WebSocket replies, the server keeps serving', async () => {
    const { base, wsBase } = await startServer(fuzzHandlers(), options);
    const url = `${base}/v3/${apiKey}`;
    const samples = fc.sample(body, { numRuns: 300, seed: 7 });
    for (const text of samples) {
      const res = await bounded(fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text }), text);
      const reply = await res.text();
      const where = `${JSON.stringify(text.slice(0, 200))} → ${res.status}`;
      if (res.status === 413) {
        expect(text.length, where).toBeGreaterThan(maxBodyBytes / 4);
        checkResponse(JSON.parse(reply), where);
        continue;
      }
      expect([200, 204], where).toContain(res.status);
      checkReply(text, res.status === 204 ? undefined : reply);
      expect(res.status === 204, where).toBe(reply === '');
    }

    // WebSocket: every body on one connection; then every message received is a valid reply, one per body that
    // is due one. (Bodies over the message limit would close the connection by design, so they are left out.)
    const ws: WebSocket = await openSocket(`${wsBase}/ws/v3/${apiKey}`);
    const received: string[] = [];
    ws.on('message', (data: Buffer) => received.push(data.toString('utf8')));
    const sent = samples.filter((t) => Buffer.byteLength(t) <= maxBodyBytes);
    for (const text of sent) ws.send(text);
    const due = sent.filter((t) => !expectsNoReply(t)).length;
    const deadline = Date.now() + 10_000;
    while (received.length < due && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(received.length).toBe(due);
    for (const reply of received) {
      const parsed = JSON.parse(reply) as unknown;
      for (const r of Array.isArray(parsed) ? parsed : [parsed]) checkResponse(r, reply.slice(0, 200));
    }
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();

    const after = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 'still-up', method: 'eth_getBlockByNumber', params: ['latest', false] }),
    });
    expect((await after.json()).id).toBe('still-up');
  }, 120_000);
});
