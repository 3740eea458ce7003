// The spec captures the interface document completely and exactly. The document's facts (its method tables, credit
// table, limits, errors and every "not shown") are stated here, so the test runs in a clone with nothing beside it;
// the behaviour of the schemas is checked with ajv as an oracle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundle } from '../generator/load/bundle.js';
import type { JsonObject } from '../generator/load/json.js';
import { extensionDefinitions, extensionsFile } from '../generator/validate/extensions.js';
import { repoRoot } from './helpers.js';

/** The interface document's facts, as it states them (section "Endpoints" and "Limits"). */
const documented = {
  evmMethods: [
    'eth_getStorageAt', 'eth_getLogs', 'eth_estimateGas', 'eth_call', 'eth_getUncleByBlockHashAndIndex', 'eth_getTransactionByHash',
    'eth_getTransactionByBlockNumberAndIndex', 'eth_getBlockByNumber', 'eth_getTransactionReceipt', 'eth_getProof',
  ],
  slotMethods: ['getTokenAccountsByDelegate', 'getVoteAccounts', 'getFeeForMessage'],
  starknetMethods: ['starknet_addDeployAccountTransaction'],
  /** "Credit cost per call, taken from the daily balance"; the Starknet cost is "not shown". */
  credits: {
    eth_getStorageAt: 80, eth_getTransactionByHash: 80, eth_call: 80, eth_getBlockByNumber: 80, eth_getTransactionReceipt: 80,
    eth_getUncleByBlockHashAndIndex: 150, eth_getTransactionByBlockNumberAndIndex: 150, eth_getProof: 150,
    getTokenAccountsByDelegate: 160, getVoteAccounts: 160, getFeeForMessage: 160, eth_getLogs: 255, eth_estimateGas: 300,
  } as Record<string, number>,
  /** Every statement of the document that ends in "not shown" (eleven; some name several things), with the
   * `x-not-shown` topics the spec records it under. */
  notShown: {
    'token account states and transitions beyond `initialized`': ['token-account-states'],
    'WebSocket use of the slot/commitment-style and Starknet-style methods': ['websocket-non-evm-methods'],
    'the set of networks and their addresses': ['networks'],
    'numeric type of the getFeeForMessage fee value': ['fee-numeric-type'],
    'which deploy_account_transaction fields are required, and allowed values beyond those appearing': ['starknet-required-fields', 'starknet-allowed-values'],
    'behaviour for a missing or invalid key, and per-key permissions': ['auth-missing-or-invalid-key', 'auth-per-key-permissions'],
    'events (no subscription, webhook or notification mechanism)': ['events'],
    'other error codes, HTTP-level status codes and errors for invalid parameters': ['other-error-codes', 'http-status-codes', 'invalid-params-errors'],
    'credit cost of starknet_addDeployAccountTransaction': ['starknet-credit-cost'],
    'size of the daily balance, reset time, request-rate limits and behaviour when credits run out': ['daily-balance-size', 'daily-balance-reset', 'rate-limits', 'credits-exhausted'],
    'policy for introducing or retiring versions': ['version-policy'],
  } as Record<string, string[]>,
  /** What the document says of the call objects' `from` and `to` (the spec relaxes both: see the decision). */
  callObject: {
    from: 'Optional for `eth_estimateGas`, required for `eth_call`',
    to: 'Present in both methods',
    eth_call: '`from` and `to` are both required',
    eth_estimateGas: '`from` is optional, `to` is present',
  },
};
const doc = loadBundle(join(repoRoot, 'spec/openrpc.yaml')).document as JsonObject & {
  methods: JsonObject[];
  components: { schemas: Record<string, JsonObject>; errors: Record<string, JsonObject> };
  servers: JsonObject[];
  info: JsonObject;
};
// The subscription's methods are the spec's own (issue 37: the document shows no subscriptions); the calls the
// interface document lists are the others.
const subscriptionMethods = new Set(['eth_subscribe', 'eth_unsubscribe']);
const documented14 = doc.methods.filter((m) => !subscriptionMethods.has(m.name as string));
const method = (name: string) => {
  const found = doc.methods.find((m) => m.name === name);
  if (!found) throw new Error(`no method ${name}`);
  return found as JsonObject & { params: JsonObject[]; result: JsonObject; errors?: JsonObject[] };
};

