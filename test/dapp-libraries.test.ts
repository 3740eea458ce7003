// viem, ethers and web3.js, unchanged and on their default paths, through the gateway `npm start` runs (its own
// `rpcforge serve` flags read from package.json, on a free port, with its embedded anvil), over HTTP and over
// WebSocket, each beside the same library straight to that anvil (issue 33). The target: every action that works
// against anvil directly works through the gateway. Covered: reads without an account (eth_call with no `from`),
// viem's multicall batching (deployless: an eth_call with no `to`), contract deployment (eth_estimateGas and eth_call
// with no `to`), signing with a local private-key account (a value transfer and a contract write, each waited for),
// viem's state override (eth_call's third param), and every watch and subscription: viem's watchBlockNumber,
// watchBlocks and watchContractEvent (polling over HTTP, eth_subscribe over WebSocket), ethers' provider.on('block')
// (in a child process: a refused eth_subscribe is an unhandled rejection in ethers) and web3's
// subscribe('newBlockHeaders'). Blocks and events come from transactions sent straight to anvil's own URL (never
// through the gateway) from its first unlocked account while the watches wait; the signing accounts are others of
// anvil's public dev mnemonic, one pair (direct, gateway) per library, so that the two runs of a library go at once.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Contract, ContractFactory, JsonRpcProvider, Wallet, WebSocketProvider as EthersWebSocketProvider, type InterfaceAbi } from 'ethers';
import { concat, createPublicClient, createWalletClient, defineChain, encodeAbiParameters, http, keccak256, pad, toHex, webSocket, type Address, type Hex, type Transport } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { anvil as anvilChain } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Web3, type ContractAbi } from 'web3';
import { post, result, send, storeArtifact } from './gateway-helpers.js';
import { repoRoot } from './helpers.js';
import { anvilUrl, npmStartArgs, serveProcesses, started, stop, type Run } from './support/serve-process.js';

const exec = promisify(execFile);
type Kind = 'http' | 'ws';
/** Per action: 'ok', or the error it ended with (its message, so a failing assertion says why). */
type Outcomes = Record<string, string>;
interface Target {
  url: string;
  kind: Kind;
  /** The signing account's private key (a different one for the direct and the gateway run). */
  key: Hex;
  /** A Store contract of this run's own to write (see `deployStore`). */
  own: Address;
}

/** anvil's well-known dev mnemonic: its accounts are funded at start and their keys are public. */
const mnemonic = 'test test test test test test test test test test test junk';
const devKey = (index: number): Hex => toHex(mnemonicToAccount(mnemonic, { addressIndex: index }).getHdKey().privateKey!);
const abi = storeArtifact.abi as InterfaceAbi;
const web3Abi = storeArtifact.abi as unknown as ContractAbi;
const selector = (signature: string) => keccak256(toHex(signature)).slice(0, 10) as Hex;
const watchMs = 12_000;
const actionMs = 15_000;

const { run, cleanup } = serveProcesses();
let gateway: Run;
const urls = { anvil: '', anvilWs: '', http: '', ws: '' };
/** Store contracts deployed straight to anvil: `reads` (value 7, never written) and `store` (written by the
 * transactions that make blocks while the watches wait). Each run writes a contract of its own (`deployStore`): a
 * write estimated while another run's transaction changes the same slot may run out of gas. */
let reads: Address;
let store: Address;
const deployStore = async (): Promise<Address> =>
  (await send(urls.anvil, { data: concat([storeArtifact.bytecode, encodeAbiParameters([{ type: 'uint256' }], [7n])]) })).receipt.contractAddress!;
let chainId = 0;

beforeAll(async () => {
  const args = npmStartArgs();
  const demoKey = args[args.indexOf('--demo-key') + 1]!;
  expect(args).toEqual(expect.arrayContaining(['--anvil', '--demo-key']));
  gateway = run([...args, '--log-level', 'error']);
  const base = await started(gateway);
  urls.anvil = anvilUrl(gateway);
  urls.anvilWs = urls.anvil.replace(/^http/, 'ws');
  urls.http = `${base}/v3/${demoKey}`;
  urls.ws = `${base.replace(/^http/, 'ws')}/ws/v3/${demoKey}`;
  chainId = Number(await result<Hex>(urls.anvil, 'eth_chainId'));
  reads = await deployStore();
  store = await deployStore();
}, 120_000);

