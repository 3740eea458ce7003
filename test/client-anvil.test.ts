// The generated client against a real Ethereum node: anvil (from @foundry-rs/anvil) on 127.0.0.1 at a free port.
// A small contract (test/fixtures/contract/Store.sol, bytecode committed in Store.json) is deployed; then all 10 EVM
// methods are called over HTTP and over WebSocket with real data, every result is checked with the generated
// validators, reverts in eth_call and eth_estimateGas surface as ExecutionRevertedError, and viem's public client
// runs on the client through its custom() transport.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Abi,
  type Address,
  type Hex,
  BaseError,
  concat,
  ContractFunctionRevertedError,
  createPublicClient,
  custom,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  pad,
  toHex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createClient, ExecutionRevertedError, JsonRpcError, type MethodName, validateResult } from '../generated/dist/index.js';
import { type Anvil, startAnvil } from './client-helpers.js';
import { repoRoot } from './helpers.js';

const artifact = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/contract/Store.json'), 'utf8')) as { abi: Abi; bytecode: Hex };
const call = (functionName: string, args: readonly unknown[] = []) => encodeFunctionData({ abi: artifact.abi, functionName, args });

/**
 * Where anvil's answers and the spec disagree. The spec follows the interface document and stays strict; each
 * entry names the method, the failing path and the reason. The test fails when one goes away (so it is removed
 * here) or a new one appears.
 */
const knownDeviations: { method: MethodName; path: string; keyword: string; reason: string }[] = [];

interface Chain {
  from: Address;
  contract: Address;
  deployHash: Hex;
  storeHash: Hex;
  storeBlock: Hex;
  storeBlockHash: Hex;
}

let anvil: Anvil;
let chain: Chain;

