// Real-world OpenRPC documents from other projects (test/reference/corpus, plus the official Ethereum and Starknet
// specs): each generates, its output type-checks with tsc --strict, and every example pairing in it is checked by the
// generated validators. Examples the documents themselves get wrong are listed below with the reason; any other
// refusal fails the test, and so does a listed example that starts to pass (the list must stay true).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator/pipeline.js';
import { writeOutput } from '../generator/write.js';
import { referenceDir, tempDir, tscStrict } from './helpers.js';

const corpusDir = join(referenceDir, 'corpus');

/** Every document of the corpus: the JSON files under test/reference/corpus, and the official specs. */
const documents = [
  ...readdirSync(corpusDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(corpusDir, d.name)).filter((f) => f.endsWith('.json')).map((f) => join(corpusDir, d.name, f))),
  join(referenceDir, 'execution-apis/openrpc.json'),
  join(referenceDir, 'starknet/starknet_write_api.json'),
  join(referenceDir, 'starknet/starknet_trace_api_openrpc.json'),
  join(referenceDir, 'starknet/starknet_ws_api.json'),
  join(referenceDir, 'starknet/starknet_wallet_api.json'),
].sort();

/**
 * Examples that break their own document's schemas, keyed `<document> <method> <example> <params|result>`, with
 * the reason, checked against the validator's first error.
 */
