// Prior state for `rpcforge test`: values the endpoint's own chain holds, learned before the methods run, so that
// lookups by hash or number name something that exists. A spec's examples are mainnet values and generated hashes
// are random: against any other chain (anvil, a testnet) every by-hash lookup would find nothing (`null`, which the
// schemas allow), and the result schemas of found things would never be exercised.
//
// What is learned, with the EVM methods of their standard names where the endpoint answers them:
// - with --allow-writes, state is created first: when `eth_accounts` names an unlocked account (anvil's and other
//   dev nodes' funded accounts; a production node has none), one `eth_sendTransaction` from it deploys a tiny
//   contract whose constructor stores 42 in slot 0 and emits one log, and whose code returns 42 when called without
//   data and reverts with the data as its payload otherwise (no signing library needed: the node signs for its
//   unlocked account). A node without one gets nothing created.
// - the block holding that transaction, else the latest block (else up to 8 blocks back for one with a transaction)
//   through `eth_getBlockByNumber`: its number, hash and first transaction's hash;
// - that transaction's receipt (`eth_getTransactionReceipt`): the created contract (else the receiver), the sender
//   (an account with a balance) and the first log's first topic.
//
// The rule that puts them in params (by name, case-insensitive, for a param or a field of an object param):
// `blockHash` → the block's hash; `transactionHash`/`txHash` → the transaction's hash; `block`, `blockNumber`,
// `blockParameter`, `fromBlock`, `toBlock` → the block's number; `address`, `to`, `contractAddress` → the contract;
// `from` → the sender; `index` → 0x0 (the block's first transaction); `position`/`slot` → 0x0; `topics` → [the log's
// topic]. A call object's other fields are then fitted to what the node takes (callFits: fees, gas, value, nonce,
// chain id). Each substitution is kept only if the spec's validator still accepts the params (a filter with
// `blockHash` then refuses `fromBlock`), so no substituted call is invalid.
import fc from 'fast-check';
import type { MethodModel } from '../model/model.js';
import { parseBounded } from './answer.js';
import { gasCapOf } from './gas-cap.js';
import type { PlannedMethod } from './plan.js';
import type { CheckResult } from './report.js';
import { check, type Runner } from './runner.js';
import type { Transport } from './transport.js';
import type { Params } from './values.js';

export interface LearnedState {
  blockNumber?: string;
  blockHash?: string;
  transactionHash?: string;
  /** The contract the run created, else the learned transaction's receiver. */
  address?: string;
  /** An account with a balance: the learned transaction's sender. */
  from?: string;
  /** The contract this run deployed (it reverts with the call's data as the payload), when it did. */
  contract?: string;
  /** Whether the run was allowed to deploy one (--allow-writes): says why there is none. */
  writesAllowed?: boolean;
  topic?: string;
  /** The learned block's gas limit: the base of a declared `x-limits.gasCap`. */
  gasLimit?: bigint;
  /** The node's gas price (`eth_gasPrice`) and chain id (`eth_chainId`): a call's fee and chain fields it takes. */
  gasPrice?: string;
  chainId?: string;
  /** What was learned and how, for stderr (values from the endpoint are not in the report). */
  log: string[];
}

const topic = `0x${Buffer.from('rpcforge state').toString('hex').padEnd(64, '0')}`;
/**
 * Runtime code (26 bytes): called with no data it returns 32 bytes holding 42; called with data it reverts with that
 * data as the revert payload, so a declared revert can be provoked with any payload (./reverts.ts):
 * CALLDATASIZE ISZERO PUSH1 0x0f JUMPI; CALLDATACOPY(0, 0, CALLDATASIZE); REVERT(0, CALLDATASIZE);
 * JUMPDEST; MSTORE(0, 42); RETURN(0, 32).
 */
const runtime = '3615600f57366000600037366000fd5b602a60005260206000f3';
/** Init code: SSTORE(0, 42); MSTORE(0, 42); LOG1(0, 32, topic); then returns `runtime` (PUSH26, at memory 6). */
export const stateInitCode = `0x602a600055602a6000527f${topic.slice(2)}60206000a179${runtime}600052601a6006f3`;

/**
 * A hex value the state may learn: 1 to 64 digits (`0x` alone is no number: BigInt throws on it), the longest a hash, an address or a quantity has. An endpoint
 * is untrusted: a 1 MB "transaction hash" or block number would otherwise be sent back in every lookup, turned into a
 * BigInt of millions of bits, and printed whole on stderr.
 */
