// Subscriptions declared in the spec (issue 37): `x-subscription` on a subscribe method, checked by its schema and by
// the semantic checks with file, line, column and path; our spec's eth_subscribe and its four kinds in the model; and
// Starknet's WebSocket API read by its naming convention, with a located warning where a pairing is not exact.
import { join, relative as relativePath } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../generator/cli.js';
import { formatIssue } from '../generator/errors.js';
import { loadBundle } from '../generator/load/bundle.js';
import { buildModel } from '../generator/model/build.js';
import { checkWarnings } from '../generator/validate/warnings.js';
import { repoRoot, tempDir, writeTree } from './helpers.js';

const head = 'openrpc: 1.4.1\ninfo:\n  title: Subs\n  version: "1"\n';
// `methods:` on line 5; the subscribe method's `x-subscription:` on line 9, `kinds:` on 12, its first kind on 13.
const subscribe = (subscription: string) =>
  '  - name: sub\n    params: [{ name: kind, required: true, schema: { type: string } }]\n    result: { name: id, schema: { type: string } }\n' +
  `    x-subscription:\n${subscription}`;
const unsubscribe = '  - name: unsub\n    params: [{ name: id, required: true, schema: { type: string } }]\n    result: { name: ok, schema: { type: boolean } }\n';
const block = "{ type: object, properties: { hash: { type: string }, number: { type: string } } }";

function generate(methods: string) {
  const dir = tempDir();
  writeTree(dir, { 'openrpc.yaml': `${head}methods:\n${methods}` });
  let stderr = '';
  const code = runCli(['generate', '--spec', join(dir, 'openrpc.yaml'), '--out', join(dir, 'out')], { out: () => {}, err: (t) => (stderr += t) });
  return { code, errors: stderr.replaceAll(`${dir}/`, '').trimEnd().split('\n').slice(1) };
}

describe('x-subscription in the spec', () => {
  it('refuses what its schema refuses, located in the file', () => {
    const { code, errors } = generate(
      subscribe('      notification: note\n      unsubscribe: unsub\n      kinds:\n        - { name: heads, value: heads, result: { name: h, schema: {} }, credits: -1 }\n') + unsubscribe,
    );
    expect(code).toBe(2);
    expect(errors).toEqual(["openrpc.yaml:13:73: methods[0]['x-subscription'].kinds[0].credits: invalid x-subscription: must be >= 0"]);
  });

  it('refuses an unsubscribe method the document lacks, kinds named or chosen twice, and an identity naming no property', () => {
    const { code, errors } = generate(
      subscribe(
        '      notification: note\n      unsubscribe: stop\n      kinds:\n' +
          `        - { name: heads, value: heads, result: { name: h, schema: ${block} }, identity: [/hash] }\n` +
          `        - { name: heads, value: heads, result: { name: h, schema: ${block} }, identity: [/blockHash] }\n`,
      ) + unsubscribe,
    );
    expect(code).toBe(2);
    expect(errors).toEqual([
      `openrpc.yaml:11:7: methods[0]['x-subscription'].unsubscribe: x-subscription: the unsubscribe method "stop" is not a method of this document`,
      `openrpc.yaml:14:13: methods[0]['x-subscription'].kinds[1].name: x-subscription: kind "heads" is declared twice (also kinds[0])`,
      `openrpc.yaml:14:26: methods[0]['x-subscription'].kinds[1].value: x-subscription: value "heads" chooses two kinds (also kinds[0])`,
      `openrpc.yaml:14:164: methods[0]['x-subscription'].kinds[1].identity[0]: x-subscription: identity "/blockHash" names "blockHash", which the notification's schema does not declare`,
    ]);
  });

  it('refuses several kinds without values, and params on a kind that takes the method\'s own', () => {
    const { errors } = generate(
      subscribe(
        '      notification: note\n      unsubscribe: unsub\n      kinds:\n' +
          '        - { name: a, params: [], result: { name: h, schema: {} } }\n        - { name: b, result: { name: h, schema: {} } }\n',
      ) + unsubscribe,
    );
    expect(errors).toEqual([
      `openrpc.yaml:12:7: methods[0]['x-subscription'].kinds: x-subscription: several kinds need a value each (sent as the first param to choose one)`,
      `openrpc.yaml:13:22: methods[0]['x-subscription'].kinds[0].params: x-subscription: a kind without a value takes sub's own params; declare them there`,
    ]);
  });
});