const wrongExamples: Record<string, { reason: string; error: RegExp }> = {
  ...Object.fromEntries(
    ['engine_forkchoiceUpdatedV1', 'engine_forkchoiceUpdatedV2', 'engine_forkchoiceUpdatedV3'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example result`,
      { reason: '`payloadStatus.validationError` is null in the example; the schema says string (it is nullable in the Engine API text, not in the schema)', error: /^result\.payloadStatus\.validationError: must be string$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['engine_newPayloadV1', 'engine_newPayloadV2', 'engine_newPayloadV3', 'engine_newPayloadV4', 'engine_newPayloadV5'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example result`,
      { reason: '`validationError` is null in the example; the schema says string', error: /^result\.validationError: must be string$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['engine_getPayloadV2', 'engine_getPayloadV3', 'engine_getPayloadV4', 'engine_getPayloadV5', 'engine_getPayloadV6'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example params`,
      { reason: 'the payload id 0x0000000038fa5dd has 15 hex digits; the schema wants 8 bytes (16 digits)', error: /^params\[0\]: must match pattern \^0x\[0-9a-f\]\{16\}\$$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['debug_getRawBlock', 'debug_getRawHeader', 'debug_getRawReceipts'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example params`,
      { reason: 'the block number 0x32026E is upper-case hex; the schema allows lower case only', error: /^params\[0\]: must match exactly one of/ },
    ]),
  ),
  ...Object.fromEntries(
    ['eth_getFilterChanges', 'eth_getFilterLogs', 'eth_uninstallFilter'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example params`,
      { reason: 'the filter id 0x01 has a leading zero; the schema (uint) forbids it', error: /^params\[0\]: must match pattern \^0x\(0\|\[1-9a-f\]\[0-9a-f\]\*\)\$$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example result`,
      { reason: 'the filter id 0x01 has a leading zero; the schema (uint) forbids it', error: /^result: must match pattern \^0x\(0\|\[1-9a-f\]\[0-9a-f\]\*\)\$$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['eth_sendRawTransaction', 'eth_sendTransaction'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example result`,
      { reason: 'the transaction hash has 63 hex digits; a hash is 32 bytes', error: /^result: must match pattern \^0x\[0-9a-f\]\{64\}\$$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex', 'eth_getTransactionByHash'].map((m) => [
      `execution-apis/openrpc.json ${m} ${m} example result`,
      { reason: 'the example transaction lacks `blockTimestamp` and `type`, which every branch of the schema requires', error: /^result\.blockTimestamp: is required$/ },
    ]),
  ),
  'execution-apis/openrpc.json debug_getBadBlocks debug_getBadBlocks example result': {
    reason: 'the bad block lists full transaction objects where the schema wants transaction hashes',
    error: /^result\[0\]\.block\.transactions\[0\]: must be string$/,
  },
  'execution-apis/openrpc.json engine_getPayloadV2 engine_getPayloadV2 example result': {
    reason: 'the execution payload matches neither the V1 nor the V2 shape the result allows',
    error: /^result\.executionPayload: must match exactly one of/,
  },
  'execution-apis/openrpc.json engine_getPayloadV6 engine_getPayloadV6 example result': {
    reason: 'the example payload predates the required `slotNumber` of the V6 payload',
    error: /^result\.executionPayload\.slotNumber: is required$/,
  },
  'execution-apis/openrpc.json engine_newPayloadV2 engine_newPayloadV2 example params': {
    reason: 'the execution payload matches neither the V1 nor the V2 shape the param allows',
    error: /^params\[0\]: must match exactly one of/,
  },
  'execution-apis/openrpc.json engine_newPayloadV5 engine_newPayloadV5 example params': {
    reason: 'the example payload predates the required `slotNumber` of the V5 payload',
    error: /^params\[0\]\.slotNumber: is required$/,
  },
  'execution-apis/openrpc.json eth_createAccessList eth_createAccessList example params': {
    reason: 'the call object names its input `data`; the schema names it `input` and allows no other member',
    error: /^params\[0\]\.data: is not allowed \(unknown property\)$/,
  },
  'execution-apis/openrpc.json eth_feeHistory eth_feeHistory example result': {
    reason: 'the example spells `oldestblock`; the schema requires `oldestBlock`',
    error: /^result\.oldestBlock: is required$/,
  },
  'execution-apis/openrpc.json txpool_content txpool_content example result': {
    reason: 'the pooled transactions lack the required signature values `r` and `s`',
    error: /\.r: is required$/,
  },
  'execution-apis/openrpc.json txpool_contentFrom txpool_contentFrom example result': {
    reason: 'the pooled transactions lack the required signature values `r` and `s`',
    error: /\.r: is required$/,
  },
  'corpus/firebolt/firebolt-core-open-rpc.json Metrics.signIn Send signIn metric with entitlements params': {
    reason: 'the example passes `entitlements`, but the method declares no params',
    error: /^params\[0\]: too many params: Metrics\.signIn takes 0$/,
  },
  ...Object.fromEntries(
    ['wallet_addEthereumChain', 'wallet_switchEthereumChain', 'wallet_revokePermissions'].map((m) => [
      `corpus/metamask/openrpc.json ${m} ${m} example result`,
      { reason: 'the result is the string "null", not null', error: /^result: must be null$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['wallet_getPermissions', 'wallet_requestPermissions'].map((m) => [
      `corpus/metamask/openrpc.json ${m} ${m} example result`,
      { reason: 'the example gives one permission object where the schema (PermissionsList) wants an array of them', error: /^result: must be array \(PermissionsList\)$/ },
    ]),
  ),
  'corpus/metamask/openrpc.json eth_decrypt decryptExample result': {
    reason: 'the document gives eth_decrypt the result schema PermissionsList; the example is the decrypted string',
    error: /^result: must be array \(PermissionsList\)$/,
  },
  'corpus/metamask/openrpc.json eth_feeHistory eth_feeHistory example result': {
    reason: 'the example spells `oldestblock`; the schema requires `oldestBlock` and closes the object',
    error: /^result\.oldestBlock: is required$/,
  },
  ...Object.fromEntries(
    ['eth_getBlockByHash', 'eth_getBlockByNumber'].map((m) => [
      `corpus/metamask/openrpc.json ${m} ${m} example result`,
      { reason: 'the example block carries `totalDifficulty`, which the document\'s closed Block schema does not list', error: /^result\.totalDifficulty: is not allowed \(unknown property\)$/ },
    ]),
  ),
  ...Object.fromEntries(
    ['eth_getFilterChanges', 'eth_getFilterLogs', 'eth_uninstallFilter'].map((m) => [
      `corpus/metamask/openrpc.json ${m} ${m} example params`,
      { reason: 'the filter id 0x01 has a leading zero; the schema (uint) forbids it', error: /^params\[0\]: must match pattern/ },
    ]),
  ),
  ...Object.fromEntries(
    ['eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter'].map((m) => [
      `corpus/metamask/openrpc.json ${m} ${m} example result`,
      { reason: 'the filter id 0x01 has a leading zero; the schema (uint) forbids it', error: /^result: must match pattern/ },
    ]),
  ),
  'corpus/metamask/openrpc.json eth_getProof eth_getProof example params': {
    reason: 'the second storage key holds the letter `s` (0x283s34…), no hex digit',
    error: /^params\[1\]\[1\]: must match pattern/,
  },
  'corpus/metamask/openrpc.json eth_getProof eth_getProof example result': {
    reason: 'the example proof lacks the required `address`',
    error: /^result\.address: is required$/,
  },
  ...Object.fromEntries(
    ['eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex', 'eth_getTransactionByHash'].map((m) => [
      `corpus/metamask/openrpc.json ${m} ${m} example result`,
      { reason: 'the example transaction lacks the required `type` and gives `chainId` as a number, not a hex string', error: /^result\.type: is required$/ },
    ]),
  ),
  'corpus/metamask/openrpc.json eth_sendRawTransaction eth_sendRawTransaction example result': {
    reason: 'the transaction hash is not 32 bytes of lower-case hex',
    error: /^result: must match pattern \^0x\[0-9a-f\]\{64\}\$/,
  },
  'corpus/urbit/roller-openrpc.json getPoint getPoint-example result': {
    reason: 'the proxy addresses are 0x followed by 20 zeros (10 bytes); the schema wants 20-byte addresses',
    error: /^result\.ownership\.spawnProxy\.address: must match pattern/,
  },
  'corpus/urbit/roller-openrpc.json getShips List of points result': {
    reason: 'the example wraps the list of points in a second array',
    error: /^result\[0\]: must match at least one of: string, number$/,
  },
  ...Object.fromEntries(
    ['getAllPending', 'getPendingByShip', 'getPendingByAddress'].map((m) => [
      `corpus/urbit/roller-openrpc.json ${m} get-pending-example result`,
      { reason: 'the pending transactions nest `tx` under `rawTx` and omit the required `forced`', error: /^result\[0\]\.forced: is required$/ },
    ]),
  ),
  'corpus/urbit/roller-openrpc.json getHistory history-example result': {
    reason: 'one transaction hash in the history has 63 hex digits',
    error: /^result\[14\]\.hash: must match pattern/,
  },
  'corpus/urbit/roller-openrpc.json getRollerConfig config-example result': {
    reason: 'the example lacks the required `rollerResendTime` and `azimuthRefreshRate`',
    error: /^result\.rollerResendTime: is required$/,
  },
};

type Validation = { ok: true } | { ok: false; errors: { path: string; message: string }[] };
type Validators = { validateParams: (method: string, params: unknown) => Validation; validateResult: (method: string, result: unknown) => Validation };

interface ExamplePairing {
  name?: string;
  params?: { name?: string; value?: unknown; $ref?: string }[];
  result?: { name?: string; value?: unknown; $ref?: string } | null;
}

/** Follows a `#/…` reference inside the document (examples may be components). */
function resolve(doc: unknown, value: unknown): unknown {
  let current = value as { $ref?: unknown };
  for (let hops = 0; hops < 32 && current && typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
    const path = current.$ref.replace(/^#\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc) as { $ref?: unknown };
  }
  return current;
}

/** Each document's warnings, from its generation below: the Lotus test reads them instead of generating it again. */
const warningsOf = new Map<string, ReturnType<typeof generate>['warnings']>();

describe('real-world OpenRPC documents', () => {
  it('come from eleven projects', () => {
    const projects = new Set(documents.map((d) => relative(referenceDir, d).split('/').slice(0, relative(referenceDir, d).startsWith('corpus') ? 2 : 1).join('/')));
    expect(projects.size).toBeGreaterThanOrEqual(11);
  });

  for (const spec of documents) {
    const label = relative(referenceDir, spec);
    it(`${label}: generates, type-checks with tsc --strict, and its examples pass its own validators`, async () => {
      const doc = JSON.parse(readFileSync(spec, 'utf8')) as { methods: { name: string; paramStructure?: string; params: unknown[]; examples?: unknown[] }[] };
      const { model, files, warnings } = generate(spec);
      warningsOf.set(spec, warnings);
      // A subscription's methods (Starknet's WebSocket API) are carried apart: test/subscriptions-spec.test.ts.
      const apart = new Set([...model.subscriptions.flatMap((s) => [s.subscribe, s.unsubscribe, s.notification.method]), ...model.notices.map((n) => n.method)]);
      expect(model.methods.map((m) => m.name)).toEqual(doc.methods.map((m) => resolve(doc, m) as { name: string }).map((m) => m.name).filter((name) => !apart.has(name)));
      const out = join(tempDir(), 'pkg');
      writeOutput(out, files);
      expect(tscStrict(out)).toBe('');

      // ajv (draft-07) over the same document is the witness that a listed example is wrong in the document itself.
      const ajv = new Ajv({ strict: false, validateFormats: false });
      ajv.addSchema({ ...(doc as object), $id: 'doc' });
      const methodIndex = (name: string) => doc.methods.findIndex((m) => (resolve(doc, m) as { name: string }).name === name);
      /** ajv's verdict on `value` against the schema of a method's result or of the param an error path names. */
      const ajvAccepts = (method: string, part: string, value: unknown, errorPath: string): boolean => {
        const m = methodIndex(method);
        const raw = doc.methods[m] as { result?: { $ref?: string }; params: { $ref?: string }[] };
        const index = Number(/^params\[(\d+)\]/.exec(errorPath)?.[1] ?? 0);
        const descriptor = part === 'result' ? raw.result : raw.params[index];
        // A value past the params the method declares has no schema to accept it.
        if (descriptor === undefined) return false;
        const at = descriptor?.$ref ?? `#/methods/${m}/${part === 'result' ? 'result' : `params/${index}`}`;
        const item = part === 'result' ? value : Array.isArray(value) ? value[index] : value;
        return ajv.compile({ $ref: `doc${at}/schema` })(item) as boolean;
      };
      const validators = (await import(pathToFileURL(join(out, 'dist/validators.js')).href)) as Validators;
      let checked = 0;
      const unexpected: string[] = [];
      const listed = new Set(Object.keys(wrongExamples).filter((k) => k.startsWith(`${label} `)));
      for (const method of model.methods) {
        const source = resolve(doc, doc.methods.find((m) => (resolve(doc, m) as { name: string }).name === method.name)) as { examples?: unknown[] };
        for (const raw of source.examples ?? []) {
          const example = resolve(doc, raw) as ExamplePairing;
          const values = (example.params ?? []).map((p) => resolve(doc, p) as { name?: string; value?: unknown });
          const byName = method.paramStructure === 'by-name';
          const params = byName ? Object.fromEntries(values.map((p) => [p.name, p.value])) : values.map((p) => p.value);
          const checks: [string, Validation][] = [['params', validators.validateParams(method.name, params)]];
          const result = example.result == null ? undefined : (resolve(doc, example.result) as { value?: unknown });
          if (result && 'value' in result && method.result) checks.push(['result', validators.validateResult(method.name, result.value)]);
          for (const [part, verdict] of checks) {
            checked++;
            const key = `${label} ${method.name} ${example.name ?? '(unnamed)'} ${part}`;
            const known = wrongExamples[key];
            if (known) {
              listed.delete(key);
              expect(verdict.ok, `${key} is listed as wrong but passes`).toBe(false);
              if (!verdict.ok) {
                expect(`${verdict.errors[0]!.path}: ${verdict.errors[0]!.message}`, key).toMatch(known.error);
                expect(ajvAccepts(method.name, part, part === 'result' ? result!.value : params, verdict.errors[0]!.path), `ajv accepts ${key}`).toBe(false);
              }
            } else if (!verdict.ok) unexpected.push(`${key}: ${verdict.errors.slice(0, 2).map((e) => `${e.path}: ${e.message}`).join('; ')}`);
          }
        }
      }
      if (unexpected.length > 0) console.log(`${label}: examples refused by the generated validators:\n${unexpected.join('\n')}`);
      expect(unexpected).toEqual([]);
      expect([...listed], 'listed examples that no longer exist').toEqual([]);
      // A document with example pairings must have had them checked (a resolver that found nothing would pass).
      const pairings = doc.methods.reduce((n, m) => n + ((resolve(doc, m) as { examples?: unknown[] }).examples?.length ?? 0), 0);
      if (pairings > 0) expect(checked).toBeGreaterThanOrEqual(pairings);
    });
  }
  it("Lotus's schema-level examples: a warning for exactly those ajv refuses", () => {
    // Lotus writes an `examples` entry into every param and result schema, generated from Go values; 81 of the 98
    // disagree with the schemas generated from the same Go types (a CID as {"/": …} where the schema says string, …).
    const spec = join(corpusDir, 'lotus/gateway-v2.json');
    const doc = JSON.parse(readFileSync(spec, 'utf8')) as { methods: { params: { schema: { examples?: unknown[] } }[]; result: { schema: { examples?: unknown[] } } }[] };
    const ajv = new Ajv({ strict: false, validateFormats: false });
    const refused: string[] = [];
    doc.methods.forEach((method, m) => {
      const parts: [string, { examples?: unknown[] }][] = [...method.params.map((p, i) => [`methods[${m}].params[${i}].schema`, p.schema] as [string, { examples?: unknown[] }]), [`methods[${m}].result.schema`, method.result.schema]];
      for (const [at, schema] of parts) {
        const valid = ajv.compile(schema);
        (schema.examples ?? []).forEach((example, e) => {
          if (!valid(example)) refused.push(`${at}.examples[${e}]`);
        });
      }
    });
    const warned = (warningsOf.get(spec) ?? generate(spec).warnings)
      .filter((w) => w.message.endsWith('this example of the schema does not match it'))
      .map((w) => /^(methods\[\d+\]\.(?:params\[\d+\]|result)\.schema\.examples\[\d+\])/.exec(w.path)![1]);
    expect(refused).toHaveLength(81);
    expect(warned).toEqual(refused);
  });
});

