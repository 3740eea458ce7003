// `rpcforge diff`, rule by rule: each case changes one thing in a small two-file spec and expects exactly the kinds
// listed, the level of the first, and the version advice. Every kind in the rule table has at least one case.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bump, Level } from '../generator/diff/change.js';
import { diffSpecs } from '../generator/diff/diff.js';
import { rules } from '../generator/diff/rules.js';
import { repoRoot, tempDir } from './helpers.js';
import { baseSpec, methodOf, writeSpec, type Spec } from './support/diff-specs.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
interface Case {
  /** The kind expected; `also` lists further kinds the same edit must produce. */
  kind: string;
  level: Level;
  semver: Bump;
  mutate(spec: Spec): void;
  also?: string[];
  /** Path of the change, where the case pins it. */
  path?: string;
  /** The old side, when it is not the base spec (called after `mutate`). */
  old?: () => Spec;
}

/** Links components Link0 → Link1 → … → Link70 from send_tx's `memo` param; Link70 is `last`. */
function chain(spec: Spec, last: object): Spec {
  for (let i = 0; i <= 70; i++) {
    spec.root.components.schemas[`Link${i}`] = { $ref: `./schemas.json#/Link${i}` };
    spec.schemas[`Link${i}`] = i === 70 ? last : { type: 'object', properties: { next: { $ref: `#/Link${i + 1}` } } };
  }
  methodOf(spec, 'send_tx').params[2].schema = { $ref: '#/components/schemas/Link0' };
  return spec;
}

const getBlock = (s: Spec) => methodOf(s, 'get_block');
const sendTx = (s: Spec) => methodOf(s, 'send_tx');
const listItems = (s: Spec) => methodOf(s, 'list_items');
const tx = (s: Spec): any => s.schemas.Tx.properties;
const block = (s: Spec): any => s.schemas.Block.properties;
/** The base spec with get_block's `x-cache` set to `rule`. */
const withCache = (rule: object): Spec => {
  const spec = baseSpec();
  getBlock(spec)['x-cache'] = rule;
  return spec;
};
/** The base spec with Tx's `opt` (a request) or Block's `extra` (a response) made `{ allOf: parts }`. */
const withAllOf = (where: typeof tx, parts: object[]): Spec => {
  const spec = baseSpec();
  where(spec)[where === tx ? 'opt' : 'extra'] = { allOf: parts };
  return spec;
};
const server = { name: 'HTTP2', url: 'https://{host}/v2/{apiKey}', variables: { host: { default: 'node.invalid' }, apiKey: { default: 'KEY' } } };

/** The base spec with a subscribe method (x-subscription: `blocks`, `credits` per notification, `identity`) and its
 * unsubscribe method; `notification` is the notification's schema. */
const withSubscription = (spec: Spec, credits = 5, identity = ['/hash'], notification: object = { type: 'object', properties: { hash: { type: 'string' } } }): Spec => {
  spec.root.methods.push(
    {
      name: 'chain_subscribe',
      paramStructure: 'by-position',
      params: [{ name: 'kind', required: true, schema: { type: 'string' } }],
      result: { name: 'id', schema: { type: 'string' } },
      'x-subscription': {
        notification: 'chain_subscription',
        unsubscribe: 'chain_unsubscribe',
        kinds: [{ name: 'blocks', value: 'blocks', params: [{ name: 'from', schema: { type: 'string' } }], result: { name: 'block', schema: notification }, identity, credits }],
      },
    },
    { name: 'chain_unsubscribe', params: [{ name: 'id', required: true, schema: { type: 'string' } }], result: { name: 'ok', schema: { type: 'boolean' } } },
  );
  return spec;
};

