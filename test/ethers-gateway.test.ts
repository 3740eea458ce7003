// ethers v6, unchanged and with its defaults, through `rpcforge serve` in front of a real anvil: a JsonRpcProvider
// (which detects the network with eth_chainId and batches the calls of one tick into one request) and a
// WebSocketProvider on the gateway's WebSocket route. Chain id, block number, a balance, a signed transaction
// (eth_sendRawTransaction) and its receipt, eth_call, logs and a revert reason read through the gateway equal what
// the same provider reads straight from anvil; a refused key reaches ethers as an error carrying the gateway's code
// and message. A deployment through the gateway (ethers estimates its gas with an eth_estimateGas without `to`) and a
// read-only contract call without a signer (an eth_call without `from`) are served since spec 3.2.0 made both fields
// optional (issue 33; test/dapp-libraries.test.ts runs every default path of viem, ethers and web3).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Contract, ContractFactory, JsonRpcProvider, Network, Wallet, WebSocketProvider, type InterfaceAbi } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { serve, type RunningGateway } from '../generator/serve/serve.js';
import { storeArtifact } from './gateway-helpers.js';

/** anvil's first dev account (its well-known test mnemonic), funded at start. */
const devKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const apiKey = 'ethers-test-key-0123456789abcdef';
const work = mkdtempSync(join(tmpdir(), 'rpcforge-ethers-'));
let node: EmbeddedNode;
let gateway: RunningGateway;
const providers: { destroy(): void }[] = [];
/** A provider to destroy after the tests (ethers keeps timers and sockets until then). */
const kept = <T extends { destroy(): void }>(provider: T): T => (providers.push(provider), provider);

beforeAll(async () => {
  node = await startAnvil(0, ['--chain-id', '31337']);
  const keys = join(work, 'keys.yaml');
  writeFileSync(keys, `plans:\n  Free: {}\nkeys:\n  ${apiKey}:\n    plan: Free\n`);
  // As `npm start` serves: forward the methods the spec does not have (eth_chainId, eth_getBalance, …), mock the rest.
  gateway = await serve({ spec: 'spec/openrpc.yaml', upstream: [`evm=${node.url}`], mock: true, keys, port: 0, outsideSpec: 'forward', shutdownTimeoutMs: 2000, writeLog: () => undefined }, () => undefined);
}, 120_000);