async function receiptOf(client: Client, hash: Hex) {
  // anvil mines right after eth_sendTransaction answers; the receipt follows within milliseconds.
  for (let i = 0; i < 250; i++) {
    const receipt = await client.eth_getTransactionReceipt(hash);
    if (receipt !== null) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no receipt for ${hash} after 5 s`);
}

beforeAll(async () => {
  anvil = await startAnvil();
  const client = createClient({ url: anvil.url });
  try {
    // Methods outside the spec (accounts, sending) go through request() as they are.
    const [from] = (await client.request({ method: 'eth_accounts' })) as Address[];
    const deployData = concat([artifact.bytecode, encodeAbiParameters([{ type: 'uint256' }], [7n])]);
    const deployHash = (await client.request({ method: 'eth_sendTransaction', params: [{ from, data: deployData }] })) as Hex;
    const deployed = await receiptOf(client, deployHash);
    const storeHash = (await client.request({ method: 'eth_sendTransaction', params: [{ from, to: deployed.contractAddress, data: call('store', [42n]) }] })) as Hex;
    const stored = await receiptOf(client, storeHash);
    chain = { from: from as Address, contract: deployed.contractAddress as Address, deployHash, storeHash, storeBlock: stored.blockNumber, storeBlockHash: stored.blockHash };
  } finally {
    await client.close();
  }
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
});

/** Checks a result with the generated validator; returns the deviations found (method, path, keyword). */
function check<T>(method: MethodName, result: T, found: { method: MethodName; path: string; keyword: string; message: string }[]): T {
  const validation = validateResult(method, result);
  if (!validation.ok) for (const e of validation.errors) found.push({ method, path: e.path, keyword: e.keyword, message: e.message });
  return result;
}

for (const transport of ['http', 'ws'] as const) {
  describe(`the client against anvil over ${transport}`, () => {
    let client: Client;
    beforeAll(() => {
      client = createClient({ url: anvil.url, transport });
    });
    afterAll(async () => {
      await client.close();
    });

    it('calls all 10 EVM methods with real data; every result matches the spec (but the listed deviations)', async () => {
      const found: { method: MethodName; path: string; keyword: string; message: string }[] = [];
      const { from, contract, deployHash, storeHash, storeBlock, storeBlockHash } = chain;

      // eth_getBlockByNumber: hashes only, full transactions, by number and by every tag anvil serves.
      const latest = check('eth_getBlockByNumber', await client.eth_getBlockByNumber('latest', false), found);
      expect(latest?.number).toMatch(/^0x[0-9a-f]+$/);
      const full = check('eth_getBlockByNumber', await client.eth_getBlockByNumber(storeBlock, true), found);
      expect(full?.transactions).toEqual([expect.objectContaining({ hash: storeHash, from, to: contract })]);
      for (const tag of ['earliest', 'pending', 'safe', 'finalized'] as const) check('eth_getBlockByNumber', await client.eth_getBlockByNumber(tag, true), found);
      expect(await client.eth_getBlockByNumber('0xffffff', false)).toBeNull();

      // eth_getTransactionByHash: a contract creation (to null) and a call.
      const creation = check('eth_getTransactionByHash', await client.eth_getTransactionByHash(deployHash), found);
      expect(creation).toMatchObject({ hash: deployHash, from, to: null });
      const storeTx = check('eth_getTransactionByHash', await client.eth_getTransactionByHash(storeHash), found);
      expect(storeTx).toMatchObject({ hash: storeHash, to: contract, input: call('store', [42n]) });
      expect(await client.eth_getTransactionByHash(pad('0x1'))).toBeNull();

      // eth_getTransactionByBlockNumberAndIndex
      const byIndex = check('eth_getTransactionByBlockNumberAndIndex', await client.eth_getTransactionByBlockNumberAndIndex(storeBlock, '0x0'), found);
      expect(byIndex?.hash).toBe(storeHash);
      expect(await client.eth_getTransactionByBlockNumberAndIndex(storeBlock, '0x9')).toBeNull();

      // eth_getTransactionReceipt: contract creation and call, with the event log.
      const created = check('eth_getTransactionReceipt', await client.eth_getTransactionReceipt(deployHash), found);
      expect(created).toMatchObject({ contractAddress: contract, to: null, status: '0x1' });
      const receipt = check('eth_getTransactionReceipt', await client.eth_getTransactionReceipt(storeHash), found);
      expect(receipt).toMatchObject({ transactionHash: storeHash, blockHash: storeBlockHash, status: '0x1', contractAddress: null });
      const storedTopic = keccak256(toHex('Stored(address,uint256)'));
      expect(receipt?.logs[0]).toMatchObject({ address: contract, topics: [storedTopic, pad(from)], removed: false });

      // eth_getLogs: by range, by block hash, by topic; both events.
      const logs = check('eth_getLogs', await client.eth_getLogs({ address: contract, fromBlock: '0x0', toBlock: 'latest' }), found);
      expect(logs.map((l) => decodeAbiParameters([{ type: 'uint256' }], l.data)[0])).toEqual([7n, 42n]);
      const inBlock = check('eth_getLogs', await client.eth_getLogs({ blockHash: storeBlockHash, topics: [storedTopic] }), found);
      expect(inBlock).toHaveLength(1);
      expect(check('eth_getLogs', await client.eth_getLogs({ address: [contract], topics: [pad('0x1234')] }), found)).toEqual([]);

      // eth_getStorageAt: a plain variable (slot 0) and a mapping element (keccak(key . slot), as the spec says).
      expect(BigInt(check('eth_getStorageAt', await client.eth_getStorageAt(contract, '0x0', 'latest'), found))).toBe(42n);
      const mappingSlot = keccak256(concat([pad(from), pad('0x1')]));
      expect(BigInt(check('eth_getStorageAt', await client.eth_getStorageAt(contract, mappingSlot, storeBlock), found))).toBe(42n);
      expect(BigInt(check('eth_getStorageAt', await client.eth_getStorageAt(contract, '0x0', 'earliest'), found))).toBe(0n);

      // eth_call and eth_estimateGas
      const value = check('eth_call', await client.eth_call({ from, to: contract, data: call('value') }, 'latest'), found);
      expect(BigInt(value)).toBe(42n);
      expect(check('eth_call', await client.eth_call({ from, to: from }, 'latest'), found)).toBe('0x');
      const gas = check('eth_estimateGas', await client.eth_estimateGas({ from, to: contract, data: call('store', [5n]) }), found);
      expect(Number(gas)).toBeGreaterThan(21_000);
      check('eth_estimateGas', await client.eth_estimateGas({ from, to: contract, data: call('store', [5n]) }, 'latest'), found);

      // eth_getProof: the account and two storage slots.
      const proof = check('eth_getProof', await client.eth_getProof(contract, [pad('0x0'), mappingSlot], 'latest'), found);
      expect(proof).toMatchObject({ address: contract, nonce: '0x1' });
      expect(proof.accountProof.length).toBeGreaterThan(0);
      expect(proof.storageProof.map((p) => BigInt(p.value))).toEqual([42n, 42n]);

      // eth_getUncleByBlockHashAndIndex: anvil has no uncles, so null (the answer the spec gives for "not found").
      expect(check('eth_getUncleByBlockHashAndIndex', await client.eth_getUncleByBlockHashAndIndex(storeBlockHash, '0x0'), found)).toBeNull();

      const seen = found.map(({ method, path, keyword }) => ({ method, path, keyword }));
      const known = knownDeviations.map(({ method, path, keyword }) => ({ method, path, keyword }));
      expect(dedupe(seen), JSON.stringify(found, null, 2)).toEqual(dedupe(known));
    });

    it('surfaces a revert in eth_call and eth_estimateGas as ExecutionRevertedError with the reason and the hex data', async () => {
      const { from, contract } = chain;
      const reverts = [
        ['always fails', () => client.eth_call({ from, to: contract, data: call('fail') }, 'latest')],
        ['value must not be zero', () => client.eth_estimateGas({ from, to: contract, data: call('store', [0n]) })],
        ['value must not be zero', () => client.eth_call({ from, to: contract, data: call('store', [0n]) }, 'latest')],
      ] as const;
      for (const [reason, attempt] of reverts) {
        const error = await attempt().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ExecutionRevertedError);
        const reverted = error as ExecutionRevertedError;
        expect(reverted).toBeInstanceOf(JsonRpcError);
        expect(reverted.code).toBe(3);
        expect(reverted.reason).toBe(reason);
        expect(reverted.message).toBe(`execution reverted: ${reason}`);
        // The data is the ABI-encoded Error(string) payload: selector 0x08c379a0, then the reason.
        expect(reverted.data).toMatch(/^0x08c379a0[0-9a-f]*$/);
        expect(decodeAbiParameters([{ type: 'string' }], `0x${(reverted.data as string).slice(10)}`)[0]).toBe(reason);
      }
    });

    it('backs viem: a real public client on custom(client) reads blocks, calls the contract, decodes reverts', async () => {
      const viem = createPublicClient({ transport: custom(client) });
      const number = await viem.getBlockNumber();
      const block = await viem.getBlock({ blockNumber: number });
      expect(block.number).toBe(number);
      expect(block.hash).toMatch(/^0x[0-9a-f]{64}$/);
      const stored = await viem.readContract({ address: chain.contract, abi: artifact.abi, functionName: 'value' });
      expect(stored).toBe(42n);
      const logs = await viem.getLogs({ address: chain.contract, fromBlock: 0n });
      expect(logs).toHaveLength(2);
      const receipt = await viem.getTransactionReceipt({ hash: chain.storeHash });
      expect(receipt.status).toBe('success');
      const failure = await viem.readContract({ address: chain.contract, abi: artifact.abi, functionName: 'fail' }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(BaseError);
      const revert = (failure as BaseError).walk((e) => e instanceof ContractFunctionRevertedError);
      expect((revert as ContractFunctionRevertedError).reason).toBe('always fails');
      // Every call went through the client and was counted: eth_blockNumber is not in the spec (no cost).
      expect(client.credits.calls).toBeGreaterThan(0);
    });
  });
}

function dedupe<T>(items: T[]): T[] {
  const seen = new Map(items.map((i) => [JSON.stringify(i), i]));
  return [...seen.keys()].sort().map((k) => seen.get(k) as T);
}