const cases: Case[] = [
  // Methods present or not.
  { kind: 'method-added', level: 'info', semver: 'minor', mutate: (s) => s.root.methods.push({ name: 'ping', params: [], result: { name: 'pong', schema: { type: 'string' } } }) },
  { kind: 'method-removed', level: 'breaking', semver: 'major', mutate: (s) => s.root.methods.splice(2, 1) },
  { kind: 'method-renamed', level: 'breaking', semver: 'major', mutate: (s) => (listItems(s).name = 'list_things') },
  // Subscriptions (x-subscription): which exist, their credits and identity, and their schemas walked as a method's.
  { kind: 'subscription-added', level: 'info', semver: 'minor', mutate: (s) => withSubscription(s) },
  { kind: 'subscription-removed', level: 'breaking', semver: 'major', mutate: () => undefined, old: () => withSubscription(baseSpec()) },
  { kind: 'subscription-credits-increased', level: 'warning', semver: 'minor', mutate: (s) => withSubscription(s, 7), old: () => withSubscription(baseSpec()) },
  { kind: 'subscription-credits-decreased', level: 'info', semver: 'minor', mutate: (s) => withSubscription(s, 3), old: () => withSubscription(baseSpec()) },
  { kind: 'subscription-identity-changed', level: 'warning', semver: 'minor', mutate: (s) => withSubscription(s, 5, ['']), old: () => withSubscription(baseSpec()) },
  // A notification is what the server sends: a type added to it breaks its readers, as in a result.
  { kind: 'response-type-added', level: 'breaking', semver: 'major', mutate: (s) => withSubscription(s, 5, ['/hash'], { type: 'object', properties: { hash: { type: ['string', 'number'] } } }), old: () => withSubscription(baseSpec()), path: 'notification.schema.properties.hash.type' },
  // Servers and the key path.
  { kind: 'server-added', level: 'info', semver: 'minor', mutate: (s) => s.root.servers.push(server) },
  { kind: 'server-removed', level: 'breaking', semver: 'major', mutate: (s) => s.root.servers.pop(), path: 'servers[1]' },
  { kind: 'server-url-changed', level: 'breaking', semver: 'major', mutate: (s) => (s.root.servers[0].url = 'https://{host}/v2/{apiKey}'), path: 'servers[0].url' },
  { kind: 'server-auth-changed', level: 'breaking', semver: 'major', mutate: (s) => (s.root.servers[0]['x-auth'].header = 'none') },
  { kind: 'server-transport-changed', level: 'breaking', semver: 'major', mutate: (s) => (s.root.servers[0]['x-transport'].httpMethod = 'POST') },
  { kind: 'server-description-changed', level: 'info', semver: 'patch', mutate: (s) => (s.root.servers[0].description = 'The HTTP endpoint.') },
  // The document.
  { kind: 'package-name-changed', level: 'breaking', semver: 'major', mutate: (s) => (s.root.info.title = 'Chain API') },
  { kind: 'info-changed', level: 'info', semver: 'patch', mutate: (s) => (s.root.info.description = 'Changed.') },
  { kind: 'info-changed', level: 'info', semver: 'patch', mutate: (s) => (s.root.info.title = 'Diff API!') },
  // Exported type names.
  { kind: 'ts-type-added', level: 'info', semver: 'minor', mutate: (s) => (s.root.components.schemas.Extra = { type: 'string' }) },
  {
    kind: 'unused-schema-changed', level: 'warning', semver: 'minor', path: 'components.schemas.Extra',
    mutate: (s) => (s.root.components.schemas.Extra = { type: 'integer' }),
    old: () => {
      const spec = baseSpec();
      spec.root.components.schemas.Extra = { type: 'string' };
      return spec;
    },
  },
  {
    kind: 'unused-schema-description-changed', level: 'info', semver: 'patch',
    mutate: (s) => (s.root.components.schemas.Extra = { type: 'string', description: 'Now described.' }),
    old: () => {
      const spec = baseSpec();
      spec.root.components.schemas.Extra = { type: 'string' };
      return spec;
    },
  },
  {
    kind: 'ts-type-removed', level: 'breaking', semver: 'major', path: 'components.schemas.Item',
    mutate: (s) => {
      delete s.root.components.schemas.Item;
      listItems(s).result.schema.items = s.schemas.Item;
    },
  },
  {
    kind: 'ts-type-renamed', level: 'breaking', semver: 'major', also: ['ref-target-changed'],
    mutate: (s) => {
      delete s.root.components.schemas.Item;
      s.root.components.schemas.Entry = { $ref: './schemas.json#/Item' };
      listItems(s).result.schema.items = { $ref: '#/components/schemas/Entry' };
    },
  },
  {
    kind: 'ts-method-type-renamed', level: 'breaking', semver: 'major', also: ['ts-type-added'],
    mutate: (s) => (s.root.components.schemas.GetBlockParams = { type: 'string' }),
  },
  // Params.
  { kind: 'param-added-required', level: 'breaking', semver: 'major', mutate: (s) => sendTx(s).params.splice(1, 0, { name: 'fee', required: true, schema: { type: 'integer' } }), path: 'params[1]' },
  { kind: 'param-added-optional', level: 'info', semver: 'minor', mutate: (s) => getBlock(s).params.push({ name: 'verbose', schema: { type: 'boolean' } }), path: 'params[2]' },
  { kind: 'param-added-optional', level: 'info', semver: 'minor', mutate: (s) => sendTx(s).params.splice(2, 0, { name: 'hint', schema: { type: 'string' } }) },
  { kind: 'param-inserted', level: 'breaking', semver: 'major', mutate: (s) => getBlock(s).params.splice(1, 0, { name: 'hint', schema: { type: 'string' } }) },
  { kind: 'param-removed', level: 'breaking', semver: 'major', mutate: (s) => getBlock(s).params.pop() },
  { kind: 'param-reordered', level: 'breaking', semver: 'major', mutate: (s) => listItems(s).params.reverse() },
  { kind: 'param-reordered-by-name', level: 'info', semver: 'patch', mutate: (s) => sendTx(s).params.splice(0, 2, sendTx(s).params[1], sendTx(s).params[0]) },
  { kind: 'param-renamed', level: 'breaking', semver: 'major', mutate: (s) => (sendTx(s).params[1].name = 'comment') },
  { kind: 'param-renamed', level: 'breaking', semver: 'major', mutate: (s) => (listItems(s).params[1].name = 'last') },
  { kind: 'param-renamed-positional', level: 'info', semver: 'patch', mutate: (s) => (getBlock(s).params[1].name = 'hydrated') },
  {
    // By position only, the renamed param's schema is still compared with the old one's.
    kind: 'param-renamed-positional', level: 'info', semver: 'major', also: ['request-type-added', 'request-type-removed'],
    mutate: (s) => (getBlock(s).params[1] = { name: 'hydrated', schema: { type: 'string' } }),
  },
  { kind: 'param-required-added', level: 'breaking', semver: 'major', mutate: (s) => (getBlock(s).params[1].required = true), path: 'params[1].required' },
  { kind: 'param-required-removed', level: 'info', semver: 'minor', mutate: (s) => (listItems(s).params[1].required = false) },
  { kind: 'param-structure-narrowed', level: 'breaking', semver: 'major', mutate: (s) => (listItems(s).paramStructure = 'by-position') },
  { kind: 'param-structure-narrowed', level: 'breaking', semver: 'major', mutate: (s) => (getBlock(s).paramStructure = 'by-name') },
  { kind: 'param-structure-widened', level: 'info', semver: 'minor', mutate: (s) => (getBlock(s).paramStructure = 'either') },
  { kind: 'param-deprecated', level: 'info', semver: 'minor', mutate: (s) => (getBlock(s).params[1].deprecated = true) },
  { kind: 'param-description-changed', level: 'info', semver: 'patch', mutate: (s) => (getBlock(s).params[1].description = 'Whole transactions.') },
  // Result.
  { kind: 'result-added', level: 'info', semver: 'minor', mutate: (s) => (methodOf(s, 'log_event').result = { name: 'ok', schema: { type: 'boolean' } }) },
  { kind: 'result-removed', level: 'breaking', semver: 'major', mutate: (s) => delete listItems(s).result },
  { kind: 'result-name-changed', level: 'info', semver: 'patch', mutate: (s) => (getBlock(s).result.name = 'blk') },
  { kind: 'result-description-changed', level: 'info', semver: 'patch', mutate: (s) => (getBlock(s).result.description = 'The block.') },
  // Errors.
  { kind: 'error-added', level: 'warning', semver: 'minor', also: ['ts-error-class-added'], mutate: (s) => getBlock(s).errors.push({ code: -32007, message: 'busy' }) },
  { kind: 'error-added', level: 'warning', semver: 'minor', mutate: (s) => listItems(s).errors = [{ code: -32006, message: 'timeout' }] },
  // The error is declared nowhere else, so its class leaves the package: code using it no longer compiles.
  { kind: 'error-removed', level: 'info', semver: 'major', also: ['ts-error-class-removed'], mutate: (s) => getBlock(s).errors.pop() },
  {
    // Still declared by list_items: the class stays.
    kind: 'error-removed', level: 'info', semver: 'minor',
    mutate: (s) => {
      getBlock(s).errors.pop();
      listItems(s).errors = [{ code: -32006, message: 'timeout' }];
    },
    old: () => {
      const spec = baseSpec();
      methodOf(spec, 'list_items').errors = [{ code: -32006, message: 'timeout' }];
      return spec;
    },
  },
  { kind: 'ts-error-class-removed', level: 'breaking', semver: 'major', also: ['error-removed'], mutate: (s) => getBlock(s).errors.pop() },
  { kind: 'ts-error-class-added', level: 'info', semver: 'minor', also: ['error-added'], mutate: (s) => getBlock(s).errors.push({ code: -32007, message: 'busy' }) },
  {
    // Same code and message, now a named component: the class is named from the key.
    kind: 'ts-error-class-renamed', level: 'breaking', semver: 'major',
    mutate: (s) => {
      s.root.components.errors = { QueryTimeout: { code: -32006, message: 'timeout' } };
      getBlock(s).errors[1] = { $ref: '#/components/errors/QueryTimeout' };
    },
  },
  { kind: 'error-code-changed', level: 'breaking', semver: 'major', mutate: (s) => (getBlock(s).errors[1].code = -32010) },
  { kind: 'error-message-changed', level: 'warning', semver: 'major', also: ['ts-error-class-renamed'], mutate: (s) => (getBlock(s).errors[1].message = 'query timeout') },
  { kind: 'error-data-changed', level: 'warning', semver: 'minor', mutate: (s) => (getBlock(s).errors[1].data = 'elapsed seconds') },
  // The method itself.
  { kind: 'method-deprecated', level: 'info', semver: 'minor', mutate: (s) => (getBlock(s).deprecated = true) },
  { kind: 'method-undeprecated', level: 'info', semver: 'minor', mutate: (s) => delete listItems(s).deprecated },
  { kind: 'method-description-changed', level: 'info', semver: 'patch', mutate: (s) => (getBlock(s).summary = 'Returns a block by number.') },
  {
    kind: 'example-changed', level: 'info', semver: 'patch',
    mutate: (s) => (getBlock(s).examples = [{ name: 'genesis', params: [{ name: 'number', value: '0x0' }], result: { name: 'block', value: null } }]),
  },
  // Gateway extensions.
  { kind: 'credits-increased', level: 'warning', semver: 'minor', mutate: (s) => (getBlock(s)['x-credits'] = 20) },
  { kind: 'credits-decreased', level: 'info', semver: 'minor', mutate: (s) => (getBlock(s)['x-credits'] = 5) },
  { kind: 'credits-not-shown', level: 'warning', semver: 'minor', mutate: (s) => (getBlock(s)['x-credits'] = 'not shown') },
  { kind: 'credits-shown', level: 'info', semver: 'minor', mutate: (s) => (sendTx(s)['x-credits'] = 5) },
  { kind: 'credits-declared', level: 'info', semver: 'minor', mutate: (s) => (listItems(s)['x-credits'] = 3) },
  { kind: 'credits-dropped', level: 'warning', semver: 'minor', mutate: (s) => delete getBlock(s)['x-credits'] },
  { kind: 'limit-tightened', level: 'breaking', semver: 'major', mutate: (s) => (getBlock(s)['x-limits'].maxResults = 50) },
  { kind: 'limit-tightened', level: 'breaking', semver: 'major', mutate: (s) => (getBlock(s)['x-limits'].maxParams = 500) },
  { kind: 'limit-loosened', level: 'info', semver: 'minor', mutate: (s) => (getBlock(s)['x-limits'].timeoutSeconds = 20) },
  { kind: 'limit-loosened', level: 'info', semver: 'minor', mutate: (s) => delete getBlock(s)['x-limits'].gasCap, path: "['x-limits'].gasCap.blockGasLimitMultiple" },
  { kind: 'limit-changed', level: 'warning', semver: 'minor', mutate: (s) => (getBlock(s)['x-limits'].gasCap.field = 'gasLimit') },
  { kind: 'failover-plan-added', level: 'info', semver: 'minor', mutate: (s) => getBlock(s)['x-failover'].plans.push({ name: 'Pro', access: 'self-upgrade' }) },
  { kind: 'failover-plan-removed', level: 'warning', semver: 'minor', mutate: (s) => getBlock(s)['x-failover'].plans.pop() },
  { kind: 'failover-plan-changed', level: 'warning', semver: 'minor', mutate: (s) => (getBlock(s)['x-failover'].plans[0].access = 'contact sales') },
  { kind: 'transport-added', level: 'info', semver: 'minor', mutate: (s) => getBlock(s)['x-transports'].push('websocket') },
  { kind: 'transport-removed', level: 'breaking', semver: 'major', mutate: (s) => sendTx(s)['x-transports'].pop() },
  { kind: 'idempotent-added', level: 'info', semver: 'minor', mutate: (s) => (sendTx(s)['x-idempotent'] = true) },
  { kind: 'idempotent-removed', level: 'warning', semver: 'minor', mutate: (s) => (getBlock(s)['x-idempotent'] = false) },
  // x-cache: the same answers for callers; an operator note, a warning when the rule keeps more than before.
  { kind: 'cache-added', level: 'info', semver: 'patch', path: "['x-cache']", mutate: (s) => (getBlock(s)['x-cache'] = { when: 'finalized', blocks: ['number'] }) },
  {
    kind: 'cache-removed', level: 'info', semver: 'patch', mutate: () => undefined,
    old: () => withCache({ when: 'finalized', blocks: ['number'] }),
  },
  {
    kind: 'cache-widened', level: 'warning', semver: 'patch', mutate: (s) => (getBlock(s)['x-cache'] = { when: 'found' }),
    old: () => withCache({ when: 'finalized', blocks: ['number'] }),
  },
  {
    kind: 'cache-narrowed', level: 'info', semver: 'patch', mutate: (s) => (getBlock(s)['x-cache'] = { when: 'finalized', blocks: ['number'] }),
    old: () => withCache({ when: 'found' }),
  },
  {
    // A block param swapped for another: one less checked (wider), one more (narrower): both said.
    kind: 'cache-widened', level: 'warning', semver: 'patch', also: ['cache-narrowed'], mutate: (s) => (getBlock(s)['x-cache'] = { when: 'finalized', blocks: ['full'] }),
    old: () => withCache({ when: 'finalized', blocks: ['number'] }),
  },
  { kind: 'family-changed', level: 'info', semver: 'patch', mutate: (s) => (getBlock(s)['x-family'] = 'starknet') },
  // Request schemas (Tx, only in send_tx's params): narrowing breaks callers.
  { kind: 'request-type-added', level: 'info', semver: 'minor', mutate: (s) => (tx(s).data.type = ['string', 'integer']) },
  // `number` takes every `integer`: one widening (or narrowing), not a type added and another removed.
  { kind: 'request-type-added', level: 'info', semver: 'minor', mutate: (s) => (tx(s).count.type = 'number') },
  { kind: 'response-type-added', level: 'breaking', semver: 'major', mutate: (s) => (block(s).nonce.type = ['string', 'number']) },
  { kind: 'request-type-removed', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).gas.type = ['integer']) },
  { kind: 'request-type-removed', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).gas.type = 'string'), path: 'params[0].schema.properties.gas.type' },
  { kind: 'request-type-removed', level: 'breaking', semver: 'major', mutate: (s) => (s.schemas.Tx.properties.kind.type = 'string') },
  { kind: 'request-nullable-added', level: 'info', semver: 'minor', mutate: (s) => (tx(s).data.type = ['string', 'null']) },
  { kind: 'request-nullable-removed', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).memo.type = 'string') },
  { kind: 'request-enum-value-added', level: 'info', semver: 'minor', mutate: (s) => tx(s).mode.enum.push('medium') },
  { kind: 'request-enum-value-removed', level: 'breaking', semver: 'major', mutate: (s) => tx(s).mode.enum.pop() },
  { kind: 'request-enum-added', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).opt.enum = ['a', 'b']) },
  { kind: 'request-enum-removed', level: 'info', semver: 'minor', mutate: (s) => delete tx(s).mode.enum },
  { kind: 'request-const-added', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).opt.const = 'x') },
  { kind: 'request-const-removed', level: 'info', semver: 'minor', mutate: (s) => delete tx(s).chain.const },
  { kind: 'request-const-changed', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).chain.const = 'test') },
  { kind: 'request-pattern-added', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).opt.pattern = '^[a-z]+$') },
  { kind: 'request-pattern-removed', level: 'info', semver: 'minor', mutate: (s) => delete tx(s).tag.pattern },
  { kind: 'request-pattern-changed', level: 'warning', semver: 'minor', mutate: (s) => (tx(s).tag.pattern = '^[a-z0-9]+$') },
  { kind: 'request-bound-tightened', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).count.minimum = 2), path: 'params[0].schema.properties.count.minimum' },
  { kind: 'request-bound-tightened', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).data.maxLength = 50) },
  { kind: 'request-bound-tightened', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).opt.minLength = 1) },
  { kind: 'request-bound-tightened', level: 'breaking', semver: 'major', mutate: (s) => (tx(s).count.exclusiveMaximum = 10) },
  { kind: 'request-bound-loosened', level: 'info', semver: 'minor', mutate: (s) => (tx(s).data.maxLength = 200) },
  { kind: 'request-bound-loosened', level: 'info', semver: 'minor', mutate: (s) => delete tx(s).count.maximum },
  { kind: 'request-required-property-added', level: 'breaking', semver: 'major', mutate: (s) => s.schemas.Tx.required.push('data') },
  { kind: 'request-required-property-added', level: 'breaking', semver: 'major', mutate: (s) => { tx(s).fee = { type: 'integer' }; s.schemas.Tx.required.push('fee'); } },
  { kind: 'request-required-property-removed', level: 'info', semver: 'minor', mutate: (s) => (s.schemas.Tx.required = []) },
  { kind: 'request-property-added', level: 'info', semver: 'minor', mutate: (s) => (sendTx(s).params[2].schema.properties.lang = { type: 'string' }) },
  { kind: 'request-property-added-to-closed', level: 'info', semver: 'minor', mutate: (s) => (tx(s).fee = { type: 'integer' }) },
  { kind: 'request-property-removed', level: 'warning', semver: 'minor', mutate: (s) => delete tx(s).opt },
  { kind: 'request-additional-properties-restricted', level: 'breaking', semver: 'major', mutate: (s) => (sendTx(s).params[2].schema.additionalProperties = false) },
  { kind: 'request-additional-properties-allowed', level: 'info', semver: 'minor', mutate: (s) => delete s.schemas.Tx.additionalProperties },
  { kind: 'request-additional-properties-allowed', level: 'info', semver: 'minor', mutate: (s) => (s.schemas.Tx.additionalProperties = { type: 'string' }) },
  { kind: 'request-additional-properties-restricted', level: 'breaking', semver: 'major', mutate: (s) => (sendTx(s).params[2].schema.additionalProperties = { type: 'string' }) },
  { kind: 'request-union-branch-added', level: 'info', semver: 'minor', mutate: (s) => tx(s).kind.anyOf.push({ const: 'blob' }) },
  { kind: 'request-union-branch-removed', level: 'breaking', semver: 'major', mutate: (s) => tx(s).kind.anyOf.pop() },
  { kind: 'request-keyword-changed', level: 'warning', semver: 'minor', mutate: (s) => (tx(s).opt.not = { const: 'x' }) },
  // An allOf part dropped is one condition less (eth_call's call object losing its `required: [from]` part); one
  // added, one more. The parts kept are compared on: a change inside them is reported too.
  {
    kind: 'request-all-of-part-removed', level: 'info', semver: 'minor', path: 'params[0].schema.properties.opt.allOf[1]',
    mutate: (s) => (tx(s).opt = { allOf: [{ type: 'string' }] }),
    old: () => withAllOf(tx, [{ type: 'string' }, { maxLength: 5 }]),
  },
  {
    kind: 'request-all-of-part-added', level: 'breaking', semver: 'major', also: ['request-bound-loosened'],
    mutate: (s) => (tx(s).opt = { allOf: [{ type: 'string', maxLength: 9 }, { pattern: '^a' }] }),
    old: () => withAllOf(tx, [{ type: 'string', maxLength: 5 }]),
  },
  { kind: 'response-all-of-part-removed', level: 'breaking', semver: 'major', mutate: (s) => (block(s).extra = { allOf: [{ type: 'string' }] }), old: () => withAllOf(block, [{ type: 'string' }, { maxLength: 5 }]) },
  { kind: 'response-all-of-part-added', level: 'info', semver: 'minor', mutate: (s) => (block(s).extra = { allOf: [{ type: 'string' }, { maxLength: 5 }] }), old: () => withAllOf(block, [{ type: 'string' }]) },
  // Loosening one branch of an overlapping oneOf can make values match both branches, and be refused.
  { kind: 'request-one-of-overlap-changed', level: 'warning', semver: 'minor', also: ['request-bound-loosened'], mutate: (s) => (tx(s).unit.oneOf[0].maxLength = 4) },
  // Response schemas (Block, only in get_block's result; Item in list_items'): widening breaks consumers.
  { kind: 'response-type-added', level: 'breaking', semver: 'major', mutate: (s) => (block(s).size.type = ['integer', 'string']) },
  { kind: 'response-type-added', level: 'breaking', semver: 'major', mutate: (s) => delete block(s).extra.type },
  { kind: 'response-type-removed', level: 'info', semver: 'minor', mutate: (s) => (block(s).nonce.type = 'string') },
  { kind: 'response-nullable-added', level: 'breaking', semver: 'major', mutate: (s) => (block(s).extra.type = ['string', 'null']) },
  { kind: 'response-nullable-added', level: 'breaking', semver: 'major', mutate: (s) => (block(s).kind.oneOf.push({ type: 'null' })) },
  { kind: 'response-nullable-removed', level: 'info', semver: 'minor', mutate: (s) => (block(s).miner.type = 'string') },
  { kind: 'response-enum-value-added', level: 'breaking', semver: 'major', mutate: (s) => block(s).status.enum.push('pending'), path: 'result.schema.oneOf[0].properties.status.enum' },
  { kind: 'response-enum-value-removed', level: 'info', semver: 'minor', mutate: (s) => block(s).status.enum.pop() },
  { kind: 'response-enum-added', level: 'info', semver: 'minor', mutate: (s) => (block(s).extra.enum = ['a']) },
  { kind: 'response-enum-removed', level: 'breaking', semver: 'major', mutate: (s) => delete block(s).status.enum },
  { kind: 'response-const-added', level: 'info', semver: 'minor', mutate: (s) => (block(s).extra.const = 'a') },
  { kind: 'response-const-removed', level: 'breaking', semver: 'major', mutate: (s) => delete block(s).flag.const },
  { kind: 'response-const-changed', level: 'breaking', semver: 'major', mutate: (s) => (block(s).flag.const = false) },
  { kind: 'response-pattern-added', level: 'info', semver: 'minor', mutate: (s) => (block(s).extra.pattern = '^a$') },
  { kind: 'response-pattern-removed', level: 'breaking', semver: 'major', mutate: (s) => delete block(s).label.pattern },
  { kind: 'response-pattern-changed', level: 'warning', semver: 'minor', mutate: (s) => (block(s).label.pattern = '^[a-z_]+$') },
  // Block is recursive (parent): the change is found once, where the walk first meets it.
  { kind: 'response-bound-tightened', level: 'info', semver: 'minor', mutate: (s) => (block(s).size.maximum = 500), path: 'result.schema.oneOf[0].properties.size.maximum' },
  { kind: 'response-bound-loosened', level: 'breaking', semver: 'major', mutate: (s) => (block(s).size.maximum = 5000) },
  { kind: 'response-bound-loosened', level: 'breaking', semver: 'major', mutate: (s) => delete block(s).size.minimum },
  { kind: 'response-required-property-added', level: 'info', semver: 'minor', mutate: (s) => s.schemas.Block.required.push('size') },
  { kind: 'response-required-property-removed', level: 'breaking', semver: 'major', mutate: (s) => s.schemas.Block.required.pop(), path: 'result.schema.oneOf[0].properties.number' },
  { kind: 'response-property-added', level: 'info', semver: 'minor', mutate: (s) => (block(s).gasUsed = { type: 'string' }) },
  // Item refuses undeclared properties: a consumer validating results with the old schema refuses the new field.
  { kind: 'response-property-added-to-closed', level: 'breaking', semver: 'major', mutate: (s) => (s.schemas.Item.properties.tags = { type: 'array' }) },
  // Required, so in every answer: a consumer validating results with the old schema refuses all of them (was info).
  { kind: 'response-required-property-added-to-closed', level: 'breaking', semver: 'major', mutate: (s) => { s.schemas.Item.properties.tags = { type: 'array' }; s.schemas.Item.required = ['tags']; }, path: 'result.schema.items.properties.tags' },
  // Already declared, now required: the old schema accepts every new answer.
  { kind: 'response-required-property-added', level: 'info', semver: 'minor', mutate: (s) => (s.schemas.Item.required = ['label']) },
  { kind: 'response-property-removed', level: 'breaking', semver: 'major', mutate: (s) => delete block(s).label },
  { kind: 'response-property-removed', level: 'breaking', semver: 'major', mutate: (s) => delete s.schemas.Item.properties.label, path: 'result.schema.items.properties.label' },
  { kind: 'response-additional-properties-restricted', level: 'info', semver: 'minor', mutate: (s) => (s.schemas.Block.additionalProperties = false) },
  { kind: 'response-additional-properties-allowed', level: 'breaking', semver: 'major', mutate: (s) => delete s.schemas.Item.additionalProperties },
  { kind: 'response-union-branch-added', level: 'breaking', semver: 'major', mutate: (s) => block(s).kind.oneOf.push({ type: 'boolean' }) },
  { kind: 'response-union-branch-removed', level: 'info', semver: 'minor', mutate: (s) => block(s).kind.oneOf.pop() },
  { kind: 'response-keyword-changed', level: 'warning', semver: 'minor', mutate: (s) => (block(s).kind.not = { type: 'integer' }) },
  {
    kind: 'response-one-of-overlap-changed', level: 'warning', semver: 'minor', also: ['response-bound-tightened'],
    mutate: (s) => (block(s).unit = { oneOf: [{ type: 'string', maxLength: 2 }, { type: 'string', pattern: '^[0-9]+$' }] }),
    old: () => {
      const spec = baseSpec();
      spec.schemas.Block.properties.unit = { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'string', pattern: '^[0-9]+$' }] };
      return spec;
    },
  },
  {
    // A branch's type may come from an allOf part: still disjoint, no overlap warning.
    kind: 'response-bound-loosened', level: 'breaking', semver: 'major', path: 'result.schema.oneOf[0].properties.kind.oneOf[0].allOf[1].maxLength',
    mutate: (s) => (block(s).kind = { oneOf: [{ allOf: [{ type: 'string' }, { maxLength: 6 }] }, { type: 'integer' }] }),
    old: () => {
      const spec = baseSpec();
      spec.schemas.Block.properties.kind = { oneOf: [{ allOf: [{ type: 'string' }, { maxLength: 5 }] }, { type: 'integer' }] };
      return spec;
    },
  },
  // Branches of pairwise different types cannot overlap: the finer rule's level stands alone.
  { kind: 'response-bound-tightened', level: 'info', semver: 'minor', mutate: (s) => (block(s).kind.oneOf[0].maxLength = 3), path: 'result.schema.oneOf[0].properties.kind.oneOf[0].maxLength' },
  // Direction-free schema kinds.
  {
    kind: 'ref-target-changed', level: 'info', semver: 'minor', also: ['ts-type-added'],
    mutate: (s) => {
      s.root.components.schemas.Hash2 = { $ref: './schemas.json#/Hash2' };
      s.schemas.Hash2 = { ...s.schemas.Hash };
      block(s).hash = { $ref: '#/Hash2' };
    },
  },
  {
    // A chain of 70 components on both sides, differing only at the end: each file is shallow (the loader refuses
    // documents nested past 64 levels), but the walk through the references stops at 64 levels and says so.
    kind: 'schema-walk-limit', level: 'warning', semver: 'minor',
    mutate: (s) => chain(s, { type: 'integer' }),
    old: () => chain(baseSpec(), { type: 'string' }),
  },
  { kind: 'schema-description-changed', level: 'info', semver: 'patch', mutate: (s) => (block(s).size.description = 'Size in bytes.') },
  { kind: 'schema-description-changed', level: 'info', semver: 'patch', mutate: (s) => (tx(s).data.title = 'Call data') },
];

