// viem and ethers, unchanged and with their defaults, through `rpcforge serve --anvil --mock --outside-spec forward`
// (what `npm start` runs) in a child process: their usual actions start with methods the spec does not have
// (eth_chainId, eth_blockNumber, eth_getBalance, …), which the gateway forwards to the embedded anvil. Each action
// gives what it gives straight to that anvil. With the default policy the same methods are refused with -32601.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JsonRpcProvider, type Log, type TransactionReceipt } from 'ethers';
import { concat, createPublicClient, encodeAbiParameters, getAddress, http, keccak256, MethodNotFoundRpcError, pad, toHex, type Hex, type PublicClient } from 'viem';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, result, send, storeArtifact } from './gateway-helpers.js';
import { parseMetrics } from './support/metrics.js';
import { type Run, serveProcesses, started, stop } from './support/serve-process.js';

const { work, run, cleanup } = serveProcesses();
let forwarding: Run;
let base: string;
let anvilUrl: string;
const key = 'outside-key-0001';
const chain = {} as { from: Hex; store: Hex; storeHash: Hex; storeBlock: number };

beforeAll(async () => {
  const keysFile = join(work, 'keys.yaml');
  // A key with a small balance, to read it back from the refusal that names it.
  writeFileSync(keysFile, `plans:\n  Growth: {}\nkeys:\n  ${key}:\n    plan: Growth\n  small-key-0001:\n    plan: Growth\n    dailyCredits: 200\n`);
  forwarding = run(['--spec', 'spec/openrpc.yaml', '--anvil', '--mock', '--outside-spec', 'forward', '--keys', keysFile]);
  base = await started(forwarding);
  anvilUrl = /embedded anvil (http:\/\/\S+)\)/.exec(forwarding.out())![1]!;
  const deployed = await send(anvilUrl, { data: concat([storeArtifact.bytecode, encodeAbiParameters([{ type: 'uint256' }], [7n])]) });
  chain.store = getAddress(deployed.receipt.contractAddress!);
  const stored = await send(anvilUrl, { to: chain.store, data: concat([keccak256(toHex('store(uint256)')).slice(0, 10) as Hex, pad(toHex(42n))]) });
  chain.storeHash = stored.hash;
  chain.storeBlock = Number(BigInt(stored.receipt.blockNumber));
  chain.from = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
}, 120_000);

afterAll(async () => {
  if (forwarding !== undefined) expect(await stop(forwarding)).toBe(0);
  cleanup();
});