afterAll(async () => {
  if (gateway) await stop(gateway);
  cleanup();
});

/** `work` bounded to `ms`; 'ok', or the message it failed with. */
async function outcome(work: () => Promise<unknown>, ms = actionMs): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms)));
  try {
    await Promise.race([work(), timeout]);
    return 'ok';
  } catch (error) {
    const e = error as { shortMessage?: string; details?: string; message?: string; request?: { method?: unknown } };
    // viem's short message and details; ethers' and web3's message (first line: the rest repeats the request), with
    // the method web3 names apart.
    const text = [e.shortMessage, e.details].filter(Boolean).join(': ') || String(e.message ?? error).split('\n')[0]!;
    return typeof e.request?.method === 'string' ? `${e.request.method}: ${text}` : text;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the actions one after the other (they sign from one account), `pauseMs` apart; their outcomes by name. */
async function inTurn(actions: Record<string, () => Promise<unknown>>, pauseMs = 0): Promise<Outcomes> {
  const out: Outcomes = {};
  for (const [name, act] of Object.entries(actions)) {
    out[name] = await outcome(act);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return out;
}

/**
 * Runs the watches at once while blocks are made: every 500 ms a `store` transaction straight to anvil (a block with a
 * Stored event), until every watch has settled (each bounded by `watchMs`).
 */
async function whileMining(watches: Record<string, () => Promise<unknown>>): Promise<Outcomes> {
  const names = Object.keys(watches);
  let settled = false;
  const all = Promise.all(names.map((name) => outcome(watches[name]!, watchMs))).finally(() => (settled = true));
  const [from] = await result<Hex[]>(urls.anvil, 'eth_accounts');
  for (let i = 1; !settled && i <= (watchMs / 500) * 2; i++) {
    await post(urls.anvil, 'eth_sendTransaction', [{ from, to: store, data: concat([selector('store(uint256)'), pad(toHex(1000 + i))]) }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const outcomes = await all;
  return Object.fromEntries(names.map((name, i) => [name, outcomes[i]!]));
}

/** A watch started by `start` (given `emit` and `fail`; it returns its stop): resolves at its first emission. */
function firstEmission(start: (emit: () => void, fail: (error: unknown) => void) => (() => void) | Promise<() => void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let stopped = false;
    let stopWatch: (() => void) | undefined;
    const finish = (error?: unknown) => {
      if (stopped) return;
      stopped = true;
      stopWatch?.();
      if (error === undefined) resolve();
      else reject(error);
    };
    Promise.resolve(start(() => finish(), (error) => finish(error ?? new Error('watch failed'))))
      .then((stop) => (stopped ? stop() : (stopWatch = stop)))
      .catch(finish);
    setTimeout(() => finish(new Error(`no emission within ${watchMs} ms`)), watchMs).unref();
  });
}

/** The outcomes of the actions that work straight to anvil (`direct`), in `outcomes`: what the target compares. */
const ofWorking = (outcomes: Outcomes, direct: Outcomes): Outcomes =>
  Object.fromEntries(Object.keys(direct).filter((name) => direct[name] === 'ok').map((name) => [name, outcomes[name] ?? 'not run']));
const allOk = (outcomes: Outcomes): Outcomes => Object.fromEntries(Object.keys(outcomes).map((name) => [name, 'ok']));

async function viemRun({ url, kind, key, own }: Target): Promise<Outcomes> {
  const chain = defineChain({ ...anvilChain, id: chainId });
  const transport = (): Transport => (kind === 'http' ? http(url) : webSocket(url));
  const client = createPublicClient({ chain, transport: transport() });
  // viem batches the reads of one tick into one aggregate3 call; deployless: anvil has no Multicall3, so viem sends
  // the aggregator's creation code with the calls, an eth_call with no `to`.
  const batching = createPublicClient({ chain, transport: transport(), batch: { multicall: { deployless: true } } });
  const account = privateKeyToAccount(key);
  const wallet = createWalletClient({ account, chain, transport: transport() });
  const value = { address: reads, abi: storeArtifact.abi, functionName: 'value' } as const;
  const expectEqual = (got: unknown, want: unknown, what: string) => {
    if (got !== want) throw new Error(`${what}: ${String(got)}, expected ${String(want)}`);
  };
  const receipt = async (hash: Hex) => expectEqual((await client.waitForTransactionReceipt({ hash, timeout: actionMs })).status, 'success', 'receipt status');
  try {
    const actions = await inTurn({
      'call without an account': async () => expectEqual(BigInt((await client.call({ to: reads, data: selector('value()') })).data ?? '0x'), 7n, 'value()'),
      'readContract': async () => expectEqual(await client.readContract(value), 7n, 'value()'),
      'multicall batching': async () => {
        const got = await Promise.all([batching.readContract(value), batching.readContract({ ...value, functionName: 'stored', args: [account.address] }), batching.readContract(value)]);
        expectEqual(got.join(), '7,0,7', 'three reads batched');
      },
      'call with a state override': async () => {
        const { data } = await client.call({ to: reads, data: selector('value()'), stateOverride: [{ address: reads, stateDiff: [{ slot: pad('0x0'), value: pad(toHex(99n)) }] }] });
        expectEqual(BigInt(data ?? '0x'), 99n, 'value() with slot 0 overridden');
      },
      'deployContract': async () => {
        const hash = await wallet.deployContract({ abi: storeArtifact.abi, bytecode: storeArtifact.bytecode, args: [5n] });
        await receipt(hash);
      },
      'sendTransaction (value transfer)': async () => receipt(await wallet.sendTransaction({ to: `0x${'ab'.repeat(20)}`, value: 1000n })),
      'writeContract': async () => receipt(await wallet.writeContract({ ...value, address: own, functionName: 'store', args: [42n] })),
    });
    const watches = await whileMining({
      'watchBlockNumber': () => firstEmission((emit, fail) => client.watchBlockNumber({ onBlockNumber: emit, onError: fail })),
      'watchBlocks': () => firstEmission((emit, fail) => client.watchBlocks({ onBlock: emit, onError: fail })),
      'watchContractEvent': () => firstEmission((emit, fail) => client.watchContractEvent({ address: store, abi: storeArtifact.abi, eventName: 'Stored', onLogs: emit, onError: fail })),
    });
    return { ...actions, ...watches };
  } finally {
    // A WebSocket transport keeps its socket open for the next client of the same URL: closed here.
    for (const c of [client, batching, wallet]) await (c.transport as { getRpcClient?: () => Promise<{ close(): void }> }).getRpcClient?.().then((rpc) => rpc.close()).catch(() => undefined);
  }
}

async function ethersRun({ url, kind, key, own }: Target): Promise<Outcomes> {
  const provider = kind === 'http' ? new JsonRpcProvider(url) : new EthersWebSocketProvider(url);
  const wallet = new Wallet(key, provider);
  const mined = async (tx: { wait(): Promise<{ status: number | null } | null> }) => {
    const receipt = await tx.wait();
    if (receipt?.status !== 1) throw new Error(`receipt status ${receipt?.status}`);
  };
  try {
    const actions = await inTurn({
      // No signer: ethers sends eth_call with no `from`.
      'Contract read without a signer': async () => {
        const got = (await new Contract(reads, abi, provider).getFunction('value')()) as bigint;
        if (got !== 7n) throw new Error(`value() = ${got}`);
      },
      'ContractFactory deploy': async () => {
        const deployed = await new ContractFactory(abi, storeArtifact.bytecode, wallet).deploy(5n);
        await deployed.waitForDeployment();
      },
      'Wallet value transfer': async () => mined(await wallet.sendTransaction({ to: `0x${'cd'.repeat(20)}`, value: 1000n })),
      'Contract write': async () => mined(await (new Contract(own, abi, wallet).getFunction('store')(42n) as Promise<{ wait(): Promise<{ status: number | null } | null> }>)),
      // ethers keeps an answer 250 ms (its cacheTimeout): sooner, the next transaction reads the nonce the last one
      // used, on a node that mines each transaction at once ("nonce has already been used", straight to anvil too).
    }, 300);
    const watches = await whileMining({
      "provider.on('block')": async () => {
        const script = join(repoRoot, 'test/support/ethers-block.mjs');
        const { stdout } = await exec(process.execPath, [script, url, String(watchMs - 1000)], { cwd: repoRoot, timeout: watchMs + 5000 }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
        const line = JSON.parse(stdout.trim().split('\n').pop() || '{"error":"no output"}') as { block?: number; error?: string };
        if (line.block === undefined) throw new Error(line.error);
      },
    });
    return { ...actions, ...watches };
  } finally {
    await provider.destroy();
  }
}

async function web3Run({ url, kind, key, own }: Target): Promise<Outcomes> {
  const web3 = new Web3(url);
  const account = web3.eth.accounts.wallet.add(key).get(0)!;
  const from = account.address;
  try {
    const actions = await inTurn({
      // No `from`: web3 sends eth_call with none.
      'contract.methods.value().call()': async () => {
        const got = (await new web3.eth.Contract(web3Abi, reads).methods.value!().call()) as unknown;
        if (got !== 7n) throw new Error(`value() = ${String(got)}`);
      },
      'deploy().send()': async () => {
        const deployed = await new web3.eth.Contract(web3Abi).deploy({ data: storeArtifact.bytecode, arguments: [5] } as never).send({ from });
        if (!deployed.options.address) throw new Error('no contract address');
      },
      'sendTransaction (value transfer)': async () => {
        const receipt = await web3.eth.sendTransaction({ from, to: `0x${'ef'.repeat(20)}`, value: 1000n });
        if (receipt.status !== 1n) throw new Error(`receipt status ${String(receipt.status)}`);
      },
      'contract.methods.store().send()': async () => {
        const receipt = await new web3.eth.Contract(web3Abi, own).methods.store!(42).send({ from });
        if (receipt.status !== 1n) throw new Error(`receipt status ${String(receipt.status)}`);
      },
    });
    // web3 subscribes over WebSocket only: over HTTP, subscribe() refuses before any request, straight to anvil too.
    if (kind === 'http') return actions;
    const watches = await whileMining({
      "subscribe('newBlockHeaders')": () =>
        firstEmission(async (emit, fail) => {
          const subscription = await web3.eth.subscribe('newBlockHeaders');
          subscription.on('data', emit);
          subscription.on('error', fail);
          return () => void subscription.unsubscribe().catch(() => undefined);
        }),
    });
    return { ...actions, ...watches };
  } finally {
    await Promise.resolve(web3.eth.clearSubscriptions()).catch(() => undefined);
    // The WebSocket provider's socket (the HTTP provider has nothing to close, and says so by throwing).
    if (kind === 'ws') (web3.currentProvider as { disconnect(): void }).disconnect();
  }
}

const libraries: [string, (target: Target) => Promise<Outcomes>, [number, number]][] = [
  ['viem', viemRun, [1, 2]],
  ['ethers', ethersRun, [3, 4]],
  ['web3', web3Run, [5, 6]],
];

describe('viem, ethers and web3 on their default paths through the gateway npm start runs', () => {
  for (const [library, runLibrary, [directKey, gatewayKey]] of libraries) {
    for (const kind of ['http', 'ws'] as const) {
      it(`${library} over ${kind === 'http' ? 'HTTP' : 'WebSocket'}: every action that works against anvil directly works through the gateway`, async () => {
        // The demo key's plan allows 4,000 credits a second (examples/keys.yaml, Growth), and web3 neither spreads nor
        // retries a 429: each library starts with the key's rate bucket full, as a dApp's page load would.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        // Deployed one after the other: anvil's unlocked account takes one transaction at a time.
        const [ownDirect, ownThrough] = [await deployStore(), await deployStore()];
        const [direct, through] = await Promise.all([
          runLibrary({ url: kind === 'http' ? urls.anvil : urls.anvilWs, kind, key: devKey(directKey), own: ownDirect }),
          runLibrary({ url: kind === 'http' ? urls.http : urls.ws, kind, key: devKey(gatewayKey), own: ownThrough }),
        ]);
        // Straight to anvil every action works today (were one to fail there, only the target would leave it out).
        expect(direct).toEqual(allOk(direct));
        expect(ofWorking(through, direct)).toEqual(allOk(ofWorking(direct, direct)));
      }, 60_000);
    }
  }
});