// ajv compiles any schema of the document with the document's components in scope.
const ajv = new Ajv({ strict: false, allErrors: true });
const validator = (schema: unknown) => ajv.compile({ ...(schema as object), components: doc.components });
const valid = (schemaName: string, value: unknown) => validator({ $ref: `#/components/schemas/${schemaName}` })(value);

describe('spec: methods', () => {
  it('has exactly the 14 methods of the interface document', () => {
    const names = documented14.map((m) => m.name);
    const all = [...documented.evmMethods, ...documented.slotMethods, ...documented.starknetMethods];
    expect(all).toHaveLength(14);
    expect([...names].sort()).toEqual(all.sort());
  });

  it('charges the credits of the Limits table, and records the Starknet cost as not shown', () => {
    const table = documented.credits;
    expect(Object.keys(table)).toHaveLength(13);
    for (const m of documented14) {
      expect(m['x-credits'], String(m.name)).toBe(m.name === 'starknet_addDeployAccountTransaction' ? 'not shown' : table[m.name as string]);
    }
  });

  it('declares params in the documented order with their required flags', () => {
    const shape = (name: string) => method(name).params.map((p) => `${p.name}${p.required ? '' : '?'}`);
    expect(shape('eth_getStorageAt')).toEqual(['address', 'position', 'block']);
    expect(shape('eth_getLogs')).toEqual(['filter']);
    expect(shape('eth_estimateGas')).toEqual(['transaction', 'block?']);
    // The third is the spec's own addition (a decision): the state override nodes take.
    expect(shape('eth_call')).toEqual(['transaction', 'block', 'stateOverride?']);
    expect(shape('eth_getUncleByBlockHashAndIndex')).toEqual(['blockHash', 'index']);
    expect(shape('eth_getTransactionByHash')).toEqual(['transactionHash']);
    expect(shape('eth_getTransactionByBlockNumberAndIndex')).toEqual(['block', 'index']);
    expect(shape('eth_getBlockByNumber')).toEqual(['block', 'hydratedTransactions']);
    expect(shape('eth_getTransactionReceipt')).toEqual(['transactionHash']);
    expect(shape('eth_getProof')).toEqual(['address', 'storageKeys', 'blockParameter']);
    expect(shape('getTokenAccountsByDelegate')).toEqual(['delegate', 'accountDetails', 'config?']);
    expect(shape('getVoteAccounts')).toEqual(['config?']);
    expect(shape('getFeeForMessage')).toEqual(['message', 'config?']);
    expect(shape('starknet_addDeployAccountTransaction')).toEqual(['deploy_account_transaction']);
  });

  it('records why eth_estimateGas takes its block param as optional', () => {
    expect(method('eth_estimateGas').params[1]!['x-decision']).toMatch(/reference request sends only the call object/);
  });

  it('records why the call objects take `from` and `to` as optional, and eth_call a state override', () => {
    for (const name of ['eth_call', 'eth_estimateGas']) {
      const decision = String(method(name).params[0]!['x-decision']);
      expect(decision, name).toMatch(/execution-apis/);
      expect(decision, name).toMatch(/viem, ethers and web3\.js/);
    }
    expect(String(method('eth_call').params[2]!['x-decision'])).toMatch(/go-ethereum and anvil/);
    expect(method('eth_call')['x-credits']).toBe(documented.credits.eth_call);
  });

  it('passes params by name only for the Starknet method', () => {
    for (const m of doc.methods) {
      expect(m.paramStructure, String(m.name)).toBe(m.name === 'starknet_addDeployAccountTransaction' ? 'by-name' : 'by-position');
    }
  });

  it('documents WebSocket for the EVM family only, with the family of every method', () => {
    for (const m of documented14) {
      const evm = String(m.name).startsWith('eth_');
      expect(m['x-family']).toBe(evm ? 'evm' : String(m.name).startsWith('starknet_') ? 'starknet' : 'slot-commitment');
      expect(m['x-transports']).toEqual(evm ? ['http', 'websocket'] : ['http']);
    }
  });

  it('marks the reads as safe to retry and the Starknet submission as not', () => {
    for (const m of documented14) expect(m['x-idempotent'], String(m.name)).toBe(m.name !== 'starknet_addDeployAccountTransaction');
  });

  it('adds eth_subscribe and eth_unsubscribe, over WebSocket only, with the decision and its reason', () => {
    expect(doc.methods.filter((m) => subscriptionMethods.has(m.name as string)).map((m) => [m.name, m['x-family'], m['x-transports'], m['x-credits']])).toEqual([
      ['eth_subscribe', 'evm', ['websocket'], 10],
      ['eth_unsubscribe', 'evm', ['websocket'], 0],
    ]);
    expect(String(method('eth_subscribe')['x-decision'])).toMatch(/does not show subscriptions/);
    expect((method('eth_subscribe')['x-subscription'] as { unsubscribe: string }).unsubscribe).toBe('eth_unsubscribe');
  });

  it('carries the documented limits and failover', () => {
    expect(method('eth_getLogs')['x-limits']).toEqual({ maxParams: 5000, maxResults: 10000, timeoutSeconds: 10 });
    for (const name of ['eth_call', 'eth_estimateGas']) {
      expect(method(name)['x-limits']).toEqual({ gasCap: { field: 'gas', blockGasLimitMultiple: 10 } });
    }
    const withFailover = doc.methods.filter((m) => m['x-failover']).map((m) => m.name);
    expect(withFailover.sort()).toEqual(['eth_getLogs', 'eth_getTransactionByHash']);
    const plans = (method('eth_getLogs')['x-failover'] as { plans: { name: string }[] }).plans.map((p) => p.name).join(' ');
    expect(plans).toMatch(/Growth/);
    expect(plans).toMatch(/Custom/);
  });

  it('declares the documented errors per method and the JSON-RPC standard errors once', () => {
    const errors = (name: string) => (method(name).errors ?? []).map((e) => doc.components.errors[String(e.$ref).split('/').pop()!]);
    expect(errors('eth_getLogs')).toEqual([
      { code: -32005, message: 'query returned more than 10000 results' },
      { code: -32005, message: 'query timeout exceeded' },
    ]);
    for (const name of ['eth_call', 'eth_estimateGas']) {
      expect(errors(name)).toMatchObject([{ code: 3, message: 'execution reverted: <revert_reason>' }]);
    }
    const standard = Object.values(doc.components.errors).map((e) => e.code).filter((c) => (c as number) <= -32600);
    expect(standard.sort()).toEqual([-32700, -32603, -32602, -32601, -32600].sort());
  });

  it('has at least one example pairing per method, and every example satisfies its schemas', () => {
    for (const m of doc.methods) {
      const examples = (m.examples ?? []) as { name: string; params: { name: string; value: unknown }[]; result?: { value: unknown } }[];
      expect(examples.length, String(m.name)).toBeGreaterThan(0);
      for (const example of examples) {
        example.params.forEach((p, i) => {
          const check = validator(method(m.name as string).params[i]!.schema);
          expect(check(p.value), `${m.name} / ${example.name} / ${p.name}: ${ajv.errorsText(check.errors)}`).toBe(true);
        });
        const check = validator(method(m.name as string).result.schema);
        expect(check(example.result?.value), `${m.name} / ${example.name} result: ${ajv.errorsText(check.errors)}`).toBe(true);
      }
    }
  });
});

