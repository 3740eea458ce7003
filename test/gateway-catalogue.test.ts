// The gateway knows every method it forwards (issue 33): `rpcforge serve --outside-spec forward` (what `npm start`
// runs) forwards beyond the spec only the methods of the family's catalogue (catalogue/ethereum/: the official
// Ethereum document), their params checked before the charge and their results before the caller gets them; the
// closed list (accounts and signing, node control, test-node control) never reaches the node unless opened by its
// exact name. A recording proxy sits between the gateway and a real anvil, so "nothing reached the node" is seen, not
// assumed; a key with a small balance shows what was charged (its refusal names the balance it found).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './gateway-helpers.js';
import { type Anvil, startAnvil } from './client-helpers.js';
import { type Run, serveProcesses, started, stop } from './support/serve-process.js';

const { work, run, cleanup } = serveProcesses();
let anvil: Anvil;
let proxy: Server;
let proxyUrl: string;
/** Every method name the proxy passed to anvil, in order. */
const reached: string[] = [];
/** The gateway's own calls (its chain check, the gas cap's latest block): not the callers'. */
const own = new Set(['eth_chainId', 'eth_getBlockByNumber', 'rpc.discover']);
/** What reached the node since `from`, the gateway's own calls left out. */
const since = (from: number) => reached.slice(from).filter((m) => !own.has(m));
/** When set, the proxy answers these methods itself (a node answering outside its catalogue's schemas). */
const scripted = new Map<string, unknown>();
let gateway: Run;
let base: string;
let opened: Run;
let openedBase: string;
const key = 'known-key-0001';
const small = 'small-key-0001';

/** A JSON-RPC proxy to anvil on 127.0.0.1 that records each method it forwards (single calls and batches). */
async function startProxy(target: string): Promise<void> {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const calls = JSON.parse(body) as { method: string; id?: unknown } | { method: string; id?: unknown }[];
      const list = Array.isArray(calls) ? calls : [calls];
      for (const call of list) reached.push(call.method);
      const own = list.map((call) => (scripted.has(call.method) ? { jsonrpc: '2.0', id: call.id, result: scripted.get(call.method) } : undefined));
      let answer: string;
      if (own.every((a) => a !== undefined)) answer = JSON.stringify(Array.isArray(calls) ? own : own[0]);
      else answer = await (await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).text();
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  anvil = await startAnvil();
  await startProxy(anvil.url);
  const keysFile = join(work, 'keys.yaml');
  writeFileSync(keysFile, `plans:\n  Growth: {}\nkeys:\n  ${key}:\n    plan: Growth\n  ${small}:\n    plan: Growth\n    dailyCredits: 400\n`);
  gateway = run(['--spec', 'spec/openrpc.yaml', '--upstream', `evm=${proxyUrl}`, '--mock', '--outside-spec', 'forward', '--keys', keysFile]);
  opened = run(['--spec', 'spec/openrpc.yaml', '--upstream', `evm=${proxyUrl}`, '--mock', '--outside-spec', 'forward', '--keys', keysFile, '--open', 'eth_accounts', '--credits', 'eth_chainId=0']);
  [base, openedBase] = await Promise.all([started(gateway), started(opened)]);
}, 180_000);

afterAll(async () => {
  for (const server of [gateway, opened]) if (server !== undefined) expect(await stop(server)).toBe(0);
  await new Promise((done) => proxy?.close(done));
  await anvil?.stop();
  cleanup();
});

const url = (k = key) => `${base}/v3/${k}`;
const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