const hex = (v: unknown): v is string => typeof v === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(v);

/** Learns (and with `allowWrites` creates) the state; every call is bounded by the transport, failures are logged. */
export async function learnState(runner: Runner, transport: Transport, methods: readonly MethodModel[], allowWrites: boolean, stateNode?: Transport): Promise<LearnedState> {
  const state: LearnedState = { log: [], writesAllowed: allowWrites };
  if (!methods.some((m) => m.name.startsWith('eth_'))) return state;
  const rpc = async (method: string, params: unknown[], through = transport): Promise<unknown> => {
    const { body } = runner.request(method, params);
    const answer = await through.send(body);
    if (!answer.ok) return undefined;
    const parsed = parseBounded(answer.text) as { result?: unknown } | undefined;
    return typeof parsed === 'object' && parsed !== null ? parsed.result : undefined;
  };
  let created: string | undefined;
  if (allowWrites) {
    // A gateway never signs for its callers (it refuses eth_accounts and eth_sendTransaction): --state-node names the
    // node behind it, whose unlocked dev account deploys; the endpoint under test then only reads what it made.
    const writer = stateNode ?? transport;
    const where = stateNode === undefined ? 'the node' : `the state node (${stateNode.shownUrl})`;
    const accounts = await rpc('eth_accounts', [], writer);
    const account = Array.isArray(accounts) && hex(accounts[0]) ? accounts[0] : undefined;
    const sent = account === undefined ? undefined : await rpc('eth_sendTransaction', [{ from: account, data: stateInitCode }], writer);
    if (hex(sent)) {
      created = sent;
      state.log.push(`created: a contract deployed from unlocked account ${account} of ${where} (transaction ${sent})`);
    } else state.log.push(account === undefined ? `nothing created: ${where} has no unlocked account (eth_accounts)${stateNode === undefined ? '; a gateway refuses it: --state-node <url> names the node behind it' : ''}` : `nothing created: eth_sendTransaction was refused by ${where}`);
  }
  // The receipt: anvil mines at once; another dev node may take a block time (polled 10 times, 0.3 s apart).
  let receipt: Record<string, unknown> | undefined;
  for (let i = 0; created !== undefined && receipt === undefined && i < 10; i++) {
    const r = await rpc('eth_getTransactionReceipt', [created]);
    if (typeof r === 'object' && r !== null) receipt = r as Record<string, unknown>;
    else await new Promise((resolve) => setTimeout(resolve, 300));
  }
  let block: Record<string, unknown> | undefined;
  const blockAt = async (tag: string) => {
    const b = await rpc('eth_getBlockByNumber', [tag, false]);
    return typeof b === 'object' && b !== null ? (b as Record<string, unknown>) : undefined;
  };
  if (receipt && hex(receipt.blockNumber)) block = await blockAt(receipt.blockNumber);
  block ??= await blockAt('latest');
  // Up to 8 blocks back for one with a transaction: a quiet chain's latest block is often empty.
  for (let back = 0; block && hex(block.number) && back < 8 && !(Array.isArray(block.transactions) && block.transactions.length > 0) && BigInt(block.number) > 0n; back++) {
    block = (await blockAt(`0x${(BigInt(block.number as string) - 1n).toString(16)}`)) ?? block;
  }
  if (block) {
    if (hex(block.number)) state.blockNumber = block.number;
    if (hex(block.hash)) state.blockHash = block.hash;
    if (hex(block.gasLimit) && block.gasLimit.length > 2) state.gasLimit = BigInt(block.gasLimit);
    const first = Array.isArray(block.transactions) ? block.transactions[0] : undefined;
    if (hex(first)) state.transactionHash = first;
    else if (typeof first === 'object' && first !== null && hex((first as { hash?: unknown }).hash)) state.transactionHash = (first as { hash: string }).hash;
  }
  const gasPrice = await rpc('eth_gasPrice', []);
  if (hex(gasPrice)) state.gasPrice = gasPrice;
  const chainId = await rpc('eth_chainId', []);
  if (hex(chainId)) state.chainId = chainId;
  if (receipt === undefined && state.transactionHash) {
    const r = await rpc('eth_getTransactionReceipt', [state.transactionHash]);
    if (typeof r === 'object' && r !== null) receipt = r as Record<string, unknown>;
  }
  if (receipt) {
    const address = hex(receipt.contractAddress) ? receipt.contractAddress : receipt.to;
    if (hex(address)) state.address = address;
    if (hex(receipt.from)) state.from = receipt.from;
    if (created !== undefined && hex(receipt.contractAddress)) state.contract = receipt.contractAddress;
    const logs = Array.isArray(receipt.logs) ? receipt.logs : [];
    const topics = (logs[0] as { topics?: unknown } | undefined)?.topics;
    if (Array.isArray(topics) && hex(topics[0])) state.topic = topics[0];
  }
  const known = (['blockNumber', 'blockHash', 'transactionHash', 'address', 'from', 'topic'] as const).filter((k) => state[k] !== undefined);
  state.log.push(known.length === 0 ? 'learned nothing: the endpoint named no block' : `learned ${known.join(', ')} (block ${state.blockNumber ?? '?'})`);
  return state;
}