describe("our spec's eth_subscribe", () => {
  const model = buildModel(loadBundle(join(repoRoot, 'spec/openrpc.yaml')));

  it('declares four kinds, each with its params, notification schema, identity and credits, reusing the spec\'s schemas', () => {
    expect(model.subscriptions.map((s) => [s.name, s.value, s.params.map((p) => p.name), s.notification.schema, s.identity, s.credits])).toEqual([
      ['newHeads', 'newHeads', [], { $ref: '#/components/schemas/BlockHeader' }, ['/hash'], 20],
      ['logs', 'logs', ['filter'], { $ref: '#/components/schemas/Log' }, ['/blockHash', '/logIndex', '/removed'], 10],
      ['newPendingTransactions', 'newPendingTransactions', [], { $ref: '#/components/schemas/Hash32' }, [''], 2],
      ['transactionReceipts', 'transactionReceipts', ['filter'], { type: 'array', items: { $ref: '#/components/schemas/TransactionReceipt' } }, ['/0/blockHash', '/0/transactionHash'], 20],
    ]);
    for (const s of model.subscriptions) {
      expect([s.subscribe, s.unsubscribe, s.notification.method, s.notification.subscriptionParam, s.notification.resultParam]).toEqual(['eth_subscribe', 'eth_unsubscribe', 'eth_subscription', 'subscription', 'result']);
    }
    expect(model.subscriptions[1]!.params[0]!.schema).toEqual({ $ref: '#/components/schemas/LogSubscriptionFilter' });
  });

  it('keeps eth_subscribe and eth_unsubscribe out of the calls', () => {
    const names = model.methods.map((m) => m.name);
    expect(names).toHaveLength(14);
    expect(names).not.toContain('eth_subscribe');
    expect(names).not.toContain('eth_unsubscribe');
    // Each method still knows its place in the document (examples and conformance read the raw method there).
    const raw = model.document.methods as { name: string }[];
    for (const m of model.methods) expect(raw[m.index]!.name).toBe(m.name);
  });
});

describe("Starknet's WebSocket API, read by its naming convention", () => {
  const spec = join(repoRoot, 'test/reference/starknet/starknet_ws_api.json');
  const bundle = loadBundle(spec);
  const model = buildModel(bundle);

  it('pairs every subscribe method with its notification and starknet_unsubscribe; the reorg notification is a notice', () => {
    expect(model.subscriptions.map((s) => [s.name, s.subscribe, s.notification.method, s.unsubscribe, s.notification.subscriptionParam, s.params.map((p) => p.name)])).toEqual([
      ['newHeads', 'starknet_subscribeNewHeads', 'starknet_subscriptionNewHeads', 'starknet_unsubscribe', 'subscription_id', ['block_id']],
      ['events', 'starknet_subscribeEvents', 'starknet_subscriptionEvents', 'starknet_unsubscribe', 'subscription_id', ['from_address', 'keys', 'block_id', 'finality_status']],
      ['transactionStatus', 'starknet_subscribeTransactionStatus', 'starknet_subscriptionTransactionStatus', 'starknet_unsubscribe', 'subscription_id', ['transaction_hash']],
      ['newTransactionReceipts', 'starknet_subscribeNewTransactionReceipts', 'starknet_subscriptionNewTransactionReceipts', 'starknet_unsubscribe', 'subscription_id', ['finality_status', 'sender_address']],
      ['newTransactions', 'starknet_subscribeNewTransactions', 'starknet_subscriptionNewTransaction', 'starknet_unsubscribe', 'subscription_id', ['finality_status', 'sender_address', 'tags']],
    ]);
    expect(model.subscriptions.every((s) => s.from === 'convention' && s.value === undefined && s.identity.length === 0)).toBe(true);
    expect(model.notices.map((n) => n.method)).toEqual(['starknet_subscriptionReorg']);
    expect(model.methods).toEqual([]);
  });

  it('says with a located warning that subscribeNewTransactions is paired with subscriptionNewTransaction', () => {
    const warnings = checkWarnings(bundle).map((w) => formatIssue({ ...w, file: relativePath(repoRoot, w.file) }));
    expect(warnings.filter((w) => w.includes('paired'))).toEqual([
      'test/reference/starknet/starknet_ws_api.json:277:7: methods[8].name: starknet_subscribeNewTransactions is paired with the notification starknet_subscriptionNewTransaction, whose name differs (NewTransactions / NewTransaction): no other notification fits (declare x-subscription to say so)',
    ]);
  });

  it('reads a subscribe method no notification pairs with as a plain method, with a located warning', () => {
    const dir = tempDir();
    const method = (name: string, params: string, result = '') => `  - name: ${name}\n    params: [${params}]\n${result}`;
    const note = '{ name: subscription_id, schema: { type: string } }, { name: result, schema: { type: string } }';
    const id = '    result: { name: id, schema: { type: string } }\n';
    writeTree(dir, {
      'openrpc.yaml':
        `${head}methods:\n` +
        method('x_subscribeBlocks', '', id) +
        method('x_subscribeBlock', '', id) +
        method('x_subscriptionBlocks', note) +
        method('x_unsubscribe', '{ name: id, required: true, schema: { type: string } }', '    result: { name: ok, schema: { type: boolean } }\n'),
    });
    const read = loadBundle(join(dir, 'openrpc.yaml'));
    // The exact name wins; the other has nothing left.
    const built = buildModel(read);
    expect(built.subscriptions.map((s) => [s.name, s.notification.method])).toEqual([['blocks', 'x_subscriptionBlocks']]);
    expect(built.methods.map((m) => m.name)).toEqual(['x_subscribeBlock']);
    expect(checkWarnings(read).map((w) => formatIssue({ ...w, file: 'openrpc.yaml' }))).toEqual([
      'openrpc.yaml:9:5: methods[1].name: x_subscribeBlock reads as a subscribe method (x_unsubscribe exists), but no x_subscriptionBlock notification pairs with it: read as a plain method',
    ]);
  });
});