/** The closed list's names as the attacker sent them, and a few more of each namespace. */
const closedCalls: [string, unknown[]][] = [
  ['eth_accounts', []],
  ['eth_sendTransaction', [{ from: address, to: '0x0000000000000000000000000000000000000001', value: '0x1' }]],
  ['eth_sign', [address, '0xdeadbeef']],
  ['eth_signTransaction', [{ from: address, to: '0x0000000000000000000000000000000000000001', value: '0x1' }]],
  ['eth_signTypedData_v4', [address, '{}']],
  ['eth_fillTransaction', [{ from: address, to: '0x0000000000000000000000000000000000000001' }]],
  ['personal_sign', ['0xdeadbeef', address]],
  ['anvil_setBalance', [address, '0x1']],
  ['anvil_setChainId', [1]],
  ['anvil_impersonateAccount', [address]],
  ['evm_snapshot', []],
  ['evm_revert', ['0x1']],
  ['evm_setAutomine', [false]],
  ['evm_mine', []],
  ['debug_traceTransaction', ['0x' + '11'.repeat(32)]],
  ['txpool_status', []],
  ['admin_nodeInfo', []],
  ['engine_getPayloadV1', ['0x0000000000000001']],
  ['miner_start', []],
  ['hardhat_setBalance', [address, '0x1']],
  ['ganache_snapshot', []],
  ['testing_buildBlockV1', []],
];

describe('the closed list', () => {
  it('refuses every name of it for every key, -32601, and nothing reaches the node', async () => {
    const before = reached.length;
    for (const [method, params] of closedCalls) {
      const reply = await post(url(), method, params);
      expect(reply.body.error, method).toMatchObject({ code: -32601, message: 'Method not found' });
    }
    expect(since(before)).toEqual([]);
    // The node's own accounts and chain are as they were: no balance set, no chain id changed, still automining.
    expect(await (await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }) })).json()).toMatchObject({ result: '0x7a69' });
  });

  it('runs nothing for a notification of a closed method either', async () => {
    const before = reached.length;
    const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'eth_sendTransaction', params: closedCalls[1]![1] }) });
    expect(response.status).toBe(204);
    expect(since(before)).toEqual([]);
  });

  it('takes a case variant for another name, in no catalogue: refused, never forwarded', async () => {
    const before = reached.length;
    for (const method of ['ETH_ACCOUNTS', 'Eth_accounts', 'eth_Accounts', 'EVM_SNAPSHOT', 'Anvil_setBalance', 'eth_sendtransaction']) {
      expect((await post(url(), method, [])).body.error, method).toMatchObject({ code: -32601 });
    }
    expect(since(before)).toEqual([]);
  });

  it('charges nothing for a refused name, nor for a name in no document', async () => {
    for (let i = 0; i < 5; i++) {
      await post(url(small), 'evm_snapshot', []);
      await post(url(small), 'web3_clientVersion', []);
      await post(url(small), 'foo_bar', []);
    }
    // 400 credits: eth_chainId costs 80, so five calls pass and the sixth is refused naming the balance, 0.
    for (let i = 0; i < 5; i++) expect((await post(url(small), 'eth_chainId', [])).body).toMatchObject({ result: '0x7a69' });
    expect((await post(url(small), 'eth_chainId', [])).body.error).toMatchObject({ data: { cost: 80, balance: 0 } });
  });

  it('forwards a name the operator opened, exactly that name, and says so on /healthz and in the banner', async () => {
    expect(opened.out()).toContain('opened: eth_accounts');
    const health = (await (await fetch(`${openedBase}/healthz`)).json()) as { info?: { openedMethods?: string[] } };
    expect(health.info?.openedMethods).toEqual(['eth_accounts']);
    const accounts = (await post(`${openedBase}/v3/${key}`, 'eth_accounts', [])).body as { result?: string[] };
    expect(accounts.result?.[0]?.toLowerCase()).toBe(address);
    // Opening one name opens no other of its kind.
    expect((await post(`${openedBase}/v3/${key}`, 'eth_sendTransaction', closedCalls[1]![1])).body.error).toMatchObject({ code: -32601 });
    expect((await fetch(`${base}/healthz`).then((r) => r.json())) as object).toMatchObject({ info: { openedMethods: [] } });
  });

  it('refuses a --credits or --catalogue value that is not name=value, naming the flag and the value', async () => {
    const credits = run(['--spec', 'spec/openrpc.yaml', '--mock', '--outside-spec', 'forward', '--credits', 'eth_chainId=x']);
    const catalogue = run(['--spec', 'spec/openrpc.yaml', '--mock', '--outside-spec', 'forward', '--catalogue', 'evm']);
    const twice = run(['--spec', 'spec/openrpc.yaml', '--mock', '--outside-spec', 'forward', '--credits', 'read=1', '--credits', 'read=2']);
    for (const bad of [credits, catalogue, twice]) expect(await bad.exited).toBe(2);
    expect(credits.err()).toContain("option '--credits <name=n>' argument 'eth_chainId=x' is invalid. expected a whole number of credits");
    expect(catalogue.err()).toContain("option '--catalogue <family=file>' argument 'evm' is invalid. expected name=value");
    expect(twice.err()).toContain('read given twice');
  }, 60_000);

  it('refuses to start with a prefix or a name outside the closed list given to --open', async () => {
    const prefix = run(['--spec', 'spec/openrpc.yaml', '--upstream', `evm=${proxyUrl}`, '--outside-spec', 'forward', '--open', 'anvil_']);
    const plain = run(['--spec', 'spec/openrpc.yaml', '--upstream', `evm=${proxyUrl}`, '--outside-spec', 'forward', '--open', 'eth_chainId']);
    expect(await prefix.exited).toBe(2);
    expect(await plain.exited).toBe(2);
    expect(prefix.err()).toContain('catalogue.open: "anvil_" is not a whole method name of the closed list');
    expect(plain.err()).toContain('catalogue.open: "eth_chainId" is not a whole method name of the closed list');
  }, 120_000);
});