/** The learned value a param or field of this name takes, or undefined (the rule in the header). */
function valueFor(name: string, state: LearnedState): unknown {
  const n = name.toLowerCase();
  if (n === 'blockhash') return state.blockHash;
  if (n === 'transactionhash' || n === 'txhash') return state.transactionHash;
  if (['block', 'blocknumber', 'blockparameter', 'fromblock', 'toblock'].includes(n)) return state.blockNumber;
  if (n === 'address' || n === 'to' || n === 'contractaddress') return state.address;
  if (n === 'from') return state.from;
  if (n === 'index') return state.transactionHash === undefined ? undefined : '0x0';
  if (n === 'position' || n === 'slot') return state.address === undefined ? undefined : '0x0';
  if (n === 'topics') return state.topic === undefined ? undefined : [state.topic];
  return undefined;
}

/** A field to leave out of a call object. */
const omit = Symbol('omit');

/**
 * What makes a call object (an object param with `from`, `to`, `data` or `input`) one the node takes, field by field:
 * each field's choices in order, the first the spec's validator accepts kept (a field the spec requires cannot be left
 * out, so it gets the node's own value instead). Generated fields are random: anvil refused 15 of 20 generated
 * `eth_call`s for them (both fee styles at once, a priority fee over the fee cap, a gas price the sender cannot pay,
 * gas 0, a nonce or chain id of another chain), so their results were never checked. The call then runs the learned
 * contract without data (it returns 42); data is left to the other generated calls.
 */
function callFits(state: LearnedState): [string, unknown[]][] {
  const known = (...choices: unknown[]) => choices.filter((c) => c !== undefined);
  const gas = state.gasLimit === undefined ? undefined : `0x${(state.gasLimit / 2n).toString(16)}`;
  return [
    ['gas', known(gas, omit)],
    ['value', ['0x0']],
    // Fees left out; a spec that requires one gets the node's price (a priority fee of 0 is under any fee cap).
    ['gasPrice', known(omit, state.gasPrice)],
    ['maxFeePerGas', known(omit, state.gasPrice)],
    ['maxPriorityFeePerGas', [omit, '0x0']],
    ['maxFeePerBlobGas', [omit]],
    ['nonce', [omit]],
    ['chainId', known(state.chainId, omit)],
    ...['type', 'accessList', 'blobVersionedHashes', 'blobs', 'commitments', 'proofs', 'authorizationList', 'data', 'input'].map((f): [string, unknown[]] => [f, [omit]]),
  ];
}

const isCallObject = (value: Record<string, unknown>) => ['from', 'to', 'data', 'input'].some((f) => f in value);

/**
 * `params` with learned values where the rule names them, each kept only if `valid` still accepts the params; `used`
 * names the places (`params[0] (transactionHash)`, `params[0].blockHash`).
 */
