// The specification extensions rpcforge reads. Their schemas live here once: semantic validation checks every
// value against them (also in documents that do not declare them in `x-extensions`), and a test keeps the
// declaration in spec/extensions.yaml identical, so other OpenRPC tooling sees the same contract.

export interface ExtensionDefinition {
  name: string;
  /** Meta-schema definitions the extension may appear on. */
  restricted: string[];
  schema: Record<string, unknown>;
}

const nonEmptyString = { type: 'string', minLength: 1 };
/** A content descriptor as x-subscription writes one: a name and a JSON Schema (checked as any schema of the document). */
const contentDescriptor = {
  type: 'object',
  required: ['name', 'schema'],
  properties: { name: nonEmptyString, summary: nonEmptyString, description: nonEmptyString, required: { type: 'boolean' }, schema: { type: ['object', 'boolean'] } },
};

export const extensionDefinitions: readonly ExtensionDefinition[] = [
  {
    name: 'x-credits',
    restricted: ['methodObject'],
    schema: { oneOf: [{ type: 'integer', minimum: 0 }, { const: 'not shown' }] },
  },
  {
    name: 'x-family',
    restricted: ['methodObject'],
    schema: { type: 'string', enum: ['evm', 'slot-commitment', 'starknet'] },
  },
  {
    name: 'x-transports',
    restricted: ['methodObject'],
    schema: { type: 'array', minItems: 1, items: { type: 'string', enum: ['http', 'websocket'] } },
  },
  {
    name: 'x-limits',
    restricted: ['methodObject'],
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxParams: { type: 'integer', minimum: 1 },
        maxResults: { type: 'integer', minimum: 1 },
        timeoutSeconds: { type: 'number', minimum: 0 },
        gasCap: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'blockGasLimitMultiple'],
          properties: { field: nonEmptyString, blockGasLimitMultiple: { type: 'number', minimum: 0 } },
        },
      },
    },
  },
  {
    name: 'x-failover',
    restricted: ['methodObject'],
    schema: {
      type: 'object',
      required: ['description', 'plans'],
      properties: {
        description: nonEmptyString,
        plans: {
          type: 'array',
          items: { type: 'object', required: ['name', 'access'], properties: { name: nonEmptyString, access: nonEmptyString } },
        },
      },
    },
  },
  {
    name: 'x-idempotent',
    restricted: ['methodObject'],
    schema: { type: 'boolean' },
  },
  {
    name: 'x-cache',
    restricted: ['methodObject'],
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['when'],
      properties: {
        when: { type: 'string', enum: ['found', 'finalized'] },
        // At most 8, each once: a method names a few block params (eth_getLogs: 2), and every call walks the list.
        blocks: { type: 'array', minItems: 1, maxItems: 8, uniqueItems: true, items: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)?$' } },
        resultBlock: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
      },
    },
  },
  {
    // Read by `rpcforge test`: an example's result is compared value for value only where this is true (on the
    // method for all its examples, or on one example; an example's `false` overrides its method's `true`).
    name: 'x-deterministic',
    restricted: ['methodObject', 'examplePairingObject'],
    schema: { type: 'boolean' },
  },
  {
    // When each of the method's errors happens: OpenRPC 1.4's error object has no description and no x- members, and
    // one named error (a revert) can mean different things on different methods. `message` tells apart errors that
    // share a code (eth_getLogs' two -32005s); validate/error-conditions.ts checks each entry names a listed error.
    // At most 64: a method lists a few errors, and the page renders every entry.
    name: 'x-error-conditions',
    restricted: ['methodObject'],
    schema: {
      type: 'array',
      minItems: 1,
      maxItems: 64,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'when'],
        properties: { code: { type: 'integer' }, message: nonEmptyString, when: nonEmptyString },
      },
    },
  },
  {
    // A subscribe method: what it sends back over the WebSocket (validate/subscriptions.ts checks what the schema
    // cannot: the unsubscribe method exists, kinds and values are distinct, identity names the result's properties).
    // At most 64 kinds of 16 params each, 8 identity pointers: a spec declares a few (eth_subscribe: 4).
    name: 'x-subscription',
    restricted: ['methodObject'],
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['notification', 'unsubscribe', 'kinds'],
      properties: {
        notification: nonEmptyString,
        subscriptionParam: nonEmptyString,
        resultParam: nonEmptyString,
        unsubscribe: nonEmptyString,
        kinds: {
          type: 'array',
          minItems: 1,
          maxItems: 64,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'result'],
            properties: {
              name: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
              value: nonEmptyString,
              summary: nonEmptyString,
              description: nonEmptyString,
              params: { type: 'array', maxItems: 16, items: contentDescriptor },
              result: contentDescriptor,
              identity: { type: 'array', minItems: 1, maxItems: 8, uniqueItems: true, items: { type: 'string', pattern: '^(/[^/]+)*$' } },
              credits: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
    },
  },
  {
    name: 'x-decision',
    restricted: ['methodObject', 'contentDescriptorObject'],
    schema: nonEmptyString,
  },
  {
    name: 'x-not-shown',
    restricted: ['infoObject'],
    schema: {
      type: 'array',
      items: {
        type: 'object',
        required: ['topic', 'text'],
        properties: { topic: nonEmptyString, text: nonEmptyString, decision: nonEmptyString, source: nonEmptyString },
      },
    },
  },
  {
    name: 'x-versioning',
    restricted: ['infoObject'],
    schema: {
      type: 'object',
      required: ['pathSegment'],
      properties: {
        pathSegment: nonEmptyString,
        responseVersionField: nonEmptyString,
        responseVersionFamilies: { type: 'array', items: nonEmptyString },
        policy: nonEmptyString,
      },
    },
  },
  {
    name: 'x-message-fields',
    restricted: ['errorObject'],
    schema: {
      type: 'object',
      minProperties: 1,
      additionalProperties: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
    },
  },
  {
    name: 'x-transport',
    restricted: ['serverObject'],
    schema: {
      type: 'object',
      required: ['protocol'],
      properties: {
        protocol: { type: 'string', enum: ['http', 'websocket'] },
        httpMethod: nonEmptyString,
        contentType: nonEmptyString,
      },
    },
  },
  {
    name: 'x-auth',
    restricted: ['serverObject'],
    schema: {
      type: 'object',
      required: ['in', 'variable'],
      properties: { in: { const: 'path' }, variable: nonEmptyString, header: { const: 'none' } },
    },
  },
];