/** A value compared as JSON (viem and ethers answer bigints; ethers' objects write themselves with toJSON). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)));

const viemClient = (url: string): PublicClient => createPublicClient({ chain: anvilChain, transport: http(url, { batch: true }), pollingInterval: 50 });

describe('rpcforge serve --outside-spec forward', () => {
  it('says the policy in its banner', () => {
    expect(forwarding.out()).toMatch(/methods outside the spec: the catalogue \(evm: \d+ methods of catalogue\/ethereum\/openrpc\.json, params and results checked, 80 credits each unless priced \(eth_createAccessList as eth_call, eth_getFilterChanges as eth_getLogs, eth_getFilterLogs as eth_getLogs, eth_simulateV1 as eth_call\)\); other names -32601; closed list refused; metrics label "\(outside the spec\)"/);
  });

  it('viem\'s public client (http, batch: true) gets through the gateway what it gets straight from anvil', async () => {
    const through = viemClient(`${base}/v3/${key}`);
    const direct = viemClient(anvilUrl);
    const { from, store } = chain;
    const actions: [string, (client: PublicClient) => Promise<unknown>][] = [
      ['getChainId', (c) => c.getChainId()],
      ['getBlockNumber', (c) => c.getBlockNumber({ cacheTime: 0 })],
      ['getBalance', (c) => c.getBalance({ address: from })],
      ['getTransactionCount', (c) => c.getTransactionCount({ address: from })],
      ['getCode', (c) => c.getCode({ address: store })],
      ['getGasPrice', (c) => c.getGasPrice()],
    ];
    // All at once, so that viem batches them into one request.
    const [viaGateway, straight] = await Promise.all([Promise.all(actions.map(([, act]) => act(through))), Promise.all(actions.map(([, act]) => act(direct)))]);
    for (const [i, [name]] of actions.entries()) expect(plain(viaGateway[i]), name).toEqual(plain(straight[i]));
    expect(viaGateway[0]).toBe(31337);
    expect((viaGateway[4] as Hex).length).toBeGreaterThan(10);

    // A transaction sent straight to anvil, waited for through the gateway.
    const [account] = await result<Hex[]>(anvilUrl, 'eth_accounts');
    const hash = await result<Hex>(anvilUrl, 'eth_sendTransaction', [{ from: account, to: store, data: concat([keccak256(toHex('store(uint256)')).slice(0, 10) as Hex, pad(toHex(43n))]) }]);
    const receipt = await through.waitForTransactionReceipt({ hash, timeout: 20_000 });
    expect(plain(receipt)).toEqual(plain(await direct.getTransactionReceipt({ hash })));
    expect(receipt.status).toBe('success');
  }, 60_000);

  it('ethers\' JsonRpcProvider (its defaults) gets through the gateway what it gets straight from anvil', async () => {
    const through = new JsonRpcProvider(`${base}/v3/${key}`);
    const direct = new JsonRpcProvider(anvilUrl);
    try {
      const { from, store, storeHash, storeBlock } = chain;
      const value = keccak256(toHex('value()')).slice(0, 10);
      const actions: [string, (p: JsonRpcProvider) => Promise<unknown>][] = [
        ['getNetwork', async (p) => (await p.getNetwork()).chainId],
        ['getBlockNumber', (p) => p.getBlockNumber()],
        ['getBalance', (p) => p.getBalance(from)],
        ['getBlock', (p) => p.getBlock(storeBlock)],
        ['call', (p) => p.call({ from, to: store, data: value })],
        ['estimateGas', (p) => p.estimateGas({ from, to: store, data: value })],
        ['getLogs', async (p) => (await p.getLogs({ address: store, fromBlock: 0, toBlock: 'latest' })).map((log: Log) => log.toJSON())],
        ['getTransactionReceipt', async (p) => (await p.getTransactionReceipt(storeHash) as TransactionReceipt).toJSON()],
      ];
      const viaGateway = await Promise.all(actions.map(([, act]) => act(through)));
      const straight = await Promise.all(actions.map(([, act]) => act(direct)));
      for (const [i, [name]] of actions.entries()) expect(plain(viaGateway[i]), name).toEqual(plain(straight[i]));
      expect(viaGateway[0]).toBe(31337n);
      expect(BigInt(viaGateway[4] as string)).toBeGreaterThan(0n);
      expect((viaGateway[6] as unknown[]).length).toBeGreaterThan(0);
    } finally {
      through.destroy();
      direct.destroy();
    }
  }, 60_000);

  it('charges the cheapest cost the spec shows (80) per forwarded call, refuses names of no upstream uncharged, and counts them under one label', async () => {
    const url = `${base}/v3/small-key-0001`;
    expect((await post(url, 'eth_chainId')).body.result).toBe('0x7a69');
    // The starknet family is mocked, so it has no upstream: not forwarded, not charged.
    expect((await post(url, 'starknet_chainId', [])).body.error).toEqual({ code: -32601, message: 'Method not found' });
    expect((await post(url, 'eth_blockNumber', [])).body.result).toMatch(/^0x/);
    // 200 − 2 × 80 left: the next call is refused with the balance it found.
    const refused = await post(url, 'eth_chainId');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: -32005, data: { cost: 80, balance: 40 } });

    const samples = parseMetrics(await (await fetch(`${base}/metrics`)).text());
    expect(samples.get('rpc_requests_total{method="(outside the spec)",outcome="credits_exhausted",transport="http"}')).toBe(1);
    expect(samples.get('rpc_requests_total{method="(outside the spec)",outcome="ok",transport="http"}')).toBeGreaterThan(10);
    expect(samples.get('rpc_credits_charged_total{method="(outside the spec)"}')! % 80).toBe(0);
    expect([...samples.keys()].filter((k) => /eth_chainId|eth_blockNumber|eth_getBalance|starknet_chainId/.test(k))).toEqual([]);
    // The call log names the method called beside the fixed label.
    expect(forwarding.out()).toMatch(/"method":"\(outside the spec\)"[^\n]*"called":"eth_getBalance"/);
  });

  it('refuses them with -32601 under the default policy, so that viem\'s usual actions fail as before', async () => {
    // The same anvil behind a second gateway with the default policy.
    const refusing = run(['--spec', 'spec/openrpc.yaml', '--mock', '--upstream', `evm=${anvilUrl}`]);
    try {
      const at = await started(refusing);
      expect(refusing.out()).toContain("methods outside the spec: refused (-32601; --outside-spec forward serves the methods of each family's catalogue)");
      const client = viemClient(`${at}/v3/${key}`);
      for (const act of [() => client.getChainId(), () => client.getBlockNumber({ cacheTime: 0 }), () => client.getBalance({ address: chain.from })]) {
        const error = await act().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(MethodNotFoundRpcError);
      }
      expect((await post(`${at}/v3/${key}`, 'eth_getBlockByNumber', ['latest', false])).body.result).toMatchObject({ number: expect.stringMatching(/^0x/) });
    } finally {
      expect(await stop(refusing)).toBe(0);
    }
  }, 120_000);

  it('refuses a bad policy or credit count with exit code 2', async () => {
    for (const [args, message] of [
      [['--mock', '--outside-spec', 'allow'], /--outside-spec.*expected refuse or forward/],
      [['--mock', '--outside-spec', 'forward', '--outside-spec-credits', '-1'], /--outside-spec-credits.*expected a whole number of credits/],
      [['--mock', '--outside-spec', 'forward'], /--outside-spec forward: no upstream to forward to/],
    ] as const) {
      const server = run([...args]);
      expect(await server.exited).toBe(2);
      expect(server.err()).toMatch(message);
    }
  }, 120_000);
});