describe('the catalogue', () => {
  it('checks the params before the charge: -32602 naming the param, nothing forwarded', async () => {
    const before = reached.length;
    const reply = await post(url(), 'eth_getBalance', ['0xnot-an-address', 'latest']);
    expect(reply.body.error).toMatchObject({ code: -32602 });
    expect((reply.body.error as { message: string }).message).toMatch(/^Invalid params: params\[0\]: must match pattern/);
    expect((await post(url(), 'eth_getFilterLogs', [])).body.error).toMatchObject({ code: -32602 });
    expect(since(before)).toEqual([]);
  });

  it('serves what the node answers within the catalogue\'s schemas', async () => {
    expect((await post(url(), 'eth_getBalance', [address, 'latest'])).body).toMatchObject({ result: '0x21e19e0c9bab2400000' });
    expect((await post(url(), 'net_version', [])).body).toMatchObject({ result: '31337' });
    expect((await post(url(), 'eth_feeHistory', ['0x1', 'latest', [50]])).body).toHaveProperty('result.oldestBlock');
  });

  it('refuses a result outside the catalogue\'s schemas, uncharged (-32051)', async () => {
    scripted.set('eth_gasPrice', 'not a quantity');
    try {
      const reply = await post(url(), 'eth_gasPrice', []);
      expect(reply.body.error).toMatchObject({ code: -32051, message: 'Upstream answer rejected', data: { reason: 'the result does not match the catalogue' } });
    } finally {
      scripted.delete('eth_gasPrice');
    }
  });

  it('holds the gas cap on the neighbours that execute calls: eth_createAccessList and eth_simulateV1', async () => {
    const before = reached.filter((m) => m === 'eth_createAccessList' || m === 'eth_simulateV1').length;
    const over = '0x' + (10n ** 12n).toString(16);
    const list = await post(url(), 'eth_createAccessList', [{ to: '0x0000000000000000000000000000000000000001', gas: over }, 'latest']);
    expect(list.body.error).toMatchObject({ code: -32602, data: [{ path: 'params[0].gas', keyword: 'gasCap' }] });
    const one = await post(url(), 'eth_simulateV1', [{ blockStateCalls: [{ calls: [{ to: '0x0000000000000000000000000000000000000001', gas: over }] }] }, 'latest']);
    expect(one.body.error).toMatchObject({ code: -32602, data: [{ path: 'params[0].blockStateCalls[0].calls[0].gas', keyword: 'gasCap' }] });
    // Eleven calls without gas: each may use a block's gas limit, eleven times the cap one eth_call has.
    const many = Array.from({ length: 11 }, () => ({ to: '0x0000000000000000000000000000000000000001' }));
    const together = await post(url(), 'eth_simulateV1', [{ blockStateCalls: [{ calls: many }] }, 'latest']);
    expect(together.body.error).toMatchObject({ code: -32602 });
    expect(JSON.stringify(together.body.error)).toContain('11 without gas counted as the block gas limit each');
    expect(reached.filter((m) => m === 'eth_createAccessList' || m === 'eth_simulateV1').length).toBe(before);
    // Under the cap it is forwarded.
    expect((await post(url(), 'eth_createAccessList', [{ to: '0x0000000000000000000000000000000000000001' }, 'latest'])).body).toHaveProperty('result.gasUsed');
  });

  it('prices and bounds filter logs as eth_getLogs: its 255 credits and its 10,000-result cap', async () => {
    expect(gateway.out()).toContain('eth_getFilterLogs as eth_getLogs');
    // A filter this key made (another id is "filter not found", asked of no node: sticky filters).
    const made = (await post(url(), 'eth_newFilter', [{}])).body as { result?: string };
    expect(made.result).toMatch(/^0x/);
    scripted.set('eth_getFilterLogs', Array.from({ length: 10_001 }, () => ({ address, topics: [], data: '0x', blockNumber: '0x1', transactionHash: '0x' + '22'.repeat(32), transactionIndex: '0x0', blockHash: '0x' + '33'.repeat(32), logIndex: '0x0', removed: false })));
    try {
      const reply = await post(url(), 'eth_getFilterLogs', [made.result]);
      expect(reply.body.error).toMatchObject({ code: -32005, message: 'query returned more than 10000 results' });
    } finally {
      scripted.delete('eth_getFilterLogs');
    }
    // A key with 400 credits pays 255 for one filter-logs call: the next refusal names 145 left.
    const filter = (await post(`${openedBase}/v3/${small}`, 'eth_newBlockFilter', [])).body as { result?: string };
    expect(filter.result).toMatch(/^0x/);
    const logs = await post(`${openedBase}/v3/${small}`, 'eth_getFilterChanges', [filter.result]);
    expect(logs.body).toHaveProperty('result');
    expect((await post(`${openedBase}/v3/${small}`, 'eth_getFilterChanges', [filter.result])).body.error).toMatchObject({ data: { cost: 255, balance: 400 - 80 - 255 } });
  });

  it('takes a method\'s price from --credits', async () => {
    // The small key has 65 credits left on the opened gateway (above): eth_chainId, priced 0 there, is still served,
    // where the other gateway, pricing it at 80, refuses it.
    for (let i = 0; i < 3; i++) expect((await post(`${openedBase}/v3/${small}`, 'eth_chainId', [])).body).toMatchObject({ result: '0x7a69' });
    expect((await post(`${openedBase}/v3/${small}`, 'net_version', [])).body.error).toMatchObject({ data: { cost: 80, balance: 65 } });
    expect(opened.out()).toMatch(/methods outside the spec: the catalogue \(evm: \d+ methods of/);
  });
});

describe('another catalogue for a family (--catalogue family=<file>)', () => {
  it('forwards that document\'s methods, checked by it, and none of the built-in one\'s', async () => {
    const doc = join(work, 'own-catalogue.json');
    writeFileSync(doc, JSON.stringify({
      openrpc: '1.2.6',
      info: { title: 'our node methods', version: '1.0.0' },
      methods: [{ name: 'net_version', params: [], result: { name: 'version', schema: { type: 'string', pattern: '^[0-9]+$' } } }],
    }));
    const own = run(['--spec', 'spec/openrpc.yaml', '--upstream', `evm=${proxyUrl}`, '--outside-spec', 'forward', '--catalogue', `evm=${doc}`]);
    try {
      const at = `${await started(own)}/v3/any-key-0001`;
      expect(own.out()).toMatch(/the catalogue \(evm: 1 methods of .*own-catalogue\.json/);
      expect((await post(at, 'net_version', [])).body).toMatchObject({ result: '31337' });
      expect((await post(at, 'eth_chainId', [])).body.error).toMatchObject({ code: -32601 });
    } finally {
      expect(await stop(own)).toBe(0);
    }
  }, 120_000);

  it('refuses to start on a catalogue that is not an OpenRPC document, naming the file', async () => {
    const doc = join(work, 'broken-catalogue.json');
    writeFileSync(doc, '{"openrpc": "1.2.6", "methods": [');
    const broken = run(['--spec', 'spec/openrpc.yaml', '--upstream', `evm=${proxyUrl}`, '--outside-spec', 'forward', '--catalogue', `evm=${doc}`]);
    expect(await broken.exited).toBe(2);
    expect(broken.err()).toContain(`catalogue ${doc}`);
    expect(broken.err()).toMatch(/broken-catalogue\.json:1:\d+/);
  }, 120_000);
});

describe('a --config network\'s own catalogue', () => {
  it('serves that network from its catalogue and the others from the built-in one', async () => {
    const doc = join(work, 'network-catalogue.json');
    writeFileSync(doc, JSON.stringify({
      openrpc: '1.2.6',
      info: { title: 'one network\'s methods', version: '1.0.0' },
      methods: [{ name: 'net_version', params: [], result: { name: 'version', schema: { type: 'string', pattern: '^[0-9]+$' } } }],
    }));
    const config = join(work, 'gateway.yaml');
    writeFileSync(config, `networks:\n  own:\n    base: /own\n    upstreams: { evm: ${proxyUrl} }\n    catalogue: { evm: ./network-catalogue.json }\n  plain:\n    base: /plain\n    upstreams: { evm: ${proxyUrl} }\n`);
    const networks = run(['--spec', 'spec/openrpc.yaml', '--config', config, '--mock', '--outside-spec', 'forward']);
    try {
      const at = await started(networks);
      expect((await post(`${at}/own/v3/any-key-0001`, 'net_version', [])).body).toMatchObject({ result: '31337' });
      expect((await post(`${at}/own/v3/any-key-0001`, 'eth_chainId', [])).body.error).toMatchObject({ code: -32601 });
      expect((await post(`${at}/plain/v3/any-key-0001`, 'eth_chainId', [])).body).toMatchObject({ result: '0x7a69' });
    } finally {
      expect(await stop(networks)).toBe(0);
    }
  }, 120_000);

  it('refuses a catalogue entry that is not a path, at its line and column', async () => {
    const config = join(work, 'bad-gateway.yaml');
    writeFileSync(config, `networks:\n  own:\n    base: /own\n    upstreams: { evm: ${proxyUrl} }\n    catalogue: { evm: 7 }\n`);
    const bad = run(['--spec', 'spec/openrpc.yaml', '--config', config, '--mock', '--outside-spec', 'forward']);
    expect(await bad.exited).toBe(2);
    expect(bad.err()).toMatch(/bad-gateway\.yaml:5:\d+: networks\.own\.catalogue\.evm: expected a path relative to this file/);
  }, 60_000);
});

describe('a cache folder that cannot be written', () => {
  it('generates the catalogue in the run\'s own folder instead, and serves it', async () => {
    // A file where the cache folder should be: nothing can be made under it (as root, permissions would not stop it).
    const blocked = join(work, 'not-a-folder');
    writeFileSync(blocked, '');
    const gatewayed = run(['--spec', 'spec/openrpc.yaml', '--upstream', `evm=${proxyUrl}`, '--outside-spec', 'forward'], { RPCFORGE_CACHE_DIR: join(blocked, 'cache') });
    try {
      const at = `${await started(gatewayed)}/v3/any-key-0001`;
      expect((await post(at, 'net_version', [])).body).toMatchObject({ result: '31337' });
    } finally {
      expect(await stop(gatewayed)).toBe(0);
    }
  }, 180_000);
});