afterAll(async () => {
  for (const provider of providers) provider.destroy();
  await gateway?.close();
  await node?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Deploys Store(initial) with the dev account through `provider`; its address. */
async function deploy(provider: JsonRpcProvider, initial: bigint): Promise<string> {
  const deployed = await new ContractFactory(storeArtifact.abi as InterfaceAbi, storeArtifact.bytecode, new Wallet(devKey, provider)).deploy(initial);
  await deployed.waitForDeployment();
  return deployed.getAddress();
}

const httpUrl = (key: string) => `${gateway.url}/v3/${key}`;
const wsUrl = (key: string) => `${gateway.url.replace(/^http/, 'ws')}/ws/v3/${key}`;
/** A value compared as JSON (ethers answers bigints and class instances). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)));

describe('ethers JsonRpcProvider (defaults: network detection, batching) through the gateway', () => {
  it('reads chain id, block number and a balance, calls a contract by a signed transaction, and reads its receipt and logs, as straight from anvil', async () => {
    const through = kept(new JsonRpcProvider(httpUrl(apiKey)));
    const direct = kept(new JsonRpcProvider(node.url));
    // What ethers sent the gateway as batches (arrays of calls), and the ids of every answer to an array, sorted.
    const sentBatches: string[] = [];
    const answeredBatches: string[] = [];
    const idsOf = (list: unknown) => JSON.stringify((list as { id: number }[]).map((p) => p.id).sort((a, b) => a - b));
    void through.on('debug', (event: { action: string; payload?: unknown; result?: unknown }) => {
      if (event.action === 'sendRpcPayload' && Array.isArray(event.payload)) sentBatches.push(idsOf(event.payload));
      if (event.action === 'receiveRpcResult' && Array.isArray(event.result)) answeredBatches.push(idsOf(event.result));
    });
    expect((await through.getNetwork()).chainId).toBe(31337n);
    const address = await deploy(direct, 7n);
    const wallet = new Wallet(devKey, through);
    // Called through the gateway: nonce, fees and gas read there, the signed transaction sent there.
    const store = new Contract(address, storeArtifact.abi as InterfaceAbi, wallet);
    const sent = await store.getFunction('store')(42n);
    const receipt = await sent.wait();
    expect(receipt?.status).toBe(1);
    expect(receipt?.hash).toBe(sent.hash);

    // Everything at once, so that ethers batches them; each compared with the same read straight from anvil.
    const reads = (p: JsonRpcProvider) => {
      const view = new Contract(address, storeArtifact.abi as InterfaceAbi, new Wallet(devKey, p));
      return Promise.all([
        p.getBlockNumber(),
        p.getBalance(wallet.address),
        p.getTransactionCount(wallet.address),
        view.getFunction('value')(),
        p.getCode(address),
        p.getLogs({ address, fromBlock: 0 }),
        p.getTransactionReceipt(sent.hash),
        p.getTransaction(sent.hash),
        p.getBlock(receipt!.blockNumber),
      ]);
    };
    // ethers reuses an answer for 250 ms (its cacheTimeout): past it, both read the chain as it now is.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [viaGateway, straight] = await Promise.all([reads(through), reads(direct)]);
    expect(plain(viaGateway)).toEqual(plain(straight));
    // The reads went as one batch of nine or more calls, and its answer held every id once.
    const big = sentBatches.find((ids) => (JSON.parse(ids) as number[]).length >= 9);
    expect(big).toBeDefined();
    expect(answeredBatches).toContain(big);
    const [blockNumber, balance, nonce, value, , logs] = viaGateway;
    expect(blockNumber).toBe(receipt!.blockNumber);
    expect(balance).toBeGreaterThan(0n);
    expect(nonce).toBe(2);
    expect(value).toBe(42n);
    // The constructor's Stored(7) and store's Stored(42), decoded by ethers.
    expect(logs.map((log) => store.interface.parseLog(log)?.args.getValue('value'))).toEqual([7n, 42n]);
  }, 60_000);

  it('a revert reaches ethers with its reason (the node\'s revert data passed on), from eth_call and eth_estimateGas', async () => {
    const through = kept(new JsonRpcProvider(httpUrl(apiKey)));
    const address = await deploy(kept(new JsonRpcProvider(node.url)), 1n);
    const store = new Contract(address, storeArtifact.abi as InterfaceAbi, new Wallet(devKey, through));
    expect(await store.getFunction('store').staticCall(0n).catch((e: unknown) => e)).toMatchObject({ code: 'CALL_EXCEPTION', reason: 'value must not be zero' });
    expect(await store.getFunction('store').estimateGas(0n).catch((e: unknown) => e)).toMatchObject({ code: 'CALL_EXCEPTION', reason: 'value must not be zero' });
  }, 60_000);

  it('a deployment through the gateway (eth_estimateGas without `to`) and a read without a signer (eth_call without `from`) are served', async () => {
    const through = kept(new JsonRpcProvider(httpUrl(apiKey)));
    const address = await deploy(through, 3n);
    expect(await through.getCode(address)).not.toBe('0x');
    expect(await new Contract(address, storeArtifact.abi as InterfaceAbi, through).getFunction('value')()).toBe(3n);
  }, 30_000);

  it('a refused key reaches ethers as an error with the gateway\'s code and message', async () => {
    // With the network given (staticNetwork: no eth_chainId first), the refused call itself rejects.
    const fixed = kept(new JsonRpcProvider(httpUrl('not-a-key-0000000000'), Network.from(31337), { staticNetwork: true }));
    const error = await fixed.getBlockNumber().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'SERVER_ERROR', info: { responseStatus: '401 Unauthorized' } });
    const body = JSON.parse((error as { info: { responseBody: string } }).info.responseBody) as { error: { code: number; message: string } };
    expect(body.error).toMatchObject({ code: -32040 });
    expect(body.error.message).toMatch(/API key/);
    // The gateway's answer never holds the key; ethers' own error repeats the URL, key included (docs/gateway.md).
    expect((error as { info: { responseBody: string } }).info.responseBody).not.toContain('not-a-key');
    expect((error as Error).message).toContain('not-a-key-0000000000');

    // With its defaults, ethers first detects the network: the refusal comes as its `error` event (it retries each
    // second, as with any endpoint that refuses eth_chainId), carrying the same answer.
    const detecting = kept(new JsonRpcProvider(httpUrl('not-a-key-0000000000')));
    const event = new Promise<unknown>((resolve) => void detecting.on('error', resolve));
    void detecting.getBlockNumber().catch(() => undefined);
    const reported = (await event) as { info: { error: { code: string; info: { responseBody: string } } } };
    expect(reported.info.error.code).toBe('SERVER_ERROR');
    expect(JSON.parse(reported.info.error.info.responseBody).error).toMatchObject({ code: -32040, message: body.error.message });
  }, 30_000);
});

describe('ethers WebSocketProvider through the gateway', () => {
  it('reads chain id, block number, a balance, eth_call and logs over the gateway\'s WebSocket, as over HTTP', async () => {
    const ws = kept(new WebSocketProvider(wsUrl(apiKey)));
    const http = kept(new JsonRpcProvider(httpUrl(apiKey)));
    const from = new Wallet(devKey).address;
    const reads = (p: JsonRpcProvider | WebSocketProvider) => Promise.all([p.getNetwork().then((n) => n.chainId), p.getBlockNumber(), p.getBalance(from), p.getLogs({ fromBlock: 0 })]);
    const [viaWs, viaHttp] = await Promise.all([reads(ws), reads(http)]);
    expect(plain(viaWs)).toEqual(plain(viaHttp));
    expect(viaWs[0]).toBe(31337n);
  }, 30_000);

  it('a refused key: the handshake\'s 401 reaches the socket ethers is given, when that socket is listened to', async () => {
    // ethers listens to no error of the socket it makes (a refused handshake would be an uncaught error in Node), so
    // the caller makes it (docs/gateway.md, Methods outside the spec).
    const refused = new Promise<Error>((resolve) => {
      kept(
        new WebSocketProvider(() => {
          const socket = new WebSocket(wsUrl('not-a-key-0000000000'));
          socket.on('error', resolve);
          return socket;
        }),
      );
    });
    expect((await refused).message).toBe('Unexpected server response: 401');
  }, 30_000);
});