export function withLearned(method: MethodModel, params: Params, state: LearnedState, valid: (p: Params) => boolean): { params: Params; used: string[] } {
  let current: Params = structuredClone(params);
  const used: string[] = [];
  const byName = !Array.isArray(current);
  // A fit (callFits) is not named in `used`: the learned-state check's name stays the same whatever the spec's
  // call object holds, so a --known entry keeps matching it.
  const tryPut = (next: Params, where: string | undefined): boolean => {
    if (!valid(next)) return false;
    current = next;
    if (where !== undefined) used.push(where);
    return true;
  };
  method.params.forEach((param, i) => {
    const key: string | number = byName ? param.name : i;
    const holder = current as Record<string | number, unknown>;
    if (!byName && i >= (current as unknown[]).length) return;
    if (byName && !(param.name in holder)) return;
    const label = byName ? `params.${param.name}` : `params[${i}] (${param.name})`;
    const direct = valueFor(param.name, state);
    if (direct !== undefined) {
      const next = structuredClone(current) as Record<string | number, unknown>;
      next[key] = direct;
      tryPut(next as Params, label);
      return;
    }
    const value = holder[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    // The fields an object param (a filter, a call object) has, in this order so blockHash comes before the range.
    const fields = ['blockHash', 'transactionHash', 'address', 'to', 'from', 'topics', 'fromBlock', 'toBlock', 'blockNumber'];
    const at = `${byName ? `params.${param.name}` : `params[${i}]`}`;
    for (const field of fields) {
      const learned = valueFor(field, state);
      if (learned === undefined || !(field in value)) continue;
      const next = structuredClone(current) as Record<string | number, Record<string, unknown>>;
      next[key]![field] = learned;
      tryPut(next as unknown as Params, `${at}.${field}`);
    }
    if (!isCallObject(value as Record<string, unknown>)) return;
    for (const [field, choices] of callFits(state)) {
      const held = (current as Record<string | number, Record<string, unknown>>)[key]!;
      if (!(field in held)) continue;
      for (const fit of choices) {
        if (held[field] === fit) break;
        const next = structuredClone(current) as Record<string | number, Record<string, unknown>>;
        if (fit === omit) delete next[key]![field];
        else next[key]![field] = fit;
        if (tryPut(next as unknown as Params, undefined)) break;
      }
    }
  });
  return { params: current, used };
}

/**
 * Generated params, three in four of them (fast-check's choice, so shrinking may drop it) with learned values put in:
 * most generated calls then reach the node's state and get a result checked; the rest keep the schema's whole range.
 */
export function withLearnedArbitrary(arbitrary: fc.Arbitrary<Params>, method: MethodModel, state: LearnedState | undefined, valid: (p: Params) => boolean): fc.Arbitrary<Params> {
  if (state === undefined || (state.blockNumber === undefined && state.address === undefined)) return arbitrary;
  return fc.tuple(arbitrary, fc.nat(3)).map(([params, pick]) => (pick > 0 && valid(params) ? withLearned(method, params, state, valid).params : params));
}

/**
 * Whether params stay within the method's declared `x-limits.gasCap` (its field at most the multiple × the learned
 * block gas limit): a call over it is one the spec says the server refuses (-32602), so it is not a valid call to
 * expect an answer for. True when there is no cap, or no learned gas limit to measure it by.
 */
export function withinGasCap(method: MethodModel, params: Params, state: LearnedState | undefined): boolean {
  const cap = method.limits?.gasCap;
  if (cap === undefined || state?.gasLimit === undefined) return true;
  const most = gasCapOf(cap.blockGasLimitMultiple, state.gasLimit);
  return Object.values(params).every((param) => {
    const value = typeof param === 'object' && param !== null ? (param as Record<string, unknown>)[cap.field] : undefined;
    return !(typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value) && BigInt(value) > most);
  });
}

/** Whether a result found something: not null, not an empty list. */
export function found(result: unknown): boolean {
  return result !== null && result !== undefined && !(Array.isArray(result) && result.length === 0);
}

/**
 * The method called once with learned values in its params (from its first valid example, else generated params
 * with every param given): the answer is judged as any valid call's, and the note says where the values went and
 * whether the lookup found something (a non-null, non-empty result), so a found result is validated for real.
 */
export async function stateCheck(runner: Runner, planned: PlannedMethod, state: LearnedState, seed: number): Promise<{ check: CheckResult; params: Params } | undefined> {
  const { method } = planned;
  const base = runner.fullParams(planned, seed);
  if (base === undefined) return undefined;
  const { params, used } = withLearned(method, base, state, (p) => runner.validParams(method.name, p));
  if (used.length === 0) return undefined;
  runner.takeRefusals();
  const { body, judged, text } = await runner.call(method.name, params);
  const problem = runner.problemFor(method.name, judged);
  const refusal = runner.takeRefusals();
  const outcome = refusal ?? (judged.kind === 'result' ? (found(judged.value) ? 'found' : 'found nothing (an empty result)') : judged.kind === 'error' ? `a declared error ${judged.code}` : 'no answer');
  const result = check('state', `learned state at ${used.join(', ')}`, 1, problem === undefined ? undefined : runner.failure(problem, body, text, params));
  return { check: { ...result, note: outcome }, params };
}