let oldPath: string;
beforeAll(() => {
  oldPath = writeSpec(tempDir('rpcforge-diff-test-'), baseSpec());
});

describe('rpcforge diff rules, one change each', () => {
  it('the base spec against itself has no change', () => {
    const { report } = diffSpecs(oldPath, oldPath);
    expect(report.changes).toEqual([]);
    expect(report.semver).toBe('none');
  });

  it.each(cases.map((c, i) => [`${String(i + 1).padStart(3, '0')} ${c.kind}`, c] as const))('%s', (_name, c) => {
    const spec = baseSpec();
    c.mutate(spec);
    const from = c.old ? writeSpec(tempDir('rpcforge-diff-test-'), c.old()) : oldPath;
    const { report } = diffSpecs(from, writeSpec(tempDir('rpcforge-diff-test-'), spec));
    expect(report.changes.map((x) => x.kind).sort()).toEqual([c.kind, ...(c.also ?? [])].sort());
    const change = report.changes.find((x) => x.kind === c.kind)!;
    expect(change.level).toBe(c.level);
    expect(change.message).not.toBe('');
    if (c.path !== undefined) expect(change.path).toBe(c.path);
    expect(report.semver).toBe(c.semver);
  });

  it('the guide documents every kind (schema kinds without their request-/response- prefix)', () => {
    const page = readFileSync(join(repoRoot, 'docs/change-loop.md'), 'utf8');
    const start = page.indexOf('## Spec changes: rpcforge diff');
    expect(start).toBeGreaterThanOrEqual(0);
    const end = page.indexOf('\n## ', start + 1);
    const section = page.slice(start, end < 0 ? undefined : end);
    const ids = new Set(rules.map((r) => (r.scope === 'schema' ? r.kind.replace(/^(request|response)-/, '') : r.kind)));
    expect([...ids].filter((id) => !section.includes(`\`${id}\``))).toEqual([]);
  });

  it('schemas nested past the walk bound but equal give no change', () => {
    const path = writeSpec(tempDir('rpcforge-diff-test-'), chain(baseSpec(), { type: 'integer' }));
    expect(diffSpecs(path, path).report.changes).toEqual([]);
  });

  it('a schema whose text is unchanged is still compared where a definition it reaches changed, through a cycle too', () => {
    // Tree → { children: [Tree], leaf: Leaf }: the param's own text ({ $ref: Tree }) and Tree's stay the same; only
    // Leaf, reached through the cycle, changes. Unchanged schemas skip the walk, so this pins what "unchanged" means.
    const recursive = (leafType: string) => {
      const spec = baseSpec();
      spec.root.components.schemas.Tree = { $ref: './schemas.json#/Tree' };
      spec.root.components.schemas.Leaf = { $ref: './schemas.json#/Leaf' };
      spec.schemas.Tree = { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/Tree' } }, leaf: { $ref: '#/Leaf' } } };
      spec.schemas.Leaf = { type: leafType };
      methodOf(spec, 'send_tx').params[2].schema = { $ref: '#/components/schemas/Tree' };
      return writeSpec(tempDir('rpcforge-diff-test-'), spec);
    };
    const before = recursive('string');
    expect(diffSpecs(before, before).report.changes).toEqual([]);
    const kinds = diffSpecs(before, recursive('integer')).report.changes.map((c) => c.kind);
    expect(kinds).toContain('request-type-removed');
  });

  it('has a case for every kind in the rule table', () => {
    const covered = new Set(cases.map((c) => c.kind));
    expect(rules.map((r) => r.kind).filter((k) => !covered.has(k))).toEqual([]);
  });
});
