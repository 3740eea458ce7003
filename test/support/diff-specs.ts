// A small two-file OpenRPC spec for the `rpcforge diff` tests: `openrpc.json` lists the components, whose
// schemas live in `schemas.json` (so every side is a multi-file spec with relative `$ref`s). Request-side schema
// cases change `Tx` (only `send_tx` params use it), response-side cases change `Block` (only `get_block`'s result,
// recursive through `parent`) and `Item`.
import { join } from 'node:path';
import { writeTree } from '../helpers.js';

// Test data is plain JSON; `any` keeps the mutations in the case table short.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface Spec {
  root: any;
  schemas: any;
}

const variables = { host: { default: 'node.invalid' }, apiKey: { default: 'KEY' } };

export function baseSpec(): Spec {
  return {
    root: {
      openrpc: '1.4.1',
      info: { title: 'Diff API', version: '1.0.0', description: 'A small API for diff tests.' },
      servers: [
        { name: 'HTTP', url: 'https://{host}/v1/{apiKey}', variables, 'x-transport': { protocol: 'http' }, 'x-auth': { in: 'path', variable: 'apiKey' } },
        { name: 'WS', url: 'wss://{host}/ws/v1/{apiKey}', variables, 'x-transport': { protocol: 'websocket' }, 'x-auth': { in: 'path', variable: 'apiKey' } },
      ],
      methods: [
        {
          name: 'get_block',
          summary: 'Returns a block.',
          paramStructure: 'by-position',
          params: [
            { name: 'number', required: true, schema: { $ref: '#/components/schemas/Quantity' } },
            { name: 'full', schema: { type: 'boolean' } },
          ],
          result: { name: 'block', schema: { oneOf: [{ $ref: '#/components/schemas/Block' }, { type: 'null' }] } },
          errors: [
            { code: -32005, message: 'limit exceeded' },
            { code: -32006, message: 'timeout' },
          ],
          'x-credits': 10,
          'x-family': 'evm',
          'x-transports': ['http'],
          'x-limits': { maxResults: 100, timeoutSeconds: 10, gasCap: { field: 'gas', blockGasLimitMultiple: 2 } },
          'x-failover': {
            description: 'Forwarded to a partner during an outage.',
            plans: [
              { name: 'Growth', access: 'self-upgrade' },
              { name: 'Custom', access: 'contact sales' },
            ],
          },
          'x-idempotent': true,
        },
        {
          name: 'send_tx',
          paramStructure: 'by-name',
          params: [
            { name: 'tx', required: true, schema: { $ref: '#/components/schemas/Tx' } },
            { name: 'note', required: true, schema: { type: 'string' } },
            { name: 'memo', schema: { type: 'object', properties: { text: { type: 'string' } } } },
          ],
          result: { name: 'hash', schema: { $ref: '#/components/schemas/Hash' } },
          'x-credits': 'not shown',
          'x-transports': ['http', 'websocket'],
          'x-idempotent': false,
        },
        {
          name: 'list_items',
          deprecated: true,
          params: [
            { name: 'first', required: true, schema: { type: 'integer' } },
            { name: 'second', required: true, schema: { type: 'string' } },
          ],
          result: { name: 'items', schema: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
        },
        { name: 'log_event', params: [{ name: 'text', required: true, schema: { type: 'string' } }] },
      ],
      components: {
        schemas: {
          Quantity: { $ref: './schemas.json#/Quantity' },
          Hash: { $ref: './schemas.json#/Hash' },
          Block: { $ref: './schemas.json#/Block' },
          Tx: { $ref: './schemas.json#/Tx' },
          Item: { $ref: './schemas.json#/Item' },
        },
      },
    },
    schemas: {
      Quantity: { type: 'string', pattern: '^0x[0-9a-f]+$' },
      Hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
      Block: {
        type: 'object',
        required: ['hash', 'number'],
        properties: {
          hash: { $ref: '#/Hash' },
          number: { $ref: '#/Quantity' },
          miner: { type: ['string', 'null'] },
          status: { type: 'string', enum: ['ok', 'failed'] },
          size: { type: 'integer', minimum: 0, maximum: 1000 },
          nonce: { type: ['string', 'integer'] },
          kind: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
          label: { type: 'string', pattern: '^[a-z]+$' },
          extra: { type: 'string' },
          flag: { const: true },
          parent: { oneOf: [{ $ref: '#/Block' }, { type: 'null' }] },
        },
      },
      Tx: {
        type: 'object',
        required: ['to'],
        additionalProperties: false,
        properties: {
          to: { $ref: '#/Hash' },
          data: { type: 'string', maxLength: 100 },
          gas: { type: ['string', 'integer'] },
          memo: { type: ['string', 'null'] },
          kind: { anyOf: [{ const: 'legacy' }, { const: 'typed' }] },
          chain: { const: 'main' },
          mode: { type: 'string', enum: ['fast', 'slow'] },
          tag: { type: 'string', pattern: '^[a-z]+$' },
          count: { type: 'integer', minimum: 1, maximum: 10 },
          opt: { type: 'string' },
          // A oneOf whose branches overlap ("12" matches both).
          unit: { oneOf: [{ type: 'string', maxLength: 3 }, { type: 'string', pattern: '^[0-9]+$' }] },
        },
      },
      Item: { type: 'object', additionalProperties: false, properties: { id: { type: 'integer' }, label: { type: 'string' } } },
    },
  };
}

/** Writes the spec's two files into `dir` and returns the root file's path. */
export function writeSpec(dir: string, spec: Spec): string {
  writeTree(dir, { 'openrpc.json': `${JSON.stringify(spec.root, null, 2)}\n`, 'schemas.json': `${JSON.stringify(spec.schemas, null, 2)}\n` });
  return join(dir, 'openrpc.json');
}

export const methodOf = (spec: Spec, name: string): any => spec.root.methods.find((m: any) => m.name === name);
