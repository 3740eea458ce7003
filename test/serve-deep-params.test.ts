// Params nested deeper than anything can write, through `rpcforge serve` in a child process in front of a scripted
// upstream on 127.0.0.1. A schema's object lets properties it does not name through, so `eth_call`'s transaction with
// an extra `x` of 10,000 nested arrays (a 20 KB body) passed the validators, and the gateway's JSON.stringify on the
// way upstream overflowed the stack outside any try: one request ended the process. Now such params get -32602
// before the validators, over HTTP, in a batch and over WebSocket; params at the bound are forwarded whole.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Run, serveProcesses, started, stop } from './support/serve-process.js';

const { work, run, cleanup } = serveProcesses();
const key = 'k9Qz-7xWv-3mTr-8pLs';
const zero = '0x0000000000000000000000000000000000000000';
/** What the upstream was sent: each body's text. */
const received: string[] = [];
let upstream: Server;
let gateway: Run;
let base: string;

/** eth_call's params with an extra property `x` whose value nests `levels` arrays: params nest `levels + 2` deep. */
const deepCall = (levels: number, id: number) =>
  `{"jsonrpc":"2.0","id":${id},"method":"eth_call","params":[{"from":"${zero}","to":"${zero}","x":${'['.repeat(levels)}${']'.repeat(levels)}},"latest"]}`;
const plainCall = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'eth_call', params: [{ from: zero, to: zero }, 'latest'] });
const tooDeep = { code: -32602, message: 'Invalid params: params: nested deeper than 256 levels', data: [{ path: 'params', message: 'nested deeper than 256 levels', keyword: 'depth' }] };

async function post(body: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}/v3/${key}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  // Answers what the gateway asks at start (chain id, client version) and every eth_call with 0x10.
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      const answer = (call: { id: unknown; method: string }) => ({ jsonrpc: '2.0', id: call.id, result: call.method === 'eth_chainId' ? '0x1' : call.method === 'net_version' ? '1' : call.method === 'web3_clientVersion' ? 'scripted/1' : '0x10' });
      const parsed = JSON.parse(body) as { id: unknown; method: string } | { id: unknown; method: string }[];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const keys = join(work, 'keys.yaml');
  writeFileSync(keys, `plans:\n  Free:\n    dailyCredits: 1000000\nkeys:\n  ${key}:\n    plan: Free\n`);
  gateway = run(['--upstream', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, '--keys', keys, '--batch', '--cache', 'off']);
  base = await started(gateway);
}, 120_000);

afterAll(async () => {
  upstream?.close();
  cleanup();
});

describe('serve against params nested past any writer', () => {
  it('answers -32602 over HTTP, in a batch and over WebSocket, and keeps serving; params at the bound reach the upstream whole', async () => {
    for (const levels of [255, 10_000, 400_000]) {
      const { status, json } = await post(deepCall(levels, 1));
      expect(status).toBe(200);
      expect(json).toEqual({ jsonrpc: '2.0', id: 1, error: tooDeep });
    }
    const batch = await post(`[${plainCall(1)},${deepCall(10_000, 2)}]`);
    expect(batch.json).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x10' },
      { jsonrpc: '2.0', id: 2, error: tooDeep },
    ]);
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/v3/${key}`);
    await new Promise((done, fail) => (ws.once('open', done), ws.once('error', fail)));
    const viaSocket = await new Promise<unknown>((done) => {
      ws.once('message', (data: Buffer) => done(JSON.parse(data.toString())));
      ws.send(deepCall(10_000, 3));
    });
    ws.close();
    expect(viaSocket).toEqual({ jsonrpc: '2.0', id: 3, error: tooDeep });
    // Nothing deep went upstream.
    expect(received.some((body) => body.includes('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[['))).toBe(false);
    // 256 levels (254 arrays in `x`, inside the transaction and the params array) are within the bound: forwarded whole.
    const atBound = await post(deepCall(254, 4));
    expect(atBound.json).toEqual({ jsonrpc: '2.0', id: 4, result: '0x10' });
    const forwarded = received.find((body) => body.includes('"x":['));
    expect(forwarded).toContain(`"x":${'['.repeat(254)}${']'.repeat(254)}`);
    // The process is alive and serving.
    expect((await post(plainCall(5))).json).toEqual({ jsonrpc: '2.0', id: 5, result: '0x10' });
    expect(gateway.child.exitCode).toBeNull();
    expect(gateway.err()).not.toMatch(/RangeError|Maximum call stack/);
    expect(await stop(gateway)).toBe(0);
  }, 60_000);
});
