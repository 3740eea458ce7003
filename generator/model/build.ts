// Model: turns the bundled, validated document into the intermediate representation (see model.ts).
import { packageVersionFor } from '../changelog/version.js';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Bundle } from '../load/bundle.js';
import { canonicalJson, escapePointerSegment, followRefs, isObject, type JsonObject } from '../load/json.js';
import type { ErrorModel, JsonSchema, MethodModel, Model, ParamModel, ParamStructure, SchemaModel, ServerModel } from './model.js';
import { NamePlanner, camelIdentifier, pascalCase } from './names.js';
import { standardCodes, standardErrorDefaults, standardErrorWhen } from './standard-errors.js';
import { subscriptionSources } from './subscription-sources.js';
import { subscriptionModels } from './subscriptions.js';


const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function buildModel(bundle: Bundle): Model {
  const doc = bundle.document;
  const resolve = (value: unknown): unknown => followRefs(doc, value);
  // Schemas claim their type names before the methods' params and results do.
  const planner = new NamePlanner();
  const schemaNames = new Map<string, string>();
  const components = isObject(doc.components) ? doc.components : {};
  const schemas = schemaModels(components, planner, schemaNames);
  const toError = errorReader(resolve);
  // Method bases name functions (`validateEthGetLogsParams`): two methods whose names read the same in PascalCase
  // (`eth_getLogs`, `eth.getLogs`) get distinct bases, as their types get distinct names.
  const bases = new NamePlanner(new Set());
  // A subscription's methods (subscribe, unsubscribe, notification) are not calls: the model carries them apart.
  const sources = subscriptionSources(doc);
  const methods = (Array.isArray(doc.methods) ? doc.methods : [])
    .map((raw, index) => ({ method: resolve(raw) as JsonObject, index }))
    .filter(({ method }) => !sources.machinery.has(method.name as string))
    .map(({ method, index }) => methodModel(method, index, resolve, toError, planner, bases));
  const { subscriptions, notices } = subscriptionModels(doc, sources, planner, {
    param: paramModel,
    settle: (params) => {
      uniqueIdentifiers(params);
      markNullWhenOmitted(params);
    },
  });
  const info = isObject(doc.info) ? doc.info : {};
  const title = String(info.title ?? 'OpenRPC API');
  const version = String(info.version ?? '0.0.0');
  return {
    specFile: basename(bundle.root.path),
    specHash: createHash('sha256').update(canonicalJson(doc)).digest('hex').slice(0, 16),
    info: {
      title,
      version,
      description: text(info.description),
      notShown: (info['x-not-shown'] as InfoNotShown | undefined) ?? [],
      versioning: info['x-versioning'] as Model['info']['versioning'],
    },
    servers: serverModels(doc),
    schemas,
    methods,
    subscriptions,
    notices,
    standardErrors: standardErrorsOf(components, toError),
    schemaNames,
    document: doc,
    packageName: packageNameFor(title),
    packageVersion: packageVersionFor(version),
  };
}

/** The component schemas, each with its planned type name (recorded in `schemaNames` by its pointer). */
function schemaModels(components: JsonObject, planner: NamePlanner, schemaNames: Map<string, string>): SchemaModel[] {
  const schemaEntries = isObject(components.schemas) ? Object.entries(components.schemas) : [];
  return schemaEntries.map(([key, schema]) => {
    const typeName = planner.claim(pascalCase(key));
    schemaNames.set(`#/components/schemas/${escapePointerSegment(key)}`, typeName);
    const examples = isObject(schema) && Array.isArray(schema.examples) ? schema.examples.map((value) => ({ value })) : [];
    return { key, typeName, schema: schema as JsonSchema, examples };
  });
}

type Resolve = (value: unknown) => unknown;
type ToError = (value: unknown) => ErrorModel | undefined;

/** Reads an error object (or a `$ref` to one under components.errors, whose key it keeps). */
function errorReader(resolve: Resolve): ToError {
  return (value) => {
    const key = isObject(value) && typeof value.$ref === 'string' ? /^#\/components\/errors\/(.+)$/.exec(value.$ref)?.[1] : undefined;
    const error = resolve(value);
    if (!isObject(error) || typeof error.code !== 'number' || typeof error.message !== 'string') return undefined;
    const fields = error['x-message-fields'];
    const fieldNames = isObject(fields) ? (Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>) : undefined;
    return { code: error.code, message: error.message, key, data: error.data, description: text(error.description), ...(fieldNames ? { fieldNames } : {}) };
  };
}

/** JSON-RPC 2.0's errors: those components.errors declares, then those it leaves out, as JSON-RPC 2.0 names them. */
function standardErrorsOf(components: JsonObject, toError: ToError): ErrorModel[] {
  const errorEntries = isObject(components.errors) ? Object.entries(components.errors) : [];
  const standardErrors = errorEntries
    .map(([key, value]) => ({ ...toError(value), key }) as ErrorModel)
    .filter((e) => typeof e.code === 'number' && standardCodes.has(e.code))
    // Their "When" is fixed by JSON-RPC 2.0 itself (standard-errors.ts).
    .map((e) => ({ ...e, when: standardErrorWhen(e.code) }));
  // Every package has a class for each.
  for (const fallback of standardErrorDefaults) {
    if (!standardErrors.some((e) => e.code === fallback.code)) standardErrors.push({ ...fallback, when: standardErrorWhen(fallback.code) });
  }
  return standardErrors;
}

