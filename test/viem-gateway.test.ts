// viem, unchanged and with its defaults, through the gateway: a public client on the `http` transport with batching
// on (as a dapp configures it) sends EIP-55 checksummed addresses, which the spec's Address schema must take. Every
// viem action whose method is in the spec gives through the gateway what it gives straight to the same anvil; a
// refusal reaches viem with its reason in the message (viem shows the message, not `data`).
import { concat, createPublicClient, encodeAbiParameters, getAddress, http, InvalidParamsRpcError, keccak256, pad, toHex, type Hex, type PublicClient } from 'viem';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type EmbeddedNode } from '../generator/serve/anvil.js';
import { type Gateway, send, startGateway, storeArtifact } from './gateway-helpers.js';

let node: EmbeddedNode;
let gateway: Gateway;
let direct: PublicClient;
let through: PublicClient;
const chain = {} as { from: Hex; store: Hex; storeHash: Hex; storeBlock: bigint; storeBlockHash: Hex };

beforeAll(async () => {
  node = await startAnvil(0, ['--chain-id', '31337']);
  const deployed = await send(node.url, { data: concat([storeArtifact.bytecode, encodeAbiParameters([{ type: 'uint256' }], [7n])]) });
  // Checksummed, as viem's own accounts and getAddress write them.
  chain.store = getAddress(deployed.receipt.contractAddress!);
  const stored = await send(node.url, {
    to: chain.store,
    data: concat([keccak256(toHex('store(uint256)')).slice(0, 10) as Hex, pad(toHex(42n))]),
  });
  chain.storeHash = stored.hash;
  chain.storeBlock = BigInt(stored.receipt.blockNumber);
  chain.storeBlockHash = stored.receipt.blockHash;
  chain.from = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
  gateway = await startGateway({ upstream: node.url });
  direct = createPublicClient({ chain: anvilChain, transport: http(node.url, { batch: true }) });
  through = createPublicClient({ chain: anvilChain, transport: http(gateway.http('viem-test-key'), { batch: true }) });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await node?.stop();
});

/** A value compared as JSON (viem answers bigints). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)));

describe('viem through the gateway', () => {
  it('every action of the spec\'s methods, with checksummed addresses and batching, equals the same action straight to the node', async () => {
    const { store, from, storeHash, storeBlock, storeBlockHash } = chain;
    const value = keccak256(toHex('value()')).slice(0, 10) as Hex;
    const actions: [string, (client: PublicClient) => Promise<unknown>][] = [
      ['getBlock latest', (c) => c.getBlock()],
      ['getBlock with transactions', (c) => c.getBlock({ blockNumber: storeBlock, includeTransactions: true })],
      ['getTransaction by hash', (c) => c.getTransaction({ hash: storeHash })],
      ['getTransaction by block and index', (c) => c.getTransaction({ blockNumber: storeBlock, index: 0 })],
      ['getTransactionReceipt', (c) => c.getTransactionReceipt({ hash: storeHash })],
      ['getLogs by address', (c) => c.getLogs({ address: store, fromBlock: 0n, toBlock: 'latest' })],
      ['getLogs by block hash', (c) => c.getLogs({ address: [store], blockHash: storeBlockHash })],
      ['getStorageAt', (c) => c.getStorageAt({ address: store, slot: '0x0' })],
      ['call', (c) => c.call({ account: from, to: store, data: value })],
      ['estimateGas', (c) => c.estimateGas({ account: from, to: store, data: value })],
      ['getProof', (c) => c.getProof({ address: store, storageKeys: [pad('0x0')] })],
    ];
    // All at once, so that viem batches them into one request.
    const [viaGateway, straight] = await Promise.all([Promise.all(actions.map(([, act]) => act(through))), Promise.all(actions.map(([, act]) => act(direct)))]);
    for (const [i, [name]] of actions.entries()) expect(plain(viaGateway[i]), name).toEqual(plain(straight[i]));
    expect((viaGateway[7] as Hex).endsWith('07')).toBe(false); // slot 0 holds 42 after store(42)
    expect(BigInt(viaGateway[7] as Hex)).toBe(42n);
  });

  it('a refusal reaches viem with its first reason in the message', async () => {
    const error = await through.getStorageAt({ address: '0x12' as Hex, slot: '0x0' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidParamsRpcError);
    expect(String((error as Error).message)).toContain('params[0]: must match pattern ^0x[0-9a-fA-F]{40}$ (Address)');
  });
});