describe('spec: schemas behave as the interface document says', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  const address = `0x${'1a'.repeat(20)}`;

  it('block parameter: hex number or one of five tags; eth_getProof without safe', () => {
    for (const v of ['0x0', '0x1b4', 'latest', 'earliest', 'pending', 'safe', 'finalized']) expect(valid('BlockNumberOrTag', v), v).toBe(true);
    for (const v of ['0x01', '0X1', 'newest', 12, '0x1B4']) expect(valid('BlockNumberOrTag', v), String(v)).toBe(false);
    expect(valid('ProofBlockNumberOrTag', 'finalized')).toBe(true);
    expect(valid('ProofBlockNumberOrTag', 'safe')).toBe(false);
    expect(method('eth_getProof').params[2]!.schema).toEqual({ $ref: '#/components/schemas/ProofBlockNumberOrTag' });
  });

  it('hex patterns: lower-case (addresses in either case, as EIP-55 writes them), exact byte lengths', () => {
    expect(valid('Address', address)).toBe(true);
    expect(valid('Address', address.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(valid('Address', '0x295A70b2de5e3953354a6a8344e616ed314D7251')).toBe(true);
    expect(valid('Address', address.replace('0x', '0X'))).toBe(false);
    expect(valid('Address', `${address.slice(0, -1)}g`)).toBe(false);
    expect(valid('Address', `${address}00`)).toBe(false);
    expect(valid('Hash32', hash.toUpperCase().replace('0X', '0x'))).toBe(false);
    expect(valid('Hash32', hash)).toBe(true);
    expect(valid('Hash32', hash.slice(0, -2))).toBe(false);
    expect(valid('Bytes8', '0x0000000000000042')).toBe(true);
    expect(valid('Bytes8', '0x42')).toBe(false);
    expect(valid('Bloom', `0x${'0'.repeat(512)}`)).toBe(true);
    expect(valid('Bloom', `0x${'0'.repeat(510)}`)).toBe(false);
    expect(valid('Quantity', '0x0')).toBe(true);
    expect(valid('Quantity', '0x00')).toBe(false);
  });

  it('receipt: exactly one of root and status', () => {
    const example = (method('eth_getTransactionReceipt').examples as { result: { value: JsonObject | null } }[]).find((e) => e.result.value)!;
    const base = { ...example.result.value } as JsonObject;
    delete base.root;
    delete base.status;
    expect(valid('TransactionReceipt', { ...base, status: '0x1' })).toBe(true);
    expect(valid('TransactionReceipt', { ...base, root: hash })).toBe(true);
    expect(valid('TransactionReceipt', { ...base, root: hash, status: '0x1' })).toBe(false);
    expect(valid('TransactionReceipt', base)).toBe(false);
  });

  it('filter: blockHash excludes fromBlock/toBlock; address is one or many', () => {
    expect(valid('Filter', { blockHash: hash, topics: [hash] })).toBe(true);
    expect(valid('Filter', { blockHash: hash, fromBlock: 'latest' })).toBe(false);
    expect(valid('Filter', { blockHash: hash, toBlock: '0x1' })).toBe(false);
    expect(valid('Filter', { fromBlock: '0x1', toBlock: 'latest', address })).toBe(true);
    expect(valid('Filter', { address: [address, address] })).toBe(true);
    expect(valid('Filter', { address: 'not-an-address' })).toBe(false);
  });

  it('filter topics: a topic, null (any), or an array of alternatives at each position, as clients send them', () => {
    expect(valid('Filter', { topics: [hash, null, [hash, hash], []] })).toBe(true);
    expect(valid('Filter', { topics: [null] })).toBe(true);
    expect(valid('Filter', { topics: [[null]] })).toBe(false);
    expect(valid('Filter', { topics: [[[hash]]] })).toBe(false);
    expect(valid('Filter', { topics: ['0x12'] })).toBe(false);
    expect(valid('Filter', { topics: [[hash, '0x12']] })).toBe(false);
    expect(valid('Filter', { topics: null })).toBe(false);
    expect(String(doc.components.schemas.Filter!.description)).toMatch(/viem,\s+ethers, web3\.js/);
  });

  it('call object: from and to optional in both methods (a decision), the document\'s words kept', () => {
    const call = { to: address, data: '0x70a08231' };
    const creation = { from: address, data: '0x6080' };
    for (const name of ['eth_call', 'eth_estimateGas']) {
      const check = validator(method(name).params[0]!.schema);
      for (const value of [call, { ...call, from: address }, creation, { data: '0x6080' }, {}]) expect(check(value), `${name} ${JSON.stringify(value)}`).toBe(true);
      expect(check({ ...call, from: 'not-an-address' }), name).toBe(false);
      expect(check({ ...creation, to: '0x12' }), name).toBe(false);
      expect(String(method(name).params[0]!.description), name).toContain(documented.callObject[name as 'eth_call']);
    }
    const properties = doc.components.schemas.CallObject!.properties as Record<string, JsonObject>;
    expect(String(properties.from!.description)).toContain(documented.callObject.from);
    expect(String(properties.to!.description)).toContain(documented.callObject.to);
  });

  it('state override: accounts keyed by address, state or stateDiff never both, bounded', () => {
    const check = validator(method('eth_call').params[2]!.schema);
    const slot = `0x${'0'.repeat(63)}1`;
    expect(check({ [address]: { balance: '0xde0b6b3a7640000', nonce: '0x1', code: '0x6080', state: { [slot]: hash } } })).toBe(true);
    expect(check({ [address]: { stateDiff: { [slot]: hash } }, '0x295A70b2de5e3953354a6a8344e616ed314D7251': {} })).toBe(true);
    expect(check({ [address]: { state: { [slot]: hash }, stateDiff: { [slot]: hash } } })).toBe(false);
    expect(check({ 'not-an-address': { balance: '0x1' } })).toBe(false);
    expect(check({ [address]: { balance: '0x01' } })).toBe(false);
    expect(check({ [address]: { state: { '0x1': hash } } })).toBe(false);
    const accounts = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`0x${i.toString(16).padStart(40, '0')}`, {}]));
    expect(check(accounts(64))).toBe(true);
    expect(check(accounts(65))).toBe(false);
    const slots = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`0x${i.toString(16).padStart(64, '0')}`, hash]));
    expect(check({ [address]: { stateDiff: slots(256) } })).toBe(true);
    expect(check({ [address]: { stateDiff: slots(257) } })).toBe(false);
  });

  it('nullable results and fields follow the null rules', () => {
    for (const name of ['eth_getUncleByBlockHashAndIndex', 'eth_getTransactionByHash', 'eth_getTransactionByBlockNumberAndIndex', 'eth_getBlockByNumber', 'eth_getTransactionReceipt', 'getFeeForMessage']) {
      expect(validator(method(name).result.schema)(null), name).toBe(true);
    }
    for (const name of ['eth_getLogs', 'eth_call', 'eth_getProof', 'getVoteAccounts']) {
      expect(validator(method(name).result.schema)(null), name).toBe(false);
    }
    const tx = (method('eth_getTransactionByHash').examples as { result: { value: JsonObject } }[])[0]!.result.value;
    expect(valid('Transaction', { ...tx, to: null, blockHash: null, blockNumber: null, transactionIndex: null })).toBe(true);
    expect(valid('Transaction', { ...tx, hash: null })).toBe(false);
  });

  it('slot/commitment family: base58, base64, commitment and encoding enums, dataSlice only with binary encodings', () => {
    expect(valid('Commitment', 'confirmed')).toBe(true);
    expect(valid('Commitment', 'recent')).toBe(false);
    expect(valid('AccountEncoding', 'base64+zstd')).toBe(true);
    expect(valid('AccountEncoding', 'binary')).toBe(false);
    expect(valid('Pubkey', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true);
    expect(valid('Pubkey', '0OIl')).toBe(false);
    expect(valid('Base64String', 'AQABAgIAAA==')).toBe(true);
    expect(valid('Base64String', 'not base64!')).toBe(false);
    const slice = { offset: 0, length: 8 };
    expect(valid('TokenAccountsByDelegateConfig', { encoding: 'base64', dataSlice: slice })).toBe(true);
    expect(valid('TokenAccountsByDelegateConfig', { encoding: 'jsonParsed', dataSlice: slice })).toBe(false);
    expect(valid('TokenAccountsByDelegateConfig', { commitment: 'finalized', encoding: 'jsonParsed' })).toBe(true);
  });

  it('response objects admit fields real nodes add (no additionalProperties: false anywhere)', () => {
    expect(JSON.stringify(doc.components.schemas)).not.toContain('"additionalProperties":false');
    const block = (method('eth_getBlockByNumber').examples as { result: { value: JsonObject } }[]).find((e) => e.result.value)!.result.value;
    expect(valid('Block', { ...block, baseFeePerGas: '0x7', withdrawals: [], blockTimestamp: '0x1' })).toBe(true);
  });

  it('getVoteAccounts takes no params; the Starknet result has both documented fields', () => {
    expect(method('getVoteAccounts').params.every((p) => !p.required)).toBe(true);
    expect(valid('DeployAccountTransactionResult', { transaction_hash: '0x1', contract_address: '0x2' })).toBe(true);
    expect(valid('DeployAccountTransactionResult', { transaction_hash: '0x1' })).toBe(false);
  });
});