function methodModel(method: JsonObject, index: number, resolve: Resolve, toError: ToError, planner: NamePlanner, bases: NamePlanner): MethodModel {
  const name = method.name as string;
  const typeBase = bases.claim(pascalCase(name));
  const params = (Array.isArray(method.params) ? method.params : []).map((raw) => paramModel(resolve(raw) as JsonObject));
  uniqueIdentifiers(params);
  markNullWhenOmitted(params);
  const result = isObject(method.result) ? (resolve(method.result) as JsonObject) : undefined;
  const credits = method['x-credits'];
  return {
    name,
    index,
    typeBase,
    paramsTypeName: planner.claim(`${typeBase}Params`),
    resultTypeName: planner.claim(`${typeBase}Result`),
    summary: text(method.summary),
    description: text(method.description),
    deprecated: method.deprecated === true,
    paramStructure: (method.paramStructure ?? 'either') as ParamStructure,
    params,
    paramsOptional: params.every((p) => !p.required),
    result: result && {
      name: result.name as string,
      description: text(result.description),
      schema: (result.schema ?? true) as JsonSchema,
      decision: text(result['x-decision']),
    },
    errors: withConditions((Array.isArray(method.errors) ? method.errors : []).map(toError).filter((e): e is ErrorModel => e !== undefined), method['x-error-conditions']),
    credits: typeof credits === 'number' || credits === 'not shown' ? credits : undefined,
    family: text(method['x-family']),
    tags: (Array.isArray(method.tags) ? method.tags : [])
      .map((tag) => resolve(tag))
      .map((tag) => (isObject(tag) ? text(tag.name) : undefined))
      .filter((name): name is string => name !== undefined),
    transports: method['x-transports'] as MethodModel['transports'],
    limits: method['x-limits'] as MethodModel['limits'],
    failover: method['x-failover'] as MethodModel['failover'],
    idempotent: method['x-idempotent'] === true,
    cache: method['x-cache'] as MethodModel['cache'],
    decision: text(method['x-decision']),
    examples: (Array.isArray(method.examples) ? method.examples : []).map((raw) => exampleModel(resolve(raw) as JsonObject, resolve)),
  };
}

function paramModel(param: JsonObject): ParamModel {
  return {
    name: param.name as string,
    identifier: camelIdentifier(param.name as string),
    required: param.required === true,
    nullWhenOmitted: false,
    summary: text(param.summary),
    description: text(param.description),
    decision: text(param['x-decision']),
    deprecated: param.deprecated === true,
    schema: (param.schema ?? true) as JsonSchema,
  };
}

function exampleModel(example: JsonObject, resolve: Resolve): MethodModel['examples'][number] {
  const exampleParams = Array.isArray(example.params) ? example.params.map(resolve) : [];
  const exampleResult = resolve(example.result);
  return {
    name: String(example.name),
    description: text(example.description),
    params: exampleParams.map((p) => ({ name: String((p as JsonObject).name), value: (p as JsonObject).value })),
    result: isObject(exampleResult) ? exampleResult.value : undefined,
  };
}

function serverModels(doc: JsonObject): ServerModel[] {
  return (Array.isArray(doc.servers) ? doc.servers : []).map((raw) => {
    const server = raw as JsonObject;
    const variables = isObject(server.variables) ? Object.entries(server.variables) : [];
    return {
      name: text(server.name),
      url: server.url as string,
      description: text(server.description),
      variables: variables.map(([name, v]) => {
        const variable = v as JsonObject;
        return {
          name,
          default: String(variable.default ?? ''),
          description: text(variable.description),
          enum: Array.isArray(variable.enum) ? variable.enum.map(String) : undefined,
        };
      }),
      transport: server['x-transport'] as ServerModel['transport'],
      auth: server['x-auth'] as ServerModel['auth'],
    };
  });
}

type InfoNotShown = { topic: string; text: string }[];

function uniqueIdentifiers(params: ParamModel[]): void {
  const seen = new Set<string>();
  for (const param of params) {
    let id = param.identifier;
    for (let n = 2; seen.has(id); n++) id = `${param.identifier}${n}`;
    param.identifier = id;
    seen.add(id);
  }
}

/** Optional params before the last required one keep their position: null stands for them (see ParamModel). */
function markNullWhenOmitted(params: ParamModel[]): void {
  let requiredFollows = false;
  for (let i = params.length - 1; i >= 0; i--) {
    const param = params[i] as ParamModel;
    if (param.required) requiredFollows = true;
    else param.nullWhenOmitted = requiredFollows;
  }
}

/** npm package name from the API title: lower-case words joined by dashes. */
function packageNameFor(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 200);
  return slug === '' ? 'openrpc-client' : slug;
}

/**
 * The method's errors, each with the `when` its x-error-conditions entry gives (validation made sure each entry names
 * one listed error; an entry without a message names the only error with its code), else a standard error's.
 */
function withConditions(errors: ErrorModel[], conditions: unknown): ErrorModel[] {
  return errors.map((error) => {
    const entry = Array.isArray(conditions)
      ? (conditions.find((c) => isObject(c) && c.code === error.code && (c.message === undefined || c.message === error.message) && typeof c.when === 'string') as JsonObject | undefined)
      : undefined;
    if (entry) return { ...error, when: entry.when as string };
    // A standard error the method lists without a text of its own: JSON-RPC 2.0's.
    const standard = standardErrorWhen(error.code);
    return standard === undefined ? error : { ...error, when: standard };
  });
}
