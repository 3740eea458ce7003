// The intermediate representation every emitter reads. It is built once from the bundled, validated document;
// emitters never look at the raw spec. JSON Schemas stay JSON Schemas (with local `#/components/schemas/...`
// references); `schemaNames` maps each component to the type name planned for it.
import type { JsonObject } from '../load/json.js';

export type JsonSchema = JsonObject | boolean;

export interface Model {
  /** File name of the root spec, for banners (a name, not a path: output must not depend on where it ran). */
  specFile: string;
  /** First 16 hex digits of the SHA-256 of the bundled document's canonical JSON. */
  specHash: string;
  info: InfoModel;
  servers: ServerModel[];
  /** Component schemas, in document order. */
  schemas: SchemaModel[];
  /** The calls: every method but those of a subscription (subscribe, unsubscribe, notification). */
  methods: MethodModel[];
  /** What a client can subscribe to over WebSocket (x-subscription, or Starknet's naming convention). */
  subscriptions: SubscriptionModel[];
  /** Notifications any subscription of their prefix may receive (Starknet's reorg), by convention. */
  notices: NoticeModel[];
  /** Errors every method may return (components.errors with JSON-RPC 2.0 reserved codes). */
  standardErrors: ErrorModel[];
  /** Component schema reference (`#/components/schemas/Block`) → planned type name. */
  schemaNames: ReadonlyMap<string, string>;
  /** The bundled document, published as openrpc.json and used to resolve local references. */
  document: JsonObject;
  packageName: string;
  packageVersion: string;
}

export interface InfoModel {
  title: string;
  version: string;
  description?: string;
  notShown: { topic: string; text: string }[];
  versioning?: { pathSegment: string; responseVersionField?: string; responseVersionFamilies?: string[]; policy?: string };
}

export interface ServerModel {
  name?: string;
  url: string;
  description?: string;
  variables: { name: string; default: string; description?: string; enum?: string[] }[];
  transport?: { protocol: 'http' | 'websocket'; httpMethod?: string; contentType?: string };
  auth?: { in: 'path'; variable: string; header?: 'none' };
}

export interface SchemaModel {
  /** Component key as written in the spec. */
  key: string;
  typeName: string;
  schema: JsonSchema;
  /** The schema's own `examples` (JSON Schema keyword), each with its verdict once checked. */
  examples: { value: unknown; verdict?: ExampleVerdict }[];
}

/**
 * What the generated validators say of an example (validate/examples.ts): valid, or the first reason it is not
 * (`params[0]: must match pattern …`). Absent when it was not checked (past the check's budget, or no value given).
 */
export type ExampleVerdict = { ok: true } | { ok: false; reason: string };

export type ParamStructure = 'by-position' | 'by-name' | 'either';

export interface ParamModel {
  name: string;
  /** Identifier-safe name for tuple labels and code. */
  identifier: string;
  required: boolean;
  /**
   * Optional, yet a required param follows it (OpenRPC asks for optional params last; published specs such as Sui's
   * do not): it keeps its position, and `null` stands for it when it is left out.
   */
  nullWhenOmitted: boolean;
  summary?: string;
  description?: string;
  decision?: string;
  deprecated: boolean;
  schema: JsonSchema;
}

export interface ErrorModel {
  code: number;
  message: string;
  /** Component key when the error is a named component. */
  key?: string;
  data?: unknown;
  description?: string;
  /** Property names chosen for the message's `<placeholder>`s (x-message-fields), by placeholder. */
  fieldNames?: Record<string, string>;
  /**
   * When it happens (Markdown): on a method's error, its x-error-conditions text; on a JSON-RPC 2.0 standard error
   * (-32700 … -32603) without one, the fixed text of model/standard-errors.ts.
   */
  when?: string;
}

export interface Limits {
  maxParams?: number;
  maxResults?: number;
  timeoutSeconds?: number;
  gasCap?: { field: string; blockGasLimitMultiple: number };
}

/** The spec's `x-cache`: a result kept when not null (`found`), or only at or below the finalized block. */
export interface CacheRule {
  when: 'found' | 'finalized';
  /** The params (`param` or `param.field`) naming the blocks the call reads. */
  blocks?: string[];
  /** The result's property holding the number of the block it is in. */
  resultBlock?: string;
}

export interface MethodModel {
  name: string;
  /** Position in the document's `methods`. */
  index: number;
  /** PascalCase base for the method's type names, e.g. `EthGetLogs`. */
  typeBase: string;
  paramsTypeName: string;
  resultTypeName: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  paramStructure: ParamStructure;
  params: ParamModel[];
  /** True when every param is optional, so `params` may be omitted from the request. */
  paramsOptional: boolean;
  result?: { name: string; description?: string; schema: JsonSchema; decision?: string };
  errors: ErrorModel[];
  /** Credits per call; `'not shown'` where the interface document does not give it; undefined when the spec says nothing. */
  credits?: number | 'not shown';
  family?: string;
  /** Names of the method's OpenRPC `tags`, in order (the docs page groups by `family`, else by the first tag). */
  tags: string[];
  transports?: ('http' | 'websocket')[];
  limits?: Limits;
  failover?: { description: string; plans: { name: string; access: string }[] };
  /** True when a call may be sent again after a transport failure (x-idempotent); false when unknown. */
  idempotent: boolean;
  /** When an answer cannot change, so a gateway may cache it (x-cache); undefined: never cached. */
  cache?: CacheRule;
  decision?: string;
  examples: { name: string; description?: string; params: { name: string; value: unknown }[]; result?: unknown; verdict?: ExampleVerdict }[];
}

/** One subscription a client can open: `client.subscribe.<name>(params)`; the server's handler of the same name. */
export interface SubscriptionModel {
  /** A JavaScript identifier: the kind (`newHeads`), or the convention's suffix (`newHeads` of starknet_subscribeNewHeads). */
  name: string;
  typeBase: string;
  paramsTypeName: string;
  notificationTypeName: string;
  /** The subscribe method and, when it chooses among kinds, the value sent first. */
  subscribe: string;
  value?: string;
  paramStructure: ParamStructure;
  /** The params after `value` (or the method's own). */
  params: ParamModel[];
  paramsOptional: boolean;
  /** The method that ends it, given the id; `unsubscribeByName` names its param when it takes params by name. */
  unsubscribe: string;
  unsubscribeByName?: string;
  notification: { method: string; subscriptionParam: string; resultParam: string; name: string; description?: string; schema: JsonSchema };
  /** JSON pointers into a notification's value that identify it (empty: nothing declared, nothing deduplicated). */
  identity: string[];
  credits?: number;
  /** Credits of the subscribe call itself (the subscribe method's x-credits). */
  subscribeCredits?: number;
  summary?: string;
  description?: string;
  from: 'x-subscription' | 'convention';
}

export interface NoticeModel {
  method: string;
  typeName: string;
  subscriptionParam: string;
  resultParam: string;
  schema: JsonSchema;
  summary?: string;
  description?: string;
}