describe('spec: document-level facts', () => {
  it('servers: HTTP /v3/{apiKey} and WebSocket /ws/v3/{apiKey}, key in the path and no header', () => {
    const urls = doc.servers.map((s) => s.url);
    expect(urls).toEqual(['https://{host}/v3/{apiKey}', 'wss://{host}/ws/v3/{apiKey}']);
    for (const server of doc.servers) expect(server['x-auth']).toEqual({ in: 'path', variable: 'apiKey', header: 'none' });
    expect(doc.servers.map((s) => (s['x-transport'] as JsonObject).protocol)).toEqual(['http', 'websocket']);
  });

  it('versioning: the v3 path segment and context.apiVersion', () => {
    expect(doc.info['x-versioning']).toMatchObject({ pathSegment: 'v3', responseVersionField: 'context.apiVersion', policy: 'not shown' });
  });

  it('records every "not shown" of the interface document in x-not-shown', () => {
    const topics = (doc.info['x-not-shown'] as { topic: string }[]).map((n) => n.topic);
    expect(Object.keys(documented.notShown)).toHaveLength(11);
    for (const [statement, expected] of Object.entries(documented.notShown)) {
      for (const topic of expected) expect(topics, statement).toContain(topic);
    }
    // Nothing recorded as not shown that the document shows.
    expect([...topics].sort()).toEqual(Object.values(documented.notShown).flat().sort());
  });

  it('declares the extensions rpcforge reads: the generator checks values against this very file', () => {
    const declared = parse(readFileSync(join(repoRoot, 'spec/extensions.yaml'), 'utf8')) as JsonObject[];
    // Held once: what the generator reads is the file our spec declares, entry for entry.
    expect(fileURLToPath(extensionsFile)).toBe(join(repoRoot, 'spec/extensions.yaml'));
    expect(extensionDefinitions().map((d) => ({ name: d.name, restricted: d.restricted, schema: d.schema }))).toEqual(
      declared.map((d) => ({ name: d.name, restricted: d.restricted, schema: d.schema })),
    );
    expect(extensionDefinitions().length).toBeGreaterThan(15);
    // Every declaration is OpenRPC 1.4's x-extension form, so other tools read it.
    for (const d of declared) expect(Object.keys(d), String(d.name)).toEqual(expect.arrayContaining(['openrpcExtension', 'name', 'version', 'summary', 'restricted', 'schema']));
  });
});
